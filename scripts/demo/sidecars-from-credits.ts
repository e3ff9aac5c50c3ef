/**
 * demo/credits.json entries → sidecars, with licence URLs and the credit line as
 * demo/CREDITS.md prescribes ("<Title>" by <Creator>, <Licence> — taken from Debian package
 * <package>; resized/re-encoded).
 */

export interface Credit {
  file: string;
  kind: 'photo' | 'video';
  title: string;
  description: string;
  creator: string | null;
  license: string;
  source: { debianPackage: string };
  tags: string[];
  takenAt: string | null;
  place: string | null;
  placeGeo?: { lat: number; lng: number; note: string };
  durationSeconds?: number;
  webm?: string;
  poster?: string;
  derivedFrom?: string[];
}

/** `- CC-BY-4.0: https://…` lines of the Attribution section; "Public domain" has no URL. */
export function licenseUrls(creditsMd: string): Map<string, string | null> {
  const urls = new Map<string, string | null>();
  const attribution = creditsMd.slice(creditsMd.indexOf('## Attribution'));
  for (const match of attribution.matchAll(/^- ([^:\n]+): (\S+)/gm)) {
    const [, name = '', rest = ''] = match;
    urls.set(name.trim(), /^https?:\/\//.test(rest) ? rest : null);
  }
  return urls;
}

const COUNTRY_NAMES: Record<string, string> = {
  Denmark: 'Denmark',
  Spain: 'Spain',
  USA: 'United States',
};

/** The country only where the source names it: "Aarhus, Denmark" or the placeGeo note. */
export function placeOf(credit: Credit): { name: string; country: string | null } | null {
  if (!credit.place) return null;
  const parts = credit.place.split(', ');
  const last = parts.at(-1) ?? '';
  if (parts.length > 1 && COUNTRY_NAMES[last]) {
    return { name: parts.slice(0, -1).join(', '), country: COUNTRY_NAMES[last] };
  }
  const noted = /\(([^)]*)\)/
    .exec(credit.placeGeo?.note ?? '')?.[1]
    ?.split(', ')
    .at(-1);
  return { name: credit.place, country: (noted && COUNTRY_NAMES[noted]) || null };
}

function listTitles(titles: string[]): string {
  const quoted = titles.map((title) => `"${title}"`);
  return quoted.length < 2
    ? quoted.join('')
    : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

/** "<Title>" by <Creator>, <Licence> — taken from Debian package <package>; resized/re-encoded */
export function creditLine(credit: Credit, all: Credit[]): string {
  const by = credit.creator ? ` by ${credit.creator}` : '';
  const change = credit.derivedFrom
    ? `made from the photos ${listTitles(credit.derivedFrom.map((f) => all.find((c) => c.file === f)?.title ?? f))}`
    : 'resized/re-encoded';
  return `"${credit.title}"${by}, ${credit.license} — taken from Debian package ${credit.source.debianPackage}; ${change}`;
}

export function sidecarFor(
  credit: Credit,
  all: Credit[],
  urls: Map<string, string | null>,
): object {
  const place = placeOf(credit);
  return {
    title: credit.title,
    description: credit.description,
    tags: credit.tags,
    creator: credit.creator,
    credit: creditLine(credit, all),
    license: { name: credit.license, url: urls.get(credit.license) ?? null },
    // null too: "no known date" must win over a date the file's own XMP or IPTC gives.
    takenAt: credit.takenAt,
    ...(place ? { place } : {}),
    ...(credit.placeGeo ? { geo: { lat: credit.placeGeo.lat, lng: credit.placeGeo.lng } } : {}),
    ...(credit.kind === 'video'
      ? {
          ...(credit.poster ? { poster: credit.poster } : {}),
          ...(credit.webm ? { alternates: [credit.webm] } : {}),
          ...(credit.durationSeconds ? { durationSec: credit.durationSeconds } : {}),
        }
      : {}),
  };
}
