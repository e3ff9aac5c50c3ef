/**
 * The addresses the app has a screen for (src/app/router.tsx), as a static host must know them
 * to answer every other address 404: `vite preview` of a build does (not-found-file-plugin.ts),
 * and docs/decisions/026 writes them out for other hosts.
 */

/** Item ids that are safe as file names: those whose page is rendered (`item/<id>.html`). */
export const FILE_SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

const FIXED_PATHS = new Set(['/', '/index.html', '/collections', '/about', '/data', '/map']);

export interface AppPathsOptions {
  /** The site config's collection slugs: `/collections/<slug>` of any other is not found. */
  collectionSlugs: readonly string[];
  /**
   * True when the build holds a rendered page per item: then an id that would have one but
   * reached the app is not an item. Without them only the app can tell.
   */
  itemPagesRendered: boolean;
}

/** Whether the app draws a screen other than "not found" at this (decoded) pathname. */
export function isAppPath(pathname: string, options: AppPathsOptions): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (FIXED_PATHS.has(path)) return true;
  const [, section, name, ...rest] = path.split('/');
  if (rest.length > 0 || !name) return false;
  if (section === 'collections') return options.collectionSlugs.includes(name);
  if (section === 'item') return !(options.itemPagesRendered && FILE_SAFE_ID.test(name));
  return false;
}
