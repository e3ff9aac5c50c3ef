import type { ViewerSlide } from '@/services/lightbox/viewer-types';
import type { ItemRecord, Rendition, RenditionFormat } from '@/types/item';
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

/** The slide for a record, or null when it has no image the viewer can show. */
export function slideFromRecord(record: ItemRecord): ViewerSlide | null {
  const renditions = Array.isArray(record.image?.renditions) ? record.image.renditions : [];
  for (const format of VIEWER_FORMATS) {
    const files = usable(renditions, format).sort((a, b) => a.width - b.width);
    const largest = files.at(-1);
    if (!largest) continue;
    return {
      objectID: record.objectID,
      title: typeof record.title === 'string' ? record.title : record.objectID,
      credit: typeof record.credit === 'string' ? record.credit : '',
      width: largest.width,
      height: largest.height,
      src: largest.url,
      srcset: files.map((file) => `${file.url} ${file.width}w`).join(', '),
      placeholder: safePlaceholder(record.image.placeholder),
      isVideo: record.type === 'video',
    };
  }
  // No renditions: the original itself, if the record says how big it is.
  const original = safeMediaUrl(record.image?.src);
  if (original && record.image.width > 0 && record.image.height > 0) {
    return {
      objectID: record.objectID,
      title: typeof record.title === 'string' ? record.title : record.objectID,
      credit: typeof record.credit === 'string' ? record.credit : '',
      width: record.image.width,
      height: record.image.height,
      src: original,
      srcset: '',
      placeholder: safePlaceholder(record.image.placeholder),
      isVideo: record.type === 'video',
    };
  }
  return null;
}
