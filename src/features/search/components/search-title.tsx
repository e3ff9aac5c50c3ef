import { useInstantSearch } from 'react-instantsearch-core';
import { useDocumentTitle } from '@/components/ui/use-document-title';

/** Reads the query from the UI state: a second search-box widget would only add work. */
export function SearchTitle({ archiveName }: { archiveName: string }) {
  const query = useInstantSearch().indexUiState.query ?? '';
  useDocumentTitle(query ? `“${query}”` : null, archiveName);
  return <h1 className="visually-hidden">{query ? `Search results for “${query}”` : 'Search'}</h1>;
}
