import { memo, useId, useRef } from 'react';
import { LIST_ATTRIBUTES } from '@/services/search/search-url';
import { ActiveFilters } from './active-filters';
import { FacetList } from './facet-list';
import { COLOUR_LABELS, ORIENTATION_LABELS, TYPE_LABELS } from './facet-labels';
import { HierarchicalFacet } from './hierarchical-facet';
import { TagsFacet } from './tags-facet';
import { YearFilter } from './year-filter';
import './facets.css';

/**
 * Every facet the records carry, self-contained: the search screen shows it beside the results
 * and a phone layout may show it in a drawer. Facets with no value in the results hide.
 * Memoised (it takes no props): each facet follows the search by itself, and the drawer around
 * it renders again on every search.
 */
export const FilterPanel = memo(function FilterPanel() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const a = LIST_ATTRIBUTES;
  return (
    <aside className="filter-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="filter-panel-heading">
        Filters
      </h2>
      <ActiveFilters onEmptied={() => heading.current?.focus()} />
      <FacetList attribute={a.type} title="Type" labels={TYPE_LABELS} />
      <TagsFacet />
      <FacetList attribute={a.creator} title="Creator" searchable limit={6} showMoreLimit={40} />
      <YearFilter />
      <HierarchicalFacet title="Camera" />
      <FacetList attribute={a.lens} title="Lens" limit={6} showMoreLimit={40} />
      <FacetList attribute={a.place} title="Place" limit={6} showMoreLimit={40} />
      <FacetList attribute={a.country} title="Country" limit={6} showMoreLimit={40} />
      <FacetList attribute={a.orientation} title="Orientation" labels={ORIENTATION_LABELS} />
      <FacetList attribute={a.colour} title="Colour" labels={COLOUR_LABELS} limit={12} swatches />
      <FacetList attribute={a.licence} title="Licence" limit={6} showMoreLimit={40} />
    </aside>
  );
});
