import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readConfig } from '../../src/config/env.ts';
import { MOCK_ALGOLIA } from '../../src/config/mock-defaults.ts';

const VIRTUAL_ID = '\0folio:config-result';

/**
 * Reads the build's configuration once, when the bundle is built, with the app's own rules
 * (src/config/env.ts), and gives the app the result in place of src/config/config-result.ts:
 * the rules (about 1.5 KB gzip in the first load of every page) would only check values that
 * cannot change after the build. `env` holds the VITE_ variables Vite gives `import.meta.env`,
 * so the result is what the browser would have found; a real build stops on any problem before
 * this (build-env.ts), and a mock build shows it on the config screen as before. The dev server
 * and the tests still read it at start-up, so an edit to the rules applies at once.
 */
export function configResultPlugin(
  env: Record<string, string | undefined>,
  mock: boolean,
  root = process.cwd(),
): Plugin {
  const module = resolve(root, 'src/config/config-result.ts');
  const result = readConfig({ ...env, mock: mock ? { ...MOCK_ALGOLIA } : null });
  return {
    name: 'folio:config-result',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /config-result/ },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved?.id === module ? VIRTUAL_ID : null;
      },
    },
    load: {
      filter: { id: /^\0folio:config-result$/ },
      handler: () => `export const configResult = ${JSON.stringify(result)};\n`,
    },
  };
}
