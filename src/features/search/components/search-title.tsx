import { useSearchBox } from 'react-instantsearch-core';
import { useDocumentTitle } from '@/components/ui/use-document-title';

export function SearchTitle({ archiveName }: { archiveName: string }) {
  const { query } = useSearchBox();
  useDocumentTitle(query ? `“${query}”` : null, archiveName);
  return <h1 className="visually-hidden">{query ? `Search results for “${query}”` : 'Search'}</h1>;
}
