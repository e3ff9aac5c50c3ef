import { memo, useId, useRef } from 'react';
import { FACETS, type Facet } from '@/services/search/facets';
import { ActiveFilters } from './active-filters';
import { FacetList } from './facet-list';
import { HierarchicalFacet } from './hierarchical-facet';
import { TagsFacet } from './tags-facet';
import { YearFilter } from './year-filter';
import './facets.css';

/** Display names for a closed list's values (`photo` → `Photos`), read from the table. */
function valueLabels(facet: Facet): Record<string, string> | undefined {
  const { label } = facet;
  if (facet.panel?.labels) return facet.panel.labels;
  return facet.kind === 'list' && facet.values && label
    ? Object.fromEntries(facet.values.map((value) => [value, label(value)]))
    : undefined;
}

/** One facet's widget, by its kind; the tags add their mode switch (tags-facet.tsx). */
function FacetWidget({ facet }: { facet: Facet }) {
  if (facet.kind === 'range') return <YearFilter />;
  if (facet.kind === 'hierarchy') return <HierarchicalFacet facet={facet} />;
  if (facet.param === 'tags') return <TagsFacet />;
  return (
    <FacetList
      attribute={facet.attribute}
      title={facet.title}
      {...facet.panel}
      labels={valueLabels(facet)}
      order={facet.panel?.ordered ? facet.values : undefined}
    />
  );
}
/**
 * Every facet the records carry, self-contained: the search screen shows it beside the results
 * and a phone layout may show it in a drawer. Facets with no value in the results hide.
 * Memoised (it takes no props): each facet follows the search by itself, and the drawer around
 * it renders again on every search.
 */
export const FilterPanel = memo(function FilterPanel() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <aside className="filter-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="filter-panel-heading">
        Filters
      </h2>
      <ActiveFilters onEmptied={() => heading.current?.focus()} />
      {FACETS.map((facet) => (
        <FacetWidget key={facet.param} facet={facet} />
      ))}
    </aside>
  );
});
