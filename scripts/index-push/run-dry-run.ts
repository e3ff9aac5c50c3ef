import { missingVariables, requireCredentials, type AlgoliaTarget } from './env.ts';
import type { RunContext } from './run-context.ts';
import { describeAlgoliaError } from './algolia-errors.ts';
import { readLiveIndex } from './live-index.ts';
import { loadOfflineBaseline } from './offline-baseline.ts';
import { diffRecords } from './record-diff.ts';
import { formatRecordDiff, formatSettingsStatus } from './report.ts';
import { hashSettingsPlan, planSettings, type SettingsPlan } from './settings-plan.ts';
import { hashRecords } from './stable-hash.ts';

/**
 * Shows what a push would do and writes nothing. With credentials it reads the live index
 * (browse + getSettings only); with --offline or without credentials it makes no network call
 * and compares with the state file of the last push.
 */
function printSettings(run: RunContext, plan: SettingsPlan): void {
  run.output.line('Settings that would be sent:');
  for (const { indexName, role, settings } of plan.all) {
    run.output.line(`${indexName} (${role}):`);
    const json = JSON.stringify(settings, null, 2);
    for (const line of json.split('\n')) run.output.line(`  ${line}`);
  }
  run.output.line('');
}

function printRecords(run: RunContext, baseline: ReadonlyMap<string, string>): void {
  const diff = diffRecords(baseline, hashRecords(run.records));
  for (const line of formatRecordDiff(diff, 'would')) run.output.line(line);
}

async function runOnline(run: RunContext, target: AlgoliaTarget): Promise<number> {
  const credentials = requireCredentials(target);
  const { appId, indexName } = credentials;
  const client = run.createClient(credentials);
  const plan = planSettings(indexName);
  run.output.line(`Target: index "${indexName}" of Algolia app ${appId}.`);
  run.output.line('Baseline: the live index, read with browse and getSettings only.');
  try {
    const live = await readLiveIndex(client, plan);
    if (live.records === null) run.output.line(`  ${indexName} does not exist yet.`);
    run.output.line('');
    printSettings(run, plan);
    run.output.line(formatSettingsStatus(live.settings));
    printRecords(run, live.records ?? new Map());
  } catch (error) {
    run.output.error(describeAlgoliaError(error, credentials));
    run.output.error(
      'Nothing was written. To preview without reaching Algolia, add --offline to compare ' +
        'with the state of the last push.',
    );
    return 1;
  }
  return 0;
}

async function runOffline(run: RunContext, target: AlgoliaTarget, why: string): Promise<number> {
  const baseline = await loadOfflineBaseline(run.statePath, run.stateShownPath, target);
  const plan = planSettings(baseline.indexName);
  run.output.line(`No network call: ${why}.`);
  if (baseline.indexNote !== null) run.output.line(baseline.indexNote);
  run.output.line(`Baseline: ${baseline.description}`);
  run.output.line('');
  printSettings(run, plan);
  if (baseline.settingsHash === null) {
    run.output.line('Settings: no baseline to compare with.');
  } else {
    const same = baseline.settingsHash === hashSettingsPlan(plan);
    run.output.line(`Settings: ${same ? 'unchanged' : 'changed'} since the last push.`);
  }
  printRecords(run, baseline.records);
  return 0;
}

export async function runDryRun(run: RunContext, target: AlgoliaTarget): Promise<number> {
  run.output.line('Dry run: nothing will be written.');
  run.output.line(`Records: ${run.records.length} in ${run.recordsShownPath}.`);
  const missing = missingVariables(target);
  const code = run.options.offline
    ? await runOffline(run, target, '--offline was given')
    : missing.length > 0
      ? await runOffline(
          run,
          target,
          `${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set, so the live index was not read`,
        )
      : await runOnline(run, target);
  if (code === 0) run.output.line('Nothing was written. Run without --dry-run to push.');
  return code;
}
