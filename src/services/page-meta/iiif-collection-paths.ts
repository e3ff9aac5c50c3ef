/**
 * The IIIF Collections' paths (docs/iiif.md), relative to the site URL: the archive's, listing
 * every collection and item, and one per collection of the site config. Apart from the item's
 * manifest path (iiif-manifest-path.ts), so each screen's chunk carries only its own.
 */
export const IIIF_ARCHIVE_COLLECTION_PATH = 'iiif/collection.json';

export function iiifCollectionPath(slug: string): string {
  return `iiif/collections/${encodeURIComponent(slug)}.json`;
}
