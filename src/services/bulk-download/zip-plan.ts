import { fileSlug } from '@/services/download/file-names';
import type { ItemView } from '@/types/item';
import { fileAtSize, type BulkSize } from './bulk-sizes';

/** One item's file in the ZIP. */
export interface PlannedFile {
  item: ItemView;
  /** Unique within the ZIP: the download service's name, `-2`, `-3`… added to a repeat. */
  name: string;
  /** Null when the record has no usable URL at this size: reported, not fetched. */
  url: string | null;
}

/** The names the ZIP keeps for its own texts: an item's file never takes one. */
export const RESERVED_NAMES = ['CREDITS.txt', 'metadata.csv', 'ERRORS.txt'];

function withNumber(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}-${n}${name.slice(dot)}` : `${name}-${n}`;
}

/** Each item's file at the chosen size, named as the item page names it, every name unique. */
export function planZipFiles(items: readonly ItemView[], size: BulkSize): PlannedFile[] {
  const taken = new Set(RESERVED_NAMES.map((name) => name.toLowerCase()));
  return items.map((item) => {
    const option = fileAtSize(item, size);
    const base = option?.fileName ?? fileSlug(item.objectID);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = withNumber(base, n);
    taken.add(name.toLowerCase());
    return { item, name, url: option?.url ?? null };
  });
}
