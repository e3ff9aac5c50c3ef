import { describe, expect, it } from 'vitest';
import { preconnectTags } from './preconnect-plugin.ts';

describe('the preconnect hints', () => {
  it('open the search host’s connection in CORS mode, and each media host’s without', () => {
    expect(
      preconnectTags({ searchAppId: 'ABC123', mediaOrigins: ['https://media.example.org'] }).map(
        (tag) => tag.attrs,
      ),
    ).toEqual([
      { rel: 'preconnect', href: 'https://ABC123-dsn.algolia.net', crossorigin: '' },
      { rel: 'preconnect', href: 'https://media.example.org' },
    ]);
  });

  it('open the first of VITE_ALGOLIA_HOSTS instead of Algolia’s host when hosts are set', () => {
    expect(
      preconnectTags({
        searchAppId: 'ABC123',
        searchHosts: ['http://127.0.0.1:8787', 'https://search.example.org'],
        mediaOrigins: [],
      }).map((tag) => tag.attrs),
    ).toEqual([{ rel: 'preconnect', href: 'http://127.0.0.1:8787', crossorigin: '' }]);
  });
});
