import type { Refinement } from '../hooks/use-no-results-help';

/** How each filterable attribute is named on screen; anything else shows its attribute name. */
const ATTRIBUTE_LABELS: Record<string, string> = {
  type: 'Type',
  tags: 'Tag',
  creator: 'Creator',
  creators: 'Creator',
  year: 'Year',
  'place.name': 'Place',
  'place.country': 'Country',
  'camera.make': 'Camera',
  'camera.model': 'Camera model',
  'cameraPath.lvl0': 'Camera',
  lens: 'Lens',
  orientation: 'Orientation',
  colorName: 'Colour',
  'license.name': 'Licence',
};
const OPERATOR_LABELS: Record<string, string> = { '>=': 'from', '<=': 'to' };

/** "Tag: autumn", "Year: from 2005", "Type: not video". */
export function refinementLabel(refinement: Refinement): string {
  const name = ATTRIBUTE_LABELS[refinement.attributeName] ?? refinement.attributeName;
  switch (refinement.type) {
    case 'numeric':
      return `${name}: ${OPERATOR_LABELS[refinement.operator] ?? refinement.operator} ${refinement.numericValue}`;
    case 'exclude':
      return `${name}: not ${refinement.name}`;
    default:
      return `${name}: ${refinement.name}`;
  }
}
