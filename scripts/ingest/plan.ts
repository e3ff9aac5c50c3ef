import { posix } from 'node:path';
import { claimCompanions } from './companions.ts';
import { classifyMedia } from './media-types.ts';
import { toObjectId } from './object-id.ts';
import { emptyProblems } from './report.ts';
import type { Problems } from './report.ts';
import { applySheet } from './sheet-apply.ts';
import type { Sheet } from './sheet-file.ts';
import { parseSidecar } from './sidecar-schema.ts';
import { DEFAULTS_FILE, loadDefaults, readJsonFile } from './sidecars.ts';
import type { DefaultsChain } from './sidecars.ts';
import type { Candidate, PlannedItem } from './types.ts';
import { walkFolder } from './walk.ts';

export interface Plan {
  items: PlannedItem[];
  problems: Problems;
}

export const EMBED_SUFFIX = '.video.json';

const isXmpFile = (name: string): boolean => name.toLowerCase().endsWith('.xmp');

/**
 * The `.xmp` sidecar of a media file: `photo.jpg.xmp` (darktable, digiKam), else `photo.xmp`
 * (Lightroom, Bridge, Capture One), the extension in either case.
 */
function xmpSidecarOf(file: string, present: Set<string>): string | undefined {
  const dot = file.lastIndexOf('.');
  const stem = dot > file.lastIndexOf('/') ? file.slice(0, dot) : file;
  const names = [`${file}.xmp`, `${file}.XMP`, `${stem}.xmp`, `${stem}.XMP`];
  return names.find((name) => present.has(name));
}

async function loadCandidate(
  root: string,
  source: string,
  kind: Candidate['kind'],
  sidecarPath: string | null,
  defaults: DefaultsChain,
  problems: Problems,
): Promise<Candidate | null> {
  if (defaults.brokenFile) {
    problems.errors.push({
      file: source,
      reason: `not ingested: ${defaults.brokenFile} is invalid`,
    });
    return null;
  }
  if (!sidecarPath)
    return { kind, source, sidecarPath, sidecarText: null, sidecar: null, defaults };
  const read = await readJsonFile(root, sidecarPath);
  if (!read.ok) {
    problems.errors.push({ file: sidecarPath, reason: read.reason });
    return null;
  }
  const parsed =
    kind === 'embed' ? parseSidecar(read.json, 'embed') : parseSidecar(read.json, kind);
  for (const issue of parsed.issues) {
    problems.errors.push({ file: sidecarPath, reason: `${issue.field}: ${issue.message}` });
  }
  if (!parsed.value) return null;
  return { kind, source, sidecarPath, sidecarText: read.text, sidecar: parsed.value, defaults };
}

/** Walks the folder and decides what becomes an item, reporting everything it leaves out. */
export async function planIngest(
  root: string,
  skip: string[] = [],
  sheet: Sheet | null = null,
): Promise<Plan> {
  const { files, skipped } = await walkFolder(root, skip);
  const present = new Set(files);
  const problems = emptyProblems();
  problems.skipped.push(...skipped);
  const chainFor = await loadDefaults(root, files, problems.errors);
  const candidates: Candidate[] = [];
  for (const file of files) {
    const name = posix.basename(file);
    const chain = (): DefaultsChain => chainFor(posix.dirname(file));
    if (name === DEFAULTS_FILE || isXmpFile(name)) continue;
    if (name.toLowerCase().endsWith(EMBED_SUFFIX)) {
      const candidate = await loadCandidate(root, file, 'embed', file, chain(), problems);
      if (candidate) candidates.push(candidate);
    } else if (name.toLowerCase().endsWith('.json')) {
      if (!present.has(file.slice(0, -'.json'.length))) {
        problems.warnings.push({ file, reason: 'ignored: no media file of that name next to it' });
      }
    } else {
      const media = classifyMedia(name);
      if (media.kind === 'unsupported') {
        problems.skipped.push({ file, reason: media.reason });
        continue;
      }
      const sidecar = present.has(`${file}.json`) ? `${file}.json` : null;
      const candidate = await loadCandidate(root, file, media.kind, sidecar, chain(), problems);
      const xmpSidecarPath = xmpSidecarOf(file, present);
      if (candidate) candidates.push(xmpSidecarPath ? { ...candidate, xmpSidecarPath } : candidate);
    }
  }
  const usedXmp = new Set(candidates.map((candidate) => candidate.xmpSidecarPath));
  for (const file of files.filter((path) => isXmpFile(path) && !usedXmp.has(path))) {
    problems.warnings.push({ file, reason: 'ignored: no media file of that name next to it' });
  }
  const claimed = claimCompanions(candidates, present, problems);
  const described = applySheet(claimed, present, sheet, problems);
  return { items: assignIds(described, problems), problems };
}

function assignIds(
  candidates: (Candidate & Pick<PlannedItem, 'poster' | 'alternates'>)[],
  problems: Problems,
): PlannedItem[] {
  const byId = new Map<string, PlannedItem[]>();
  for (const candidate of candidates) {
    const objectID = toObjectId(candidate.source);
    if (objectID === null) {
      problems.errors.push({
        file: candidate.source,
        reason: 'cannot make an id from this file name: rename it with letters or digits',
      });
      continue;
    }
    byId.set(objectID, [...(byId.get(objectID) ?? []), { ...candidate, objectID }]);
  }
  const items: PlannedItem[] = [];
  for (const [objectID, group] of byId) {
    const [first, ...others] = group;
    if (first && others.length === 0) items.push(first);
    else {
      const names = group.map((item) => item.source).join(' and ');
      problems.errors.push({
        file: group[0]?.source ?? objectID,
        reason: `duplicate id "${objectID}": ${names} both map to it; rename one (or name it as an alternate in a sidecar)`,
      });
    }
  }
  return items.sort((a, b) => (a.objectID < b.objectID ? -1 : 1));
}
