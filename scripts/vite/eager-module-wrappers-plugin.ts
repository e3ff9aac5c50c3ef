import type { Plugin } from 'vite';

/**
 * Chromium compiles a module off the main thread while it downloads, but a function in it only
 * when first called, on the main thread, unless V8 is told it runs at once. A CommonJS package
 * sits in such a function, a wrapper run when it is imported. Rolldown writes the wrapper as a
 * parenthesised arrow, which V8 still compiles late; as `(function (…) {…})` V8 compiles it with
 * the module (v8.dev/blog/preparser#pife). React DOM's wrapper was the longest task of hydrating
 * `/` (bench:hydration, decision 038): 55–65 ms at 4× CPU, then 40–49 ms. The wrappers are
 * strict-mode code that take the module's `this` as a parameter, so the arrow and the function
 * behave the same.
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
      // Each wrapper opens its own line before minifying, and only its end moves: `map: null`
      // keeps the chunk's source map (the mock build publishes one).
      return changed === code ? null : { code: changed, map: null };
    },
  };
}
