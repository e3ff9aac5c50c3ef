import type { AlgoliaTarget } from './env.ts';
import { readPushState } from './push-state.ts';

/**
 * What an offline dry run compares with: the state file of the last push, if it is for the
 * same app and index. Anything else means no baseline, and every record counts as added.
 */
export const PLACEHOLDER_INDEX = 'YOUR_INDEX';

export interface OfflineBaseline {
  indexName: string;
  /** A note when the index name is a guess (taken from the state file or a placeholder). */
  indexNote: string | null;
  records: Map<string, string>;
  settingsHash: string | null;
  description: string;
}

export async function loadOfflineBaseline(
  statePath: string,
  stateShownPath: string,
  target: AlgoliaTarget,
): Promise<OfflineBaseline> {
  const result = await readPushState(statePath);
  const fallbackIndex = target.indexName ?? PLACEHOLDER_INDEX;
  const placeholderNote =
    target.indexName === null
      ? `ALGOLIA_INDEX is not set, so the settings below use the placeholder name ${PLACEHOLDER_INDEX}.`
      : null;
  const none = (why: string): OfflineBaseline => ({
    indexName: fallbackIndex,
    indexNote: placeholderNote,
    records: new Map(),
    settingsHash: null,
    description: `none: ${why}, so every record counts as added.`,
  });

  if (result.kind === 'missing')
    return none(`no state file at ${stateShownPath} (nothing pushed from here yet)`);
  if (result.kind === 'unreadable')
    return none(`could not read ${stateShownPath} (${result.reason})`);
  const { state } = result;
  const otherApp = target.appId !== null && target.appId !== state.appId;
  const otherIndex = target.indexName !== null && target.indexName !== state.indexName;
  if (otherApp || otherIndex) {
    return none(
      `${stateShownPath} records a push to index ${state.indexName} of app ${state.appId}, ` +
        `not ${target.indexName ?? state.indexName} of app ${target.appId ?? state.appId}`,
    );
  }
  return {
    indexName: state.indexName,
    indexNote:
      target.indexName === null
        ? `ALGOLIA_INDEX is not set; using ${state.indexName} from ${stateShownPath}.`
        : null,
    records: new Map(Object.entries(state.records)),
    settingsHash: state.settingsHash,
    description:
      `the state file of the last push, ${stateShownPath} (index ${state.indexName} of app ` +
      `${state.appId}, pushed ${state.pushedAt}). It may be out of date if the index was ` +
      'changed elsewhere since.',
  };
}
