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
      ({ rel, type, href }) =>
        `<link rel="${escapeAttribute(rel)}"${type ? ` type="${escapeAttribute(type)}"` : ''} href="${escapeAttribute(href)}" />`,
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

/** The tags of the template that a page's own replace (the built index.html has the first two). */
const REPLACED = [
  /<title>[^<]*<\/title>\s*/gi,
  /<meta\s+name="description"[^>]*>\s*/gi,
  /<meta\s+name="robots"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
];

/**
 * The built `index.html` made one page's: its generic title and description out, the page's
 * tags in at the end of the head (after the security policy's meta, which must come first).
 */
export function applyHeadTags(templateHtml: string, page: PageMeta): string {
  const closing = templateHtml.search(/<\/head>/i);
  if (closing < 0) throw new Error('The page template has no </head>: cannot add the page’s tags.');
  const head = REPLACED.reduce(
    (html, tag) => html.replace(tag, ''),
    templateHtml.slice(0, closing),
  );
  const indent = /\n([ \t]*)<\/head>/i.exec(templateHtml)?.[1] ?? '';
  const tags = renderHeadTags(page)
    .split('\n')
    .map((line) => `${indent}  ${line}`)
    .join('\n');
  return `${head.replace(/\s*$/, '')}\n${tags}\n${indent}${templateHtml.slice(closing)}`;
}
