import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Hit } from 'instantsearch.js';
import { Highlight } from 'react-instantsearch';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { TypeBadge } from '@/components/ui/type-badge';
import { preloadViewer } from '@/services/lightbox/open-viewer';
import { resultContextState, type ResultContext } from '@/services/search/result-context';
import type { ItemRecord } from '@/types/item';

/** Target row height of the justified grid, in CSS pixels (see .results-grid in styles.css). */
const ROW_HEIGHT = 190;

interface ResultCardProps {
  hit: Hit<ItemRecord>;
  /** Where this result sits in the search, carried to the item page. */
  context: ResultContext;
  priority: 'high' | 'normal' | 'lazy';
  onOpen: (objectID: string) => void;
  onOpenViewer: () => void;
}

export function ResultCard({ hit, context, priority, onOpen, onOpenViewer }: ResultCardProps) {
  const ratio =
    hit.image.width > 0 && hit.image.height > 0 ? hit.image.width / hit.image.height : 1.5;
  // Each card grows in proportion to its aspect ratio, so rows fill the width without cropping.
  const style = { '--ratio': ratio.toFixed(4) } as CSSProperties;
  const drawnWidth = Math.round(ratio * ROW_HEIGHT * 1.4);
  return (
    <li className="result-card" style={style}>
      <Link
        to={`/item/${encodeURIComponent(hit.objectID)}`}
        state={resultContextState(context)}
        className="result-card-link"
        data-object-id={hit.objectID}
        onClick={() => onOpen(hit.objectID)}
      >
        <ResponsiveImage
          image={hit.image}
          alt={hit.title}
          sizes={`(max-width: 600px) 100vw, ${drawnWidth}px`}
          priority={priority}
          className="result-card-image"
        />
        <span className="result-card-caption">
          <span className="result-card-title">
            <Highlight hit={hit} attribute="title" />
          </span>
          <span className="result-card-meta">
            <TypeBadge type={hit.type} durationSec={hit.video?.durationSec} />
            {hit.year ? <span>{hit.year}</span> : null}
            {hit.creator ? <span>{hit.creator}</span> : null}
          </span>
        </span>
      </Link>
      <button
        type="button"
        className="result-card-view"
        aria-label={`Open viewer: ${hit.title}`}
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
    </li>
  );
}
