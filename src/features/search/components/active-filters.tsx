import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch-core';

const ATTRIBUTE_LABELS: Record<string, string> = {
  type: 'Type',
  tags: 'Tag',
  creator: 'Creator',
  year: 'Year',
};
const OPERATOR_LABELS: Record<string, string> = { '>=': 'from', '<=': 'to' };

/** The filters in force, each removable, plus one button to remove them all. */
export function ActiveFilters() {
  const { items } = useCurrentRefinements();
  const { canRefine, refine: clearAll } = useClearRefinements();
  if (items.length === 0) return null;
  return (
    <div className="active-filters">
      <h2 className="facet-heading">Filters in use</h2>
      <ul>
        {items.flatMap((item) =>
          item.refinements.map((refinement) => {
            const name = ATTRIBUTE_LABELS[item.attribute] ?? item.label;
            const value = refinement.operator
              ? `${OPERATOR_LABELS[refinement.operator] ?? refinement.operator} ${refinement.value}`
              : refinement.label;
            return (
              <li key={`${item.attribute}:${refinement.operator ?? ''}:${refinement.value}`}>
                <button
                  type="button"
                  className="filter-chip"
                  aria-label={`Remove filter ${name}: ${value}`}
                  onClick={() => item.refine(refinement)}
                >
                  {name}: {value} <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          }),
        )}
      </ul>
      {canRefine && (
        <button type="button" className="link-button" onClick={clearAll}>
          Clear all filters
        </button>
      )}
    </div>
  );
}
