import { reuseSentence } from '@/components/ui/reuse-sentence';
import { itemPath, pageUrl } from '@/services/page-meta/site-address';
import { itemName } from '@/services/validation/item-name';
import type { ItemView } from '@/types/item';

/** What the ZIP's texts say about where and when it was made. */
export interface ZipOrigin {
  archiveName: string;
  /**
   * The site's address, ending in `/` and perhaps with a path (`https://example.org/archive/`);
   * item URLs are joined to it as the pages' own (site-address.ts).
   */
  siteUrl: string;
  date: Date;
}

export interface CreditedFile {
  item: ItemView;
  /** The file's name in the ZIP. */
  name: string;
}

export function itemUrl(siteUrl: string, objectID: string): string {
  return pageUrl(siteUrl, itemPath(objectID));
}

/** `27 November 2026`, the same in every browser and time zone (the date is the visitor's day). */
export function longDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

function itemLines(file: CreditedFile, origin: ZipOrigin): string[] {
  const { item } = file;
  const license = item.license
    ? `${item.license.name}${item.license.url ? ` <${item.license.url}>` : ''}`
    : 'not stated: ask the archive before reusing this';
  const reuse = reuseSentence(item);
  return [
    itemName(item),
    `  File: ${file.name}`,
    `  Creator: ${item.creator || 'unknown'}`,
    ...(item.credit ? [`  Credit: ${item.credit}`] : []),
    `  Licence: ${license}`,
    ...(reuse ? [`  Reuse: ${reuse}`] : []),
    `  Item: ${itemUrl(origin.siteUrl, item.objectID)}`,
  ];
}

/**
 * CREDITS.txt: a header naming the archive and the day, then per file in the ZIP its title,
 * creator, credit line, licence name and URI, what the licence lets a visitor do, and the item's
 * address. Plain text with CRLF, which every system's editor opens.
 */
export function creditsText(files: readonly CreditedFile[], origin: ZipOrigin): string {
  const count = files.length === 1 ? '1 item' : `${files.length} items`;
  const lines = [
    `${origin.archiveName}: ${count} downloaded on ${longDate(origin.date)}`,
    `From ${origin.siteUrl}`,
    '',
    'Credit each item as its credit line says, and reuse it only as its licence allows.',
    '',
    ...files.flatMap((file) => [...itemLines(file, origin), '']),
  ];
  return lines.join('\r\n');
}

export interface FailedFile {
  name: string;
  item: ItemView;
  /** One plain sentence: why the file is not in the ZIP. */
  reason: string;
}

/** ERRORS.txt: the files that are not in the ZIP and why, so a partial ZIP says it is one. */
export function errorsText(failures: readonly FailedFile[], origin: ZipOrigin): string {
  return [
    `${failures.length} of the chosen items could not be downloaded; they are not in this ZIP.`,
    '',
    ...failures.map(
      (failure) =>
        `${failure.name} (${itemUrl(origin.siteUrl, failure.item.objectID)}): ${failure.reason}`,
    ),
    '',
  ].join('\r\n');
}
