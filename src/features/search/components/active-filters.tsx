import { useLayoutEffect, useRef } from 'react';
import { useClearRefinements } from 'react-instantsearch-core';
import { useFilterChips } from './filter-chips';

interface ActiveFiltersProps {
  /** Where focus goes once no filter is left (after the last chip or "Clear all"). */
  onEmptied?: () => void;
}

/**
 * The filters in force, each removable, plus one button to remove them all. Focus never falls to
 * the page: after a removal it moves to the chip that took its place (or the one before it).
 */
export function ActiveFilters({ onEmptied }: ActiveFiltersProps) {
  const chips = useFilterChips();
  const { canRefine, refine: clearAll } = useClearRefinements();
  const list = useRef<HTMLUListElement>(null);
  /** Index of the chip just removed, or -1 after "Clear all". */
  const removed = useRef<number | null>(null);
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
