import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import type { InstantSearchServerState } from 'react-instantsearch-core';
import { useLocation } from 'react-router';
import { RenderedLoadsContext, type RenderedLoads } from '@/components/ui/rendered-loads';
import type { ItemView } from '@/types/item';
import type { PageData } from './page-data';

const PageDataContext = createContext<PageData | null>(null);

/** The data a page was rendered with (page-data.ts), for the screens that start from it. */
export function PageDataProvider({
  data,
  collectLoad,
  children,
}: {
  data: PageData | null;
  /** Given while a page is rendered in Node: the loads its screens ask for. */
  collectLoad?: RenderedLoads['collect'];
  children: ReactNode;
}) {
  const loads = useMemo<RenderedLoads | null>(
    () => (data ? { path: data.path, values: data.loads, collect: collectLoad } : null),
    [data, collectLoad],
  );
  return (
    <PageDataContext value={data}>
      <RenderedLoadsContext value={loads}>{children}</RenderedLoadsContext>
    </PageDataContext>
  );
}

/**
 * True on the history entry the page was loaded with, at the address it was rendered for: only
 * there does the screen draw what the page's HTML holds (after a navigation it fetches, as usual).
 */
function useOnRenderedEntry(data: PageData | null): data is PageData {
  const { key, pathname, search } = useLocation();
  // react-router's first entry has the key "default" (in the browser and when rendering in Node).
  return data !== null && key === 'default' && data.path === `${pathname}${search}`;
}

/**
 * InstantSearch's build-time results for the screen being mounted, or null. Decided once per
 * mount: InstantSearch's SSR provider must not come or go under a mounted search (its widgets
 * would be remounted).
 */
export function useServerSearchState(): InstantSearchServerState | null {
  const data = use(PageDataContext);
  const onEntry = useOnRenderedEntry(data);
  const [state] = useState(() => (onEntry ? data.instantSearch : null));
  return state;
}

/** The record of `objectID` as the page was rendered with it, on the page's own entry. */
export function useRenderedItem(objectID: string): ItemView | null {
  const data = use(PageDataContext);
  const onEntry = useOnRenderedEntry(data);
  return onEntry ? (data.items[objectID] ?? null) : null;
}
