/**
 * The static pages at retired item addresses (decision 039), plain HTML with no script or
 * style of its own, so the strict security policy holds and hosts without redirect rules still
 * say something true: a withdrawn item's page, and a moved item's pointer to its new address.
 * Both are noindex; a crawler that gets the host's 410 or 301 never reads them.
 */

export interface PageSite {
  /** The archive's name (site config); text, escaped here. */
  name: string;
  /** The built stylesheets to link, so the page looks like the site. */
  stylesheets?: string[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function page(site: PageSite, title: string, head: string[], body: string[]): string {
  const links = (site.stylesheets ?? []).map(
    (href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`,
  );
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="robots" content="noindex" />',
    `<title>${escapeHtml(title)} · ${escapeHtml(site.name)}</title>`,
    ...head,
    ...links,
    '</head>',
    '<body>',
    '<main>',
    ...body,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** "26 November 2026" from "2026-11-26"; the date as given when it is not one. */
function readableDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (!/^\d{4}-\d\d-\d\d$/.test(isoDay) || Number.isNaN(date.getTime())) return isoDay;
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function renderWithdrawnPage(site: PageSite, fate: { since: string }): string {
  const when = fate.since === '' ? '' : ` on ${escapeHtml(readableDate(fate.since))}`;
  return page(
    site,
    'Item withdrawn',
    [],
    [
      '<h1>This item was withdrawn</h1>',
      `<p>This item was removed from ${escapeHtml(site.name)}${when} ` +
        'and can no longer be seen or downloaded here.</p>',
      '<form action="/" method="get" role="search">',
      '<label for="q">Search the archive for something like it</label>',
      '<input id="q" name="q" type="search" />',
      '<button type="submit">Search</button>',
      '</form>',
      '<p><a href="/">Browse the whole archive</a></p>',
    ],
  );
}

/** For hosts without redirect rules: a zero-delay refresh, which search engines read as a 301. */
export function renderMovedPage(site: PageSite, to: string, siteUrl?: string): string {
  const href = escapeHtml(siteUrl ? new URL(to, siteUrl).href : to);
  return page(
    site,
    'Item moved',
    [
      `<meta http-equiv="refresh" content="0; url=${href}" />`,
      `<link rel="canonical" href="${href}" />`,
    ],
    ['<h1>This item has a new address</h1>', `<p><a href="${href}">Go to the item</a></p>`],
  );
}
