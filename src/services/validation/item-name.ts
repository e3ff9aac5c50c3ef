import type { ItemView } from '@/types/item';

/**
 * What to call an item when its title is missing. Its own module, without the record schema,
 * so the download service worker's script stays small (decision 050).
 */
export function itemName(item: Pick<ItemView, 'title' | 'objectID'>): string {
  return item.title !== '' ? item.title : `Untitled (${item.objectID})`;
}
