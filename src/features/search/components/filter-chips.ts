import { useCurrentRefinements, useInstantSearchContext } from 'react-instantsearch-core';
import { daySpanLabel } from '@/services/search/day-span';
import { WHEN_ATTRIBUTES, withWhen } from './connect-when';
import { ATTRIBUTE_LABELS, facetValueLabel } from './facet-labels';

const OPERATOR_LABELS: Record<string, string> = { '>=': 'from', '<=': 'to' };

export interface FilterChip {
  key: string;
  /** The facet as a visitor reads it: "Camera", "Year", "Date". */
  name: string;
  /** The value: "Canon EOS 70D", "from 2005", "14 June 1950". */
  value: string;
  remove: () => void;
}

const isWhen = (attribute: string) =>
  attribute === WHEN_ATTRIBUTES.first || attribute === WHEN_ATTRIBUTES.last;

/**
 * The filters in force, one chip each, as "Filters in use" lists them and the phone's filter bar
 * sums them up. The `when=` date filter's two refinements (`dayLast >= first`,
 * `dayFirst <= last`) are one chip, "Date: 14 June 1950", which removes both.
 */
export function useFilterChips(): FilterChip[] {
  const { items } = useCurrentRefinements();
  // The instance, not useInstantSearch(): that re-renders on every search (use-search-selector.ts).
  const { mainIndex } = useInstantSearchContext();
  const chips: FilterChip[] = items.flatMap((item) =>
    isWhen(item.attribute)
      ? []
      : item.refinements.map((refinement) => ({
          key: `${item.attribute}:${refinement.operator ?? ''}:${refinement.value}`,
          name: ATTRIBUTE_LABELS[item.attribute] ?? item.label,
          value: refinement.operator
            ? `${OPERATOR_LABELS[refinement.operator] ?? refinement.operator} ${refinement.value}`
            : facetValueLabel(item.attribute, refinement.label),
          remove: () => item.refine(refinement),
        })),
  );
  const bound = (attribute: string) =>
    items.find((item) => item.attribute === attribute)?.refinements[0]?.value;
  const [first, last] = [bound(WHEN_ATTRIBUTES.first), bound(WHEN_ATTRIBUTES.last)];
  if (typeof first === 'number' && typeof last === 'number') {
    chips.push({
      key: `when:${first}:${last}`,
      name: 'Date',
      value: daySpanLabel({ first, last }),
      remove: () => mainIndex.setIndexUiState((state) => withWhen(state, null)),
    });
  }
  return chips;
}
