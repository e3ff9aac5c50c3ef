import { CliError } from './cli-error.ts';

/**
 * Reads the Algolia settings for the push from the process environment only. No .env file is
 * read on purpose: Vite loads those files, and the admin key must never sit where a build
 * could pick it up.
 */
export type Env = Readonly<Record<string, string | undefined>>;

export interface AlgoliaTarget {
  appId: string | null;
  indexName: string | null;
  adminKey: string | null;
}

export interface AlgoliaCredentials {
  appId: string;
  indexName: string;
  adminKey: string;
}

function read(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? null : value;
}

/** Same rule as the build (scripts/vite/build-env.ts): a VITE_ variable is public. */
export function findPublicSecretVars(env: Env): string[] {
  return Object.keys(env)
    .filter((name) => name.startsWith('VITE_') && /ADMIN|WRITE|SECRET|PRIVATE/i.test(name))
    .filter((name) => read(env, name) !== null)
    .sort();
}

export function assertNoPublicSecrets(env: Env): void {
  const names = findPublicSecretVars(env);
  if (names.length === 0) return;
  const plural = names.length > 1;
  throw new CliError(
    `Refusing to run: ${names.join(', ')} ${plural ? 'are' : 'is'} set. VITE_ variables are ` +
      'compiled into the public browser bundle, so an admin key there would be published with ' +
      `the site. Remove ${plural ? 'them' : 'it'} (and from any .env file), rotate the key in ` +
      'the Algolia dashboard if it was ever built or deployed, and pass the admin key as ' +
      'ALGOLIA_ADMIN_KEY in the environment instead.',
  );
}

export function readAlgoliaTarget(env: Env): AlgoliaTarget {
  return {
    appId: read(env, 'ALGOLIA_APP_ID') ?? read(env, 'VITE_ALGOLIA_APP_ID'),
    indexName: read(env, 'ALGOLIA_INDEX') ?? read(env, 'VITE_ALGOLIA_INDEX'),
    adminKey: read(env, 'ALGOLIA_ADMIN_KEY'),
  };
}

/** Names of the variables still needed, phrased the way the user would set them. */
export function missingVariables(target: AlgoliaTarget): string[] {
  const missing: string[] = [];
  if (target.appId === null) missing.push('ALGOLIA_APP_ID (or VITE_ALGOLIA_APP_ID)');
  if (target.indexName === null) missing.push('ALGOLIA_INDEX (or VITE_ALGOLIA_INDEX)');
  if (target.adminKey === null) missing.push('ALGOLIA_ADMIN_KEY');
  return missing;
}

export function requireCredentials(target: AlgoliaTarget): AlgoliaCredentials {
  const missing = missingVariables(target);
  if (target.appId === null || target.indexName === null || target.adminKey === null) {
    throw new CliError(
      `Missing ${missing.join(', ')}. Set ${missing.length > 1 ? 'them' : 'it'} in the ` +
        'environment of this command (it does not read .env files), for example ' +
        '`ALGOLIA_ADMIN_KEY=… npm run index:push`. The admin key is under Settings → API Keys ' +
        'in the Algolia dashboard. To preview without keys: `npm run index:push -- --dry-run`.',
    );
  }
  return { appId: target.appId, indexName: target.indexName, adminKey: target.adminKey };
}
