import { posix } from 'node:path';
import { classifyMedia } from './media-types.ts';
import type { Problems } from './report.ts';
import type { Candidate, PlannedItem } from './types.ts';

type WithCompanions = Candidate & Pick<PlannedItem, 'poster' | 'alternates'>;

/**
 * Posters and alternate encodings named in sidecars belong to their video and are not items of
 * their own. A file claimed twice, missing, or of the wrong kind is an error of the claimant.
 */
export function claimCompanions(
  candidates: Candidate[],
  present: Set<string>,
  problems: Problems,
): WithCompanions[] {
  const owner = new Map<string, string>();
  const resolved: (WithCompanions | null)[] = candidates.map((candidate) => {
    const sidecar = candidate.sidecar;
    if (!sidecar || !candidate.sidecarPath) return { ...candidate, poster: null, alternates: [] };
    const folder = posix.dirname(candidate.sidecarPath);
    let failed = false;
    const claim = (name: string, field: string, kind: 'image' | 'video'): string => {
      const path = posix.normalize(posix.join(folder, name));
      const reason = !present.has(path)
        ? `${field}: file "${name}" not found next to the sidecar`
        : classifyMedia(path).kind !== kind
          ? `${field}: "${name}" is not ${kind === 'image' ? 'an image' : 'a video'} file`
          : owner.has(path) && owner.get(path) !== candidate.source
            ? `${field}: "${name}" is already used by ${owner.get(path)}`
            : null;
      if (reason) {
        problems.errors.push({ file: candidate.sidecarPath ?? candidate.source, reason });
        failed = true;
      } else owner.set(path, candidate.source);
      return path;
    };
    const poster = sidecar.poster ? claim(sidecar.poster, 'poster', 'image') : null;
    const alternates = (sidecar.alternates ?? []).map((name, i) =>
      claim(name, `alternates[${i}]`, 'video'),
    );
    return failed ? null : { ...candidate, poster, alternates };
  });
  const kept = resolved.filter((item): item is WithCompanions => item !== null);
  for (const item of kept) {
    if (item.sidecarPath && owner.has(item.source)) {
      problems.warnings.push({
        file: item.sidecarPath,
        reason: `ignored: ${item.source} is a poster or alternate of ${owner.get(item.source)}`,
      });
    }
  }
  return kept.filter((item) => !owner.has(item.source));
}
