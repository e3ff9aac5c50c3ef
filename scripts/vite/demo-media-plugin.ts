import { join } from 'node:path';
import type { Plugin } from 'vite';
import { DEMO } from '../demo/demo-config.ts';
import { findMissingMedia } from './check-demo-media.ts';
import { createDemoMediaMiddleware } from './demo-media-middleware.ts';

export interface DemoMediaPluginOptions {
  /** Project root; defaults to Vite's root. */
  root?: string;
}

/**
 * Mock mode only (vite.config.ts). In dev, demo media the full `npm run demo:media` has not made
 * yet is made on request, so a fresh clone's dev server is ready at once. In a build, every file
 * the demo records name must already exist under public-mock/.
 */
export function demoMediaPlugin(options: DemoMediaPluginOptions = {}): Plugin {
  let root = options.root ?? process.cwd();
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'folio:demo-media',
    configResolved(config) {
      root = options.root ?? config.root;
      command = config.command;
    },
    configureServer(server) {
      server.middlewares.use(
        createDemoMediaMiddleware({
          source: join(root, DEMO.source),
          media: join(root, DEMO.out, 'media'),
          baseUrl: DEMO.baseUrl,
        }),
      );
    },
    async buildStart() {
      if (command !== 'build') return;
      const records = join(root, DEMO.records);
      const missing = await findMissingMedia(records, join(root, DEMO.out)).catch(
        (error: unknown) => [`(cannot read ${DEMO.records}: ${(error as Error).message})`],
      );
      if (missing.length > 0) {
        this.error(
          `The mock build needs the demo media, but ${missing.length} file(s) named in ` +
            `${DEMO.records} are missing under ${DEMO.out}/, e.g. ${missing.slice(0, 3).join(', ')}. ` +
            'Run `npm run demo:media` first (or `npm run build:mock`, which does).',
        );
      }
    },
  };
}
