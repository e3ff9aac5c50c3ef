import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The theme's head script (src/start/theme-head.js, kept beside the rest of the start-up) as
 * `/theme.js` of both builds, and served at that address in dev. Pages rendered at build time
 * link it (scripts/render/page-html.ts, THEME_SCRIPT): a classic blocking script, because the
 * theme must be on <html> before their markup is drawn and the policy allows no inline script.
 * Not bundled: it is small, has no imports, and must run before any module.
 */
export const THEME_SCRIPT_FILE = 'theme.js';
const SOURCE = 'src/start/theme-head.js';

export function themeScriptPlugin(): Plugin {
  let source = '';
  return {
    name: 'folio:theme-script',
    configResolved(config) {
      source = resolve(config.root, SOURCE);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '').split('?')[0];
        if (pathname !== `/${THEME_SCRIPT_FILE}`) return next();
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(readFileSync(source));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: THEME_SCRIPT_FILE, source: readFileSync(source) });
    },
  };
}
