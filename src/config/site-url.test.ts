import { describe, expect, it } from 'vitest';
import { readSiteUrl } from './site-url';

const problemOf = (value: string) => readSiteUrl(value).problems[0]?.message;

describe('readSiteUrl', () => {
  it('reads an absolute http(s) address, with one trailing slash', () => {
    expect(readSiteUrl('https://photos.example.org').siteUrl).toBe('https://photos.example.org/');
    expect(readSiteUrl('https://photos.example.org/').siteUrl).toBe('https://photos.example.org/');
    expect(readSiteUrl(' https://EXAMPLE.org/Archive ').siteUrl).toBe(
      'https://example.org/Archive/',
    );
    expect(readSiteUrl('http://localhost:4173').siteUrl).toBe('http://localhost:4173/');
  });

  it('is null when blank, without a problem: the caller decides whether it is needed', () => {
    expect(readSiteUrl(undefined)).toEqual({ siteUrl: null, problems: [] });
    expect(readSiteUrl('   ')).toEqual({ siteUrl: null, problems: [] });
  });

  it('names what is wrong with an address it cannot use', () => {
    expect(problemOf('photos.example.org')).toMatch(/^is not a full address: use one like https:/);
    expect(problemOf('/archive/')).toMatch(/^is not a full address/);
    expect(problemOf('ftp://example.org/')).toMatch(/^starts with ftp:, not https:\/\/: use an/);
    expect(problemOf('javascript:alert(1)')).toMatch(/^starts with javascript:, not https/);
    expect(problemOf('https://user:secret@example.org/')).toBe(
      'holds a user name or password: remove them.',
    );
    expect(problemOf('https://example.org/?utm=x')).toMatch(/^has a query \(\?utm=x\): give/);
    expect(problemOf('https://example.org/?')).toMatch(/^has a query/);
    expect(problemOf('https://example.org/#top')).toMatch(/^has a fragment \(#top\)/);
    expect(readSiteUrl('ftp://example.org/').problems[0]?.variable).toBe('VITE_SITE_URL');
  });
});
