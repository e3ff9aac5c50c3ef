import { useLayoutEffect, useRef } from 'react';
import {
  useClearRefinements,
  useCurrentRefinements,
  useInstantSearchContext,
} from 'react-instantsearch-core';
import { daySpanLabel } from '@/services/search/day-span';
import { WHEN_ATTRIBUTES } from './connect-when';
import { ATTRIBUTE_LABELS, facetValueLabel } from './facet-labels';

const OPERATOR_LABELS: Record<string, string> = { '>=': 'from', '<=': 'to' };

type CurrentRefinement = ReturnType<typeof useCurrentRefinements>['items'][number];

/**
 * The `when=` filter's two refinements (`dayLast >= first`, `dayFirst <= last`) as one chip,
 * "Date: 14 June 1950", which removes both.
 */
function whenChip(items: CurrentRefinement[], clear: () => void) {
  const bound = (attribute: string) =>
    items.find((item) => item.attribute === attribute)?.refinements[0]?.value;
  const [first, last] = [bound(WHEN_ATTRIBUTES.first), bound(WHEN_ATTRIBUTES.last)];
  if (typeof first !== 'number' || typeof last !== 'number') return null;
  return {
    key: `when:${first}:${last}`,
    name: 'Date',
    value: daySpanLabel({ first, last }),
    remove: clear,
  };
}

interface ActiveFiltersProps {
  /** Where focus goes once no filter is left (after the last chip or "Clear all"). */
  onEmptied?: () => void;
}

/**
 * The filters in force, each removable, plus one button to remove them all. Focus never falls to
 * the page: after a removal it moves to the chip that took its place (or the one before it).
 */
export function ActiveFilters({ onEmptied }: ActiveFiltersProps) {
  const { items } = useCurrentRefinements();
  const { canRefine, refine: clearAll } = useClearRefinements();
  const list = useRef<HTMLUListElement>(null);
  /** Index of the chip just removed, or -1 after "Clear all". */
  const removed = useRef<number | null>(null);
  const isWhen = (attribute: string) =>
    attribute === WHEN_ATTRIBUTES.first || attribute === WHEN_ATTRIBUTES.last;
  const chips = items.flatMap((item) =>
    isWhen(item.attribute)
      ? []
      : item.refinements.map((refinement) => {
          const name = ATTRIBUTE_LABELS[item.attribute] ?? item.label;
          const value = refinement.operator
            ? `${OPERATOR_LABELS[refinement.operator] ?? refinement.operator} ${refinement.value}`
            : facetValueLabel(item.attribute, refinement.label);
          const key = `${item.attribute}:${refinement.operator ?? ''}:${refinement.value}`;
          return { key, name, value, remove: () => item.refine(refinement) };
        }),
  );
  // Through the UI state, so both refinements go in one search (the widget, connect-when.ts,
  // drops them when `when` is gone); each chip's own refine would search twice.
  // The instance, not useInstantSearch(): that re-renders on every search (use-search-selector.ts).
  const { mainIndex } = useInstantSearchContext();
  const when = whenChip(
    items.filter((item) => isWhen(item.attribute)),
    () =>
      mainIndex.setIndexUiState((state) => {
        const rest = { ...state } as typeof state & { when?: string };
        delete rest.when;
        delete rest.page;
        return rest;
      }),
  );
  if (when) chips.push(when);
  const chipKeys = chips.map((chip) => chip.key).join('\n');

  useLayoutEffect(() => {
    const index = removed.current;
    if (index === null) return;
    removed.current = null;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    const next = index < 0 ? undefined : (buttons[index] ?? buttons[index - 1]);
    if (next) next.focus();
    else onEmptied?.();
    // Runs when the chips change, i.e. once the removal has reached the refinements.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chipKeys]);

  if (chips.length === 0) return null;
  return (
    <div className="active-filters">
      <h3 className="facet-heading">Filters in use</h3>
      <ul ref={list}>
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <button
              type="button"
              className="filter-chip"
              aria-label={`Remove filter ${chip.name}: ${chip.value}`}
              onClick={() => {
                removed.current = index;
                chip.remove();
              }}
            >
              {chip.name}: {chip.value} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      {canRefine && (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            removed.current = -1;
            clearAll();
          }}
        >
          Clear all filters
        </button>
      )}
    </div>
  );
}
