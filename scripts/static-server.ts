import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { HEADERS_FILE, headersForPath, readHeaderRules } from './vite/headers-file.ts';

/**
 * A static host for a build, as a simple CDN would serve it: files with their type, gzip for text
 * (as `vite preview` does), the build's `_headers` (`/*` rule) on every response, optionally a
 * rendered page for its address (`/item/blinds` is `item/blinds.html`, as static hosts and
 * `vite preview` serve it), index.html for any other path that is not a file (the app routes it),
 * and `/media/*` from another folder (the real build has no demo media; the mock build's are the
 * same files).
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;
/** Below this, gzip saves too little to be worth it (vite preview's threshold). */
const GZIP_THRESHOLD = 1024;

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

/** `base` joined with the URL path, or null when the path climbs out of it. */
function inside(base: string, path: string): string | null {
  const file = resolve(base, `.${path}`);
  return file === base || file.startsWith(base + sep) ? file : null;
}

function isFile(path: string | null): path is string {
  return path !== null && existsSync(path) && statSync(path).isFile();
}

export interface StaticServerOptions {
  /**
   * Serve `item/blinds.html` for `/item/blinds`, as static hosts do: on for a deployment's
   * figures (benchmarks); off, every page is the template's. (The name is the Chromium copy's
   * time: scripts/bench/ passes it.)
   */
  prerenderedPages?: boolean;
}

export async function startStaticServer(
  root: string,
  mediaRoot: string,
  { prerenderedPages = false }: StaticServerOptions = {},
): Promise<StaticServer> {
  const base = resolve(root);
  const media = resolve(mediaRoot);
  const headersPath = join(base, HEADERS_FILE);
  const rules = existsSync(headersPath) ? readHeaderRules(readFileSync(headersPath, 'utf8')) : [];

  function send(req: IncomingMessage, res: ServerResponse, file: string, status = 200) {
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    let body = readFileSync(file);
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    for (const [name, value] of headersForPath(rules, path)) res.setHeader(name, value);
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip && COMPRESSIBLE.test(type) && body.length >= GZIP_THRESHOLD) {
      body = gzipSync(body);
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.setHeader('Content-Length', body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const file = path.startsWith('/media/')
      ? inside(media, path.slice('/media'.length))
      : inside(base, path);
    if (isFile(file)) return send(req, res, file);
    const routed = !path.startsWith('/media/') && extname(path) === '';
    const page = prerenderedPages && routed ? inside(base, `${path}.html`) : null;
    if (isFile(page)) return send(req, res, page);
    // Not a file: a missing asset is a 404, anything else is a route of the app.
    if (!routed) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    send(req, res, join(base, 'index.html'));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
