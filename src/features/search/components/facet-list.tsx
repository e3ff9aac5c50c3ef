import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useRefinementList } from 'react-instantsearch-core';
import { useCoversEveryResult } from './covers-every-result';
import { useFacetsDrawn } from './facets-drawn';
import { FacetOption } from './facet-option';
import { ShowMoreButton } from './show-more-button';

const BY_COUNT: ['isRefined', 'count:desc', 'name:asc'] = ['isRefined', 'count:desc', 'name:asc'];

interface FacetListProps {
  attribute: string;
  title: string;
  /** Display names for stored values, e.g. `photo` → `Photos`. */
  labels?: Record<string, string>;
  searchable?: boolean;
  limit?: number;
  showMoreLimit?: number;
  /** Values in this order (a closed list), rather than by count. */
  order?: readonly string[];
  /** Colour values: a swatch before each (facets.css), each checkbox named "Grey (16)". */
  swatches?: boolean;
  /** How ticked values combine: `or` (the default) or `and` (the tags' "all ticked tags"). */
  operator?: 'and' | 'or';
  /** Drawn under the heading, given how many values are ticked (the tags' mode switch). */
  renderControls?: (ticked: number) => ReactNode;
}

/**
 * Checkboxes with counts; values within one facet are OR'ed (the tags may be AND'ed), facets are
 * AND'ed. A facet with no
 * value among the results, or with one value on every result, is not shown at all, unless the
 * visitor is searching its values.
 */
export function FacetList({
  attribute,
  title,
  labels,
  searchable,
  limit = 10,
  showMoreLimit,
  swatches,
  order,
  operator = 'or',
  renderControls,
}: FacetListProps) {
  const headingId = useId();
  // One function per order: a new one each render would make InstantSearch rebuild the widget.
  const sortBy = useMemo(
    () =>
      order
        ? (a: { name: string }, b: { name: string }) =>
            order.indexOf(a.name) - order.indexOf(b.name)
        : BY_COUNT,
    [order],
  );
  const [facetQuery, setFacetQuery] = useState('');
  const {
    items,
    refine,
    searchForItems,
    isFromSearch,
    canToggleShowMore,
    isShowingMore,
    toggleShowMore,
  } = useRefinementList({
    attribute,
    operator,
    limit,
    showMore: showMoreLimit !== undefined,
    showMoreLimit,
    sortBy,
  });

  // The options' handler reads the latest of these, so it stays the same function.
  const latest = useRef({ refine, isFromSearch });
  useLayoutEffect(() => {
    latest.current = { refine, isFromSearch };
  });
  const toggle = useCallback((value: string) => {
    latest.current.refine(value);
    if (latest.current.isFromSearch) setFacetQuery('');
  }, []);

  const drawn = useFacetsDrawn();
  const nothingToOffer = useCoversEveryResult(items) || items.length === 0;

  if (!drawn || (nothingToOffer && !isFromSearch && facetQuery === '')) return null;

  return (
    <fieldset className={swatches ? 'facet colour-facet' : 'facet'} aria-labelledby={headingId}>
      <legend id={headingId}>{title}</legend>
      {renderControls?.(items.filter((item) => item.isRefined).length)}
      {searchable && (
        <input
          type="search"
          className="facet-search"
          aria-label={`Search ${title.toLowerCase()}`}
          placeholder={`Search ${title.toLowerCase()}…`}
          maxLength={100}
          value={facetQuery}
          onChange={(event) => {
            setFacetQuery(event.currentTarget.value);
            searchForItems(event.currentTarget.value);
          }}
        />
      )}
      {items.length === 0 ? (
        <p className="facet-empty">
          No {title.toLowerCase()} match “{facetQuery}”.
        </p>
      ) : (
        <ul>
          {items.map((item) => (
            <FacetOption
              key={item.value}
              value={item.value}
              label={labels?.[item.value] ?? item.label}
              count={item.count}
              isRefined={item.isRefined}
              highlighted={isFromSearch ? (item.highlighted ?? item.label) : null}
              swatch={swatches === true}
              onToggle={toggle}
            />
          ))}
        </ul>
      )}
      {canToggleShowMore && !isFromSearch && (
        <ShowMoreButton expanded={isShowingMore} onToggle={toggleShowMore} />
      )}
    </fieldset>
  );
}
