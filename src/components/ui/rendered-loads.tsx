import { createContext, use } from 'react';
import { useLocation } from 'react-router';

/**
 * What the screens of a page rendered at build time loaded for themselves (useLoad), so the
 * browser starts from it instead of loading it again (decision 038). While a page is rendered in
 * Node, `collect` is given: a first render hands it every load, the renderer waits for them, and
 * the page is rendered again with their values.
 */
export interface RenderedLoads {
  /** Path and query the page was rendered for. */
  path: string;
  /** Each load's value by its name and key (`loadName`); JSON-safe. */
  values: Record<string, unknown>;
  collect?: (name: string, load: () => Promise<unknown>) => void;
}

export const RenderedLoadsContext = createContext<RenderedLoads | null>(null);

export const loadName = (name: string, key: string): string => `${name} ${key}`;

/**
 * True on the history entry the page was loaded with, at the address it was rendered for: only
 * there does a screen start from what the page's HTML holds (after a navigation it loads, as
 * usual). react-router's first entry has the key "default", in the browser and in Node.
 */
export function useOnRenderedEntry(renderedPath: string | undefined): boolean {
  const { key, pathname, search } = useLocation();
  return key === 'default' && renderedPath === `${pathname}${search}`;
}

/**
 * The rendered value of a load, on the history entry the page was loaded with and at its address
 * only: after a navigation the screen loads as usual. In Node, an unknown load is collected.
 */
export function useRenderedLoad<T>(
  name: string | undefined,
  key: string | null,
  load: () => Promise<T>,
): { value: T } | null {
  const rendered = use(RenderedLoadsContext);
  const onEntry = useOnRenderedEntry(rendered?.path);
  if (!rendered || !onEntry || name === undefined || key === null) return null;
  const id = loadName(name, key);
  if (id in rendered.values) return { value: rendered.values[id] as T };
  rendered.collect?.(id, load);
  return null;
}
