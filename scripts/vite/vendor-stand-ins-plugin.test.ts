import { describe, expect, it } from 'vitest';
import { standInFor } from './vendor-stand-ins-plugin.ts';

const INSTANTSEARCH =
  '/repo/node_modules/instantsearch.js/es/middlewares/createRouterMiddleware.js';

describe('vendor stand-ins', () => {
  it('answers React InstantSearch’s shim for old React with React’s own hook', () => {
    expect(standInFor('use-sync-external-store/shim/index.js', '/x.js')).toMatch(
      /stand-ins\/use-sync-external-store\.ts$/,
    );
  });

  it('answers InstantSearch’s history router, and no other module of that name', () => {
    expect(standInFor('../lib/routers/history.js', INSTANTSEARCH)).toMatch(
      /stand-ins\/history-router\.ts$/,
    );
    expect(standInFor('./routers/history.js', '/repo/src/app/routes.ts')).toBeNull();
  });

  it('answers the lighter compiler helpers, and leaves the others as shipped', () => {
    expect(standInFor('@swc/helpers/esm/_object_spread.js', INSTANTSEARCH)).toBe(
      '\0folio-swc-helper:_object_spread',
    );
    expect(standInFor('@swc/helpers/esm/_create_class.js', INSTANTSEARCH)).toBeNull();
    expect(standInFor('react', INSTANTSEARCH)).toBeNull();
  });
});
