import { LIST_ATTRIBUTES } from '@/services/search/facets';
import { useTagMode } from './connect-tag-mode';
import { FacetList } from './facet-list';
import { TagModeSwitch } from './tag-mode-switch';

/**
 * Tags, with the choice of how ticked ones combine (docs/decisions/023): items with all of them
 * (the default; each tick narrows, counts are for adding that tag) or with any (each tick widens,
 * counts are for that tag alone among the other filters). The choice shows once a tag is ticked.
 */
export function TagsFacet() {
  const { mode, refine } = useTagMode();
  return (
    <FacetList
      attribute={LIST_ATTRIBUTES.tags}
      title="Tags"
      searchable
      limit={8}
      showMoreLimit={40}
      operator={mode === 'any' ? 'or' : 'and'}
      renderControls={(ticked) => ticked > 0 && <TagModeSwitch mode={mode} onChange={refine} />}
    />
  );
}
