import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { chunkWithImports, modulePreloadPlugin } from './module-preload-plugin.ts';

const BUNDLE = {
  'assets/index.js': { type: 'chunk', fileName: 'assets/index.js', imports: ['assets/react.js'] },
  'assets/react.js': { type: 'chunk', fileName: 'assets/react.js', imports: [] },
  'assets/search-route.js': {
    type: 'chunk',
    fileName: 'assets/search-route.js',
    facadeModuleId: '/repo/src/features/search/search-route.tsx',
    imports: ['assets/search-screen.js', 'assets/react.js'],
  },
  'assets/search-screen.js': {
    type: 'chunk',
    fileName: 'assets/search-screen.js',
    imports: ['assets/search-url.js'],
  },
  'assets/search-url.js': { type: 'chunk', fileName: 'assets/search-url.js', imports: [] },
  'assets/item-route.js': {
    type: 'chunk',
    fileName: 'assets/item-route.js',
    facadeModuleId: '/repo/src/features/item/item-route.tsx',
    imports: [],
  },
} as const;

describe('the module preload', () => {
  it('follows a chunk’s static imports, each once', () => {
    expect(chunkWithImports(BUNDLE, 'assets/search-route.js')).toEqual([
      'assets/search-route.js',
      'assets/search-screen.js',
      'assets/search-url.js',
      'assets/react.js',
    ]);
  });

  it('adds a modulepreload for the search screen’s chunks the page does not load yet', () => {
    const plugin = modulePreloadPlugin({
      name: 'search-screen-preload',
      module: '/src/features/search/search-route.tsx',
    });
    const transform = plugin.transformIndexHtml as {
      handler: (html: string, context: IndexHtmlTransformContext) => unknown;
    };
    const html =
      '<script type="module" src="/assets/index.js"></script><link href="/assets/react.js">';
    const tags = transform.handler(html, {
      bundle: BUNDLE,
    } as unknown as IndexHtmlTransformContext);
    expect(tags).toEqual(
      ['assets/search-route.js', 'assets/search-screen.js', 'assets/search-url.js'].map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
        injectTo: 'head',
      })),
    );
  });
});
