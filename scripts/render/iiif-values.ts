import type { ItemRecord, LanguageTexts } from '../../src/types/item.ts';

/** The values every IIIF resource of the site is written with (docs/iiif.md). */

export const IIIF_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';

/** The site a manifest belongs to: its address and its owner's words. */
export interface IiifSite {
  /** Absolute, ending in `/`. */
  siteUrl: string;
  archiveName: string;
  description: string;
}

/** A IIIF language map: `{ "none": ["Fallen leaf"], "de": ["Gefallenes Blatt"] }`. */
export type LanguageMap = Record<string, string[]>;

/**
 * A text as a language map. The record does not say which language its own texts are in, so
 * they are `none`; the XMP language alternatives it carries join them under their tags.
 */
export function languageMap(
  text: string,
  language: string,
  others?: Record<string, LanguageTexts>,
  field?: keyof LanguageTexts,
): LanguageMap {
  const map: LanguageMap = { [language]: [text] };
  for (const [tag, texts] of Object.entries(others ?? {})) {
    const value = field ? texts[field] : undefined;
    if (value && /^[a-zA-Z-]+$/.test(tag) && tag !== language) map[tag] = [value];
  }
  return map;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A metadata pair with an English label; null when there is nothing to say. A IIIF client reads
 * a value that starts with `<` and ends with `>` as HTML: the pairs written as HTML (a link) are
 * escaped by their writer, and a text that merely looks like HTML is escaped inside a `<span>`.
 */
export function pair(
  label: string,
  value: string | null | undefined,
  { html = false } = {},
): { label: LanguageMap; value: LanguageMap } | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  return { label: { en: [label] }, value: { none: [html ? value : plainText(value)] } };
}

/** A text as a IIIF client shows it as text: one that looks like HTML escaped inside a `<span>`. */
export function plainText(text: string): string {
  return /^\s*<[\s\S]*>\s*$/.test(text) ? `<span>${escapeHtml(text)}</span>` : text;
}

const CC = /^https?:\/\/creativecommons\.org\/(licenses|publicdomain)\/[\w.+-]+\/[\d.]+\/$/;
const RS = /^https?:\/\/rightsstatements\.org\/vocab\/[\w-]+\/[\d.]+\/$/;

/**
 * The licence URI as `rights` takes it: the spec allows only Creative Commons licences and
 * RightsStatements.org statements, in their `http` form; anything else (a GPL, a page of the
 * owner's) is left to the "Licence" metadata pair, so null here.
 */
export function iiifRights(url: string | null): string | null {
  if (!url) return null;
  const plain = url.replace(/^https:/, 'http:').replace(/\/?(deed\.\w+|legalcode)?$/, '/');
  return CC.test(plain) || RS.test(plain) ? plain : null;
}

const DAY_MS = 86_400_000;

/**
 * `navDate`: when the item was made, as an xsd:dateTime in UTC. A loose date (`c. 1950`, the
 * 1960s) gives the first day its span allows, which is what a viewer sorts and places it by.
 */
export function navDate(record: Pick<ItemRecord, 'takenAt' | 'dayFirst' | 'year'>): string | null {
  const date = new Date(0);
  if (typeof record.takenAt === 'number') date.setTime(record.takenAt * 1000);
  else if (typeof record.dayFirst === 'number') date.setTime(record.dayFirst * DAY_MS);
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  else if (typeof record.year === 'number') date.setUTCFullYear(record.year, 0, 1);
  else return null;
  const year = date.getUTCFullYear();
  // xsd:dateTime as every reader takes it: four digits, from the year 1.
  if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) return null;
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The site as the `provider` of its manifests and collections. */
export function providerOf(site: IiifSite) {
  const label = { none: [site.archiveName] };
  return [
    {
      id: site.siteUrl,
      type: 'Agent',
      label,
      homepage: [{ id: site.siteUrl, type: 'Text', format: 'text/html', label }],
    },
  ];
}
