/**
 * The entries of startup-files.json made into the files and lines they name, in one tree (a git
 * revision or the working tree): a file, a folder (`dir/`: its source files, tests left out), a
 * name pattern (`dir/page-data*.ts*`) or a file's own lines (`{ path, lines: "3, 14, 42-43" }`).
 */

export type StartupEntry = string | { path: string; lines: string };

export interface CountedFile {
  path: string;
  /** The lines of the file that count, or null for all of them. */
  lines: Set<number> | null;
}

const SOURCE = /\.(?:[cm]?[jt]sx?|css)$/;
const TEST = /(?:\.(?:test|spec)\.[cm]?[jt]sx?$)|(?:^|\/)__tests__\//;

const isSource = (path: string) => SOURCE.test(path) && !TEST.test(path);

/** "3, 14, 42-43" → {3, 14, 42, 43}. */
export function parseLineRanges(ranges: string): Set<number> {
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!match) throw new Error(`"${part.trim()}" is not a line or a range of lines (like 42-43)`);
    const from = Number(match[1]);
    const to = Number(match[2] ?? match[1]);
    if (to < from) throw new Error(`${part.trim()} runs backwards`);
    for (let line = from; line <= to; line++) lines.add(line);
  }
  return lines;
}

function matcher(pattern: string): (path: string) => boolean {
  if (pattern.endsWith('/')) return (path) => path.startsWith(pattern) && isSource(path);
  if (pattern.includes('*')) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*');
    const regex = new RegExp(`^${source}$`);
    return (path) => regex.test(path) && isSource(path);
  }
  return (path) => path === pattern;
}

/**
 * The files the entries name among `files` (every file of the tree), each once, and the entries
 * that name nothing there.
 */
export function expandEntries(
  entries: readonly StartupEntry[],
  files: readonly string[],
): { counted: CountedFile[]; missing: string[] } {
  const counted = new Map<string, CountedFile>();
  const missing: string[] = [];
  for (const entry of entries) {
    const pattern = typeof entry === 'string' ? entry : entry.path;
    const found = files.filter(matcher(pattern));
    if (found.length === 0) missing.push(pattern);
    for (const path of found) {
      if (typeof entry === 'string') counted.set(path, { path, lines: null });
      else if (!counted.has(path)) counted.set(path, { path, lines: parseLineRanges(entry.lines) });
    }
  }
  return { counted: [...counted.values()], missing };
}
