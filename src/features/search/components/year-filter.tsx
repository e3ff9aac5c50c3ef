import { useId, useState, type FormEvent } from 'react';
import { useRange } from 'react-instantsearch-core';
import { YearInput } from './year-input';

function toInput(bound: number | undefined, limit: number | undefined): string {
  return bound !== undefined && Number.isFinite(bound) && bound !== limit ? String(bound) : '';
}

function parseYear(value: string): number | undefined {
  const year = Number(value);
  return value.trim() !== '' && Number.isInteger(year) ? year : undefined;
}

/** A from–to range over the `year` attribute; either end may be left open. */
export function YearFilter() {
  const id = useId();
  const { range, start, refine, canRefine } = useRange({ attribute: 'year' });
  // What the visitor is typing, tied to the refinement it started from: when the refinement
  // changes elsewhere (a removed chip, back/forward), the inputs follow it again.
  const refinementKey = `${start[0]}:${start[1]}`;
  const [draft, setDraft] = useState<{ key: string; from: string; to: string } | null>(null);
  const current = draft?.key === refinementKey ? draft : null;
  const from = current ? current.from : toInput(start[0], range.min);
  const to = current ? current.to : toInput(start[1], range.max);
  const edit = (next: { from?: string; to?: string }) =>
    setDraft({ key: refinementKey, from, to, ...next });

  if (!canRefine && from === '' && to === '') return null;

  function apply(event: FormEvent) {
    event.preventDefault();
    let [low, high] = [parseYear(from), parseYear(to)];
    if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
    setDraft(null);
    refine([low, high]);
  }

  const isRefined = Number.isFinite(start[0]) || Number.isFinite(start[1]);
  return (
    <fieldset className="facet year-filter">
      <legend>Year</legend>
      <form onSubmit={apply} className="year-filter-form">
        <YearInput
          label="From"
          id={`${id}-from`}
          value={from}
          placeholder={range.min}
          onChange={(value) => edit({ from: value })}
        />
        <YearInput
          label="To"
          id={`${id}-to`}
          value={to}
          placeholder={range.max}
          onChange={(value) => edit({ to: value })}
        />
        <button type="submit">Apply</button>
        {isRefined && (
          <button
            type="button"
            className="link-button"
            onClick={() => refine([undefined, undefined])}
          >
            Any year
          </button>
        )}
      </form>
    </fieldset>
  );
}
