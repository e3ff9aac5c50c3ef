import type { Plugin } from 'vite';
import type { devIiifFiles } from './iiif-dev-files.ts';

/**
 * Mock mode, dev server only (vite.config.ts): `/iiif/…` answers as the build's files do, made
 * from the demo records on request, open to any site as `_headers` opens them. The manifests'
 * code (and the engine, for a collection with a query) is loaded by the dev server on the first
 * such request, so a start that never asks for one does not pay for it.
 */
export function iiifDevPlugin(): Plugin {
  return {
    name: 'folio:iiif-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        if (!path.startsWith('/iiif/') || request.method !== 'GET') return next();
        const siteUrl = `http://${request.headers.host ?? 'localhost'}/`;
        server
          .ssrLoadModule('/scripts/vite/iiif-dev-files.ts')
          .then((module) => (module.devIiifFiles as typeof devIiifFiles)(siteUrl))
          .then((files) => {
            const json = files.get(path.slice(1));
            if (json === undefined) return next();
            response.setHeader('Content-Type', 'application/json; charset=utf-8');
            response.setHeader('Access-Control-Allow-Origin', '*');
            response.end(`${JSON.stringify(json)}\n`);
          })
          .catch(next);
      });
    },
  };
}
