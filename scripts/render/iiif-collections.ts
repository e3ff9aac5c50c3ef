import type { CollectionConfig } from '../../src/config/site-schema.ts';
import { matchesFilters } from '../../src/config/site-schema.ts';
import type { ItemRecord } from '../../src/types/item.ts';
import { collectionPath, PAGE_PATHS, pageUrl } from '../../src/services/page-meta/site-address.ts';
import {
  IIIF_ARCHIVE_COLLECTION_PATH,
  iiifCollectionPath,
} from '../../src/services/page-meta/iiif-collection-paths.ts';
import { IIIF_CONTEXT, languageMap, providerOf, type IiifSite } from './iiif-values.ts';

/**
 * The site's IIIF Collections (docs/iiif.md): one per collection of the site config, listing its
 * items' manifests, and the archive's, listing those collections and then every item.
 */

/** The objectIDs a query finds (the collection's words, as its search screen adds them). */
export type QueryMatcher = (query: string) => ReadonlySet<string>;

/** A manifest as a collection lists it: a reference with its label and thumbnail. */
function manifestReference(record: ItemRecord, manifest: Record<string, unknown>) {
  return {
    id: String(manifest.id),
    type: 'Manifest',
    label: languageMap(record.title || record.objectID, 'none'),
    ...(Array.isArray(manifest.thumbnail) && manifest.thumbnail.length > 0
      ? { thumbnail: manifest.thumbnail }
      : {}),
  };
}

/** The records of a collection: its filters, and its query's words when it has one. */
export function collectionRecords(
  collection: Pick<CollectionConfig, 'filters' | 'query'>,
  records: readonly ItemRecord[],
  matchQuery: QueryMatcher,
): ItemRecord[] {
  const found = collection.query?.trim() ? matchQuery(collection.query.trim()) : null;
  return records.filter(
    (record) =>
      matchesFilters(record as unknown as Record<string, unknown>, collection.filters) &&
      (found === null || found.has(record.objectID)),
  );
}

interface CollectionsInput {
  site: IiifSite;
  collections: readonly CollectionConfig[];
  records: readonly ItemRecord[];
  /** Each record's manifest, by objectID. */
  manifests: ReadonlyMap<string, Record<string, unknown>>;
  matchQuery: QueryMatcher;
}

/** Every IIIF Collection of the site, by its path under the site. */
export function iiifCollections(input: CollectionsInput): Map<string, Record<string, unknown>> {
  const { site } = input;
  const references = (records: readonly ItemRecord[]) =>
    records.flatMap((record) => {
      const manifest = input.manifests.get(record.objectID);
      return manifest ? [manifestReference(record, manifest)] : [];
    });
  const files = new Map<string, Record<string, unknown>>();
  const collectionRefs = input.collections.map((collection) => {
    const id = pageUrl(site.siteUrl, iiifCollectionPath(collection.slug));
    const label = languageMap(collection.title, 'none');
    files.set(iiifCollectionPath(collection.slug), {
      '@context': IIIF_CONTEXT,
      id,
      type: 'Collection',
      label,
      summary: languageMap(collection.description, 'none'),
      homepage: [
        {
          id: pageUrl(site.siteUrl, collectionPath(collection.slug)),
          type: 'Text',
          format: 'text/html',
          label,
        },
      ],
      provider: providerOf(site),
      items: references(collectionRecords(collection, input.records, input.matchQuery)),
    });
    return { id, type: 'Collection', label };
  });
  const archive = languageMap(site.archiveName, 'none');
  files.set(IIIF_ARCHIVE_COLLECTION_PATH, {
    '@context': IIIF_CONTEXT,
    id: pageUrl(site.siteUrl, IIIF_ARCHIVE_COLLECTION_PATH),
    type: 'Collection',
    label: archive,
    summary: languageMap(site.description, 'none'),
    homepage: [
      {
        id: pageUrl(site.siteUrl, PAGE_PATHS.home),
        type: 'Text',
        format: 'text/html',
        label: archive,
      },
    ],
    provider: providerOf(site),
    items: [...collectionRefs, ...references(input.records)],
  });
  return files;
}
