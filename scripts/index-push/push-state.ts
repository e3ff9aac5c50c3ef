import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * The local record of the last successful push, kept beside the records file. An offline dry
 * run compares against it; it holds hashes only, never a key.
 */
export const STATE_FILE_NAME = '.index-push-state.json';

export interface PushState {
  version: 1;
  appId: string;
  indexName: string;
  pushedAt: string;
  settingsHash: string;
  records: Record<string, string>;
}

export type StateReadResult =
  | { kind: 'found'; state: PushState }
  | { kind: 'missing' }
  | { kind: 'unreadable'; reason: string };

export function statePathFor(recordsPath: string): string {
  return join(dirname(recordsPath), STATE_FILE_NAME);
}

function isStringMap(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

function isPushState(value: unknown): value is PushState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    state.version === 1 &&
    typeof state.appId === 'string' &&
    typeof state.indexName === 'string' &&
    typeof state.pushedAt === 'string' &&
    typeof state.settingsHash === 'string' &&
    isStringMap(state.records)
  );
}

export async function readPushState(path: string): Promise<StateReadResult> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'unreadable', reason: error instanceof Error ? error.message : String(error) };
  }
  try {
    const data: unknown = JSON.parse(text);
    return isPushState(data)
      ? { kind: 'found', state: data }
      : { kind: 'unreadable', reason: 'it is not in the expected format' };
  } catch (error) {
    return { kind: 'unreadable', reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Writes through a temporary file, so an interrupted run never leaves half a state file. */
export async function writePushState(path: string, state: PushState): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`, 'utf8');
  await rename(temporary, path);
}
