import type { ItemRecord } from '@/types/item';

/** Placeholder: "Ask about this item" is being built. */
export function ContactForm(_props: { item: ItemRecord; queryID: string | null }) {
  return null;
}
