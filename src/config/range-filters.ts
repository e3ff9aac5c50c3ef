/**
 * The filters that take a `{ from, to }` range of whole numbers, the attribute they read and
 * what they allow: `year` (every year a record's date allows, decision 040) and `rating` (the
 * stars an owner gave in Lightroom or Bridge, `xmp:Rating`).
 */
export const RANGE_FILTERS = {
  year: { attribute: 'years', min: -9999, max: 9999, example: 'a whole year, like 2015' },
  rating: { attribute: 'rating', min: 0, max: 5, example: 'a whole number of stars, 0 to 5' },
} as const;

export type RangeFilterName = keyof typeof RANGE_FILTERS;

export const isRangeFilter = (name: string): name is RangeFilterName =>
  Object.hasOwn(RANGE_FILTERS, name);
