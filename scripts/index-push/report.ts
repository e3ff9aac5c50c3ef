import type { RecordDiff } from './record-diff.ts';
import type { SettingsStatus } from './settings-diff.ts';

/** The summary lines both a push and a dry run print. */
const MAX_LISTED_IDS = 10;
const MAX_LISTED_KEYS = 6;

function listIds(label: string, ids: readonly string[]): string[] {
  if (ids.length === 0) return [];
  const shown = ids.slice(0, MAX_LISTED_IDS).join(', ');
  const more = ids.length > MAX_LISTED_IDS ? ` and ${ids.length - MAX_LISTED_IDS} more` : '';
  return [`  ${label}: ${shown}${more}`];
}

export function formatRecordDiff(diff: RecordDiff, mode: 'done' | 'would'): string[] {
  const { added, changed, removed, unchanged } = diff;
  const total = added.length + changed.length + unchanged.length;
  const head =
    mode === 'done'
      ? `Records: ${added.length} added, ${changed.length} changed, ${removed.length} removed, ` +
        `${unchanged.length} unchanged (${total} in the index now).`
      : `Records: would add ${added.length}, change ${changed.length}, remove ${removed.length}; ` +
        `${unchanged.length} unchanged.`;
  return [
    head,
    ...listIds('added', added),
    ...listIds('changed', changed),
    ...listIds('removed', removed),
  ];
}

function describeStatus(status: SettingsStatus): string {
  if (status.kind === 'new') return 'new index';
  if (status.kind === 'unchanged') return 'unchanged';
  const shown = status.keys.slice(0, MAX_LISTED_KEYS).join(', ');
  const more = status.keys.length - MAX_LISTED_KEYS;
  return `changed (${shown}${more > 0 ? ` and ${more} more` : ''})`;
}

export function formatSettingsStatus(
  statuses: ReadonlyArray<{ indexName: string; status: SettingsStatus }>,
): string {
  const parts = statuses.map(({ indexName, status }) => `${indexName} ${describeStatus(status)}`);
  return `Settings: ${parts.join('; ')}.`;
}

export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

export function formatDuration(milliseconds: number): string {
  return milliseconds < 1000
    ? `${Math.round(milliseconds)} ms`
    : `${(milliseconds / 1000).toFixed(1)} s`;
}
