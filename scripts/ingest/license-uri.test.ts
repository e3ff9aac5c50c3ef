import { describe, expect, it } from 'vitest';
import { licenseFromRights } from './license-uri.ts';

describe('the licence named by a file’s rights fields', () => {
  it('recognises a Creative Commons deed, in any of its addresses, as the known licence', () => {
    const byNc = { name: 'CC-BY-NC-4.0', url: 'https://creativecommons.org/licenses/by-nc/4.0/' };
    for (const url of [
      'https://creativecommons.org/licenses/by-nc/4.0/',
      'http://creativecommons.org/licenses/by-nc/4.0/deed.de',
      'https://creativecommons.org/licenses/by-nc/4.0/legalcode',
      'https://creativecommons.org/licenses/by-nc/4.0',
    ])
      expect(licenseFromRights(undefined, url)).toEqual(byNc);
  });

  it('names Creative Commons licences it has no entry for from their URI', () => {
    expect(licenseFromRights(undefined, 'https://creativecommons.org/licenses/by-sa/2.5/')).toEqual(
      {
        name: 'CC-BY-SA-2.5',
        url: 'https://creativecommons.org/licenses/by-sa/2.5/',
      },
    );
    expect(licenseFromRights('https://creativecommons.org/publicdomain/mark/1.0/')).toEqual({
      name: 'Public Domain Mark 1.0',
      url: 'https://creativecommons.org/publicdomain/mark/1.0/',
    });
  });

  it('recognises RightsStatements.org statements', () => {
    expect(
      licenseFromRights(undefined, 'https://rightsstatements.org/page/NoC-US/1.0/?language=en'),
    ).toEqual({
      name: 'No Copyright - United States',
      url: 'http://rightsstatements.org/vocab/NoC-US/1.0/',
    });
  });

  it('reads usage terms that name a licence, and keeps other terms as written', () => {
    expect(licenseFromRights('Licensed under CC BY-SA 4.0')).toEqual({
      name: 'CC-BY-SA-4.0',
      url: 'https://creativecommons.org/licenses/by-sa/4.0/',
    });
    expect(licenseFromRights('Editorial use only', 'https://example.org/rights')).toEqual({
      name: 'Editorial use only',
      url: null,
    });
    expect(licenseFromRights(undefined, 'https://example.org/rights')).toBeNull();
  });
});
