import { useLocation } from 'react-router';
import { useAppConfig } from '@/config/app-config-context';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { searchWordsFromPath } from '@/components/ui/search-words-from-path';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useMetaDescription } from '@/components/ui/use-meta-description';
import { readResultContext, readReturnByHistory } from '@/services/search/result-context';
import { useItem } from '../hooks/use-item';
import { ItemDetails } from './item-details';
import { ItemLoadError } from './item-load-error';
import { ItemLoading } from './item-loading';

export function ItemScreen({ objectID }: { objectID: string }) {
  const { archiveName } = useAppConfig();
  const { state: historyState } = useLocation();
  const { state, retry } = useItem(objectID);
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
      return <ItemLoadError error={state.error} retry={retry} />;
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
