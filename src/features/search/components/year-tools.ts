import type { decideYearRange, parseYear } from './year-range';
import type { YearSlider } from './year-slider';

export interface YearTools {
  YearSlider: typeof YearSlider;
  decideYearRange: typeof decideYearRange;
  parseYear: typeof parseYear;
}

let loading: Promise<YearTools> | undefined;

/**
 * The slider and the range rules load after the first results (the year filter shows only once
 * there are years), so they cost nothing in the first load of `/`. Loaded once, then kept.
 */
export function loadYearTools(): Promise<YearTools> {
  loading ??= Promise.all([import('./year-slider'), import('./year-range')]).then(
    ([slider, range]) => ({
      YearSlider: slider.YearSlider,
      decideYearRange: range.decideYearRange,
      parseYear: range.parseYear,
    }),
  );
  // A failed load (offline) is tried again on the next use.
  loading.catch(() => (loading = undefined));
  return loading;
}
