import { memo, type CSSProperties, type KeyboardEvent } from 'react';
import { parseYear, type YearBounds } from './year-range';

interface YearSliderProps {
  /** The years of the results: the ends of the track. */
  bounds: YearBounds;
  /** The typed bounds; an empty one puts its thumb at the end of the track. */
  from: string;
  to: string;
  /** Each move, as the inputs would hold it: a thumb at its end of the track is an open end. */
  onChange: (from: string, to: string) => void;
}

const STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowDown: -1,
  ArrowRight: 1,
  ArrowUp: 1,
  PageDown: -10,
  PageUp: 10,
};

/**
 * Two native range inputs over one track. Keys are handled here (arrows a year, Page Up/Down ten,
 * Home/End the ends) so each thumb stops at the other instead of crossing it. Memoised on the
 * bounds' years (the year filter renders again on every search; give it a stable `onChange`).
 */
export const YearSlider = memo(
  function YearSlider({ bounds: { min, max }, from, to, onChange }: YearSliderProps) {
    if (min >= max) return null;
    const clamp = (year: number) => Math.min(max, Math.max(min, year));
    const low = clamp(parseYear(from) ?? min);
    const high = Math.max(clamp(parseYear(to) ?? max), low);
    const emit = (nextLow: number, nextHigh: number) =>
      onChange(nextLow === min ? '' : String(nextLow), nextHigh === max ? '' : String(nextHigh));
    const moveLow = (year: number) => emit(Math.min(clamp(year), high), high);
    const moveHigh = (year: number) => emit(low, Math.max(clamp(year), low));
    const onKeys = (value: number, move: (year: number) => void) => (event: KeyboardEvent) => {
      const step = STEPS[event.key];
      const target = event.key === 'Home' ? min : event.key === 'End' ? max : step && value + step;
      if (target === undefined) return;
      event.preventDefault();
      move(target);
    };
    const percent = (year: number) => `${((year - min) / (max - min)) * 100}%`;
    const style = { '--low': percent(low), '--high': percent(high) } as CSSProperties;
    return (
      <div className="year-slider" style={style}>
        <input
          type="range"
          aria-label="Earliest year"
          min={min}
          max={max}
          step={1}
          value={low}
          // Both thumbs at the far end: the lower one must stay reachable to be dragged back.
          className={low === max ? 'year-slider-top' : undefined}
          onChange={(event) => moveLow(Number(event.currentTarget.value))}
          onKeyDown={onKeys(low, moveLow)}
        />
        <input
          type="range"
          aria-label="Latest year"
          min={min}
          max={max}
          step={1}
          value={high}
          onChange={(event) => moveHigh(Number(event.currentTarget.value))}
          onKeyDown={onKeys(high, moveHigh)}
        />
      </div>
    );
  },
  (before, after) =>
    before.bounds.min === after.bounds.min &&
    before.bounds.max === after.bounds.max &&
    before.from === after.from &&
    before.to === after.to &&
    before.onChange === after.onChange,
);
