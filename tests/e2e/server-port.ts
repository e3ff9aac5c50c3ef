import { createServer } from 'node:net';

function listenOn(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen({ port }, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

/**
 * The port for a journey server: the one `variable` names, else `preferred` when it is free,
 * else any free one. The choice is written back to `variable` because Playwright loads its
 * config again in every worker, and they must all reach the same server.
 */
export async function resolveServerPort(variable: string, preferred: number): Promise<number> {
  const given = process.env[variable]?.trim();
  if (given) {
    const port = Number(given);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`${variable}=${given} is not a port number (1–65535).`);
    return port;
  }
  const port = (await listenOn(preferred)) ?? (await listenOn(0));
  if (port === null) throw new Error(`No free port for the journeys' server; set ${variable}.`);
  process.env[variable] = String(port);
  return port;
}
