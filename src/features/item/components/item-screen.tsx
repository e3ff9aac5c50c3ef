import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useAppConfig } from '@/config/app-config-context';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { searchWordsFromPath } from '@/components/ui/search-words-from-path';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useMetaDescription } from '@/components/ui/use-meta-description';
import { readResultContext, readReturnByHistory } from '@/services/search/result-context';
import { useItem } from '../hooks/use-item';
import { ItemDetails } from './item-details';
import { ItemLoading } from './item-loading';

// Fetched as the screen mounts, beside the record: its failure words stay out of the first load,
// yet are at hand when the fetch fails (offline too). If they cannot load, a sentence says it.
const loadItemLoadError = () => import('./item-load-error');
// Fetched as soon as the item screen's own code runs, before its record is asked for: a
// connection lost right after the screen appears must still find the words loaded.
if (typeof window !== 'undefined') loadItemLoadError().catch(() => {});
const ItemLoadError = lazy(() =>
  loadItemLoadError().then((module) => ({ default: module.ItemLoadError })),
);

function ItemLoadErrorFallback() {
  return (
    <section className="message-page" role="alert">
      <h1>This item could not be loaded</h1>
      <p>
        Reload the page to try again. <Link to="/">Back to the archive</Link>
      </p>
    </section>
  );
}

export function ItemScreen({ objectID }: { objectID: string }) {
  const { archiveName } = useAppConfig();
  const { state: historyState } = useLocation();
  const { state, retry } = useItem(objectID);
  useEffect(() => {
    loadItemLoadError().catch(() => {});
  }, []);
  useDocumentTitle(
    state.status === 'found'
      ? state.item.title
      : state.status === 'not-found'
        ? 'Item not found'
        : null,
    archiveName,
    { pending: state.status === 'loading' },
  );
  useMetaDescription(state.status === 'found' ? state.item.description || state.item.title : null);

  switch (state.status) {
    case 'loading':
      return <ItemLoading />;
    case 'not-found':
      return (
        <NotFoundScreen title="Item not found" query={searchWordsFromPath(objectID)}>
          <p>
            No item in this archive has the address “{objectID}”. It may have been removed, or the
            link may be mistyped. Search for it instead:
          </p>
        </NotFoundScreen>
      );
    case 'error':
      return (
        <ErrorBoundary label="The item's failure message" fallback={<ItemLoadErrorFallback />}>
          <Suspense fallback={<ItemLoading />}>
            <ItemLoadError error={state.error} retry={retry} />
          </Suspense>
        </ErrorBoundary>
      );
    case 'found': {
      const context = readResultContext(historyState);
      return (
        <ItemDetails
          item={state.item}
          context={context}
          returnByHistory={context !== null && readReturnByHistory(historyState)}
        />
      );
    }
  }
}
