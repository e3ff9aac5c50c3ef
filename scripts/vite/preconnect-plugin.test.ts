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
});
