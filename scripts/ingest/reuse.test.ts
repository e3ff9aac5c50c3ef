import { describe, expect, it } from 'vitest';
import type { Reuse } from '../../src/types/item.ts';
import { licenseFromRights } from './license-uri.ts';
import { DEFAULT_LICENSE, findKnownLicense } from './licenses.ts';
import { officialLicense, reuseOf } from './reuse.ts';

/** The licence a record gets for a rights URI in a file, and its group. */
function fromUri(uri: string) {
  const read = licenseFromRights(undefined, uri);
  if (!read) throw new Error(`not recognised: ${uri}`);
  const license = officialLicense(read);
  return { ...license, reuse: reuseOf(license) };
}

const CC_GROUPS: [string, Reuse][] = [
  ['by', 'free'],
  ['by-sa', 'free'],
  ['by-nc', 'conditions'],
  ['by-nd', 'conditions'],
  ['by-nc-sa', 'conditions'],
  ['by-nc-nd', 'conditions'],
];

describe('where each licence belongs', () => {
  it.each(
    CC_GROUPS.flatMap(([code, reuse]) =>
      ['1.0', '2.0', '2.5', '3.0', '4.0'].map((v) => [code, v, reuse] as const),
    ),
  )('CC %s %s is %s', (code, version, reuse) => {
    const url = `https://creativecommons.org/licenses/${code}/${version}/`;
    expect(fromUri(`${url}deed.fr`)).toEqual({
      name: `CC ${code.toUpperCase()} ${version}`,
      url,
      reuse,
    });
  });

  it('puts CC0 and the Public Domain Mark with the free ones', () => {
    expect(fromUri('https://creativecommons.org/publicdomain/zero/1.0/legalcode')).toEqual({
      name: 'CC0 1.0',
      url: 'https://creativecommons.org/publicdomain/zero/1.0/',
      reuse: 'free',
    });
    expect(fromUri('http://creativecommons.org/publicdomain/mark/1.0/')).toEqual({
      name: 'Public Domain Mark 1.0',
      url: 'https://creativecommons.org/publicdomain/mark/1.0/',
      reuse: 'free',
    });
  });

  it.each([
    ['InC', 'In Copyright', 'permission'],
    ['InC-OW-EU', 'In Copyright - EU Orphan Work', 'permission'],
    ['InC-EDU', 'In Copyright - Educational Use Permitted', 'conditions'],
    ['InC-NC', 'In Copyright - Non-Commercial Use Permitted', 'conditions'],
    ['InC-RUU', 'In Copyright - Rights-holder(s) Unlocatable or Unidentifiable', 'permission'],
    ['NoC-CR', 'No Copyright - Contractual Restrictions', 'conditions'],
    ['NoC-NC', 'No Copyright - Non-Commercial Use Only', 'conditions'],
    ['NoC-OKLR', 'No Copyright - Other Known Legal Restrictions', 'conditions'],
    ['NoC-US', 'No Copyright - United States', 'free'],
    ['CNE', 'Copyright Not Evaluated', 'permission'],
    ['UND', 'Copyright Undetermined', 'permission'],
    ['NKC', 'No Known Copyright', 'free'],
  ] as const)('RightsStatements.org %s is “%s”, %s', (code, name, reuse) => {
    expect(fromUri(`https://rightsstatements.org/page/${code}/1.0/?language=en`)).toEqual({
      name,
      url: `http://rightsstatements.org/vocab/${code}/1.0/`,
      reuse,
    });
  });

  it('gives the licences a sidecar names their URI, official name and group', () => {
    const named = (name: string) => {
      const license = officialLicense(findKnownLicense(name) ?? { name, url: null });
      return { ...license, reuse: reuseOf(license) };
    };
    expect(named('Public domain')).toEqual({
      name: 'Public Domain Mark 1.0',
      url: 'https://creativecommons.org/publicdomain/mark/1.0/',
      reuse: 'free',
    });
    expect(named('All rights reserved')).toEqual({
      name: 'In Copyright',
      url: 'http://rightsstatements.org/vocab/InC/1.0/',
      reuse: 'permission',
    });
    expect(officialLicense(DEFAULT_LICENSE).name).toBe('In Copyright');
    expect(named('cc-by-nc-nd-4.0')).toMatchObject({
      name: 'CC BY-NC-ND 4.0',
      reuse: 'conditions',
    });
    expect(named('CC0')).toMatchObject({ name: 'CC0 1.0', reuse: 'free' });
    // Free software licences allow any use under attribution or share-alike terms.
    expect(named('GPL-3.0-or-later')).toMatchObject({ name: 'GPL-3.0-or-later', reuse: 'free' });
    expect(named('MIT').reuse).toBe('free');
    // Terms nobody can read as a licence: ask.
    expect(named('Ask the museum')).toEqual({
      name: 'Ask the museum',
      url: null,
      reuse: 'permission',
    });
  });
});
