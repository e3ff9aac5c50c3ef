import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useInstantSearchContext } from 'react-instantsearch-core';
import type { InstantSearch } from 'instantsearch.js';
import { selectResults, useSearchSelector } from '../../hooks/use-search-selector';
import { YEAR_ATTRIBUTE, withYearRange, yearFacetOf } from '../year-state';
import {
  extendSpan,
  isChosen,
  timelineBars,
  zoomOut,
  type Bar,
  type YearSpan,
} from './timeline-bars';
import './timeline.css';

/** The year filter as InstantSearch holds it (`years>=a`, `years<=b`), as one comparable key. */
const selectYearKey = (search: InstantSearch) => {
  const years = search.mainIndex.getHelper()?.state.numericRefinements?.[YEAR_ATTRIBUTE];
  const from = years?.['>=']?.[0];
  const to = years?.['<=']?.[0];
  return `${typeof from === 'number' ? from : ''}:${typeof to === 'number' ? to : ''}`;
};

function parseKey(key: string): YearSpan | null {
  const [from, to] = key.split(':');
  if (!from || !to) return null;
  return { from: Number(from), to: Number(to) };
}

const resultsWord = (count: number) => (count === 1 ? '1 result' : `${count} results`);

/**
 * The results' dates as bars, by decade or by year (decision 043). Choosing a bar sets the year
 * filter to its span, the same `year=` of the URL the Year filter sets, so the two never
 * disagree; shift extends the span to the bar. The bars are buttons: arrow keys move between them
 * (shift+arrow extends the span as it goes), Enter or Space chooses, Escape zooms out.
 */
export function Timeline() {
  const { mainIndex } = useInstantSearchContext();
  const results = useSearchSelector(selectResults);
  const chosen = parseKey(useSearchSelector(selectYearKey));
  // The focused bar by its first year, so it stays the one in the Tab order when the bars change
  // level (a decade chosen becomes its first year's bar).
  const [focused, setFocused] = useState<number | null>(null);
  const group = useRef<HTMLDivElement>(null);
  const facet = yearFacetOf(results);
  const { level, bars } = timelineBars((facet?.data ?? {}) as Record<string, number>, chosen);
  if (bars.length === 0) return null;
  const most = Math.max(1, ...bars.map((bar) => bar.count));
  const current = Math.max(
    0,
    bars.findIndex((bar) => focused !== null && bar.from <= focused && focused <= bar.to),
  );

  const choose = (span: YearSpan | null) =>
    mainIndex.setIndexUiState((state) =>
      withYearRange(state, span ? `${span.from}:${span.to}` : null),
    );

  const focusBar = (index: number) => {
    setFocused(bars[index]?.from ?? null);
    group.current?.querySelectorAll('button')[index]?.focus();
  };

  const onClick = (bar: Bar, event: MouseEvent) =>
    choose(event.shiftKey ? extendSpan(chosen, bar) : bar);

  const onKeyDown = (index: number, event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, Home: -index, End: bars.length - 1 - index }[
      event.key
    ];
    if (step !== undefined) {
      event.preventDefault();
      const next = Math.max(0, Math.min(bars.length - 1, index + step));
      const nextBar = bars[next];
      if (event.shiftKey && nextBar) choose(extendSpan(chosen ?? bars[index] ?? null, nextBar));
      focusBar(next);
    } else if (event.key === 'Escape' && chosen) {
      event.preventDefault();
      choose(zoomOut(chosen));
    }
  };

  return (
    <div className="timeline">
      <div
        ref={group}
        role="group"
        aria-label={level === 'decade' ? 'Results by decade' : 'Results by year'}
        className="timeline-bars"
      >
        {bars.map((bar, index) => (
          <button
            key={bar.from}
            type="button"
            className="timeline-bar"
            tabIndex={index === current ? 0 : -1}
            aria-pressed={isChosen(bar, chosen)}
            aria-label={`${bar.label}: ${resultsWord(bar.count)}`}
            title={`${bar.label}: ${resultsWord(bar.count)}`}
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
        <button type="button" className="link-button" onClick={() => choose(zoomOut(chosen))}>
          {zoomOut(chosen) ? 'Zoom out' : 'All dates'}
        </button>
      )}
    </div>
  );
}
