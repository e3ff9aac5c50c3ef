import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from './atomic-write.ts';
import { emptyManifest, ID_MANIFEST_VERSION } from './id-manifest.ts';
import type { IdEntry, IdManifest } from './id-manifest.ts';

/** The manifest sits beside the records unless `--ids` says otherwise. */
export const ID_MANIFEST_FILE = 'item-ids.json';

/** A manifest that cannot be trusted: ingest stops rather than hand out ids again. */
export class IdManifestError extends Error {
  override name = 'IdManifestError';

  constructor(path: string, reason: string) {
    super(
      `the id manifest ${path} ${reason}; restore it from your backup or version control ` +
        '(deleting it gives every item the id its file name makes, and forgets withdrawn ids)',
    );
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function readEntry(value: unknown): IdEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const { id, file, sha256, status } = entry;
  if (!isText(id) || !isText(file) || !(sha256 === null || isText(sha256))) return null;
  if (status === 'live') return { id, file, sha256, status };
  if (status === 'withdrawn' && typeof entry.since === 'string')
    return { id, file, sha256, status, since: entry.since };
  if (status === 'moved' && isText(entry.to)) return { id, file, sha256, status, to: entry.to };
  return null;
}

/** Parses a manifest's text; throws IdManifestError naming the first thing wrong. */
export function parseIdManifest(text: string, path: string): IdManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new IdManifestError(path, 'is not valid JSON');
  }
  const { version, items } = (json ?? {}) as { version?: unknown; items?: unknown };
  if (version !== ID_MANIFEST_VERSION)
    throw new IdManifestError(path, `has version ${String(version)}, not ${ID_MANIFEST_VERSION}`);
  if (!Array.isArray(items)) throw new IdManifestError(path, 'has no "items" list');
  const seen = new Set<string>();
  const entries = items.map((item: unknown, index) => {
    const entry = readEntry(item);
    if (!entry) throw new IdManifestError(path, `has a malformed entry at items[${index}]`);
    if (seen.has(entry.id)) throw new IdManifestError(path, `lists the id "${entry.id}" twice`);
    seen.add(entry.id);
    return entry;
  });
  return { version: ID_MANIFEST_VERSION, items: entries };
}

/** The manifest at `path`, or an empty one when there is none yet (a first run). */
export async function readIdManifest(path: string): Promise<IdManifest> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw new IdManifestError(path, `cannot be read (${error.code ?? error.message})`);
  });
  return text === null ? emptyManifest() : parseIdManifest(text, path);
}

export function serializeIdManifest(manifest: IdManifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Written only when changed, like the records. */
export async function writeIdManifest(path: string, manifest: IdManifest): Promise<void> {
  const text = serializeIdManifest(manifest);
  const current = await readFile(path, 'utf8').catch(() => null);
  if (current !== text) await writeFileAtomic(path, text);
}
