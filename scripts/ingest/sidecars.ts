import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { describeError } from './report.ts';
import type { Problem } from './report.ts';
import { parseDefaults } from './sidecar-schema.ts';
import type { FolderDefaults } from './sidecar-schema.ts';

export const DEFAULTS_FILE = '_defaults.json';

export type JsonResult = { ok: true; json: unknown; text: string } | { ok: false; reason: string };

export async function readJsonFile(root: string, relative: string): Promise<JsonResult> {
  let text: string;
  try {
    text = await readFile(join(root, relative), 'utf8');
  } catch (error) {
    return { ok: false, reason: describeError(error) };
  }
  try {
    return { ok: true, json: JSON.parse(text) as unknown, text };
  } catch (error) {
    return { ok: false, reason: `invalid JSON: ${(error as Error).message}` };
  }
}

export interface DefaultsChain {
  /** Merged: the nearest file wins for single values; tags add up from the outside in. */
  defaults: FolderDefaults;
  /** The files that applied, outermost first, with their text (for the cache key). */
  files: { path: string; text: string }[];
  /** Set when one of the files is broken: the items below it are not ingested. */
  brokenFile: string | null;
}

interface LoadedDefaults {
  value: FolderDefaults | undefined;
  text: string;
}

/** Reads and validates every `_defaults.json`; returns a lookup from a folder to its chain. */
export async function loadDefaults(
  root: string,
  files: string[],
  errors: Problem[],
): Promise<(folder: string) => DefaultsChain> {
  const byFolder = new Map<string, LoadedDefaults>();
  for (const path of files.filter((file) => posix.basename(file) === DEFAULTS_FILE)) {
    const read = await readJsonFile(root, path);
    if (!read.ok) {
      errors.push({ file: path, reason: read.reason });
      byFolder.set(posix.dirname(path), { value: undefined, text: '' });
      continue;
    }
    const parsed = parseDefaults(read.json);
    for (const issue of parsed.issues)
      errors.push({ file: path, reason: `${issue.field}: ${issue.message}` });
    byFolder.set(posix.dirname(path), { value: parsed.value, text: read.text });
  }
  return (folder) => {
    const chain: DefaultsChain = { defaults: {}, files: [], brokenFile: null };
    const parts = folder === '.' || folder === '' ? [] : folder.split('/');
    const folders = ['.', ...parts.map((_, i) => parts.slice(0, i + 1).join('/'))];
    for (const dir of folders) {
      const loaded = byFolder.get(dir);
      if (!loaded) continue;
      const path = dir === '.' ? DEFAULTS_FILE : `${dir}/${DEFAULTS_FILE}`;
      if (!loaded.value) chain.brokenFile = path;
      else {
        const tags = [...(chain.defaults.tags ?? []), ...(loaded.value.tags ?? [])];
        chain.defaults = { ...chain.defaults, ...loaded.value, tags: [...new Set(tags)] };
        chain.files.push({ path, text: loaded.text });
      }
    }
    return chain;
  };
}
