import { safeMediaUrl } from '@/components/ui/media-url';
import type { ItemView } from '@/types/item';

/** Formats every browser that plays video also shows as a poster. */
const POSTER_FORMATS = new Set(['webp', 'jpeg']);

/**
 * The poster file for a player drawn `neededWidth` device pixels wide: the smallest of the
 * poster's renditions and its full-size file that is at least that wide, else the widest there
 * is. A `<video poster>` takes one address, so this does what `srcset` does for an image.
 */
export function pickPoster(item: ItemView, neededWidth: number): string | null {
  const image = item.image;
  const candidates = [
    ...(image?.renditions ?? [])
      .filter((rendition) => POSTER_FORMATS.has(rendition.format))
      .map((rendition) => ({ url: safeMediaUrl(rendition.url), width: rendition.width })),
    ...(image ? [{ url: safeMediaUrl(image.src), width: image.width }] : []),
  ]
    .filter((candidate): candidate is { url: string; width: number } => !!candidate.url)
    .filter((candidate) => candidate.width > 0)
    .sort((a, b) => a.width - b.width);
  const poster =
    candidates.find((candidate) => candidate.width >= neededWidth) ?? candidates.at(-1);
  return poster?.url ?? safeMediaUrl(item.video?.poster);
}
