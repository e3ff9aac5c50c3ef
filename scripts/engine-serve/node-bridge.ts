import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Between node:http and the Fetch API the engine's request handler speaks. */

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function toFetchRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = request.method ?? 'GET';
  const body =
    method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(request));
  return new Request(new URL(request.url ?? '/', origin), { method, headers, body });
}

/** Sends `response`; gzipped when `gzip` and the client accepts it. Returns the bytes sent. */
export async function sendResponse(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  response: Response,
  { gzip = false }: { gzip?: boolean } = {},
): Promise<{ bytes: number; wireBytes: number }> {
  const body = Buffer.from(await response.arrayBuffer());
  const zipped =
    gzip && body.length > 0 && /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''));
  const wire = zipped ? gzipSync(body) : body;
  outgoing.writeHead(response.status, {
    ...Object.fromEntries(response.headers),
    'content-length': wire.length,
    ...(zipped && { 'content-encoding': 'gzip' }),
  });
  outgoing.end(wire);
  return { bytes: body.length, wireBytes: wire.length };
}
