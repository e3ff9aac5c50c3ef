import { useId, useState } from 'react';
import { useRefinementList } from 'react-instantsearch-core';
import { FacetCount } from './facet-count';
import { FacetHighlight } from './facet-highlight';
import { ShowMoreButton } from './show-more-button';

interface FacetListProps {
  attribute: string;
  title: string;
  /** Display names for stored values, e.g. `photo` → `Photos`. */
  labels?: Record<string, string>;
  searchable?: boolean;
  limit?: number;
  showMoreLimit?: number;
  /** Colour values: a swatch before each (facets.css), each checkbox named "Grey (16)". */
  swatches?: boolean;
}

/**
 * Checkboxes with counts; values within one facet are OR'ed, facets are AND'ed. A facet with no
 * value among the results is not shown at all, unless the visitor is searching its values.
 */
export function FacetList({
  attribute,
  title,
  labels,
  searchable,
  limit = 10,
  showMoreLimit,
  swatches,
}: FacetListProps) {
  const headingId = useId();
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
    limit,
    showMore: showMoreLimit !== undefined,
    showMoreLimit,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  });

  if (items.length === 0 && !isFromSearch && facetQuery === '') return null;

  return (
    <fieldset className={swatches ? 'facet colour-facet' : 'facet'} aria-labelledby={headingId}>
      <legend id={headingId}>{title}</legend>
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
          {items.map((item) => {
            const label = labels?.[item.value] ?? item.label;
            return (
              <li key={item.value}>
                <label className="facet-option">
                  <input
                    type="checkbox"
                    checked={item.isRefined}
                    aria-label={swatches ? `${label} (${item.count})` : undefined}
                    onChange={() => {
                      refine(item.value);
                      if (isFromSearch) setFacetQuery('');
                    }}
                  />
                  {swatches && (
                    <span className="colour-swatch" aria-hidden="true" data-colour={item.value} />
                  )}
                  <span className="facet-label" title={label}>
                    {isFromSearch ? (
                      <FacetHighlight parts={item.highlighted ?? item.label} />
                    ) : (
                      label
                    )}
                  </span>{' '}
                  <FacetCount count={item.count} />
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {canToggleShowMore && !isFromSearch && (
        <ShowMoreButton expanded={isShowingMore} onToggle={toggleShowMore} />
      )}
    </fieldset>
  );
}
