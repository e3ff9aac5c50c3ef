import type { ItemImage, RenditionFormat } from '@/types/item';
import { safeMediaUrl } from './media-url';

/** The renditions of one format as a `srcset` list; renditions with a bad URL or width left out. */
export function renditionSrcSet(
  image: Pick<ItemImage, 'renditions'>,
  format: RenditionFormat,
): string {
  return image.renditions
    .filter((rendition) => rendition.format === format)
    .flatMap((rendition) => {
      const url = safeMediaUrl(rendition.url);
      return url && rendition.width > 0 ? [`${url} ${rendition.width}w`] : [];
    })
    .join(', ');
}
