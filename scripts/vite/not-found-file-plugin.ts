import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { collections } from '../../src/config/site-collections.ts';
import { isAppPath } from './app-paths.ts';
import { NOT_FOUND_FILE, notFoundHtml } from './not-found-file.ts';

/**
 * Ships `404.html` beside `index.html` in both builds (made from the built index.html, so it
 * loads the same app under the same policy), and has `vite preview` answer an address the app
 * has no screen for as a static host does: status 404 and that page. Its SPA fallback stays for
 * every address the app routes.
 */
export function notFoundFilePlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'folio:not-found-file',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        this.emitFile({
          type: 'asset',
          fileName: NOT_FOUND_FILE,
          source: notFoundHtml(String(index.source)),
        });
      },
    },
    configurePreviewServer(server) {
      const outDir = resolve(config.root, config.build.outDir);
      const page = join(outDir, NOT_FOUND_FILE);
      const options = {
        collectionSlugs: collections.map((collection) => collection.slug),
        itemPagesRendered: existsSync(join(outDir, 'item')),
      };
      // After Vite's own: files are served, and the SPA fallback has named index.html.
      return () =>
        server.middlewares.use((request, response, next) => {
          if (request.url !== '/index.html' || !existsSync(page)) return next();
          let pathname: string;
          try {
            pathname = decodeURIComponent(new URL(request.originalUrl ?? '/', 'http://x').pathname);
          } catch {
            pathname = '';
          }
          if (isAppPath(pathname, options)) return next();
          response.statusCode = 404;
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(request.method === 'HEAD' ? undefined : readFileSync(page));
        });
    },
  };
}
