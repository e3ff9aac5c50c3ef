import { readConfig } from '../../src/config/env.ts';
import { SITE_URL_REQUIRED, SITE_URL_VARIABLE } from '../../src/config/site-url.ts';

/**
 * Decides at build/serve time whether this is a mock build, and refuses a real build that could
 * not work or would leak a secret. Runs in Node (vite.config.ts), never in the browser.
 */

export const SEARCH_ENV_VARS = [
  'VITE_ALGOLIA_APP_ID',
  'VITE_ALGOLIA_SEARCH_KEY',
  'VITE_ALGOLIA_INDEX',
] as const;

export interface BuildEnvDecision {
  mock: boolean;
}

export class BuildEnvError extends Error {
  override name = 'BuildEnvError';
}

/** Any VITE_ variable ends up in the browser bundle, so an admin key there would be public. */
function findSecretLookingVars(env: Record<string, string | undefined>): string[] {
  return Object.keys(env).filter(
    (name) => name.startsWith('VITE_') && /ADMIN|WRITE|SECRET|PRIVATE/i.test(name),
  );
}

/**
 * What the app would refuse when it starts, found with the app's own rules (src/config/env.ts):
 * otherwise the build passes and the deployed site only says it is not configured.
 */
function findRejectedValues(env: Record<string, string | undefined>): string[] {
  const result = readConfig({ ...env, mock: null });
  return result.ok ? [] : result.problems.map(({ variable, message }) => `${variable} ${message}`);
}

export function decideBuildEnv(
  command: 'build' | 'serve',
  mode: string,
  env: Record<string, string | undefined>,
): BuildEnvDecision {
  const secrets = findSecretLookingVars(env);
  if (secrets.length > 0) {
    throw new BuildEnvError(
      `${secrets.join(', ')} would be published in the browser bundle. ` +
        'Only the search-only key may use a VITE_ variable; keep admin keys in ALGOLIA_ADMIN_KEY ' +
        'for `npm run index:push`, and remove them from your .env files.',
    );
  }
  if (mode === 'mock') return { mock: true };
  const present = SEARCH_ENV_VARS.filter((name) => (env[name] ?? '').trim() !== '');
  if (command === 'serve') return { mock: present.length === 0 };
  if (present.length < SEARCH_ENV_VARS.length) {
    const missing = SEARCH_ENV_VARS.filter((name) => !present.includes(name));
    throw new BuildEnvError(
      `The real build needs ${SEARCH_ENV_VARS.join(', ')}; missing: ${missing.join(', ')}. ` +
        'Set them in .env.local (see .env.example), or run `npm run build:mock` for the ' +
        'demo build that needs no keys.',
    );
  }
  // Pages rendered when building carry absolute addresses (canonical, previews, sitemap): a
  // real build cannot guess where it will be published. A malformed value is named below.
  if ((env[SITE_URL_VARIABLE] ?? '').trim() === '') {
    throw new BuildEnvError(
      `${SITE_URL_REQUIRED} Set it in .env.local or in the build environment (see .env.example).`,
    );
  }
  const rejected = findRejectedValues(env);
  if (rejected.length > 0) {
    throw new BuildEnvError(
      'The site would refuse this configuration and show only "not configured":\n' +
        rejected.map((problem) => `  ${problem}\n`).join('') +
        'Fix it in .env.local or in the build environment (see .env.example).',
    );
  }
  return { mock: false };
}
