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

/** `Canon > Canon EOS 70D` → `Canon › EOS 70D`. */
export function cameraLabel(value: string): string {
  const [make = '', model] = value.split(CAMERA_SEPARATOR);
  return model === undefined ? make : `${make} › ${cameraModelLabel(make, model)}`;
}

/** The facet's name in "filters in use": "Camera", "Colour". */
export const ATTRIBUTE_LABELS: Record<string, string> = {
  type: 'Type',
  tags: 'Tag',
  creators: 'Creator',
  year: 'Year',
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

/** A refined value as a person reads it: "Canon › EOS 70D", "Grey", "Landscape". */
export function facetValueLabel(attribute: string, value: string): string {
  return VALUE_LABELS[attribute]?.(value) ?? value;
}
