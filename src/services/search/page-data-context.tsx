import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import type { InstantSearchServerState } from 'react-instantsearch-core';
import {
  RenderedLoadsContext,
  useOnRenderedEntry,
  type RenderedLoads,
} from '@/components/ui/rendered-loads';
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
 * InstantSearch's build-time results for the screen being mounted, or null. Decided once per
 * mount: InstantSearch's SSR provider must not come or go under a mounted search (its widgets
 * would be remounted).
 */
export function useServerSearchState(): InstantSearchServerState | null {
  const data = use(PageDataContext);
  const onEntry = useOnRenderedEntry(data?.path);
  const [state] = useState(() => (onEntry && data ? data.instantSearch : null));
  return state;
}

/** The record of `objectID` as the page was rendered with it, on the page's own entry. */
export function useRenderedItem(objectID: string): ItemView | null {
  const data = use(PageDataContext);
  const onEntry = useOnRenderedEntry(data?.path);
  return onEntry && data ? (data.items[objectID] ?? null) : null;
}
