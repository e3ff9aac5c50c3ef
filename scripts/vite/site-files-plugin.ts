import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mock mode only: Vite has one public folder, and the mock build's is public-mock/ (MSW's worker,
 * the demo media). This adds the site's own static files from public/ (favicon, robots.txt) to
 * the mock build's output and serves them in dev, so both builds carry the same site files.
 * A name in both folders stops the build: which one ships would be an accident.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
};

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : entry.isFile() ? [path] : [];
  });
}

/** `public/a/b.txt` → `a/b.txt`, with `/` on every platform. */
const outputName = (dir: string, path: string) => relative(dir, path).split(sep).join('/');

export function siteFilesPlugin({ dir = 'public' }: { dir?: string } = {}): Plugin {
  let siteDir = dir;
  let publicDir = '';
  return {
    name: 'folio:site-files',
    configResolved(config) {
      siteDir = resolve(config.root, dir);
      publicDir = config.publicDir;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        let pathname: string;
        try {
          pathname = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
        } catch {
          return next();
        }
        const path = resolve(siteDir, `.${pathname}`);
        if (!path.startsWith(siteDir + sep) || !statSync(path, { throwIfNoEntry: false })?.isFile())
          return next();
        response.setHeader(
          'Content-Type',
          CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
        );
        response.end(request.method === 'HEAD' ? undefined : readFileSync(path));
      });
    },
    generateBundle(_options, bundle) {
      for (const path of listFiles(siteDir)) {
        const fileName = outputName(siteDir, path);
        const shadowed =
          publicDir && statSync(join(publicDir, fileName), { throwIfNoEntry: false });
        if (shadowed || fileName in bundle) {
          this.error(`${dir}/${fileName} has the same name as a file of the mock build.`);
        }
        this.emitFile({ type: 'asset', fileName, source: readFileSync(path) });
      }
    },
  };
}
