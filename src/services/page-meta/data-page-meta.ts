import type { OpenDataSummary } from '../open-data/open-data-summary.ts';
import { safeHttpUrl } from './site-address.ts';
import type { JsonLd, MetaItem, PageMeta, SiteContext } from './page-meta-types.ts';
import { clipDescription, documentTitle } from './page-text.ts';
import { PAGE_PATHS, pageUrl } from './site-address.ts';
import { socialTags } from './social-tags.ts';
import { previewImage } from './item-media.ts';

/**
 * `/data`: the records published as open data, described as a schema.org `Dataset` (what
 * Google's dataset search reads: name, description, license, creator, distribution…).
 */

const FORMAT_NAMES = { csv: 'CSV', json: 'JSON', geojson: 'GeoJSON' } as const;

export function dataDescription(archiveName: string): string {
  return `The records of ${archiveName} as open data: every published item's metadata as CSV and JSON, and the located items as GeoJSON.`;
}

function datasetJsonLd(site: SiteContext, summary: OpenDataSummary, url: string): JsonLd {
  const owner = { '@type': 'Organization', name: site.archiveName, url: site.siteUrl };
  const license = safeHttpUrl(summary.license.url) ?? summary.license.name;
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: `${site.archiveName}: records`,
    description: `${dataDescription(site.archiveName)} ${site.description}`,
    url,
    license,
    isAccessibleForFree: true,
    creator: owner,
    publisher: owner,
    dateModified: summary.dateModified,
    distribution: summary.files.map((file) => ({
      '@type': 'DataDownload',
      name: `${FORMAT_NAMES[file.format]}: ${file.records} records`,
      encodingFormat: file.mediaType,
      contentUrl: pageUrl(site.siteUrl, file.path),
      contentSize: `${file.bytes} B`,
    })),
    ...(summary.bounds
      ? {
          spatialCoverage: {
            '@type': 'Place',
            geo: { '@type': 'GeoShape', box: summary.bounds.join(' ') },
          },
        }
      : {}),
  };
}

export function dataPageMeta(
  site: SiteContext,
  summary: OpenDataSummary,
  preview?: MetaItem | null,
): PageMeta {
  const url = pageUrl(site.siteUrl, PAGE_PATHS.data);
  const description = clipDescription(dataDescription(site.archiveName));
  const image = preview ? previewImage(preview, site.siteUrl) : null;
  return {
    title: documentTitle('Open data', site.archiveName),
    description,
    canonical: url,
    noindex: false,
    image,
    meta: socialTags(site, { title: 'Open data', description, url, image }),
    links: [{ rel: 'canonical', href: url }],
    jsonLd: datasetJsonLd(site, summary, url),
  };
}
