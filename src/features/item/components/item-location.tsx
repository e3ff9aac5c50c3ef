import type { ItemRecord } from '@/types/item';

/** Placeholder: the "Location" region with its small map is being built. */
export function ItemLocation(_props: { item: ItemRecord }) {
  return null;
}
