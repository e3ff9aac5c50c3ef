import { memo } from 'react';
import type { Hit } from 'instantsearch.js';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { MissingImage } from '@/components/ui/missing-image';
import type { ItemView } from '@/types/item';
import { ResultCard } from './result-card';

/** Roughly the first screenful on a laptop: these load eagerly, the rest when scrolled near. */
const EAGER_CARDS = 8;

export interface GridItem extends ItemView {
  hit: Hit;
}

/** What a card does when pressed; stable, so the cards are not drawn again for them. */
export interface CardHandlers {
  open(hit: Hit, item: ItemView): void;
  openViewer(hit: Hit, item: ItemView): void;
}

interface GridCardsProps {
  items: readonly GridItem[];
  /** The search these results answer (its URL query string). */
  search: string;
  nbHits: number;
  pathname: string;
  handlers: CardHandlers;
}

/**
 * The cards of one response. Memoised: InstantSearch renders the grid again when a search leaves
 * (same hits, new status) and the cards need drawing only when new results come.
 */
export const GridCards = memo(function GridCards({
  items,
  search,
  nbHits,
  pathname,
  handlers,
}: GridCardsProps) {
  return items.map(({ hit, ...item }, index) => (
    <ErrorBoundary
      key={hit.objectID}
      label={`The result "${item.objectID}"`}
      fallback={<BrokenCard objectID={item.objectID} />}
    >
      <ResultCard
        item={item}
        hit={hit}
        context={{
          search,
          position: hit.__position - 1,
          nbHits,
          queryID: hit.__queryID ?? null,
          ...(pathname !== '/' && { path: pathname }),
        }}
        priority={index === 0 ? 'high' : index < EAGER_CARDS ? 'normal' : 'lazy'}
        onOpen={() => handlers.open(hit, item)}
        onOpenViewer={() => handlers.openViewer(hit, item)}
      />
    </ErrorBoundary>
  ));
});

/** What a card that failed to render leaves behind: a neutral tile that still leads to the item. */
function BrokenCard({ objectID }: { objectID: string }) {
  return (
    <li className="result-card result-card-broken">
      <a className="result-card-link" href={`/item/${encodeURIComponent(objectID)}`}>
        <MissingImage className="result-card-image" />
        <span className="result-card-caption">
          <bdi className="result-card-title">This result could not be shown ({objectID})</bdi>
        </span>
      </a>
    </li>
  );
}
