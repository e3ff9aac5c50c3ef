/**
 * The start-up's source lines (issue 27, "Measured"): everything that exists to draw the first
 * screen, counted at the baseline revision (before issue 27: the Chromium copy and its hand-over)
 * and in this tree. Both lists are in startup-files.json, to be adjusted when files move; a line
 * counts when it holds code (source-lines.ts: not blank, not only a comment); tests are left out.
 *
 *   npm run count:startup -- [--files]    (--files: each file's count)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { codeLineNumbers, languageOf } from './source-lines.ts';
import { expandEntries, type StartupEntry } from './startup-files.ts';

interface Side {
  label: string;
  revision?: string;
  files: StartupEntry[];
}
interface StartupLists {
  baseline: Side & { revision: string };
  now: Side;
}

interface Tree {
  name: string;
  files: string[];
  read(path: string): string;
}

const git = (args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

function revisionTree(revision: string): Tree {
  return {
    name: revision,
    files: git(['ls-tree', '-r', '--name-only', revision]).split('\n').filter(Boolean),
    read: (path) => git(['show', `${revision}:${path}`]),
  };
}

/** The working tree: tracked files and new ones not ignored (a folder being created counts). */
function workingTree(): Tree {
  const root = git(['rev-parse', '--show-toplevel']).trim();
  const files = git(['ls-files', '--cached', '--others', '--exclude-standard', '--full-name', root])
    .split('\n')
    .filter(Boolean);
  return { name: 'this tree', files, read: (path) => readFileSync(join(root, path), 'utf8') };
}

interface Counted {
  files: { path: string; lines: number }[];
  missing: string[];
  folders: number;
  lines: number;
}

function count(tree: Tree, entries: readonly StartupEntry[]): Counted {
  // A file deleted but not yet committed is listed by ls-files: it counts nothing.
  const { counted, missing } = expandEntries(entries, tree.files);
  const files = counted.flatMap(({ path, lines }) => {
    let text: string;
    try {
      text = tree.read(path);
    } catch {
      missing.push(path);
      return [];
    }
    const code = codeLineNumbers(text, languageOf(path));
    return [{ path, lines: lines ? code.filter((line) => lines.has(line)).length : code.length }];
  });
  return {
    files,
    missing,
    folders: new Set(files.map(({ path }) => dirname(path))).size,
    lines: files.reduce((sum, file) => sum + file.lines, 0),
  };
}

const lists = JSON.parse(
  readFileSync(new URL('./startup-files.json', import.meta.url), 'utf8'),
) as StartupLists;
const baseline = count(revisionTree(lists.baseline.revision), lists.baseline.files);
const now = count(workingTree(), lists.now.files);

const row = (cells: (string | number)[]) =>
  cells
    .map((cell, index) => (index === 0 ? String(cell).padEnd(20) : String(cell).padStart(9)))
    .join('');
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

console.log('Start-up source lines (not blank, not only comments; tests left out)');
console.log(`  baseline: ${lists.baseline.revision}, ${lists.baseline.label}`);
console.log(`  now: ${lists.now.label}`);
console.log(row(['', 'files', 'folders', 'lines']));
console.log(
  row([
    `baseline ${lists.baseline.revision}`,
    baseline.files.length,
    baseline.folders,
    baseline.lines,
  ]),
);
console.log(row(['now', now.files.length, now.folders, now.lines]));
console.log(
  row([
    'difference',
    signed(now.files.length - baseline.files.length),
    signed(now.folders - baseline.folders),
    signed(now.lines - baseline.lines),
  ]),
);
console.log(
  `now / baseline: ${(now.lines / Math.max(baseline.lines, 1)).toFixed(2)} of the lines ` +
    `(target: fewer than the baseline: ${now.lines < baseline.lines ? 'PASS' : 'FAIL'})`,
);
for (const [name, side] of [
  ['baseline', baseline],
  ['now', now],
] as const) {
  if (side.missing.length > 0)
    console.log(`${name}: not found, counted as nothing: ${side.missing.join(', ')}`);
  if (process.argv.includes('--files')) {
    console.log(`${name}:`);
    for (const file of side.files) console.log(`  ${String(file.lines).padStart(5)}  ${file.path}`);
  }
}
