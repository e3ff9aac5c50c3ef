import { coordinates, copyrightNotice, createdDate, placeName } from './item-facts.ts';
import type { LinkTag, MetaItem, MetaTag } from './page-meta-types.ts';
import { itemName, oneLine } from './page-text.ts';
import { safeHttpUrl } from './site-address.ts';

/**
 * Dublin Core in the page's head, as DC-HTML writes it (`<link rel="schema.DC">` and
 * `<meta name="DC.title">`): what library and museum harvesters read. One `DC.subject` per tag.
 */

export const DUBLIN_CORE_SCHEMA: LinkTag = {
  rel: 'schema.DC',
  href: 'http://purl.org/dc/elements/1.1/',
};

/** "© 2015 Ann Example. Licence: CC BY 4.0 (https://…)", or what of it the record has. */
function rights(item: MetaItem): string | null {
  const license = item.license;
  const licence = license
    ? `Licence: ${oneLine(license.name)}${safeHttpUrl(license.url) ? ` (${safeHttpUrl(license.url)})` : ''}`
    : null;
  const text = [copyrightNotice(item), licence].filter(Boolean).join('. ');
  return text === '' ? null : text;
}

/** Place in words, and its coordinates as DCMI Point when known. */
function coverage(item: MetaItem): string | null {
  const geo = coordinates(item);
  return (
    [placeName(item), geo ? `east=${geo.lng}; north=${geo.lat}` : null]
      .filter(Boolean)
      .join('; ') || null
  );
}

export function itemDublinCore(item: MetaItem, pageUrl: string): MetaTag[] {
  const entries: [string, string | null][] = [
    ['DC.title', itemName(item)],
    ['DC.creator', item.creator ? oneLine(item.creator) : null],
    ['DC.date', createdDate(item)],
    ['DC.description', oneLine(item.description) || null],
    ['DC.type', item.type === 'video' ? 'MovingImage' : 'StillImage'],
    ['DC.rights', rights(item)],
    ...item.tags.map((tag): [string, string] => ['DC.subject', oneLine(tag)]),
    ['DC.coverage', coverage(item)],
    ['DC.identifier', pageUrl],
  ];
  return entries.flatMap(([key, content]) =>
    content ? [{ attribute: 'name' as const, key, content }] : [],
  );
}
