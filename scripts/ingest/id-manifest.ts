/**
 * Which id each file has, kept between runs (decision 039), so an item's URL `/item/<id>`
 * outlives a rename, a move or a removal of its file. Pure: the file is read and written by
 * id-manifest-file.ts, the ids are given by reconcile-ids.ts.
 */

export const ID_MANIFEST_VERSION = 1;

/** One id ever given. `file` is relative to the ingested folder, `sha256` of its bytes. */
export type IdEntry =
  | { id: string; file: string; sha256: string | null; status: 'live' }
  /** Its file is gone and no other file has its content: the page says it was withdrawn. */
  | { id: string; file: string; sha256: string | null; status: 'withdrawn'; since: string }
  /** Its file is gone but the same content lives on under another id: a 301 to that id. */
  | { id: string; file: string; sha256: string | null; status: 'moved'; to: string };

export interface IdManifest {
  version: typeof ID_MANIFEST_VERSION;
  /** Sorted by id, so the same state gives the same bytes and clean git diffs. */
  items: IdEntry[];
}

export const emptyManifest = (): IdManifest => ({ version: ID_MANIFEST_VERSION, items: [] });

export type UrlFate =
  { kind: 'redirect'; from: string; to: string } | { kind: 'withdrawn'; id: string; since: string };

/**
 * What a host must do for each retired id. A chain of moves is followed to its end, so a host
 * never redirects twice; a chain that ends at a withdrawn id (or loops) is withdrawn itself.
 */
export function retiredUrls(manifest: IdManifest): UrlFate[] {
  const byId = new Map(manifest.items.map((entry) => [entry.id, entry]));
  const fates: UrlFate[] = [];
  for (const entry of manifest.items) {
    if (entry.status === 'withdrawn') {
      fates.push({ kind: 'withdrawn', id: entry.id, since: entry.since });
      continue;
    }
    if (entry.status !== 'moved') continue;
    let target = byId.get(entry.to);
    const seen = new Set([entry.id]);
    while (target?.status === 'moved' && !seen.has(target.id)) {
      seen.add(target.id);
      target = byId.get(target.to);
    }
    if (target?.status === 'live') fates.push({ kind: 'redirect', from: entry.id, to: target.id });
    else {
      const since = target?.status === 'withdrawn' ? target.since : '';
      fates.push({ kind: 'withdrawn', id: entry.id, since });
    }
  }
  return fates;
}
