import type { Plugin } from 'vite';

/**
 * Mock build only: the MSW + engine chunk is imported dynamically (so the real build never has
 * it), which would make the browser wait for the entry before even asking for it. A
 * `modulepreload` in the HTML fetches both at once.
 */
export function mockPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'folio:mock-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/mocks/browser.ts'),
        );
        if (!chunk) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
