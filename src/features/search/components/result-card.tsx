import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Hit } from 'instantsearch.js';
import { Highlight } from 'react-instantsearch';
import { formatDuration } from '@/components/ui/format-duration';
import { MissingImage } from '@/components/ui/missing-image';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { TypeBadge } from '@/components/ui/type-badge';
import { preloadViewer } from '@/services/lightbox/open-viewer';
import { resultContextState, type ResultContext } from '@/services/search/result-context';
import { itemAlt, itemName } from '@/services/validation/read-item';
import type { ItemView } from '@/types/item';
import { cardDate } from './card-date';
import { cardImageRatio, cardImageSizes } from './card-image';
import { MatchReasons } from './match-reasons';

interface ResultCardProps {
  /** The record as read for display (bad fields missing). */
  item: ItemView;
  /** The raw hit, for its highlighting. */
  hit: Hit;
  /** Where this result sits in the search, carried to the item page. */
  context: ResultContext;
  priority: 'high' | 'normal' | 'lazy';
  onOpen: (objectID: string) => void;
  onOpenViewer: () => void;
}

/** Highlighting only for a title that is text: the service highlights whatever the record holds. */
function hasTitleHighlight(hit: Hit): boolean {
  const highlight: unknown = hit._highlightResult?.title;
  return (
    typeof highlight === 'object' &&
    highlight !== null &&
    typeof (highlight as { value?: unknown }).value === 'string'
  );
}

export function ResultCard({
  item,
  hit,
  context,
  priority,
  onOpen,
  onOpenViewer,
}: ResultCardProps) {
  const { image } = item;
  const ratio = cardImageRatio(image);
  const name = itemName(item);
  // Each card grows in proportion to its aspect ratio, so rows fill the width without cropping.
  const style = { '--ratio': ratio.toFixed(4) } as CSSProperties;
  const duration = item.type === 'video' ? formatDuration(item.video?.durationSec) : null;
  const year = cardDate(item);
  return (
    <li className="result-card" style={style}>
      <Link
        to={`/item/${encodeURIComponent(item.objectID)}`}
        state={resultContextState(context)}
        className="result-card-link"
        data-object-id={item.objectID}
        onClick={() => onOpen(item.objectID)}
      >
        <span className="result-card-media">
          {image ? (
            <ResponsiveImage
              image={image}
              alt={itemAlt(item)}
              sizes={cardImageSizes(ratio)}
              priority={priority}
              className="result-card-image"
            />
          ) : (
            <MissingImage className="result-card-image" />
          )}
          {/* Read after the title, in the line below: a card's name starts with its title. */}
          {duration && (
            <span className="result-card-duration" aria-hidden="true">
              {duration}
            </span>
          )}
        </span>
        <span className="result-card-caption">
          <bdi className="result-card-title" title={name}>
            {item.title !== '' && hasTitleHighlight(hit) ? (
              <Highlight hit={hit} attribute="title" />
            ) : (
              name
            )}
          </bdi>
          <span className="result-card-meta">
            <span>
              <TypeBadge type={item.type} />
              {duration && <span className="visually-hidden">, duration {duration}</span>}
            </span>
            {year !== null && <span>{year}</span>}
            {item.creator ? <bdi title={item.creator}>{item.creator}</bdi> : null}
          </span>
          <MatchReasons hit={hit} />
        </span>
      </Link>
      {image ? (
        <button
          type="button"
          className="result-card-view"
          aria-label={`Open viewer: ${name}`}
          title="Open viewer"
          onClick={onOpenViewer}
          onPointerEnter={preloadViewer}
          onFocus={preloadViewer}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path
              d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        </button>
      ) : null}
    </li>
  );
}
