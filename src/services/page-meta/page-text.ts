import type { CollectionConfig } from '../../config/site-schema.ts';
import type { MetaItem } from './page-meta-types.ts';

/**
 * The words of each page's title and description. They are the ones the screens set at run time
 * (useDocumentTitle, useMetaDescription in the item, collection, collections, about and map
 * screens), so the HTML a crawler reads and the tab a visitor sees say the same.
 */

/** useMetaDescription's limit: longer text is cut with an ellipsis. */
export const DESCRIPTION_MAX_LENGTH = 160;

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** One line without control characters (HTML forbids them), as useMetaDescription cleans it. */
export function oneLine(text: string): string {
  return text.replace(CONTROL, '').replace(/\s+/g, ' ').trim();
}

export function clipDescription(text: string): string {
  const clean = oneLine(text);
  return clean.length > DESCRIPTION_MAX_LENGTH
    ? `${clean.slice(0, DESCRIPTION_MAX_LENGTH - 1)}…`
    : clean;
}

/** useDocumentTitle: "Fallen leaf · Folio", or the archive's name alone. */
export function documentTitle(title: string | null, archiveName: string): string {
  return title ? `${oneLine(title)} · ${archiveName}` : archiveName;
}

/** read-item.ts's itemName: what to call an item when its title is missing. */
export function itemName(item: Pick<MetaItem, 'title' | 'objectID'>): string {
  const title = oneLine(item.title);
  return title !== '' ? title : `Untitled (${item.objectID})`;
}

/** The item screen's description: the record's, else its title. */
export function itemDescription(item: MetaItem): string {
  return oneLine(item.description) || itemName(item);
}

/** license-credit.tsx's ready credit line: "Photo: Ann Example, CC BY 4.0". */
export function creditLine(item: MetaItem): string {
  const kind = item.type === 'video' ? 'Video' : 'Photo';
  const who = item.creator || `“${itemName(item)}”`;
  return `${kind}: ${who}, ${item.license?.name ?? 'licence unknown'}`;
}

export function collectionsDescription(
  archiveName: string,
  collections: readonly Pick<CollectionConfig, 'title'>[],
): string {
  return `Curated sets of ${archiveName}: ${collections.map(({ title }) => title).join(', ')}.`;
}

export function mapDescription(archiveName: string): string {
  return `The items of ${archiveName} on a map: search by place, share the area.`;
}
