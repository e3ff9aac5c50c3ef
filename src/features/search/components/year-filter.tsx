import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useInstantSearch, useRange } from 'react-instantsearch-core';
import { decideYearRange, type YearBounds } from './year-range';
import { YearInput } from './year-input';
import { YearSlider } from './year-slider';

/** A slider move is applied once the thumb rests, not at every year it passes. */
export const SLIDER_APPLY_DELAY_MS = 400;

const toInput = (bound: number | undefined) =>
  bound !== undefined && Number.isFinite(bound) ? String(bound) : '';

function parseYear(value: string): number | undefined {
  const year = Number(value);
  return value.trim() !== '' && Number.isInteger(year) ? year : undefined;
}

/** The years the results have (the year filter aside), from the facet InstantSearch asks for. */
function useYearFacet(): { bounds: YearBounds | null; years: number[] | null } {
  const { results } = useInstantSearch();
  const facet = results?.disjunctiveFacets?.find((candidate) => candidate.name === 'year');
  if (!facet?.stats) return { bounds: null, years: null };
  const years = Object.keys(facet.data ?? {}).map(Number);
  // A list cut at maxValuesPerFacet may lack years that have items.
  const complete = years.length < (results._state.maxValuesPerFacet ?? 100);
  return { bounds: { min: facet.stats.min, max: facet.stats.max }, years: complete ? years : null };
}

/**
 * A from–to range over `year`, typed or set with the slider; either end may be left open. A
 * range reaching past the results is clamped, an inverted one swapped, and one that holds
 * nothing is said so in the note (a live region), never dropped in silence.
 */
export function YearFilter() {
  const id = useId();
  const { start, refine, canRefine } = useRange({ attribute: 'year' });
  const { setIndexUiState } = useInstantSearch();
  const { bounds, years } = useYearFacet();
  // What the visitor is typing and what the filter said, each tied to the refinement it belongs
  // to: when the refinement changes elsewhere (a removed chip, back/forward), they follow it.
  const refinementKey = `${start[0]}:${start[1]}`;
  const [draft, setDraft] = useState<{ key: string; from: string; to: string } | null>(null);
  const [note, setNote] = useState<{ key: string; text: string } | null>(null);
  const sliderTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(sliderTimer.current), []);
  const current = draft?.key === refinementKey ? draft : null;
  const from = current ? current.from : toInput(start[0]);
  const to = current ? current.to : toInput(start[1]);
  const edit = (next: { from?: string; to?: string }) =>
    setDraft({ key: refinementKey, from, to, ...next });

  if (!canRefine && from === '' && to === '') return null;

  function applyRange(fromText: string, toText: string) {
    clearTimeout(sliderTimer.current);
    const decision = decideYearRange(parseYear(fromText), parseYear(toText), bounds, years);
    if (decision.kind === 'empty') {
      setNote({ key: refinementKey, text: decision.note });
      return;
    }
    setDraft(null);
    if (decision.kind === 'clear') {
      refine([undefined, undefined]);
      return;
    }
    const { from: low, to: high, note: text } = decision;
    setNote({ key: `${low ?? -Infinity}:${high ?? Infinity}`, text });
    // Through the UI state rather than refine(): refine() ignores bounds outside the current
    // results' range and turns a bound equal to its end into an open end (undated items back).
    setIndexUiState(({ page: _page, ...state }) => ({
      ...state,
      range: { ...state.range, year: `${low ?? ''}:${high ?? ''}` },
    }));
  }

  function moveSlider(low: number, high: number) {
    if (!bounds) return;
    const fromText = low === bounds.min ? '' : String(low);
    const toText = high === bounds.max ? '' : String(high);
    edit({ from: fromText, to: toText });
    clearTimeout(sliderTimer.current);
    sliderTimer.current = setTimeout(() => applyRange(fromText, toText), SLIDER_APPLY_DELAY_MS);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyRange(from, to);
  };
  const isRefined = Number.isFinite(start[0]) || Number.isFinite(start[1]);
  const clamp = (year: number | undefined, fallback: number) =>
    bounds ? Math.min(bounds.max, Math.max(bounds.min, year ?? fallback)) : fallback;
  return (
    <fieldset className="facet year-filter">
      <legend>Year</legend>
      {bounds && bounds.min < bounds.max && (
        <YearSlider
          min={bounds.min}
          max={bounds.max}
          low={clamp(parseYear(from), bounds.min)}
          high={Math.max(clamp(parseYear(to), bounds.max), clamp(parseYear(from), bounds.min))}
          onChange={moveSlider}
        />
      )}
      <form onSubmit={submit} className="year-filter-form">
        <YearInput
          label="From"
          id={`${id}-from`}
          value={from}
          placeholder={bounds?.min}
          onChange={(value) => edit({ from: value })}
        />
        <YearInput
          label="To"
          id={`${id}-to`}
          value={to}
          placeholder={bounds?.max}
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
      <p className="year-filter-note" aria-live="polite">
        {note?.key === refinementKey ? note.text : ''}
      </p>
    </fieldset>
  );
}
