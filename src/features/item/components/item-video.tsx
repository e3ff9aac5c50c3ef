import type { ItemRecord } from '@/types/item';

/** Placeholder: video playback (file, YouTube, Vimeo) is being built. */
export function ItemVideo(_props: { item: ItemRecord }) {
  return null;
}
