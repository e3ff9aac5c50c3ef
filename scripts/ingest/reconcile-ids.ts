import { ID_MANIFEST_VERSION } from './id-manifest.ts';
import type { IdEntry, IdManifest } from './id-manifest.ts';

/** A file this run ingests: its path, the id its name gives (object-id.ts), its bytes' hash. */
export interface FileToId {
  file: string;
  derivedId: string;
  /** null when the file could not be read: it can then only keep an id by its name. */
  sha256: string | null;
}

export interface Reconciled {
  /** file → the id its item gets. */
  ids: Map<string, string>;
  manifest: IdManifest;
}

const STATUS_RANK = { live: 0, moved: 1, withdrawn: 2 } as const;
const byRank = (a: IdEntry, b: IdEntry): number =>
  STATUS_RANK[a.status] - STATUS_RANK[b.status] || (a.id < b.id ? -1 : 1);

/**
 * Gives each file its id, in the order of decision 039: the same file with the same content;
 * else the same content under another name (a rename, a move, or a file put back); else the
 * same file edited in place; else a new id from the name, never one given before.
 * `keepFiles`: files still there that failed this run; their ids are not withdrawn for it.
 */
export function reconcileIds(
  previous: IdManifest,
  files: FileToId[],
  options: { today: string; keepFiles?: ReadonlySet<string> },
): Reconciled {
  const sorted = [...files].sort((a, b) => (a.file < b.file ? -1 : 1));
  const entries = [...previous.items].sort(byRank);
  // Indexed, so a run over 100k items stays linear; each list keeps the preference order.
  const byContent = groupBy(entries, (entry) => entry.sha256);
  const byFile = groupBy(entries, (entry) => entry.file);
  const claimed = new Set<string>();
  const ids = new Map<string, string>();
  const claim = (
    file: FileToId,
    candidates: IdEntry[] | undefined,
    match: (entry: IdEntry) => boolean = () => true,
  ) => {
    if (ids.has(file.file)) return;
    const entry = candidates?.find((candidate) => !claimed.has(candidate.id) && match(candidate));
    if (!entry) return;
    claimed.add(entry.id);
    ids.set(file.file, entry.id);
  };
  const contentOf = (file: FileToId) =>
    file.sha256 === null ? undefined : byContent.get(file.sha256);

  for (const file of sorted) claim(file, contentOf(file), (entry) => entry.file === file.file);
  for (const file of sorted) claim(file, contentOf(file));
  for (const file of sorted) claim(file, byFile.get(file.file), (entry) => entry.status === 'live');

  const used = new Set([...entries.map((entry) => entry.id), ...ids.values()]);
  for (const file of sorted) {
    if (ids.has(file.file)) continue;
    let id = file.derivedId;
    for (let n = 2; used.has(id); n += 1) id = `${file.derivedId}-${n}`;
    used.add(id);
    ids.set(file.file, id);
  }

  const items: IdEntry[] = sorted.map((file) => ({
    id: ids.get(file.file) ?? file.derivedId,
    file: file.file,
    sha256: file.sha256,
    status: 'live',
  }));
  const liveByContent = new Map<string, string>();
  for (const item of [...items].reverse()) if (item.sha256) liveByContent.set(item.sha256, item.id);
  for (const entry of entries) {
    if (claimed.has(entry.id)) continue;
    items.push(retire(entry, liveByContent, options));
  }
  items.sort((a, b) => (a.id < b.id ? -1 : 1));
  return { ids, manifest: { version: ID_MANIFEST_VERSION, items } };
}

function groupBy(
  entries: IdEntry[],
  key: (entry: IdEntry) => string | null,
): Map<string, IdEntry[]> {
  const groups = new Map<string, IdEntry[]>();
  for (const entry of entries) {
    const value = key(entry);
    if (value === null) continue;
    const group = groups.get(value);
    if (group) group.push(entry);
    else groups.set(value, [entry]);
  }
  return groups;
}

/** What becomes of an id no file claimed this run. */
function retire(
  entry: IdEntry,
  liveByContent: Map<string, string>,
  options: { today: string; keepFiles?: ReadonlySet<string> },
): IdEntry {
  if (entry.status === 'live' && options.keepFiles?.has(entry.file)) return entry;
  const twin = entry.sha256 === null ? undefined : liveByContent.get(entry.sha256);
  const { id, file, sha256 } = entry;
  if (twin !== undefined) return { id, file, sha256, status: 'moved', to: twin };
  if (entry.status === 'live')
    return { id, file, sha256, status: 'withdrawn', since: options.today };
  return entry;
}
