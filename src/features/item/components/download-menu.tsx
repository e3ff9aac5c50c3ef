import type { ItemRecord } from '@/types/item';

/** Placeholder: "Download original" and the other sizes are being built. */
export function DownloadMenu(_props: { item: ItemRecord; queryID: string | null }) {
  return null;
}
