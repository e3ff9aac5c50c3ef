import type { Plugin } from 'vite';

/**
 * Chromium compiles a module off the main thread while it downloads, but a function in it only
 * when first called, on the main thread, unless V8 is told it runs at once. Evaluating React's
 * DOM renderer was the longest task of hydrating `/` (bench:hydration, decision 038): 60 ms at
 * 4× CPU, most of it compiling. Two hints move that work off the main thread:
 *
 *   - a CommonJS package sits in a wrapper function run when it is imported. Rolldown writes it
 *     as a parenthesised arrow, which V8 still compiles late; as `(function (…) {…})` V8 compiles
 *     it with the module (v8.dev/blog/preparser#pife). The wrappers are strict-mode code that
 *     take the module's `this` as a parameter, so the arrow and the function behave the same;
 *   - React's DOM renderer runs nearly all of its functions to hydrate, so its chunk carries V8's
 *     explicit compile hint, `//# allFunctionsCalledOnLoad` (v8.dev/blog/explicit-compile-hints).
 */
const WRAPPER_CALL = /__commonJSMin\(\(\(([\w$]+(?:, [\w$]+)*)\) => \{/g;

export function eagerModuleWrappers(code: string): string {
  return code.replace(
    WRAPPER_CALL,
    (_call, parameters: string) => `__commonJSMin((function(${parameters}) {`,
  );
}

export function eagerModuleWrappersPlugin(): Plugin {
  return {
    name: 'folio:eager-module-wrappers',
    apply: 'build',
    renderChunk(code) {
      const changed = eagerModuleWrappers(code);
      return changed === code ? null : { code: changed, map: null };
    },
  };
}
