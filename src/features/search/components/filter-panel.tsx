import { ActiveFilters } from './active-filters';
import { FacetList } from './facet-list';
import { YearFilter } from './year-filter';

export function FilterPanel() {
  return (
    <aside className="filter-panel" aria-label="Filters">
      <ActiveFilters />
      <FacetList attribute="type" title="Type" labels={{ photo: 'Photos', video: 'Videos' }} />
      <FacetList attribute="tags" title="Tags" searchable limit={8} showMoreLimit={40} />
      <FacetList attribute="creator" title="Creator" searchable limit={6} showMoreLimit={40} />
      <YearFilter />
    </aside>
  );
}
