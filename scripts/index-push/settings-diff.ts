import type { IndexSettings } from 'algoliasearch';
import { stableStringify } from './stable-hash.ts';

/**
 * Compares the settings we send with what an index has. Only the keys we send count: the
 * engine returns every default too, and a replica reports its `primary`.
 */
export type SettingsStatus =
  { kind: 'new' } | { kind: 'unchanged' } | { kind: 'changed'; keys: string[] };

export function compareSettings(
  wanted: IndexSettings,
  live: Readonly<Record<string, unknown>> | null,
): SettingsStatus {
  if (live === null) return { kind: 'new' };
  const keys = Object.entries(wanted)
    .filter(([key, value]) => stableStringify(value) !== stableStringify(live[key]))
    .map(([key]) => key)
    .sort();
  return keys.length === 0 ? { kind: 'unchanged' } : { kind: 'changed', keys };
}
