import type { AdminClient } from './client.ts';
import type { AlgoliaCredentials } from './env.ts';
import type { RunContext } from './run-context.ts';
import { describeAlgoliaError } from './algolia-errors.ts';
import { readLiveIndex } from './live-index.ts';
import { maskSecret } from './output.ts';
import { writePushState } from './push-state.ts';
import { applySettings, ensureReplicasKept, replaceRecords } from './push-steps.ts';
import { diffRecords } from './record-diff.ts';
import { countOf, formatDuration, formatRecordDiff, formatSettingsStatus } from './report.ts';
import {
  hashSettingsPlan,
  planSettings,
  type SettingsPlan,
  type SettingsTarget,
} from './settings-plan.ts';
import { hashRecords } from './stable-hash.ts';

/** The real push: read the live index for the diff, then settings, replicas, records. */
interface Progress {
  writeSent: boolean;
  settingsApplied: string[];
  recordsReplaced: boolean;
}

/** After a failure: what had already happened, so the user knows the state of the index. */
function describeProgress(progress: Progress): string {
  if (!progress.writeSent) return 'Nothing was written to Algolia.';
  if (progress.recordsReplaced) {
    return 'The records and settings were pushed; only the final check failed.';
  }
  const applied = progress.settingsApplied.join(', ') || 'none';
  return (
    `Settings applied before the failure: ${applied}. The switch to the new records had not ` +
    'completed.'
  );
}

async function pushSettings(
  run: RunContext,
  client: AdminClient,
  plan: SettingsPlan,
  progress: Progress,
): Promise<void> {
  const { primary, replicas } = plan;
  const replicaNames = replicas.map((target) => target.indexName).join(', ');
  progress.writeSent = true;
  run.output.line(
    `Step 1/3: settings of ${primary.indexName} (primary, with replicas ${replicaNames})`,
  );
  const apply = async (target: SettingsTarget) => {
    await applySettings(client, target.indexName, target.settings, run.polling);
    progress.settingsApplied.push(target.indexName);
    run.output.line(`  applied to ${target.indexName}`);
  };
  await apply(primary);
  run.output.line('Step 2/3: settings of each replica');
  for (const target of replicas) await apply(target);
}

async function pushRecords(
  run: RunContext,
  client: AdminClient,
  plan: SettingsPlan,
  progress: Progress,
): Promise<void> {
  const { indexName } = plan.primary;
  const { batchSize } = run.options;
  run.output.line(
    `Step 3/3: records, through a temporary index ${indexName}_tmp_* (batches of up to ${batchSize})`,
  );
  const batches = await replaceRecords(client, indexName, run.records, batchSize, run.polling);
  progress.recordsReplaced = true;
  const sent = batches === 1 ? '1 batch' : `${batches} batches`;
  run.output.line(`  ${sent} sent; ${indexName} switched to the new records`);
  if (await ensureReplicasKept(client, plan.primary, run.polling)) {
    run.output.line(
      `  ${indexName} no longer listed its replicas after the switch; set them again.`,
    );
  }
}

async function saveState(
  run: RunContext,
  credentials: AlgoliaCredentials,
  plan: SettingsPlan,
  hashes: Map<string, string>,
): Promise<void> {
  try {
    await writePushState(run.statePath, {
      version: 1,
      appId: credentials.appId,
      indexName: credentials.indexName,
      pushedAt: run.date().toISOString(),
      settingsHash: hashSettingsPlan(plan),
      records: Object.fromEntries(hashes),
    });
    run.output.line(
      `Saved the state of this push to ${run.stateShownPath} (for --dry-run --offline).`,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    run.output.line(
      `Could not save ${run.stateShownPath} (${reason}); the push itself succeeded, but an ` +
        'offline dry run will have nothing to compare with.',
    );
  }
}

export async function runPush(run: RunContext, credentials: AlgoliaCredentials): Promise<number> {
  const { output, records } = run;
  const { appId, indexName, adminKey } = credentials;
  const started = run.now();
  const plan = planSettings(indexName);
  const client = run.createClient(credentials);
  const progress: Progress = { writeSent: false, settingsApplied: [], recordsReplaced: false };

  output.line(
    `Pushing ${countOf(records.length, 'record')} from ${run.recordsShownPath} to index ` +
      `"${indexName}" of Algolia app ${appId} (admin key ${maskSecret(adminKey)}).`,
  );
  try {
    output.line('Reading the live index (read-only)…');
    const live = await readLiveIndex(client, plan);
    output.line(
      live.records === null
        ? `  ${indexName} does not exist yet; it will be created.`
        : `  ${indexName} holds ${countOf(live.records.size, 'record')}.`,
    );
    const hashes = hashRecords(records);
    const diff = diffRecords(live.records ?? new Map(), hashes);

    await pushSettings(run, client, plan, progress);
    await pushRecords(run, client, plan, progress);

    output.line('');
    for (const line of formatRecordDiff(diff, 'done')) output.line(line);
    output.line(formatSettingsStatus(live.settings));
    output.line(`Done in ${formatDuration(run.now() - started)}.`);
    await saveState(run, credentials, plan, hashes);
    return 0;
  } catch (error) {
    output.error(describeAlgoliaError(error, credentials));
    output.error(describeProgress(progress));
    return 1;
  }
}
