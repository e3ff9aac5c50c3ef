import type { Refinement } from '../hooks/use-no-results-help';
import { ATTRIBUTE_LABELS, facetValueLabel } from './facet-labels';

const OPERATOR_LABELS: Record<string, string> = { '>=': 'from', '<=': 'to' };

/** As the "filters in use" chips word it: "Tag: autumn", "Year: from 2005", "Camera: Canon". */
export function refinementLabel(refinement: Refinement): string {
  const { attributeName: attribute } = refinement;
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
