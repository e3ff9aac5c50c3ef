import type { SlideTiles, ViewerSlide } from '@/services/lightbox/viewer-types';
import type { ItemImage, ItemView, Rendition, RenditionFormat } from '@/types/item';
import { itemAlt, itemName } from '@/services/validation/read-item';
import { safeMediaUrl, safePlaceholder } from '../ui/media-url';

/**
 * The viewer draws one <img>, so it takes one format: WebP is sharp and small and every browser
 * the archive supports decodes it; JPEG covers records without it.
 */
const VIEWER_FORMATS: RenditionFormat[] = ['webp', 'jpeg'];

function usable(renditions: readonly Rendition[], format: RenditionFormat) {
  return renditions.flatMap((rendition) => {
    const url = rendition.format === format ? safeMediaUrl(rendition.url) : null;
    return url && rendition.width > 0 && rendition.height > 0 ? [{ ...rendition, url }] : [];
  });
}

/** Every file a page may draw for the image, in any format. */
function drawnAs(image: ItemImage): string[] {
  return [...image.renditions.map((rendition) => rendition.url), image.src].flatMap((url) => {
    const safe = safeMediaUrl(url);
    return safe ? [safe] : [];
  });
}

/** The original's tile service, for a photo whose original holds more than its renditions. */
function tilesOf(record: ItemView, image: ItemImage): SlideTiles | undefined {
  const service = image.tileService ? safeMediaUrl(image.tileService) : null;
  if (!service || record.type === 'video' || image.width <= 0 || image.height <= 0)
    return undefined;
  return { service, width: image.width, height: image.height };
}

/** The slide for a record, or null when it has no image the viewer can show. */
export function slideFromRecord(record: ItemView): ViewerSlide | null {
  const image = record.image;
  if (!image) return null;
  const renditions = image.renditions;
  for (const format of VIEWER_FORMATS) {
    const files = usable(renditions, format).sort((a, b) => a.width - b.width);
    const largest = files.at(-1);
    if (!largest) continue;
    const tiles = tilesOf(record, image);
    return {
      objectID: record.objectID,
      title: itemName(record),
      ...(record.alt && { alt: itemAlt(record) }),
      credit: record.credit,
      width: largest.width,
      height: largest.height,
      src: largest.url,
      srcset: files.map((file) => `${file.url} ${file.width}w`).join(', '),
      placeholder: safePlaceholder(image.placeholder),
      drawnAs: drawnAs(image),
      isVideo: record.type === 'video',
      ...(tiles && { tiles }),
    };
  }
  // No renditions: the original itself, if the record says how big it is.
  const original = safeMediaUrl(image.src);
  if (original && image.width > 0 && image.height > 0) {
    return {
      objectID: record.objectID,
      title: itemName(record),
      ...(record.alt && { alt: itemAlt(record) }),
      credit: record.credit,
      width: image.width,
      height: image.height,
      src: original,
      srcset: '',
      placeholder: safePlaceholder(image.placeholder),
      drawnAs: drawnAs(image),
      isVideo: record.type === 'video',
    };
  }
  return null;
}
