import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  resultContextState,
  resultsHref,
  type ResultContext,
} from '@/services/search/result-context';
import type { Neighbour } from '@/services/search/result-pager';
import { useArrowKeys } from '../hooks/use-arrow-keys';
import { useNeighbours } from '../hooks/use-neighbours';

interface ItemNavigationProps {
  objectID: string;
  context: ResultContext | null;
  returnByHistory: boolean;
  /** The viewer steps through results itself; the page's arrow keys stand down meanwhile. */
  viewerOpen: boolean;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** "Back to results" and previous/next through the search the visitor came from. */
export function ItemNavigation({
  objectID,
  context,
  returnByHistory,
  viewerOpen,
}: ItemNavigationProps) {
  const navigate = useNavigate();
  const { previous, next } = useNeighbours(context);

  const stepTo = useCallback(
    (neighbour: Neighbour | null, offset: -1 | 1) => {
      if (!neighbour || !context) return;
      // Replace, so the browser's Back still returns to the results, not through every step.
      navigate(`/item/${encodeURIComponent(neighbour.objectID)}`, {
        replace: true,
        state: resultContextState(
          { ...context, position: context.position + offset },
          returnByHistory,
        ),
      });
    },
    [context, navigate, returnByHistory],
  );
  // A key pressed before the neighbours have arrived is kept, and carried out when they do.
  const waiting = useRef<{ objectID: string; offset: -1 | 1 } | null>(null);
  useArrowKeys((offset) => {
    if (!context) return;
    const target = context.position + offset;
    if (target < 0 || target >= context.nbHits) return;
    const neighbour = offset === -1 ? previous : next;
    if (neighbour) stepTo(neighbour, offset);
    else waiting.current = { objectID, offset };
  }, !viewerOpen);
  useEffect(() => {
    const pending = waiting.current;
    if (!pending || pending.objectID !== objectID) return;
    const neighbour = pending.offset === -1 ? previous : next;
    if (!neighbour) return;
    waiting.current = null;
    stepTo(neighbour, pending.offset);
  }, [objectID, previous, next, stepTo]);

  if (!context) {
    return (
      <nav className="item-navigation" aria-label="Item">
        <Link to="/" className="item-back">
          <span aria-hidden="true">←</span> Search the archive
        </Link>
      </nav>
    );
  }

  const backToResults = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (returnByHistory) navigate(-1);
    else navigate(resultsHref(context), { state: { focusItem: objectID } });
  };
  const stepLink = (neighbour: Neighbour | null, offset: -1 | 1, label: string) =>
    neighbour ? (
      <Link
        to={`/item/${encodeURIComponent(neighbour.objectID)}`}
        replace
        state={resultContextState(
          { ...context, position: context.position + offset },
          returnByHistory,
        )}
        className={`item-step item-step-${offset === -1 ? 'previous' : 'next'}`}
        aria-label={`${label}: ${neighbour.title}`}
        aria-keyshortcuts={offset === -1 ? 'ArrowLeft' : 'ArrowRight'}
      >
        {offset === -1 ? `← ${label}` : `${label} →`}
      </Link>
    ) : (
      <span className="item-step is-disabled" aria-hidden="true">
        {offset === -1 ? `← ${label}` : `${label} →`}
      </span>
    );

  return (
    <nav className="item-navigation" aria-label="Results">
      <a href={resultsHref(context)} className="item-back" onClick={backToResults}>
        <span aria-hidden="true">←</span> Back to results
      </a>
      <span className="item-steps">
        {stepLink(previous, -1, 'Previous')}
        <span className="item-position">
          {context.position + 1} of {context.nbHits}
        </span>
        {stepLink(next, 1, 'Next')}
      </span>
    </nav>
  );
}
