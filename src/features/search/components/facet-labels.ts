import { FACETS, facetOfAttribute } from '@/services/search/facets';

/** Readable names for stored facet values, shared by the facets and the "filters in use". */

/** The facet's name in "filters in use": "Camera", "Colour" (a hierarchy by its top level). */
export const ATTRIBUTE_LABELS: Record<string, string> = Object.fromEntries(
  FACETS.map((facet) => [
    facet.kind === 'hierarchy' ? facet.attributes[0] : facet.attribute,
    'chip' in facet ? facet.chip : facet.title,
  ]),
);

/** A refined value as a person reads it: "Canon EOS 70D", "Grey", "Landscape". */
export function facetValueLabel(attribute: string, value: string): string {
  return facetOfAttribute(attribute)?.label?.(value) ?? value;
}
