// Relative, with extensions: index-settings.ts imports this table, and Node loads that (vite.config,
// scripts/) without the @ alias.
import { COLOR_NAMES, REUSE_GROUPS } from '../../types/item.ts';
import { CAMERA_SEPARATOR, cameraModelLabel } from './record-facets.ts';

/**
 * The one table of the search screen's facets (docs/decisions/042). The URL's parameters, the
 * InstantSearch UI state, the request for a URL, the index's attributesForFaceting, the panel,
 * the chips' names and value labels and the attributes a collection may filter on are all read
 * from it, so a new facet is one entry here (plus its record field).
 */

interface PanelOptions {
  limit?: number;
  showMoreLimit?: number;
  searchable?: boolean;
  /** Colour values: a swatch before each. */
  swatches?: boolean;
  /** The panel's names for a closed list's values, when they differ from `label`'s. */
  labels?: Record<string, string>;
  /** A closed list's values in the table's order, not by count. */
  ordered?: boolean;
}

interface FacetBase {
  /** The URL parameter (docs/urls.md). */
  param: string;
  /** The panel's heading. */
  title: string;
  /** The facet's name in a chip ("Tag: autumn"); the title when missing. */
  chip?: string;
  /** A stored value as a person reads it. */
  label?: (value: string) => string;
  panel?: PanelOptions;
  /** How the index facets it: `searchable(…)` lets the panel search its values. */
  index?: 'searchable' | 'plain';
}

export interface ListFacet extends FacetBase {
  kind: 'list';
  attribute: string;
  /** A closed list: read case-insensitively, anything else dropped. */
  values?: readonly string[];
}

export interface HierarchyFacet extends FacetBase {
  kind: 'hierarchy';
  /** The levels, top first; a level's values are `top > … > this` (CAMERA_SEPARATOR). */
  attributes: readonly string[];
  /** A value under its parent: the camera's model without the make it repeats. */
  childLabel?: (parent: string, value: string) => string;
}

export interface RangeFacet extends FacetBase {
  kind: 'range';
  attribute: string;
}

export type Facet = ListFacet | HierarchyFacet | RangeFacet;

const TYPE_LABELS: Record<string, string> = { photo: 'Photos', video: 'Videos' };

const ORIENTATION_LABELS: Record<string, string> = {
  landscape: 'Landscape',
  portrait: 'Portrait',
  square: 'Square',
};

/** `grey` → `Grey`. */
export function colourLabel(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

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

const REUSE_LABELS: Record<string, string> = {
  free: 'Free to reuse',
  conditions: 'Reuse with conditions',
  permission: 'Ask permission',
};

const MORE = { limit: 6, showMoreLimit: 40 };

/** In the panel's order (the tags and the year draw their own widgets, filter-panel.tsx). */
export const FACETS = [
  {
    param: 'type',
    kind: 'list',
    attribute: 'type',
    title: 'Type',
    values: ['photo', 'video'],
    // The chips keep the stored word ("Type: video"); the panel's boxes read "Photos".
    panel: { labels: TYPE_LABELS },
  },
  {
    param: 'tags',
    kind: 'list',
    attribute: 'tags',
    title: 'Tags',
    chip: 'Tag',
    index: 'searchable',
    panel: { searchable: true, limit: 8, showMoreLimit: 40 },
  },
  {
    param: 'creator',
    kind: 'list',
    attribute: 'creators',
    title: 'Creator',
    index: 'searchable',
    panel: { searchable: true, ...MORE },
  },
  {
    param: 'people',
    kind: 'list',
    attribute: 'people',
    title: 'People',
    index: 'searchable',
    panel: { searchable: true, ...MORE },
  },
  {
    param: 'topic',
    kind: 'hierarchy',
    title: 'Topic',
    attributes: ['tagTree.lvl0', 'tagTree.lvl1', 'tagTree.lvl2', 'tagTree.lvl3'],
    panel: { limit: 8, showMoreLimit: 40 },
  },
  { param: 'year', kind: 'range', attribute: 'years', title: 'Year' },
  {
    param: 'camera',
    kind: 'hierarchy',
    title: 'Camera',
    attributes: ['cameraPath.lvl0', 'cameraPath.lvl1'],
    label: cameraLabel,
    childLabel: cameraModelName,
    panel: { limit: 8, showMoreLimit: 40 },
  },
  { param: 'lens', kind: 'list', attribute: 'lens', title: 'Lens', panel: MORE },
  { param: 'place', kind: 'list', attribute: 'place.name', title: 'Place', panel: MORE },
  { param: 'country', kind: 'list', attribute: 'place.country', title: 'Country', panel: MORE },
  {
    param: 'orientation',
    kind: 'list',
    attribute: 'orientation',
    title: 'Orientation',
    values: ['landscape', 'portrait', 'square'],
    label: (value) => ORIENTATION_LABELS[value] ?? value,
  },
  {
    param: 'colour',
    kind: 'list',
    attribute: 'colorName',
    title: 'Colour',
    values: COLOR_NAMES,
    label: colourLabel,
    panel: { limit: 12, swatches: true },
  },
  {
    param: 'reuse',
    kind: 'list',
    attribute: 'reuse',
    title: 'Reuse',
    values: REUSE_GROUPS,
    label: (value) => REUSE_LABELS[value] ?? value,
    panel: { ordered: true },
  },
  { param: 'licence', kind: 'list', attribute: 'license.name', title: 'Licence', panel: MORE },
] as const satisfies readonly Facet[];

type AnyFacet = (typeof FACETS)[number];
export type ListParam = Extract<AnyFacet, { kind: 'list' }>['param'];
export type HierarchyParam = Extract<AnyFacet, { kind: 'hierarchy' }>['param'];

export const LIST_FACETS: readonly ListFacet[] = FACETS.filter(
  (facet): facet is Extract<AnyFacet, { kind: 'list' }> => facet.kind === 'list',
);
export const HIERARCHY_FACETS: readonly (HierarchyFacet & { param: HierarchyParam })[] =
  FACETS.filter(
    (facet): facet is Extract<AnyFacet, { kind: 'hierarchy' }> => facet.kind === 'hierarchy',
  );

/** The year range (`year=from:to`): every year a record's date allows (decision 040). */
export const YEAR_FACET = FACETS.find(
  (facet): facet is Extract<AnyFacet, { kind: 'range' }> => facet.kind === 'range',
) as RangeFacet;

/** The list parameters in the URL's order. */
export const LIST_PARAMS = LIST_FACETS.map((facet) => facet.param) as readonly ListParam[];

/** The record attribute each list parameter refines (`creator` → each person, `creators`). */
export const LIST_ATTRIBUTES = Object.fromEntries(
  LIST_FACETS.map((facet) => [facet.param, facet.attribute]),
) as Record<ListParam, string>;

/** `attributesForFaceting` entries for the table's facets, as index-settings.ts sends them. */
export function facetingAttributes(facets: readonly Facet[] = FACETS): string[] {
  return facets.flatMap((facet) => {
    const names = facet.kind === 'hierarchy' ? [...facet.attributes] : [facet.attribute];
    return names.map((name) => (facet.index === 'searchable' ? `searchable(${name})` : name));
  });
}

/** The facet an attribute belongs to (any level of a hierarchy), for chips and labels. */
export function facetOfAttribute(attribute: string): Facet | undefined {
  return (FACETS as readonly Facet[]).find((facet) =>
    facet.kind === 'hierarchy'
      ? facet.attributes.includes(attribute)
      : facet.attribute === attribute,
  );
}
