import { getHighlightedParts, unescape } from 'instantsearch.js/es/lib/utils';

/**
 * A facet value found by "search in values" arrives as escaped HTML with `<mark>` around the
 * match. It is split into parts and rendered as text, never as HTML.
 */
export function FacetHighlight({ parts }: { parts: string }) {
  return (
    <>
      {getHighlightedParts(parts).map((part, index) =>
        part.isHighlighted ? (
          <mark key={index}>{unescape(part.value)}</mark>
        ) : (
          <span key={index}>{unescape(part.value)}</span>
        ),
      )}
    </>
  );
}
