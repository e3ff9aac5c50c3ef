import { readAlgoliaHosts, searchHostOrigin } from '../../src/config/algolia-hosts.ts';
import { readAnalyticsConfig } from '../../src/config/env.ts';
import { readMapTilesConfig } from '../../src/config/map-tiles.ts';
import { MOCK_ALGOLIA } from '../../src/config/mock-defaults.ts';
import type { SecurityPolicyConfig } from './security-policy.ts';

/**
 * The build's configuration as the security policy needs it: each host as a bare origin that
 * cannot smuggle a `;` or a space into the header. A value that cannot be one stops the build
 * with the variable's name.
 */

/** Origin of DEMO_CONTACT_ENDPOINT in src/config/env.ts (a test keeps the two in step). */
export const DEMO_CONTACT_ORIGIN = 'https://contact.folio-demo.invalid';

export class SecurityPolicyConfigError extends Error {
  override name = 'SecurityPolicyConfigError';
}

const SAFE_ORIGIN = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function toOrigin(value: string, variable: string): string {
  const fail = (hint: string) =>
    new SecurityPolicyConfigError(
      `${variable} cannot be allowed by the security policy: "${value}" ${hint}.`,
    );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw fail('is not a full address like https://example.org');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)))
    throw fail('must use https:// (http:// only for localhost)');
  if (!SAFE_ORIGIN.test(url.origin)) throw fail('has characters a host name cannot have');
  return url.origin;
}

function readAppId(env: Record<string, string | undefined>): string {
  const appId = env.VITE_ALGOLIA_APP_ID?.trim() ?? '';
  if (!/^[A-Za-z0-9]{1,64}$/.test(appId)) {
    throw new SecurityPolicyConfigError(
      'VITE_ALGOLIA_APP_ID cannot name the search hosts of the security policy: an Algolia ' +
        'application ID is letters and digits.',
    );
  }
  return appId;
}

/** VITE_MEDIA_ORIGINS: origins or base URLs (like ingest's --base-url), space- or comma-separated. */
function readMediaOrigins(raw: string | undefined): string[] {
  const values = (raw ?? '').split(/[\s,]+/).filter((value) => value !== '');
  return [...new Set(values.map((value) => toOrigin(value, 'VITE_MEDIA_ORIGINS')))];
}

/**
 * GA4 and Tag Manager IDs with the app's own rules (src/config/env.ts, part of readConfig): the
 * mock build's demo IDs when none are set, and an ID the app would refuse stops the build.
 */
function readAnalyticsIds(
  mock: boolean,
  env: Record<string, string | undefined>,
): { ga4Id: string | null; gtmId: string | null } {
  const { analytics, problems } = readAnalyticsConfig({ ...env, mock: mock ? MOCK_ALGOLIA : null });
  const [problem] = problems;
  if (problem) {
    throw new SecurityPolicyConfigError(
      `${problem.variable} cannot be allowed by the security policy: it ${problem.message}`,
    );
  }
  return analytics;
}

/** The tile host the maps ask (the app's own reading); one the app would refuse stops the build. */
function readMapTileOrigin(env: Record<string, string | undefined>): string | null {
  const { tiles, problems } = readMapTilesConfig(env);
  const [problem] = problems;
  if (problem) {
    throw new SecurityPolicyConfigError(
      `${problem.variable} cannot be allowed by the security policy: it ${problem.message}`,
    );
  }
  return tiles.origin;
}

/** The configured search hosts as origins (the app's own reading); a bad list stops the build. */
function readSearchHosts(env: Record<string, string | undefined>): string[] | null {
  const { hosts, problems } = readAlgoliaHosts(env.VITE_ALGOLIA_HOSTS);
  const [problem] = problems;
  if (problem) {
    throw new SecurityPolicyConfigError(
      `${problem.variable} cannot be allowed by the security policy: ${problem.message}`,
    );
  }
  return hosts && hosts.map(searchHostOrigin);
}

export function readSecurityPolicyConfig(
  mock: boolean,
  env: Record<string, string | undefined>,
): SecurityPolicyConfig {
  const contact = env.VITE_CONTACT_ENDPOINT?.trim() ?? '';
  const contactOrigin = contact ? toOrigin(contact, 'VITE_CONTACT_ENDPOINT') : null;
  // A mock build answers Algolia's own hosts inside the page, whatever VITE_ALGOLIA_HOSTS says.
  const searchHosts = mock ? null : readSearchHosts(env);
  return {
    ...(searchHosts ? { searchHosts } : {}),
    // A mock build answers the demo application's hosts, whatever VITE_ALGOLIA_* say.
    searchAppId: mock ? MOCK_ALGOLIA.appId : readAppId(env),
    contactOrigin: contactOrigin ?? (mock ? DEMO_CONTACT_ORIGIN : null),
    mediaOrigins: readMediaOrigins(env.VITE_MEDIA_ORIGINS),
    analytics: readAnalyticsIds(mock, env),
    mapTileOrigin: readMapTileOrigin(env),
  };
}
