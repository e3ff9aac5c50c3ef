import { copyrightNotice, coordinates, createdDate, isoDuration, placeName } from './item-facts.ts';
import { pageImage, thumbnailImage, videoUrls } from './item-media.ts';
import type { JsonLd, MetaItem } from './page-meta-types.ts';
import { creditLine, itemName, oneLine } from './page-text.ts';
import { safeHttpUrl } from './site-address.ts';

/**
 * An item as schema.org describes it: an ImageObject or a VideoObject with what Google's image
 * licence metadata reads for the "Licensable" badge (contentUrl, creator, creditText,
 * copyrightNotice, license, acquireLicensePage) and where and when it was made.
 *
 * `contentUrl` is the picture the page shows (its `<img src>`), the one Google indexes from the
 * page: Google matches the metadata to an image by this address. A field the record lacks is
 * left out, never invented.
 */
export function itemJsonLd(item: MetaItem, siteUrl: string, pageUrl: string): JsonLd {
  const isVideo = item.type === 'video';
  const image = pageImage(item, siteUrl);
  const thumbnail = thumbnailImage(item, siteUrl);
  const video = isVideo ? videoUrls(item, siteUrl) : null;
  const place = placeName(item);
  const geo = coordinates(item);
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': isVideo ? 'VideoObject' : 'ImageObject',
    '@id': `${pageUrl}#item`,
    url: pageUrl,
    name: itemName(item),
    description: oneLine(item.description) || undefined,
    contentUrl: (isVideo ? video?.contentUrl : image?.url) ?? undefined,
    embedUrl: video?.embedUrl ?? undefined,
    encodingFormat: video?.type ?? undefined,
    duration:
      isVideo && item.video ? (isoDuration(item.video.durationSec) ?? undefined) : undefined,
    thumbnailUrl: thumbnail?.url,
    width: !isVideo && image?.width ? image.width : undefined,
    height: !isVideo && image?.height ? image.height : undefined,
    creator: item.creator ? { '@type': 'Person', name: oneLine(item.creator) } : undefined,
    creditText: oneLine(item.credit) || creditLine(item),
    copyrightNotice: copyrightNotice(item) ?? undefined,
    license: safeHttpUrl(item.license?.url) ?? undefined,
    // The item's page names its licence and credit and offers the contact form.
    acquireLicensePage: pageUrl,
    dateCreated: createdDate(item) ?? undefined,
    keywords: item.tags.length > 0 ? item.tags.map(oneLine).join(', ') : undefined,
    contentLocation:
      place || geo
        ? {
            '@type': 'Place',
            name: place ?? undefined,
            geo: geo
              ? { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng }
              : undefined,
          }
        : undefined,
  };
  return withoutUndefined(data);
}

/** JSON.stringify drops undefined too; this keeps the data a test reads equal to the page's. */
function withoutUndefined(data: JsonLd): JsonLd {
  return JSON.parse(JSON.stringify(data)) as JsonLd;
}
