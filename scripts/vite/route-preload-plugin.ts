import type { Plugin } from 'vite';

/** The screen most visits start on; its chunk would otherwise wait for the entry to ask for it. */
const FIRST_SCREEN_MODULE = '/src/features/search/search-route.tsx';

export interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: readonly string[];
}

/** A chunk's file and the files of every chunk it imports statically, in load order. */
export function chunkWithImports(
  bundle: Readonly<Record<string, ChunkLike>>,
  fileName: string,
): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of bundle[name]?.imports ?? []) visit(imported);
  };
  visit(fileName);
  return [...seen];
}

/**
 * The search screen's code is a lazy route, so on its own the browser would fetch it only after
 * the entry has downloaded and run: one more round trip before the first search can leave. A
 * low-priority `modulepreload` in the HTML fetches it beside the entry. Low, so that a visit that
 * starts on an item page does not wait for it.
 */
export function routePreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'folio:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = (context.bundle ?? {}) as Record<string, ChunkLike>;
        const screen = Object.values(bundle).find(
          (output) =>
            output.type === 'chunk' && output.facadeModuleId?.endsWith(FIRST_SCREEN_MODULE),
        );
        if (!screen) return [];
        return chunkWithImports(bundle, screen.fileName)
          .filter((file) => file.endsWith('.js') && !html.includes(file))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: '',
              fetchpriority: 'low',
              href: `${base}${file}`,
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
