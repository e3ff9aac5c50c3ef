import type { IndexSettings } from 'algoliasearch';
import type { AdminClient } from './client.ts';
import type { PushRecord } from './records.ts';
import { StepError } from './algolia-errors.ts';

/**
 * The writes of a push, each waited for before the next starts. Replicas need care:
 *  - settings go first, so the temporary index copies the new primary settings;
 *  - a copy never carries `replicas`, and a move onto an index that has replicas keeps them
 *    and re-syncs their records, so replaceAllObjects on the primary is the right call (never
 *    on a replica: batches to a replica are rejected);
 *  - afterwards the primary is checked to still list its replicas, and they are set again if not.
 */
export interface TaskPolling {
  /** Checks of a settings task before giving up (the client's default is 100). */
  maxRetries: number;
  /** Milliseconds to wait before check number `retryCount`. */
  delayMs: (retryCount: number) => number;
  /** Checks of each task inside replaceAllObjects (the client's default is 800). */
  replaceMaxRetries: number;
}

export const DEFAULT_TASK_POLLING: TaskPolling = {
  maxRetries: 100,
  delayMs: (retryCount) => Math.min(retryCount * 200, 5000),
  replaceMaxRetries: 800,
};

export async function applySettings(
  client: AdminClient,
  indexName: string,
  settings: IndexSettings,
  polling: TaskPolling,
): Promise<void> {
  try {
    const { taskID } = await client.setSettings({ indexName, indexSettings: settings });
    await client.waitForTask({
      indexName,
      taskID,
      maxRetries: polling.maxRetries,
      timeout: polling.delayMs,
    });
  } catch (error) {
    throw new StepError(`setting the settings of ${indexName}`, error);
  }
}

/** Returns how many batch requests were sent. */
export async function replaceRecords(
  client: AdminClient,
  indexName: string,
  records: PushRecord[],
  batchSize: number,
  polling: TaskPolling,
): Promise<number> {
  try {
    const { batchResponses } = await client.replaceAllObjects({
      indexName,
      objects: records,
      batchSize,
      scopes: ['settings', 'rules', 'synonyms'],
      maxRetries: polling.replaceMaxRetries,
    });
    return batchResponses.length;
  } catch (error) {
    throw new StepError(`replacing the records of ${indexName}`, error);
  }
}

/** True when the replicas had to be set again because the primary no longer listed them. */
export async function ensureReplicasKept(
  client: AdminClient,
  primary: { indexName: string; settings: IndexSettings },
  polling: TaskPolling,
): Promise<boolean> {
  const { indexName, settings } = primary;
  let live: string[];
  try {
    live = (await client.getSettings({ indexName })).replicas ?? [];
  } catch (error) {
    throw new StepError(`checking that ${indexName} kept its replicas`, error);
  }
  if ((settings.replicas ?? []).every((replica) => live.includes(replica))) return false;
  await applySettings(client, indexName, settings, polling);
  return true;
}
