import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readMapTilesConfig, type MapTilesVariables } from '../../src/config/map-tiles.ts';

const VIRTUAL_ID = '\0folio:map-tiles-read';

/**
 * Reads the tile variables once, when the bundle is built, with the app's own rules: the app's
 * `readConfig` (src/config/env.ts) then gets their result instead of the rules themselves, which
 * the first load of every page would otherwise carry (about 1 KB gzip) for values that cannot
 * change after the build. The variables are the ones Vite gives `import.meta.env`, so the result
 * is what the browser would have found; a real build already stops on a problem
 * (build-env.ts), and the dev server still shows it on the config screen.
 */
export function mapTilesPlugin(env: MapTilesVariables, root = process.cwd()): Plugin {
  const rules = resolve(root, 'src/config/map-tiles.ts');
  const envModule = resolve(root, 'src/config/env.ts');
  const read = readMapTilesConfig(env);
  return {
    name: 'folio:map-tiles',
    enforce: 'pre',
    resolveId: {
      filter: { id: /map-tiles/ },
      async handler(source, importer, options) {
        if (importer !== envModule) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved?.id === rules ? VIRTUAL_ID : null;
      },
    },
    load: {
      filter: { id: /^\0folio:map-tiles-read$/ },
      handler() {
        // A fresh copy each call, as the rules give.
        return `const read = ${JSON.stringify(read)};\nexport const readMapTilesConfig = () => structuredClone(read);\n`;
      },
    },
  };
}
