import type { IndexSettings } from 'algoliasearch';
import { allIndexSettings } from '../../src/services/search/index-settings.ts';
import { sha256, stableStringify } from './stable-hash.ts';

/** The indices a push configures, from the settings module: the primary and its replicas. */
export interface SettingsTarget {
  indexName: string;
  role: 'primary' | 'replica';
  settings: IndexSettings;
}

export interface SettingsPlan {
  primary: SettingsTarget;
  replicas: SettingsTarget[];
  /** Primary first, then the replicas. */
  all: SettingsTarget[];
}

export function planSettings(indexName: string): SettingsPlan {
  const all = allIndexSettings(indexName).map((entry): SettingsTarget => ({
    ...entry,
    role: entry.indexName === indexName ? 'primary' : 'replica',
  }));
  const primary = all.find((target) => target.role === 'primary');
  if (primary === undefined) throw new Error(`The settings module has no entry for ${indexName}`);
  const replicas = all.filter((target) => target !== primary);
  return { primary, replicas, all: [primary, ...replicas] };
}

/** One fingerprint for all of it, kept in the state file for offline comparison. */
export function hashSettingsPlan(plan: SettingsPlan): string {
  const entries = plan.all.map(({ indexName, settings }) => ({ indexName, settings }));
  return sha256(stableStringify(entries));
}
