import { CAMERA_SEPARATOR, cameraModelLabel } from '@/services/search/record-facets';
import { COLOR_NAMES } from '@/types/item';

/** Readable names for stored facet values, shared by the facets and the "filters in use". */

export const TYPE_LABELS: Record<string, string> = { photo: 'Photos', video: 'Videos' };

export const ORIENTATION_LABELS: Record<string, string> = {
  landscape: 'Landscape',
  portrait: 'Portrait',
  square: 'Square',
};

/** `grey` → `Grey`. */
export function colourLabel(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export const COLOUR_LABELS: Record<string, string> = Object.fromEntries(
  COLOR_NAMES.map((name) => [name, colourLabel(name)]),
);

// EXIF models are often written in capitals ("EOS DIGITAL REBEL XT"). A capitalised word of
// four letters or more is shouting; shorter ones (EOS, XT) and ones with digits (D300, NEX-3N)
// are names, and mixed case (DiMAGE) is the maker's own spelling.
const SHOUTED_WORD = /^[A-Z]{4,}$/;

/** A model as listed under its make: "Canon EOS DIGITAL REBEL XT" → "EOS Digital Rebel XT". */
export function cameraModelName(make: string, model: string): string {
  return cameraModelLabel(make, model)
    .split(' ')
    .map((word) => (SHOUTED_WORD.test(word) ? word.charAt(0) + word.slice(1).toLowerCase() : word))
    .join(' ');
}

/**
 * A camera value as a person writes it: `Canon > Canon EOS DIGITAL REBEL XT` →
 * `Canon EOS Digital Rebel XT`. The stored value (in the record, URL and filter) stays raw.
 */
export function cameraLabel(value: string): string {
  const [make = '', model] = value.split(CAMERA_SEPARATOR);
  return model === undefined ? make : `${make} ${cameraModelName(make, model)}`;
}

/** The facet's name in "filters in use": "Camera", "Colour". */
export const ATTRIBUTE_LABELS: Record<string, string> = {
  type: 'Type',
  tags: 'Tag',
  creators: 'Creator',
  years: 'Year',
  'cameraPath.lvl0': 'Camera',
  lens: 'Lens',
  'place.name': 'Place',
  'place.country': 'Country',
  orientation: 'Orientation',
  colorName: 'Colour',
  'license.name': 'Licence',
};

const VALUE_LABELS: Record<string, (value: string) => string> = {
  'cameraPath.lvl0': cameraLabel,
  colorName: colourLabel,
  orientation: (value) => ORIENTATION_LABELS[value] ?? value,
};

/** A refined value as a person reads it: "Canon EOS 70D", "Grey", "Landscape". */
export function facetValueLabel(attribute: string, value: string): string {
  return VALUE_LABELS[attribute]?.(value) ?? value;
}
