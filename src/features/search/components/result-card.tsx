import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Hit } from 'instantsearch.js';
import { Highlight } from 'react-instantsearch';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { TypeBadge } from '@/components/ui/type-badge';
import type { ItemRecord } from '@/types/item';

/** Target row height of the justified grid, in CSS pixels (see .results-grid in styles.css). */
const ROW_HEIGHT = 190;

interface ResultCardProps {
  hit: Hit<ItemRecord>;
  priority: 'high' | 'normal' | 'lazy';
}

export function ResultCard({ hit, priority }: ResultCardProps) {
  const ratio =
    hit.image.width > 0 && hit.image.height > 0 ? hit.image.width / hit.image.height : 1.5;
  // Each card grows in proportion to its aspect ratio, so rows fill the width without cropping.
  const style = { '--ratio': ratio.toFixed(4) } as CSSProperties;
  const drawnWidth = Math.round(ratio * ROW_HEIGHT * 1.4);
  return (
    <li className="result-card" style={style}>
      <Link to={`/item/${encodeURIComponent(hit.objectID)}`} className="result-card-link">
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
    </li>
  );
}
