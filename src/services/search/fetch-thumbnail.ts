import { readItem } from '@/services/validation/read-item';
import { objectRequest } from './object-request';
import type { SearchClient } from './search-client';

/** A record's smallest WebP (else JPEG) rendition: a marker card's thumbnail. */
export async function fetchItemThumbnail(
  client: SearchClient,
  indexName: string,
  objectID: string,
): Promise<string | null> {
  const request = objectRequest(indexName, objectID);
  if (!request) return null;
  const { results } = await client.searchForHits<Record<string, unknown>>({
    requests: [{ ...request, attributesToRetrieve: ['image'], analytics: false }],
  });
  const image = readItem(results[0]?.hits[0] ?? { objectID }).image;
  if (!image) return null;
  const smallest = (format: string) =>
    image.renditions
      .filter((rendition) => rendition.format === format)
      .sort((a, b) => a.width - b.width)[0]?.url;
  return smallest('webp') ?? smallest('jpeg') ?? image.src ?? null;
}
