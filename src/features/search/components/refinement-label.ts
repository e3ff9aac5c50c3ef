import type { Refinement } from '../hooks/use-no-results-help';
import type { SearchParameters } from 'algoliasearch-helper';
import { daySpanLabel } from '@/services/search/day-span';
import { WHEN_ATTRIBUTES } from './connect-when';
import { ATTRIBUTE_LABELS, facetValueLabel } from './facet-labels';

const OPERATOR_LABELS: Record<string, string> = { '>=': 'from', '<=': 'to' };

/** As the "filters in use" chips word it: "Tag: autumn", "Year: from 2005", "Camera: Canon". */
export function refinementLabel(refinement: Refinement, state?: SearchParameters): string {
  const { attributeName: attribute } = refinement;
  // The date filter (`when=`), by its first bound: "Date: 14 June 1950", as its chip says.
  const last = state?.getNumericRefinement(WHEN_ATTRIBUTES.last, '<=')?.[0];
  if (
    refinement.type === 'numeric' &&
    attribute === WHEN_ATTRIBUTES.first &&
    typeof last === 'number'
  )
    return `Date: ${daySpanLabel({ first: refinement.numericValue, last })}`;
  const name = ATTRIBUTE_LABELS[attribute] ?? attribute;
  switch (refinement.type) {
    case 'numeric':
      return `${name}: ${OPERATOR_LABELS[refinement.operator] ?? refinement.operator} ${refinement.numericValue}`;
    case 'exclude':
      return `${name}: not ${facetValueLabel(attribute, refinement.name)}`;
    default:
      return `${name}: ${facetValueLabel(attribute, refinement.name)}`;
  }
}
