import { spawn } from 'node:child_process';

export interface MockPreview {
  origin: string;
  close(): void;
}

/**
 * `vite preview` of the mock build (dist-mock) on a port, as the journeys serve it: the
 * pages rendered at build time for their addresses and the build's `_headers`. Resolves once it answers.
 */
export async function startMockPreview(port: number): Promise<MockPreview> {
  const origin = `http://localhost:${port}`;
  const server = spawn(
    'npx',
    ['vite', 'preview', '--mode', 'mock', '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
  const close = () => {
    try {
      if (server.pid) process.kill(-server.pid);
    } catch {
      // already gone
    }
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(origin)).ok) return { origin, close };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  close();
  throw new Error(`vite preview did not answer on ${origin}`);
}
