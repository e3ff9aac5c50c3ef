import { describe, expect, it } from 'vitest';
import { readAlgoliaHosts, searchHostOrigin } from './algolia-hosts';
import { readConfig } from './env';
import { MOCK_ALGOLIA } from './mock-defaults';

const origins = (value: string) => readAlgoliaHosts(value).hosts?.map(searchHostOrigin) ?? null;
const messageOf = (value: string) => readAlgoliaHosts(value).problems[0]?.message ?? '';

const LIVE = {
  mock: null,
  VITE_ALGOLIA_APP_ID: 'A1B2C3D4E5',
  VITE_ALGOLIA_SEARCH_KEY: '0123456789abcdef0123456789abcdef',
  VITE_ALGOLIA_INDEX: 'photos',
};

describe('VITE_ALGOLIA_HOSTS', () => {
  it("blank keeps Algolia's own hosts", () => {
    expect(readAlgoliaHosts(undefined)).toEqual({ hosts: null, problems: [] });
    expect(readAlgoliaHosts('  ')).toEqual({ hosts: null, problems: [] });
  });

  it('implies http for this computer and https elsewhere, and keeps the order', () => {
    expect(origins('127.0.0.1:8787')).toEqual(['http://127.0.0.1:8787']);
    expect(origins('localhost:8787,search.example.org')).toEqual([
      'http://localhost:8787',
      'https://search.example.org',
    ]);
    expect(origins('[::1]:8787')).toEqual(['http://[::1]:8787']);
  });

  it('takes a given protocol, a trailing slash and upper case, and drops a default port', () => {
    expect(origins('https://search.example.org')).toEqual(['https://search.example.org']);
    expect(origins('http://127.0.0.1:8787')).toEqual(['http://127.0.0.1:8787']);
    expect(origins('https://localhost:8443/')).toEqual(['https://localhost:8443']);
    expect(origins(' HTTPS://Search.Example.org:443 ')).toEqual(['https://search.example.org']);
    expect(readAlgoliaHosts('search.example.org:8443').hosts).toEqual([
      { protocol: 'https', hostname: 'search.example.org', port: 8443 },
    ]);
  });

  it.each([
    [
      '127.0.0.1:8787/1/indexes',
      /entry 1 \("127\.0\.0\.1:8787\/1\/indexes"\) has a path \(\/1\/indexes\)/,
    ],
    ['https://search.example.org/algolia?x=1', /has a path \(\/algolia\?x=1\)/],
    ['https://user:secret@search.example.org', /holds a user name or password: remove it/],
    ['search.example.org,,localhost:8787', /entry 2 \(""\) is empty: remove the extra comma/],
    ['localhost:8787,', /entry 2 \(""\) is empty/],
    ['ftp://search.example.org', /uses ftp:\/\/, which the search client cannot speak/],
    ['wss://search.example.org', /uses wss:\/\//],
    ['localhost:8787, search.example.org', /entry 2 \(" search\.example\.org"\) has a space/],
    ['search example.org', /has a space/],
    ['http://search.example.org', /uses http:\/\/ on a host other than this computer/],
    ['localhost:99999', /has port 99999: use 1 to 65535/],
    ['search_example!org', /is not a host name with an optional port/],
    ['localhost:', /is not a host name/],
    ['localhost:8787,LOCALHOST:8787', /lists http:\/\/localhost:8787 twice/],
    ['a.example.org,b.example.org,c.example.org', /lists 3 hosts: give at most 2/],
  ])('names the problem of %j', (value, reason) => {
    const { hosts, problems } = readAlgoliaHosts(value);
    expect(hosts).toBeNull();
    expect(problems).toEqual([
      {
        variable: 'VITE_ALGOLIA_HOSTS',
        message: expect.stringMatching(reason) as unknown,
      },
    ]);
    expect(problems[0]?.message).toMatch(
      /like 127\.0\.0\.1:8787 or https:\/\/search\.example\.org/,
    );
  });

  it('names every bad entry in one problem', () => {
    expect(messageOf('ftp://a.example.org,ok.example.org,b.example.org/x')).toMatch(
      /^entry 1 \("ftp:\/\/a\.example\.org"\) uses ftp:\/\/.*; entry 3 \("b\.example\.org\/x"\) has a path/,
    );
  });

  it('reaches the app config of a live build, and is ignored in mock mode', () => {
    const live = readConfig({ ...LIVE, VITE_ALGOLIA_HOSTS: '127.0.0.1:8787' });
    expect(live.ok && live.config.algolia.hosts).toEqual([
      { protocol: 'http', hostname: '127.0.0.1', port: 8787 },
    ]);
    const bad = readConfig({ ...LIVE, VITE_ALGOLIA_HOSTS: 'ftp://x.example.org' });
    expect(bad.ok ? [] : bad.problems.map((problem) => problem.variable)).toEqual([
      'VITE_ALGOLIA_HOSTS',
    ]);
    const mock = readConfig({ mock: MOCK_ALGOLIA, VITE_ALGOLIA_HOSTS: 'ftp://x.example.org' });
    expect(mock.ok && mock.config.algolia.hosts).toBeUndefined();
  });
});
