import type { Rendition } from '../../types/item.ts';
import { absoluteMediaUrl } from './site-address.ts';
import { itemName, oneLine } from './page-text.ts';
import type { MetaItem, PreviewImage } from './page-meta-types.ts';

/**
 * Which of an item's files each kind of metadata names. Ingest writes AVIF and WebP at every
 * width and one JPEG, 1080 wide or the largest below (docs/ingest.md): that JPEG is the
 * `<img src>` the item screen draws (responsive-image.tsx), the file search engines index from
 * the page, and one every link previewer reads (none reads AVIF), at a size they recommend.
 */

/** Formats every link previewer and Google Images read. */
const PREVIEW_FORMATS: readonly Rendition['format'][] = ['jpeg', 'webp'];

interface SizedUrl {
  url: string;
  width: number | null;
  height: number | null;
}

function renditionsOf(item: MetaItem, siteUrl: string, format: Rendition['format']): SizedUrl[] {
  return (item.image?.renditions ?? [])
    .filter((rendition) => rendition.format === format)
    .flatMap((rendition) => {
      const url = absoluteMediaUrl(siteUrl, rendition.url);
      return url ? [{ url, width: rendition.width, height: rendition.height }] : [];
    });
}

/**
 * The picture the page shows, as its `<img src>` names it: the first JPEG rendition, else the
 * original, else (an odd record) the widest WebP. Null with no usable file.
 */
export function pageImage(item: MetaItem, siteUrl: string): SizedUrl | null {
  const jpeg = renditionsOf(item, siteUrl, 'jpeg')[0];
  if (jpeg) return jpeg;
  const original = absoluteMediaUrl(siteUrl, item.image?.src);
  if (original && /\.(jpe?g|png|webp|gif)$/i.test(new URL(original).pathname)) {
    return { url: original, width: item.image?.width || null, height: item.image?.height || null };
  }
  const webp = renditionsOf(item, siteUrl, 'webp').sort((a, b) => (b.width ?? 0) - (a.width ?? 0));
  return webp[0] ?? null;
}

/** The smallest JPEG or WebP rendition, for `thumbnailUrl`; else the page's picture. */
export function thumbnailImage(item: MetaItem, siteUrl: string): SizedUrl | null {
  const small = PREVIEW_FORMATS.flatMap((format) => renditionsOf(item, siteUrl, format)).sort(
    (a, b) => (a.width ?? 0) - (b.width ?? 0),
  )[0];
  return small ?? pageImage(item, siteUrl);
}

/** The item's picture for link previews, with its alt text (else its name) as its alternative. */
export function previewImage(item: MetaItem, siteUrl: string): PreviewImage | null {
  const image = pageImage(item, siteUrl) ?? posterImage(item, siteUrl);
  return image ? { ...image, alt: oneLine(item.alt ?? '') || itemName(item) } : null;
}

function posterImage(item: MetaItem, siteUrl: string): SizedUrl | null {
  const url = absoluteMediaUrl(siteUrl, item.video?.poster);
  return url ? { url, width: null, height: null } : null;
}

/** A video's own file (self-hosted) or its player's address (YouTube, Vimeo). */
export function videoUrls(
  item: MetaItem,
  siteUrl: string,
): { contentUrl: string | null; embedUrl: string | null; type: string | null } {
  const video = item.video;
  if (!video) return { contentUrl: null, embedUrl: null, type: null };
  if (video.provider === 'file') {
    const source = video.sources.find((entry) => absoluteMediaUrl(siteUrl, entry.url));
    return {
      contentUrl: absoluteMediaUrl(siteUrl, source?.url ?? video.src),
      embedUrl: null,
      type: source?.type ?? null,
    };
  }
  const id = encodeURIComponent(video.id);
  const embedUrl =
    video.provider === 'youtube'
      ? `https://www.youtube.com/embed/${id}`
      : `https://player.vimeo.com/video/${id}`;
  return { contentUrl: null, embedUrl, type: null };
}
