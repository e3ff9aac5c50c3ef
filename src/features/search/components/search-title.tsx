import { useEffect, useState } from 'react';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { site } from '@/config/site';
import { useSearchSelector } from '../hooks/use-search-selector';
import { URL_WRITE_DELAY_MS } from '../routing/search-routing';
import './search-title.css';

/**
 * The landing screen's heading: the archive's name and what it holds, in the site's own words
 * (config/site.ts), above the search box. Static text drawn with the screen, so the page rendered
 * at build time carries it too and nothing moves when it is hydrated. The h1 adds the query for
 * screen readers, whom focus brings here; the visible name stays put while the visitor types.
 *
 * Reads the query from InstantSearch's state: a second search-box widget would only add work.
 * The tab title names the search of the history entry, so, like the address, it follows the box
 * once the visitor pauses: writing `document.title` costs about a millisecond a keystroke. The
 * search the screen arrives with names it at once (the page view is counted with that title);
 * until InstantSearch has read it (no helper yet) the title is pending.
 */
export function SearchTitle({ archiveName }: { archiveName: string }) {
  const query = useSearchSelector((search) => search.mainIndex.getHelper()?.state.query ?? null);
  const [titleQuery, setTitleQuery] = useState(query);
  if (titleQuery === null && query !== null) setTitleQuery(query);
  useEffect(() => {
    const timer = setTimeout(() => setTitleQuery(query), URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);
  useDocumentTitle(titleQuery ? `“${titleQuery}”` : null, archiveName, {
    pending: titleQuery === null,
  });
  return (
    <header className="search-intro">
      <h1 className="search-intro-name">
        {archiveName}
        {query ? <span className="visually-hidden"> — Search results for “{query}”</span> : null}
      </h1>
      <p className="search-intro-description">{site.description}</p>
    </header>
  );
}
