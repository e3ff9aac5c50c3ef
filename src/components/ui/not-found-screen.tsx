import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArchiveSearchForm } from './archive-search-form';
import { useScreenSearchForm } from './screen-search-box';
import { useNoIndex } from './use-noindex';

/**
 * What a visitor meets at an address that leads nowhere (an unknown page, an unknown item): what
 * happened, the archive's search already holding the address's words, and the way back. Search
 * engines are asked not to keep it.
 */
export function NotFoundScreen({
  title,
  query,
  children,
}: {
  title: string;
  /** The search the form starts with: the words of the address. */
  query: string;
  /** Why there is nothing here. */
  children: ReactNode;
}) {
  useNoIndex();
  useScreenSearchForm();
  return (
    <section className="message-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{title}</h1>
      {children}
      <ArchiveSearchForm
        className="inline-search"
        label="Search the archive"
        defaultValue={query}
      />
      <p>
        <Link to="/">Back to the archive</Link>
      </p>
    </section>
  );
}
