import { fetchItem } from './fetch-item';
import type { SearchClient } from './search-client';

/** A record's smallest WebP (else JPEG) rendition: a marker card's thumbnail. */
export async function fetchItemThumbnail(
  client: SearchClient,
  indexName: string,
  objectID: string,
): Promise<string | null> {
  const item = await fetchItem(client, indexName, objectID, {
    attributesToRetrieve: ['image'],
    analytics: false,
  });
  const image = item?.image;
  if (!image) return null;
  const smallest = (format: string) =>
    image.renditions
      .filter((rendition) => rendition.format === format)
      .sort((a, b) => a.width - b.width)[0]?.url;
  return smallest('webp') ?? smallest('jpeg') ?? image.src ?? null;
}
