import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useInstantSearchContext, useRange } from 'react-instantsearch-core';
import { selectResults, useSearchSelector } from '../hooks/use-search-selector';
import type { YearBounds } from './year-range';
import { YearInput } from './year-input';
import { loadYearTools, type YearTools } from './year-tools';
import { useFacetsDrawn } from './facets-drawn';
import { YEAR_ATTRIBUTE, withYearRange, yearFacetOf } from './year-state';

/** A slider move is applied once the thumb rests, not at every year it passes. */
export const SLIDER_APPLY_DELAY_MS = 400;

const toInput = (bound: number | undefined) =>
  bound !== undefined && Number.isFinite(bound) ? String(bound) : '';

interface YearFacet {
  bounds: YearBounds | null;
  years: number[] | null;
  /** Every result is from one and the same year: the filter has nothing to narrow. */
  oneYear: boolean;
}

/** The years the results have (the year filter aside), from the facet InstantSearch asks for. */
function useYearFacet(): YearFacet {
  const results = useSearchSelector(selectResults);
  const facet = yearFacetOf(results);
  if (!results || !facet?.stats) return { bounds: null, years: null, oneYear: false };
  const counts = Object.values(facet.data ?? {});
  const years = Object.keys(facet.data ?? {}).map(Number);
  // A list cut at maxValuesPerFacet may lack years that have items.
  const complete = years.length < (results._state.maxValuesPerFacet ?? 100);
  return {
    bounds: { min: facet.stats.min, max: facet.stats.max },
    years: complete ? years : null,
    oneYear: counts.length === 1 && counts[0] === results.nbHits,
  };
}

/**
 * A from–to range over `year`, typed or set with the slider; either end may be left open. The
 * range is applied as asked (an inverted one swapped); the note (a live region) says when it
 * reaches past the results or holds nothing, and the no-results screen offers the years there are.
 */
export function YearFilter() {
  const id = useId();
  const { start, refine, canRefine } = useRange({ attribute: YEAR_ATTRIBUTE });
  const { mainIndex } = useInstantSearchContext();
  const { bounds, years, oneYear } = useYearFacet();
  const [tools, setTools] = useState<YearTools | null>(null);
  // What the visitor is typing and what the filter said, each tied to the refinement it belongs
  // to: when the refinement changes elsewhere (a removed chip, back/forward), they follow it.
  const refinementKey = `${start[0]}:${start[1]}`;
  const [draft, setDraft] = useState<{ key: string; from: string; to: string } | null>(null);
  const [note, setNote] = useState<{ key: string; text: string } | null>(null);
  const sliderTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refined = start.some(Number.isFinite);
  // Like every facet: shown while the results have years, unless their one year is on every
  // result (a single year on only some of them still narrows), and always while in use.
  const shown = refined || ((canRefine || bounds !== null) && !oneYear);
  const drawn = useFacetsDrawn();
  useEffect(() => {
    if (drawn && shown && !tools) loadYearTools().then(setTools, () => {});
  }, [drawn, shown, tools]);
  useEffect(() => () => clearTimeout(sliderTimer.current), []);
  const current = draft?.key === refinementKey ? draft : null;
  // The facet counts a span in every year it allows (`years`, decision 040), so "Nothing" judged
  // from its years is true of a "1960s" item searched for in 1965 too.
  const from = current ? current.from : toInput(start[0]);
  const to = current ? current.to : toInput(start[1]);
  const edit = (next: { from?: string; to?: string }) =>
    setDraft({ key: refinementKey, from, to, ...next });

  async function applyRange(fromText: string, toText: string) {
    clearTimeout(sliderTimer.current);
    const { decideYearRange, parseYear } = tools ?? (await loadYearTools());
    const decision = decideYearRange(parseYear(fromText), parseYear(toText), bounds, years);
    setDraft(null);
    if (decision.kind === 'clear') {
      refine([undefined, undefined]);
      return;
    }
    const { from: low, to: high, note: text } = decision;
    setNote({ key: `${low ?? -Infinity}:${high ?? Infinity}`, text });
    // Through the UI state rather than refine(): refine() ignores bounds outside the current
    // results' range and turns a bound equal to its end into an open end (undated items back);
    // the range must stay as asked, even one that holds nothing.
    mainIndex.setIndexUiState((state) => withYearRange(state, `${low ?? ''}:${high ?? ''}`));
  }

  function moveSlider(fromText: string, toText: string) {
    edit({ from: fromText, to: toText });
    clearTimeout(sliderTimer.current);
    sliderTimer.current = setTimeout(
      () => void applyRange(fromText, toText),
      SLIDER_APPLY_DELAY_MS,
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void applyRange(from, to).catch(() => {});
  };

  // The inputs and the slider are memoised: their handlers stay the same functions and call the
  // latest of these.
  const latest = useRef({ edit, moveSlider });
  const editFrom = useCallback((value: string) => latest.current.edit({ from: value }), []);
  const editTo = useCallback((value: string) => latest.current.edit({ to: value }), []);
  const slide = useCallback(
    (fromText: string, toText: string) => latest.current.moveSlider(fromText, toText),
    [],
  );
  useLayoutEffect(() => {
    latest.current = { edit, moveSlider };
  });

  if (!drawn || (!shown && from === '' && to === '')) return null;
  const Slider = tools?.YearSlider;
  return (
    <fieldset className="facet year-filter">
      <legend>Year</legend>
      {Slider && bounds && <Slider bounds={bounds} from={from} to={to} onChange={slide} />}
      <form onSubmit={submit} className="year-filter-form">
        <YearInput
          label="From"
          id={`${id}-from`}
          value={from}
          placeholder={bounds?.min}
          onChange={editFrom}
        />
        <YearInput
          label="To"
          id={`${id}-to`}
          value={to}
          placeholder={bounds?.max}
          onChange={editTo}
        />
        <button type="submit">Apply</button>
        {refined && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              refine([undefined, undefined]);
              // The button goes with the filter: focus stays in the year filter, not the page.
              document.getElementById(`${id}-from`)?.focus();
            }}
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
