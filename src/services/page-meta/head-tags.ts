import { escapeAttribute, escapeText, serializeJsonLd } from './escape-html.ts';
import type { PageMeta } from './page-meta-types.ts';

/**
 * A page's metadata as the tags of its `<head>`, one a line, every value escaped. The JSON-LD
 * is a data block (`type="application/ld+json"`): the browser never runs it, so the security
 * policy's "no inline script" holds without a hash, and code may read it with JSON.parse.
 */
export function renderHeadTags(page: PageMeta): string {
  const lines = [
    `<title>${escapeText(page.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(page.description)}" />`,
    ...(page.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...page.links.map(
      ({ rel, href }) => `<link rel="${escapeAttribute(rel)}" href="${escapeAttribute(href)}" />`,
    ),
    ...page.meta.map(
      ({ attribute, key, content }) =>
        `<meta ${attribute}="${escapeAttribute(key)}" content="${escapeAttribute(content)}" />`,
    ),
    ...(page.jsonLd
      ? [`<script type="application/ld+json">${serializeJsonLd(page.jsonLd)}</script>`]
      : []),
  ];
  return lines.join('\n');
}
