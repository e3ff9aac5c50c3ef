let intlFormat: Intl.NumberFormat | undefined;

/**
 * A count as `Intl.NumberFormat('en')` writes it: `7`, `52`, `1,234,567`. Whole numbers are
 * grouped by hand: the page's first NumberFormat loads the browser's number-formatting data, which
 * cost about 17 ms of the search screen's start-up task at a phone's speed (docs/perf.md).
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count))
    return (intlFormat ??= new Intl.NumberFormat('en')).format(count);
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}
