import { DUBLIN_CORE_SCHEMA, itemDublinCore } from './item-dublin-core.ts';
import { itemJsonLd } from './item-json-ld.ts';
import { previewImage } from './item-media.ts';
import type { MetaItem, PageMeta, SiteContext } from './page-meta-types.ts';
import { clipDescription, documentTitle, itemDescription, itemName } from './page-text.ts';
import { iiifManifestPath } from './iiif-manifest-path.ts';
import { itemPath, pageUrl } from './site-address.ts';
import { socialTags } from './social-tags.ts';

/** A IIIF Presentation 3.0 manifest's media type, as aggregators look for it in a page's head. */
export const IIIF_MANIFEST_TYPE =
  'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"';

/** `/item/<id>`: the item's own words, its picture for previews, schema.org and Dublin Core. */
export function itemPageMeta(site: SiteContext, item: MetaItem): PageMeta {
  const url = pageUrl(site.siteUrl, itemPath(item.objectID));
  const name = itemName(item);
  const description = clipDescription(itemDescription(item));
  const image = previewImage(item, site.siteUrl);
  return {
    title: documentTitle(name, site.archiveName),
    description,
    canonical: url,
    noindex: false,
    image,
    meta: [
      ...socialTags(site, { title: name, description, url, image }),
      ...itemDublinCore(item, url),
    ],
    links: [
      { rel: 'canonical', href: url },
      DUBLIN_CORE_SCHEMA,
      {
        rel: 'alternate',
        type: IIIF_MANIFEST_TYPE,
        href: pageUrl(site.siteUrl, iiifManifestPath(item.objectID)),
      },
    ],
    jsonLd: itemJsonLd(item, site.siteUrl, url),
  };
}
