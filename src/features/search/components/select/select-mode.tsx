import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useInstantSearchContext } from 'react-instantsearch-core';
import type { SearchClient } from '@/services/search/search-client';
import { useSearchService } from '@/services/search/search-service';
import { readItem } from '@/services/validation/read-item';
import type { ItemView } from '@/types/item';
import { selectResults, useSearchSelector } from '../../hooks/use-search-selector';
import { countWholeSet, fetchWholeSet } from './fetch-whole-set';
import { keepSelection, keptSelection } from './kept-selection';

// The checkboxes come a moment after the bar (their chunk names React DOM's, which the first
// load's list of select mode's chunks then need not).
const CardCheckboxes = lazy(() =>
  import('./card-checkboxes').then((module) => ({ default: module.CardCheckboxes })),
);
// The dialog and the ZIP code load on the first "Download".
const BulkDownloadDialog = lazy(() =>
  import('./bulk-download-dialog').then((module) => ({ default: module.BulkDownloadDialog })),
);

/** What the dialog downloads: the chosen items, or a whole collection fetched on the press. */
export interface DownloadRequest {
  title: string;
  count: number;
  /** The ZIP's name without `.zip`; the archive's name and the count when not given. */
  fileName?: string;
  items: () => Promise<readonly ItemView[]>;
}

function plural(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/**
 * Select mode: a checkbox on each result card, "Select all on this page", the count (kept
 * across pages and filters until cleared, saying how many are not on this page), "Clear" and
 * the download of the selection; in a collection, its whole set too.
 */
export function SelectMode() {
  const search = useInstantSearchContext();
  // A collection's screen searches its whole set through its own client (the route adds it).
  const collection = /^\/collections\/([^/]+)/.exec(useLocation().pathname)?.[1];
  const { indexName } = useSearchService();
  const results = useSearchSelector(selectResults);
  const [selected, setSelected] = useState(keptSelection);
  const [request, setRequest] = useState<DownloadRequest | null>(null);
  const [collectionSize, setCollectionSize] = useState<number | null>(null);
  const client = search.client as unknown as SearchClient;
  const onPage = useMemo(
    () => new Map((results?.hits ?? []).map((hit) => [hit.objectID, readItem(hit)])),
    [results],
  );

  useEffect(() => keepSelection(selected), [selected]);

  useEffect(() => {
    if (!collection) return;
    countWholeSet(client, indexName).then(setCollectionSize, () => setCollectionSize(null));
  }, [collection, client, indexName]);

  const toggle = (item: ItemView, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(item.objectID, item);
      else next.delete(item.objectID);
      return next;
    });
  const selectPage = () => setSelected((current) => new Map([...current, ...onPage]));
  const elsewhere = [...selected.keys()].filter((id) => !onPage.has(id)).length;
  const count = selected.size;

  return (
    <div className="select-mode" role="group" aria-label="Selection">
      <button type="button" onClick={selectPage}>
        Select all on this page
      </button>
      <p className="select-mode-count" aria-live="polite">
        {count} selected
        {elsewhere > 0 && <span>, {elsewhere} not on this page</span>}
      </p>
      <button type="button" onClick={() => setSelected(new Map())} disabled={count === 0}>
        Clear
      </button>
      <button
        type="button"
        className="select-mode-download"
        disabled={count === 0}
        onClick={() =>
          setRequest({
            title: `Download ${plural(count)}`,
            count,
            items: () => Promise.resolve([...selected.values()]),
          })
        }
      >
        Download {plural(count)}
      </button>
      {collection && collectionSize !== null && collectionSize > 0 && (
        <button
          type="button"
          onClick={() =>
            setRequest({
              title: 'Download the collection',
              fileName: collection,
              count: collectionSize,
              items: () => fetchWholeSet(client, indexName),
            })
          }
        >
          Download the collection ({plural(collectionSize)})
        </button>
      )}
      <Suspense fallback={null}>
        <CardCheckboxes onPage={onPage} selected={selected} toggle={toggle} />
      </Suspense>
      {request && (
        <Suspense fallback={null}>
          <BulkDownloadDialog request={request} onClose={() => setRequest(null)} />
        </Suspense>
      )}
    </div>
  );
}
