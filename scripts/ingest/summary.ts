import type { Problem } from './report.ts';

export interface Summary {
  items: number;
  photos: number;
  videos: number;
  /** Items made this run; the rest came from the cache unchanged. */
  processed: number;
  cached: number;
  /** objectIDs dropped because their source is gone (or now fails). */
  removed: string[];
  /** Ids retired so far (this run or earlier): withdrawn, or redirected to the same content. */
  withdrawn: number;
  redirected: number;
  renditions: number;
  files: number;
  bytes: number;
  skipped: Problem[];
  warnings: Problem[];
  errors: Problem[];
  records: string;
  ids: string;
  durationMs: number;
  peakRssBytes: number;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function section(title: string, problems: Problem[]): string[] {
  if (problems.length === 0) return [];
  return [`${title} (${problems.length}):`, ...problems.map((p) => `  ${p.file}: ${p.reason}`)];
}

export function formatSummary(summary: Summary): string {
  const lines = [
    `Ingested ${summary.items} items (${summary.photos} photos, ${summary.videos} videos) ` +
      `in ${(summary.durationMs / 1000).toFixed(1)} s`,
    `  processed ${summary.processed}, unchanged ${summary.cached}` +
      (summary.removed.length > 0 ? `, removed ${summary.removed.length}` : ''),
    `  wrote ${summary.renditions} renditions, ${summary.files} files, ${megabytes(summary.bytes)}`,
    `  records: ${summary.records}`,
    `  ids: ${summary.ids}` +
      (summary.withdrawn + summary.redirected > 0
        ? ` (${summary.withdrawn} withdrawn, ${summary.redirected} redirected)`
        : ''),
    `  peak memory (RSS): ${megabytes(summary.peakRssBytes)}`,
    ...section('Skipped', summary.skipped),
    ...section('Warnings', summary.warnings),
    ...section('Errors', summary.errors),
  ];
  return `${lines.join('\n')}\n`;
}
