import { useCallback, useId } from 'react';
import { useHierarchicalMenu } from 'react-instantsearch-core';
import type { HierarchyFacet } from '@/services/search/facets';
import { useCoversEveryResult } from './covers-every-result';
import { FacetOption } from './facet-option';
import { ShowMoreButton } from './show-more-button';
import { useFacetsDrawn } from './facets-drawn';

interface MenuItem {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
  data: MenuItem[] | null;
}

/**
 * A hierarchy (the camera as make › model, the topics) as Algolia's hierarchical menu, drawn as
 * the other facets are: checkboxes with counts. Ticking a make narrows to it and lists its
 * models under it; ticking a model narrows to that model; unticking goes back up. One path at a
 * time: ticking another make replaces the one ticked (docs/decisions/023).
 */
export function HierarchicalFacet({ facet }: { facet: HierarchyFacet }) {
  const headingId = useId();
  const { title, attributes, childLabel, panel } = facet;
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useHierarchicalMenu({
    attributes: [...attributes],
    limit: panel?.limit ?? 8,
    showMore: true,
    showMoreLimit: panel?.showMoreLimit ?? 40,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  });
  const toggle = useCallback((value: string) => refine(value), [refine]);
  const drawn = useFacetsDrawn();
  const nothingToOffer = useCoversEveryResult(items) || items.length === 0;
  if (!drawn || nothingToOffer) return null;

  const renderLevel = (levelItems: MenuItem[], parent: string | null) => (
    <ul className={parent ? 'facet-sublevel' : undefined}>
      {levelItems.map((item) => (
        <FacetOption
          key={item.value}
          value={item.value}
          label={parent && childLabel ? childLabel(parent, item.label) : item.label}
          count={item.count}
          isRefined={item.isRefined}
          highlighted={null}
          swatch={false}
          onToggle={toggle}
        >
          {item.data && item.data.length > 0 && renderLevel(item.data, item.label)}
        </FacetOption>
      ))}
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
