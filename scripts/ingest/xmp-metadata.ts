import type { LanguageTexts, Place } from '../../src/types/item.ts';
import { parseIsoDate } from './dates.ts';
import { licenseFromRights } from './license-uri.ts';
import type { MetadataLayer } from './metadata-layers.ts';
import type { LangAlternative, XmpProperties, XmpValue } from './xmp-packet.ts';

const DC = 'http://purl.org/dc/elements/1.1/';
const XMP = 'http://ns.adobe.com/xap/1.0/';
const RIGHTS = 'http://ns.adobe.com/xap/1.0/rights/';
const PHOTOSHOP = 'http://ns.adobe.com/photoshop/1.0/';
const CORE = 'http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/';
const EXT = 'http://iptc.org/std/Iptc4xmpExt/2008-02-29/';
const LIGHTROOM = 'http://ns.adobe.com/lightroom/1.0/';

/** As the record schema has it: a host after the scheme, no spaces. */
const HTTP_URL = /^https?:\/\/[^\s/]+\S*$/;

const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;

const isAlternatives = (value: XmpValue): value is LangAlternative[] =>
  Array.isArray(value) && value.some((item) => typeof item !== 'string');

/** Text of a simple property, of an rdf:Alt's x-default (else its first), or a list's first. */
function textOf(value: XmpValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() || undefined;
  if (isAlternatives(value)) {
    const chosen = value.find((item) => item.lang === 'x-default') ?? value[0];
    // Some tools write the language as the text (`<rdf:li xml:lang="x-default">x-default`).
    const text = chosen?.text.trim();
    return text && text !== chosen?.lang ? text : undefined;
  }
  return value.map((item) => item.trim()).find(Boolean);
}

function listOf(value: XmpValue | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const items =
    typeof value === 'string'
      ? [value]
      : value.map((item) => (typeof item === 'string' ? item : item.text));
  const kept = [...new Set(items.map((item) => item.trim()).filter(Boolean))];
  return kept.length > 0 ? kept : undefined;
}

/** The other languages of title, description and alt text, by language tag. */
function languagesOf(properties: XmpProperties): Record<string, LanguageTexts> | undefined {
  const languages: Record<string, LanguageTexts> = {};
  const fields: [keyof LanguageTexts, string][] = [
    ['title', `${DC}title`],
    ['description', `${DC}description`],
    ['alt', `${CORE}AltTextAccessibility`],
  ];
  for (const [field, name] of fields) {
    const value = properties.get(name);
    if (value === undefined || !isAlternatives(value)) continue;
    for (const { lang, text } of value) {
      if (
        lang === 'x-default' ||
        !LANGUAGE_TAG.test(lang) ||
        text.trim() === '' ||
        text.trim() === lang
      )
        continue;
      languages[lang] = { ...languages[lang], [field]: text.trim() };
    }
  }
  return Object.keys(languages).length > 0 ? languages : undefined;
}

/** The most specific parts name the place: "Harbour, Aarhus"; else the region or the country. */
export function placeOf(parts: {
  sublocation?: string | undefined;
  city?: string | undefined;
  region?: string | undefined;
  country?: string | undefined;
}): Place | undefined {
  const { sublocation, city, region, country } = parts;
  const name = [sublocation, city].filter(Boolean).join(', ') || region || country;
  if (!name) return undefined;
  return {
    name,
    country: country ?? null,
    ...(city ? { city } : {}),
    ...(region ? { region } : {}),
    ...(sublocation ? { sublocation } : {}),
  };
}

/** `xmp:Rating` is -1 (rejected) to 5; only 0–5 is a rating. */
function ratingOf(value: string | undefined): number | undefined {
  const rating = value === undefined ? NaN : Math.round(Number(value));
  return rating >= 0 && rating <= 5 ? rating : undefined;
}

/** Maps an XMP packet's properties (embedded or a sidecar's) to the sidecar's field names. */
export function metadataFromXmp(properties: XmpProperties): MetadataLayer {
  const get = (name: string): XmpValue | undefined => properties.get(name);
  const creators = listOf(get(`${DC}creator`));
  const usageTerms = textOf(get(`${RIGHTS}UsageTerms`));
  const webStatement = textOf(get(`${RIGHTS}WebStatement`));
  const license = licenseFromRights(usageTerms, webStatement);
  const date = textOf(get(`${PHOTOSHOP}DateCreated`)) ?? textOf(get(`${XMP}CreateDate`));
  const takenAt = date === undefined ? null : parseIsoDate(date);
  const layer: MetadataLayer = {
    title: textOf(get(`${DC}title`)),
    description: textOf(get(`${DC}description`)),
    tags: listOf(get(`${DC}subject`)),
    hierarchicalTags: listOf(get(`${LIGHTROOM}hierarchicalSubject`)),
    ...(creators ? { creator: creators.join(', '), creators } : {}),
    credit: textOf(get(`${PHOTOSHOP}Credit`)),
    ...(license ? { license } : {}),
    copyrightNotice: textOf(get(`${DC}rights`)),
    webStatement: webStatement && HTTP_URL.test(webStatement) ? webStatement : undefined,
    ...(takenAt === null ? {} : { takenAt }),
    place: placeOf({
      sublocation: textOf(get(`${CORE}Location`)),
      city: textOf(get(`${PHOTOSHOP}City`)),
      region: textOf(get(`${PHOTOSHOP}State`)),
      country: textOf(get(`${PHOTOSHOP}Country`)),
    }),
    people: listOf(get(`${EXT}PersonInImage`)),
    alt: textOf(get(`${CORE}AltTextAccessibility`)),
    altDetail: textOf(get(`${CORE}ExtDescrAccessibility`)),
    rating: ratingOf(textOf(get(`${XMP}Rating`))),
    label: textOf(get(`${XMP}Label`)),
    languages: languagesOf(properties),
  };
  return Object.fromEntries(
    Object.entries(layer).filter(([, value]) => value !== undefined),
  ) as MetadataLayer;
}
