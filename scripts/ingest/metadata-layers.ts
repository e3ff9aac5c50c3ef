import type { Camera, Exposure, LanguageTexts, License, Place } from '../../src/types/item.ts';

/**
 * What one source says about an item, in the sidecar's field names: the JSON sidecar, an `.xmp`
 * sidecar, the owner's metadata sheet, the file's embedded XMP, its IPTC-IIM, its EXIF, the folder
 * defaults. A field the source does not give is absent; `null` (JSON sidecars only) means "none" and still wins.
 */
export interface MetadataLayer {
  title?: string;
  description?: string;
  tags?: string[];
  /** "A|B|C" paths, as `lr:hierarchicalSubject` writes them. */
  hierarchicalTags?: string[];
  creator?: string | null;
  /** The creators as the file lists them (XMP `dc:creator`, IPTC By-line), each kept whole. */
  creators?: string[];
  credit?: string;
  license?: License;
  copyrightNotice?: string;
  webStatement?: string;
  /** Unix seconds. */
  takenAt?: number | null;
  place?: Place | null;
  people?: string[];
  alt?: string;
  altDetail?: string;
  rating?: number;
  label?: string;
  languages?: Record<string, LanguageTexts>;
  camera?: Camera | null;
  lens?: string | null;
  exposure?: Exposure | null;
}

/** Every source of an item's metadata, by name; the order of precedence is `resolveMetadata`'s. */
export interface MetadataSources {
  sidecar: MetadataLayer;
  xmpSidecar: MetadataLayer;
  /** The item's row of the owner's metadata sheet (`--metadata sheet.csv`). */
  sheet: MetadataLayer;
  xmp: MetadataLayer;
  iptc: MetadataLayer;
  exif: MetadataLayer;
  /** What the file says without metadata of its own (a video's creation time). */
  file: MetadataLayer;
  defaults: MetadataLayer;
}

/** Highest first: the documented precedence (docs/ingest.md, "Metadata in the files"). */
export const PRECEDENCE: readonly (keyof MetadataSources)[] = [
  'sidecar',
  'xmpSidecar',
  'sheet',
  'xmp',
  'iptc',
  'exif',
  'file',
  'defaults',
];

/**
 * One value per field: the highest source that gives it wins, the same rule for every field.
 * `creator` and `creators` travel together, so a credit and its list never come from two
 * sources.
 */
export function resolveMetadata(sources: MetadataSources): MetadataLayer {
  const resolved: Record<string, unknown> = {};
  for (const name of [...PRECEDENCE].reverse()) {
    const layer = sources[name];
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined || key === 'creators') continue;
      resolved[key] = value;
      if (key === 'creator') resolved.creators = layer.creators;
    }
  }
  if (resolved.creators === undefined) delete resolved.creators;
  return resolved as MetadataLayer;
}
