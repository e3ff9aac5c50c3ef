import type { MouseEvent } from 'react';
import { usePagination } from 'react-instantsearch-core';
import { focusResultsHeading } from './results-heading';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Real links (they open in a new tab and can be copied); a plain click refines in place and
 * moves focus to the results heading, where the new page starts (the link pressed may be gone).
 * `hidden`: the widget stays mounted, so showing it again costs no search.
 */
export function ResultsPagination({ hidden = false }: { hidden?: boolean }) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } =
    usePagination({ padding: 2 });
  if (hidden || nbPages <= 1) return null;

  const link = (page: number, label: string, text: string, disabled = false) =>
    disabled ? (
      <span className="pagination-link is-disabled" aria-hidden="true">
        {text}
      </span>
    ) : (
      <a
        className="pagination-link"
        href={createURL(page)}
        aria-label={label}
        aria-current={page === currentRefinement ? 'page' : undefined}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          refine(page);
          focusResultsHeading();
        }}
      >
        {text}
      </a>
    );

  return (
    <nav className="pagination" aria-label="Pages of results">
      {link(currentRefinement - 1, 'Previous page', '‹ Previous', isFirstPage)}
      <ol>
        {pages.map((page) => (
          <li key={page}>{link(page, `Page ${page + 1}`, String(page + 1))}</li>
        ))}
      </ol>
      {link(currentRefinement + 1, 'Next page', 'Next ›', isLastPage)}
    </nav>
  );
}
