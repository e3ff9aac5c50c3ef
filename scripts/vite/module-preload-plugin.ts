import type { Plugin } from 'vite';

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

export interface ModulePreload {
  /** The plugin's name, after `folio:`. */
  name: string;
  /** The module whose chunk (and the chunks it imports) the HTML preloads, from the root. */
  module: string;
}

/**
 * A dynamically imported module is fetched only once the entry has downloaded and run: one
 * more round trip. A `modulepreload` in the HTML fetches its chunks beside the entry instead.
 * Chunks the HTML already loads are left out.
 */
export function modulePreloadPlugin({ name, module }: ModulePreload): Plugin {
  let base = '/';
  return {
    name: `folio:${name}`,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = (context.bundle ?? {}) as Record<string, ChunkLike>;
        const chunk = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(module),
        );
        if (!chunk) return [];
        return chunkWithImports(bundle, chunk.fileName)
          .filter((file) => file.endsWith('.js') && !html.includes(file))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: '',
              href: `${base}${file}`,
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
