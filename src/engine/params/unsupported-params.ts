/**
 * The search parameters the engine accepts, as the service does, but does not implement: it
 * answers as if they were absent. This is the one list the README's `not` rows are checked
 * against, and what the engine names (once each) through `onIgnoredParameter`.
 *
 * Each comes with the service's documented default: a request carrying that value asks for
 * nothing the engine leaves out, so it is not named (the app sends `enableRules: true` style
 * defaults in places, and every visit would warn for nothing).
 */
export const UNSUPPORTED_PARAMS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ['similarQuery', ''],
  ['optionalFilters', []],
  ['sumOrFiltersScores', false],
  ['aroundLatLngViaIP', false],
  ['naturalLanguages', []],
  ['ruleContexts', []],
  ['personalizationImpact', 100],
  ['relevancyStrictness', 100],
  ['restrictHighlightAndSnippetArrays', false],
  ['decompoundQuery', true],
  ['enableRules', true],
  ['enablePersonalization', false],
  ['mode', 'keywordSearch'],
  ['semanticSearch', {}],
  ['minProximity', 1],
  ['attributeCriteriaComputedByMinProximity', false],
  ['attributeCriteriaComputedBy', null],
  ['enableReRanking', true],
  ['reRankingApplyFilter', null],
  ['extensions', {}],
]);

/** Values arrive as JSON or as text inside `params` ("true", "[]", "100"): compare both forms. */
function isDefault(value: unknown, defaultValue: unknown): boolean {
  if (value === null || value === undefined) return true;
  const json = JSON.stringify(defaultValue);
  if (JSON.stringify(value) === json) return true;
  if (typeof value !== 'string') return false;
  if (value === json || value === String(defaultValue)) return true;
  // An empty list may come as an empty string.
  return value.trim() === '' && Array.isArray(defaultValue) && defaultValue.length === 0;
}

/** The unsupported parameters a request carries with a value other than the default. */
export function ignoredParams(values: ReadonlyMap<string, unknown>): string[] {
  const ignored: string[] = [];
  for (const [name, value] of values) {
    if (UNSUPPORTED_PARAMS.has(name) && !isDefault(value, UNSUPPORTED_PARAMS.get(name))) {
      ignored.push(name);
    }
  }
  return ignored;
}
