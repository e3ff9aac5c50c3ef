import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useInstantSearchContext } from 'react-instantsearch-core';
import type { InstantSearch } from 'instantsearch.js';
import { selectResults, useSearchSelector } from '../../hooks/use-search-selector';
import { DECADES_ATTRIBUTE, whenOf, withWhen } from '../connect-when';
import { YEAR_ATTRIBUTE, withYearRange, yearFacetOf } from '../year-state';
import {
  extendSpan,
  isChosen,
  monthsOfWhen,
  monthsWhen,
  timelineBars,
  zoomOut,
  type Bar,
  type Level,
  type YearSpan,
} from './timeline-bars';
import { useMonthCounts } from './use-month-counts';
import './timeline.css';

/** The year filter as InstantSearch holds it (`years>=a`, `years<=b`), as one comparable key. */
const selectYearKey = (search: InstantSearch) => {
  const years = search.mainIndex.getHelper()?.state.numericRefinements?.[YEAR_ATTRIBUTE];
  const from = years?.['>=']?.[0];
  const to = years?.['<=']?.[0];
  return `${typeof from === 'number' ? from : ''}:${typeof to === 'number' ? to : ''}`;
};

/** The date filter (`when=`) as the URL writes it, or '' without one. */
const selectWhen = (search: InstantSearch) => {
  const state = search.mainIndex.getHelper()?.state;
  return (state && whenOf(state)) ?? '';
};

/** Whether a bar holds the focused bar's value, a year or (below a year) a YYYYMM month. */
function covers(level: Level, bar: Bar, focused: number): boolean {
  const isMonth = Math.abs(focused) > 9999;
  if (level === 'month') return isMonth && bar.from === focused;
  const year = isMonth ? Math.trunc(focused / 100) : focused;
  return bar.from <= year && year <= bar.to;
}

/**
 * A bar's React key. A decade and its first year share one, and a year and its January: React
 * keeps that button when the level changes, and with it the keyboard's focus.
 */
const barKey = (level: Level, bar: Bar) =>
  level === 'month' && bar.from % 100 === 1 ? Math.trunc(bar.from / 100) : bar.from;

const GROUP_NAMES = {
  decade: 'Results by decade',
  year: 'Results by year',
  month: 'Results by month',
} as const;

function parseKey(key: string): YearSpan | null {
  const [from, to] = key.split(':');
  if (!from || !to) return null;
  return { from: Number(from), to: Number(to) };
}

const resultsWord = (count: number) => (count === 1 ? '1 result' : `${count} results`);

/**
 * The results' dates as bars, by decade, by year, and for one year by month (decision 043).
 * Choosing a decade or a year sets the year filter to its span, the same `year=` of the URL the
 * Year filter sets, so the two never disagree; choosing months sets the date filter (`when=`).
 * Shift extends the span to the bar. The bars are buttons: arrow keys move between them
 * (shift+arrow extends the span as it goes), Enter or Space chooses, Escape zooms out.
 */
export function Timeline() {
  const { mainIndex } = useInstantSearchContext();
  const results = useSearchSelector(selectResults);
  const chosen = parseKey(useSearchSelector(selectYearKey));
  const when = useSearchSelector(selectWhen);
  const oneYear = chosen && chosen.from === chosen.to ? chosen.from : null;
  const months = useMonthCounts(results, oneYear);
  // The focused bar by its first year (a month bar by its YYYYMM), so it stays the one in the
  // Tab order when the bars change level: a decade chosen becomes its first year's bar, a year
  // its January, and back.
  const [focused, setFocused] = useState<number | null>(null);
  const group = useRef<HTMLDivElement>(null);
  const { level, bars } = timelineBars(
    {
      years: (yearFacetOf(results)?.data ?? {}) as Record<string, number>,
      decades: results?.getFacetByName(DECADES_ATTRIBUTE)?.data as Record<string, number>,
      months,
    },
    chosen,
  );
  // At the month level the chosen span is the date filter's months, when they are in the year.
  const whenMonths = monthsOfWhen(when);
  const shownMonths =
    level === 'month' && whenMonths && Math.floor(whenMonths.from / 100) === oneYear
      ? whenMonths
      : null;
  const chosenHere = level === 'month' ? shownMonths : chosen;
  if (bars.length === 0) return null;
  const most = Math.max(1, ...bars.map((bar) => bar.count));
  const current = Math.max(
    0,
    bars.findIndex((bar) => focused !== null && covers(level, bar, focused)),
  );

  // A decade or years replace any date filter, which would hide the rest of them.
  const chooseYears = (span: YearSpan | null) =>
    mainIndex.setIndexUiState((state) =>
      withYearRange(withWhen(state, null), span ? `${span.from}:${span.to}` : null),
    );
  const chooseMonths = (span: YearSpan | null) =>
    mainIndex.setIndexUiState((state) => withWhen(state, span ? monthsWhen(span) : null));
  const choose = level === 'month' ? chooseMonths : chooseYears;
  /** Months chosen: back to the whole year; else a step out in years. */
  const zoomOutNow = () => {
    if (level === 'month' && shownMonths) {
      chooseMonths(null);
      return;
    }
    // From months to years, focus goes through January, the button that becomes the year's.
    if (level === 'month' && group.current?.contains(document.activeElement)) focusBar(0);
    chooseYears(chosen && zoomOut(chosen));
  };

  const focusBar = (index: number) => {
    setFocused(bars[index]?.from ?? null);
    group.current?.querySelectorAll('button')[index]?.focus();
  };

  const onClick = (bar: Bar, event: MouseEvent) =>
    choose(event.shiftKey ? extendSpan(chosenHere, bar) : bar);

  const onKeyDown = (index: number, event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, Home: -index, End: bars.length - 1 - index }[
      event.key
    ];
    if (step !== undefined) {
      event.preventDefault();
      const next = Math.max(0, Math.min(bars.length - 1, index + step));
      const nextBar = bars[next];
      if (event.shiftKey && nextBar) choose(extendSpan(chosenHere ?? bars[index] ?? null, nextBar));
      focusBar(next);
    } else if (event.key === 'Escape' && chosen) {
      event.preventDefault();
      zoomOutNow();
    }
  };

  return (
    <div className="timeline">
      <div ref={group} role="group" aria-label={GROUP_NAMES[level]} className="timeline-bars">
        {bars.map((bar, index) => (
          <button
            key={barKey(level, bar)}
            type="button"
            className="timeline-bar"
            tabIndex={index === current ? 0 : -1}
            aria-pressed={isChosen(bar, chosenHere)}
            aria-label={`${bar.name}: ${resultsWord(bar.count)}`}
            title={`${bar.name}: ${resultsWord(bar.count)}`}
            onClick={(event) => onClick(bar, event)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onFocus={() => setFocused(bar.from)}
          >
            <span
              className="timeline-bar-fill"
              style={{ blockSize: `${Math.round((bar.count / most) * 100)}%` }}
            />
            <span className="timeline-bar-label" aria-hidden="true">
              {bars.length <= 12 || index % Math.ceil(bars.length / 12) === 0 ? bar.label : ''}
            </span>
          </button>
        ))}
      </div>
      {chosen && (
        <button type="button" className="link-button" onClick={zoomOutNow}>
          {shownMonths || zoomOut(chosen) ? 'Zoom out' : 'All dates'}
        </button>
      )}
    </div>
  );
}
