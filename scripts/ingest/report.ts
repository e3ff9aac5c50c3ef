/** Problems found while planning or processing, each tied to the file it is about. */
export interface Problem {
  file: string;
  reason: string;
}

export interface Problems {
  errors: Problem[];
  skipped: Problem[];
  warnings: Problem[];
}

export function emptyProblems(): Problems {
  return { errors: [], skipped: [], warnings: [] };
}

export function byFile(a: Problem, b: Problem): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0;
}

/** Node's fs errors carry a code; say it in words an owner can act on. */
export function describeError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EACCES' || code === 'EPERM') return 'cannot read file: permission denied';
  if (code === 'ENOENT') return 'file disappeared while ingesting';
  if (code === 'EISDIR') return 'expected a file, found a folder';
  return error instanceof Error ? error.message : String(error);
}
