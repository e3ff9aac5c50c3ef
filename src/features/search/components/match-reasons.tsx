import type { Hit } from 'instantsearch.js';
import { FacetHighlight } from './facet-highlight';

/** At most this many matched tags on a card. */
const MAX_TAGS = 3;

interface Highlighted {
  /** Escaped record text with `<mark>` around the matched words (InstantSearch's escaping). */
  value: string;
  matchLevel: string;
}

function matched(highlight: unknown): highlight is Highlighted {
  if (typeof highlight !== 'object' || highlight === null) return false;
  const { value, matchLevel } = highlight as Record<string, unknown>;
  return typeof value === 'string' && (matchLevel === 'full' || matchLevel === 'partial');
}

function reasonsFor(hit: Hit): Array<{ label: string; highlight: Highlighted }> {
  const result = (hit._highlightResult ?? {}) as Record<string, unknown>;
  const tags = Array.isArray(result.tags) ? result.tags.filter(matched).slice(0, MAX_TAGS) : [];
  const place = (result.place as Record<string, unknown> | undefined)?.name;
  return [
    ...tags.map((highlight) => ({ label: 'Tag', highlight })),
    ...(matched(place) ? [{ label: 'Place', highlight: place }] : []),
  ];
}

/**
 * Why a result matched when the title does not say: the tags and the place the query (typos
 * included) was found in, with the matched words marked.
 */
export function MatchReasons({ hit }: { hit: Hit }) {
  const reasons = reasonsFor(hit);
  if (reasons.length === 0) return null;
  return (
    <span className="result-card-reasons">
      {reasons.map(({ label, highlight }, index) => (
        <span key={`${label}:${index}`} className="result-card-reason">
          {label}: <FacetHighlight parts={highlight.value} />
        </span>
      ))}
    </span>
  );
}
