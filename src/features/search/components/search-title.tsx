import { useEffect, useState } from 'react';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useSearchSelector } from '../hooks/use-search-selector';
import { URL_WRITE_DELAY_MS } from '../routing/search-routing';

/**
 * Reads the query from InstantSearch's state: a second search-box widget would only add work.
 * The tab title names the search of the history entry, so, like the address, it follows the box
 * once the visitor pauses: writing `document.title` costs about a millisecond a keystroke.
 */
export function SearchTitle({ archiveName }: { archiveName: string }) {
  const query = useSearchSelector((search) => search.mainIndex.getHelper()?.state.query ?? '');
  const [titleQuery, setTitleQuery] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setTitleQuery(query), URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);
  useDocumentTitle(titleQuery ? `“${titleQuery}”` : null, archiveName);
  return <h1 className="visually-hidden">{query ? `Search results for “${query}”` : 'Search'}</h1>;
}
