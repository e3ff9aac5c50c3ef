import type { AdminClient } from './client.ts';
import { StepError } from './algolia-errors.ts';
import { compareSettings, type SettingsStatus } from './settings-diff.ts';
import type { SettingsPlan } from './settings-plan.ts';
import { hashRecord } from './stable-hash.ts';

/** Read-only look at what the index holds now: browse and getSettings, nothing else. */
export interface LiveIndex {
  /** objectID → hash of every live record, or null when the primary does not exist yet. */
  records: Map<string, string> | null;
  settings: Array<{ indexName: string; status: SettingsStatus }>;
}

function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404
  );
}

async function readRecordHashes(
  client: AdminClient,
  indexName: string,
): Promise<Map<string, string> | null> {
  const hashes = new Map<string, string>();
  try {
    await client.browseObjects<Record<string, unknown>>({
      indexName,
      browseParams: { hitsPerPage: 1000 },
      aggregator: (response) => {
        for (const hit of response.hits) hashes.set(hit.objectID, hashRecord(hit));
      },
    });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw new StepError(`reading the records of ${indexName}`, error);
  }
  return hashes;
}

async function readSettings(
  client: AdminClient,
  indexName: string,
): Promise<Record<string, unknown> | null> {
  try {
    return { ...(await client.getSettings({ indexName })) };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw new StepError(`reading the settings of ${indexName}`, error);
  }
}

export async function readLiveIndex(client: AdminClient, plan: SettingsPlan): Promise<LiveIndex> {
  const records = await readRecordHashes(client, plan.primary.indexName);
  const settings: LiveIndex['settings'] = [];
  for (const target of plan.all) {
    const live = await readSettings(client, target.indexName);
    settings.push({ indexName: target.indexName, status: compareSettings(target.settings, live) });
  }
  return { records, settings };
}
