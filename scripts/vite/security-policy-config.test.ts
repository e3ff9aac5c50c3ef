import { describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA } from '../../src/config/mock-defaults.ts';
import { DEMO_CONTACT_ORIGIN, readSecurityPolicyConfig } from './security-policy-config.ts';

const KEYS = { VITE_ALGOLIA_APP_ID: 'A1B2C3D4E5' };

describe('readSecurityPolicyConfig', () => {
  it('a real build: the configured application, no contact host unless one is set', () => {
    expect(readSecurityPolicyConfig(false, KEYS)).toEqual({
      searchAppId: 'A1B2C3D4E5',
      contactOrigin: null,
      mediaOrigins: [],
      serviceWorker: false,
    });
    const withContact = { ...KEYS, VITE_CONTACT_ENDPOINT: ' https://forms.example.org/a/b?c=d ' };
    expect(readSecurityPolicyConfig(false, withContact).contactOrigin).toBe(
      'https://forms.example.org',
    );
  });

  it("the mock build: the demo application's hosts, its contact endpoint and MSW's worker", () => {
    expect(readSecurityPolicyConfig(true, { VITE_ALGOLIA_APP_ID: 'IGNORED' })).toEqual({
      searchAppId: MOCK_ALGOLIA.appId,
      contactOrigin: DEMO_CONTACT_ORIGIN,
      mediaOrigins: [],
      serviceWorker: true,
    });
    expect(
      readSecurityPolicyConfig(true, { VITE_CONTACT_ENDPOINT: 'http://localhost:8787/contact' })
        .contactOrigin,
    ).toBe('http://localhost:8787');
  });

  it('media hosts: origins or base URLs, separated by spaces or commas, each once', () => {
    const env = {
      ...KEYS,
      VITE_MEDIA_ORIGINS:
        'https://cdn.example.org/media, https://video.example.org\nhttps://cdn.example.org',
    };
    expect(readSecurityPolicyConfig(false, env).mediaOrigins).toEqual([
      'https://cdn.example.org',
      'https://video.example.org',
    ]);
  });

  it.each([
    ['VITE_CONTACT_ENDPOINT', 'forms.example.org', /not a full address/],
    ['VITE_CONTACT_ENDPOINT', 'http://forms.example.org', /https/],
    ['VITE_MEDIA_ORIGINS', 'https://cdn;script-src.example.org', /cannot have/],
    ['VITE_MEDIA_ORIGINS', "https://cdn.example.org,'unsafe-inline'", /not a full address/],
  ])('stops the build when %s is %s, naming it', (variable, value, reason) => {
    const read = () => readSecurityPolicyConfig(false, { ...KEYS, [variable]: value });
    expect(read).toThrow(new RegExp(`^${variable} cannot be allowed`));
    expect(read).toThrow(reason);
  });

  it('stops a real build whose application ID cannot be a host name', () => {
    for (const appId of ['', 'APP; script-src *', 'app.example'])
      expect(() => readSecurityPolicyConfig(false, { VITE_ALGOLIA_APP_ID: appId })).toThrow(
        /^VITE_ALGOLIA_APP_ID cannot name the search hosts/,
      );
  });
});
