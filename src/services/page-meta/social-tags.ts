import type { MetaTag, PreviewImage, SiteContext } from './page-meta-types.ts';

/**
 * Open Graph and Twitter card tags: what a link preview shows (Facebook, LinkedIn, Slack,
 * Mastodon, X…). A page with a picture gets the large card; every URL is absolute.
 */
export function socialTags(
  site: SiteContext,
  page: { title: string; description: string; url: string; image: PreviewImage | null },
): MetaTag[] {
  const og = (key: string, content: string | number | null): MetaTag[] =>
    content === null ? [] : [{ attribute: 'property', key: `og:${key}`, content: String(content) }];
  const twitter = (key: string, content: string): MetaTag => ({
    attribute: 'name',
    key: `twitter:${key}`,
    content,
  });
  const { image } = page;
  return [
    ...og('site_name', site.archiveName),
    ...og('type', 'website'),
    ...og('title', page.title),
    ...og('description', page.description),
    ...og('url', page.url),
    ...(image
      ? [
          ...og('image', image.url),
          ...og('image:width', image.width),
          ...og('image:height', image.height),
          ...og('image:alt', image.alt),
        ]
      : []),
    twitter('card', image ? 'summary_large_image' : 'summary'),
    twitter('title', page.title),
    twitter('description', page.description),
    ...(image ? [twitter('image', image.url), twitter('image:alt', image.alt)] : []),
  ];
}
