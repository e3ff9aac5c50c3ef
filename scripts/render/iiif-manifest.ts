import type { ItemImage, ItemRecord, ItemVideo } from '../../src/types/item.ts';
import { createdDate, placeName } from '../../src/services/page-meta/item-facts.ts';
import {
  absoluteMediaUrl,
  itemPath,
  pageUrl,
  safeHttpUrl,
} from '../../src/services/page-meta/site-address.ts';
import { iiifManifestPath } from '../../src/services/page-meta/iiif-manifest-path.ts';
import {
  escapeHtml,
  IIIF_CONTEXT,
  iiifRights,
  languageMap,
  navDate,
  pair,
  plainText,
  providerOf,
  type IiifSite,
  type LanguageMap,
} from './iiif-values.ts';

/**
 * One item as a IIIF Presentation 3.0 Manifest (docs/iiif.md, decision 049): its facts as the
 * item page shows them, one Canvas painted with the largest JPEG rendition (and the tile
 * pyramid's level-0 image service when ingest made one), or a time-based Canvas for a video file.
 */

type Json = Record<string, unknown>;

const MEDIA_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

/** The image a viewer paints: the largest JPEG rendition, else the largest of any, else the original. */
function paintedImage(image: ItemImage): {
  url: string;
  width: number;
  height: number;
  format: string;
} {
  const largest = (format?: string) =>
    image.renditions
      .filter((rendition) => format === undefined || rendition.format === format)
      .sort((a, b) => b.width - a.width)[0];
  const rendition = largest('jpeg') ?? largest();
  if (rendition) return { ...rendition, format: MEDIA_TYPES[rendition.format] ?? 'image/jpeg' };
  const extension = /\.(\w+)$/.exec(image.src)?.[1]?.toLowerCase() ?? 'jpg';
  return {
    url: image.src,
    width: image.width,
    height: image.height,
    format: MEDIA_TYPES[extension] ?? 'image/jpeg',
  };
}

/** A thumbnail: the smallest JPEG rendition. */
function thumbnailOf(image: ItemImage, siteUrl: string): Json[] {
  const small = image.renditions
    .filter((rendition) => rendition.format === 'jpeg')
    .sort((a, b) => a.width - b.width)[0];
  const url = small && absoluteMediaUrl(siteUrl, small.url);
  if (!small || !url) return [];
  return [
    { id: url, type: 'Image', format: 'image/jpeg', width: small.width, height: small.height },
  ];
}

/** The record's facts, as label/value pairs in the item page's words. */
function metadataOf(record: ItemRecord): Json[] {
  const date = record.dateLabel ?? record.dateText ?? createdDate(record)?.slice(0, 10) ?? null;
  const link = safeHttpUrl(record.license.url);
  // A value that starts with `<` and ends with `>` is HTML to a IIIF client.
  const licence = link
    ? `<a href="${escapeHtml(link)}">${escapeHtml(record.license.name)}</a>`
    : record.license.name;
  return [
    pair('Type', record.type === 'video' ? 'Video' : 'Photo'),
    pair('Creator', record.creator),
    pair('Date', date),
    pair('Place', placeName(record)),
    pair('People', record.people?.join(', ')),
    pair('Keywords', record.tags.join(', ')),
    pair('Licence', licence, { html: link !== null }),
    pair('Copyright', record.copyrightNotice),
  ].filter((entry) => entry !== null);
}

/** The painting annotation page of a canvas. */
function painting(base: string, body: Json): Json {
  return {
    id: `${base}/page/1`,
    type: 'AnnotationPage',
    items: [
      {
        id: `${base}/annotation/1`,
        type: 'Annotation',
        motivation: 'painting',
        body,
        target: `${base}/canvas/1`,
      },
    ],
  };
}

function imageCanvas(record: ItemRecord, base: string, siteUrl: string, label: LanguageMap): Json {
  const image = paintedImage(record.image);
  const service = record.image.tileService
    ? absoluteMediaUrl(siteUrl, record.image.tileService)
    : null;
  const body = {
    id: absoluteMediaUrl(siteUrl, image.url) ?? image.url,
    type: 'Image',
    format: image.format,
    width: image.width,
    height: image.height,
    ...(service ? { service: [{ id: service, type: 'ImageService3', profile: 'level0' }] } : {}),
  };
  return {
    id: `${base}/canvas/1`,
    type: 'Canvas',
    label,
    width: record.image.width,
    height: record.image.height,
    items: [painting(base, body)],
  };
}

/** A video file's time-based canvas; null without a known duration (IIIF requires one). */
function videoCanvas(
  record: ItemRecord,
  video: Extract<ItemVideo, { provider: 'file' }>,
  base: string,
  siteUrl: string,
  label: LanguageMap,
): Json | null {
  if (video.durationSec === null || !(video.durationSec > 0)) return null;
  const src = absoluteMediaUrl(siteUrl, video.src);
  if (!src) return null;
  const format =
    video.sources.find((source) => source.url === video.src)?.type ??
    video.sources[0]?.type ??
    'video/mp4';
  const size = { width: record.image.width, height: record.image.height };
  return {
    id: `${base}/canvas/1`,
    type: 'Canvas',
    label,
    ...size,
    duration: video.durationSec,
    items: [
      painting(base, { id: src, type: 'Video', format, ...size, duration: video.durationSec }),
    ],
  };
}

/** A YouTube or Vimeo video's page, where it plays: the manifest's `rendering`. */
function providerPage(video: ItemVideo): Json[] {
  if (video.provider === 'file') return [];
  const url =
    video.provider === 'youtube'
      ? `https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}`
      : `https://vimeo.com/${encodeURIComponent(video.id)}`;
  const name = video.provider === 'youtube' ? 'YouTube' : 'Vimeo';
  return [
    { id: url, type: 'Text', format: 'text/html', label: languageMap(`Watch on ${name}`, 'en') },
  ];
}

export function itemManifest(record: ItemRecord, site: IiifSite): Json {
  const { siteUrl } = site;
  const id = pageUrl(siteUrl, iiifManifestPath(record.objectID));
  const base = id.slice(0, -'/manifest.json'.length);
  const label = languageMap(record.title || record.objectID, 'none', record.languages, 'title');
  // A summary may hold HTML: the owner's words are text.
  const summary = record.description
    ? Object.fromEntries(
        Object.entries(
          languageMap(record.description, 'none', record.languages, 'description'),
        ).map(([language, texts]) => [language, texts.map(plainText)]),
      )
    : null;
  const video = record.video;
  const canvas =
    (video?.provider === 'file' && videoCanvas(record, video, base, siteUrl, label)) ||
    imageCanvas(record, base, siteUrl, label);
  const rights = iiifRights(record.license.url);
  const date = navDate(record);
  const credit = pair('Attribution', record.credit);
  const thumbnail = thumbnailOf(record.image, siteUrl);
  return {
    '@context': IIIF_CONTEXT,
    id,
    type: 'Manifest',
    label,
    ...(summary ? { summary } : {}),
    metadata: metadataOf(record),
    ...(credit ? { requiredStatement: credit } : {}),
    ...(rights ? { rights } : {}),
    ...(date ? { navDate: date } : {}),
    ...(thumbnail.length > 0 ? { thumbnail } : {}),
    homepage: [
      {
        id: pageUrl(siteUrl, itemPath(record.objectID)),
        type: 'Text',
        format: 'text/html',
        label,
      },
    ],
    provider: providerOf(site),
    ...(record.withheld
      ? {}
      : {
          seeAlso: [
            {
              id: pageUrl(siteUrl, 'data/records.json'),
              type: 'Dataset',
              format: 'application/json',
              label: languageMap('The archive’s records as open data', 'en'),
            },
          ],
        }),
    ...(video && video.provider !== 'file' ? { rendering: providerPage(video) } : {}),
    items: [canvas],
  };
}
