import { useId } from 'react';
import { useHierarchicalMenu } from 'react-instantsearch-core';
import { cameraModelLabel } from '@/services/search/record-facets';
import { CAMERA_ATTRIBUTES } from '@/services/search/search-url';
import { FacetCount } from './facet-count';
import { ShowMoreButton } from './show-more-button';
import { useFacetsDrawn } from './facets-drawn';

interface MenuItem {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
  data: MenuItem[] | null;
}

const LEVELS = [...CAMERA_ATTRIBUTES];

/**
 * The camera as make › model (Algolia's hierarchical menu): pressing a make narrows to it and
 * lists its models under it; pressing a pressed level again goes back up.
 */
export function HierarchicalFacet({ title }: { title: string }) {
  const headingId = useId();
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useHierarchicalMenu({
    attributes: LEVELS,
    limit: 8,
    showMore: true,
    showMoreLimit: 40,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  });
  const drawn = useFacetsDrawn();
  if (!drawn || items.length === 0) return null;

  const renderLevel = (levelItems: MenuItem[], parent: string | null) => (
    <ul className={parent ? 'facet-sublevel' : undefined}>
      {levelItems.map((item) => {
        const label = parent ? cameraModelLabel(parent, item.label) : item.label;
        return (
          <li key={item.value}>
            <button
              type="button"
              className="facet-option facet-level"
              aria-pressed={item.isRefined}
              onClick={() => refine(item.value)}
            >
              <span className="facet-label" title={label}>
                {label}
              </span>{' '}
              <FacetCount count={item.count} />
            </button>
            {item.data && item.data.length > 0 && renderLevel(item.data, item.label)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <fieldset className="facet" aria-labelledby={headingId}>
      <legend id={headingId}>{title}</legend>
      {renderLevel(items as MenuItem[], null)}
      {canToggleShowMore && <ShowMoreButton expanded={isShowingMore} onToggle={toggleShowMore} />}
    </fieldset>
  );
}
