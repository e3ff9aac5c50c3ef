import type { License } from '../../src/types/item.ts';
import { findKnownLicense, KNOWN_LICENSES } from './licenses.ts';
import { RIGHTS_STATEMENTS } from './reuse.ts';

const CC =
  /https?:\/\/(?:www\.)?creativecommons\.org\/(licenses|publicdomain)\/([a-z-]+)\/(\d\.\d)(?:\/[\w.-]*)*\/?/i;
const RS = /https?:\/\/(?:www\.)?rightsstatements\.org\/(?:vocab|page)\/([A-Za-z-]+)\/(\d\.\d)\/?/;

function creativeCommons(text: string): License | null {
  const match = CC.exec(text);
  if (!match) return null;
  const [, kind = '', code = '', version = ''] = match;
  const lower = code.toLowerCase();
  // The deed's address without "deed.de" or "legalcode": the form KNOWN_LICENSES names.
  const url = `https://creativecommons.org/${kind.toLowerCase()}/${lower}/${version}/`;
  const known = KNOWN_LICENSES.find((license) => license.url === url);
  if (known) return known;
  if (kind.toLowerCase() === 'publicdomain') {
    const name = lower === 'zero' ? `CC0-${version}` : `Public Domain Mark ${version}`;
    return { name, url };
  }
  return { name: `CC-${lower.toUpperCase()}-${version}`, url };
}

function rightsStatement(text: string): License | null {
  const match = RS.exec(text);
  const code = match?.[1];
  const name = code ? RIGHTS_STATEMENTS[code]?.name : undefined;
  if (!match || !code || !name) return null;
  return { name, url: `http://rightsstatements.org/vocab/${code}/${match[2] ?? '1.0'}/` };
}

/** "CC BY-SA 4.0" as usage terms are often written → the known licence of that name. */
function namedInText(text: string): License | null {
  const spaced = /\bCC[\s-]?(BY(?:[\s-](?:NC|SA|ND))*)[\s-]+(\d\.\d)\b/i.exec(text);
  if (spaced) {
    const code = (spaced[1] ?? '').toUpperCase().replace(/\s+/g, '-');
    return findKnownLicense(`CC-${code}-${spaced[2] ?? ''}`);
  }
  return findKnownLicense(text);
}

/**
 * The licence a file's rights fields give (`xmpRights:WebStatement`, `xmpRights:UsageTerms`):
 * a Creative Commons or RightsStatements.org URI in either is recognised and named; usage terms
 * naming a known licence give that licence; other usage terms become the licence's name as
 * written, with no URL. Null when neither field says anything.
 */
export function licenseFromRights(usageTerms?: string, webStatement?: string): License | null {
  for (const text of [webStatement, usageTerms]) {
    if (!text) continue;
    const found = creativeCommons(text) ?? rightsStatement(text);
    if (found) return found;
  }
  if (!usageTerms) return null;
  return namedInText(usageTerms) ?? { name: usageTerms, url: null };
}
