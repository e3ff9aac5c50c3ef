import { listDownloadChoices, type DownloadOption } from '@/services/download/download-options';
import type { ItemView } from '@/types/item';

/** The size a visitor picks once for every item of a bulk download. */
export type BulkSize = 'small' | 'medium' | 'large' | 'original';

export interface BulkSizeChoice {
  id: BulkSize;
  label: string;
  /** What the size means, said in the dialog. */
  detail: string;
  /** The widest rendition taken; null for the original file. */
  maxWidth: number | null;
}

export const BULK_SIZES: readonly BulkSizeChoice[] = [
  {
    id: 'small',
    label: 'Small',
    detail: 'up to 1080 px wide: for slides and the web',
    maxWidth: 1080,
  },
  { id: 'medium', label: 'Medium', detail: 'up to 1920 px wide: a full screen', maxWidth: 1920 },
  {
    id: 'large',
    label: 'Large',
    detail: 'the largest copy, up to 3840 px wide: for print and close study',
    maxWidth: 3840,
  },
  {
    id: 'original',
    label: 'Original',
    detail: 'the file as the archive holds it, at its full size and in its own format',
    maxWidth: null,
  },
];

/**
 * The file an item gives at a size, from the item page's download choices: the widest rendition
 * within the size (the narrowest when all are wider), in the most widely readable format it has
 * there (JPEG, then WebP, then AVIF: the choices' order), else the original. A video
 * gives its own file at every size (its renditions are poster images); null when the record has
 * no file of ours (a YouTube or Vimeo video).
 */
export function fileAtSize(item: ItemView, size: BulkSize): DownloadOption | null {
  const { original, groups } = listDownloadChoices(item);
  const maxWidth = BULK_SIZES.find((choice) => choice.id === size)?.maxWidth ?? null;
  if (maxWidth === null || item.type === 'video') return original;
  const sizes = groups
    .map((group) => group.options.find((option) => option.url !== null))
    .filter((option) => option !== undefined && option.width !== null);
  return (
    sizes.find((option) => (option?.width ?? 0) <= maxWidth) ?? sizes[sizes.length - 1] ?? original
  );
}
