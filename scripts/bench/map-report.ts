import type { Aftermath, Answer, FrameFigures, LongTask } from './map-timings.ts';
import { median, percentile } from './percentiles.ts';

/** bench:map's printed figures and verdicts. */

const MARKERS_TARGET_MS = 100;

export interface PanFigures extends Aftermath {
  dragLongTasks: LongTask[];
}

export interface MapFigures {
  startPath: string;
  pans: PanFigures[];
  searches: Aftermath[];
  queries: string[];
  drag: FrameFigures & { longTasks: LongTask[] };
  dragMs: number;
  frameMs: number;
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—');
const tasks = (list: LongTask[]) => list.map((task) => ms(task.duration)).join(', ') || 'none';
export const longest = (list: LongTask[]) => ms(Math.max(0, ...list.map((task) => task.duration)));
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const count = (value: number) => value.toLocaleString('en');

/** Median, p90 and max of the values there are (NaN: nothing happened), and how many. */
function row(label: string, values: number[]): string {
  const present = values.filter(Number.isFinite);
  const cells = [median(present), percentile(present, 90), Math.max(...present)];
  const missing = present.length < values.length ? `  (${present.length} of ${values.length})` : '';
  return `  ${label.padEnd(48)} ${cells.map((value) => ms(value).padStart(10)).join(' ')}${missing}`;
}

const HEADER = `  ${''.padEnd(48)} ${['median', 'p90', 'max'].map((name) => name.padStart(10)).join(' ')}`;

/** One pan or search, for --verbose. */
export function describeAftermath(label: string, figures: Aftermath): string {
  const answers = figures.answers.map(
    (answer) =>
      `\n    ${answer.complete ? 'all' : 'first'}: request → points ` +
      `${ms(answer.requestToReceived)}, → markers ${ms(answer.toUpdated)}, → frame ` +
      `${ms(answer.toPainted)}, long tasks ${tasks(answer.longTasks)}`,
  );
  return (
    `  ${label}: ${count(figures.results)} results in the area; request ${ms(figures.toRequest)}, ` +
    `first marker change ${ms(figures.toFirstChange)}, settled ${ms(figures.toSettled)}; ` +
    `${figures.earlyUpdates} points update(s) before an answer; long tasks ` +
    `${tasks(figures.longTasks)}${answers.join('')}`
  );
}

function printAnswers(answers: Answer[]): void {
  const first = answers.filter((answer) => !answer.complete);
  const all = answers.filter((answer) => answer.complete);
  const each = (list: Answer[], pick: (answer: Answer) => number) => list.map(pick);
  console.log(
    row(
      'request → points received (engine in page)',
      each(answers, (a) => a.requestToReceived),
    ),
  );
  if (first.length > 0) {
    console.log(
      row(
        'points received → markers updated, first 1,000',
        each(first, (a) => a.toUpdated),
      ),
    );
    console.log(
      row(
        'points received → next frame, first 1,000',
        each(first, (a) => a.toPainted),
      ),
    );
  }
  console.log(
    row(
      'points received → markers updated, all',
      each(all, (a) => a.toUpdated),
    ),
  );
  console.log(
    row(
      'points received → next frame, all',
      each(all, (a) => a.toPainted),
    ),
  );
}

function printPans({ pans, startPath }: MapFigures): void {
  console.log(
    `${pans.length} pans from ${startPath} (results in each area: ` +
      `${pans.map((pan) => count(pan.results)).join(', ')}):`,
  );
  console.log(HEADER);
  console.log(
    row(
      'mouseup → first change to the markers',
      pans.map((p) => p.toFirstChange),
    ),
  );
  console.log(
    row(
      'mouseup → frame after the last change',
      pans.map((p) => p.toSettled),
    ),
  );
  console.log(
    row(
      'mouseup → search request sent',
      pans.map((p) => p.toRequest),
    ),
  );
  const answers = pans.flatMap((pan) => pan.answers);
  if (answers.length > 0) printAnswers(answers);
  else console.log('  (no pan brought new points: the map had them all)');
  const early = pans.reduce((sum, pan) => sum + pan.earlyUpdates, 0);
  if (early > 0)
    console.log(`  ${early} points update(s) after a mouseup before any answer (the same points)`);
  const after = pans.flatMap((pan) => pan.longTasks);
  console.log(
    `  long tasks from mouseup to the last change: ${after.length}, longest ${longest(after)}`,
  );
}

function printSearches({ searches, queries }: MapFigures): void {
  console.log(`${searches.length} new searches (${queries.join(', ')}):`);
  console.log(HEADER);
  console.log(
    row(
      'input → search request sent',
      searches.map((s) => s.toRequest),
    ),
  );
  printAnswers(searches.flatMap((search) => search.answers));
  console.log(
    row(
      'input → frame with all markers',
      searches.map((s) => s.toSettled),
    ),
  );
}

export function printMapReport(figures: MapFigures): void {
  const { pans, searches, drag, dragMs, frameMs } = figures;
  printPans(figures);
  printSearches(figures);
  const dragTasks = [...pans.flatMap((pan) => pan.dragLongTasks), ...drag.longTasks];
  const answers = [...pans, ...searches].flatMap((each) => each.answers);
  const placing = answers.flatMap((answer) => answer.longTasks);
  console.log(
    `Long tasks while dragging (${pans.length} pans + ${dragMs / 1000} s drag): ` +
      `${dragTasks.length}, longest ${longest(dragTasks)}`,
  );
  console.log(
    `Long tasks from points received to their frame (placing markers): ${placing.length}, ` +
      `longest ${longest(placing)}`,
  );
  console.log(
    `${dragMs / 1000} s continuous drag: ${drag.frames} frames, ${drag.slowFrames} over ` +
      `${(1.5 * frameMs).toFixed(1)} ms, ~${drag.droppedFrames} dropped, longest gap ` +
      `${ms(drag.longestGap)}`,
  );
  const complete = answers.filter((answer) => answer.complete).map((answer) => answer.toPainted);
  const markers = median(complete);
  console.log(
    `  target: the frame with all markers ≤ ${MARKERS_TARGET_MS} ms after their answer ` +
      `(median of ${complete.length}, p90 ${ms(percentile(complete, 90))}): ${ms(markers)} ` +
      verdict(markers <= MARKERS_TARGET_MS),
  );
  console.log(
    `  target: no long task over 50 ms while panning: ${verdict(dragTasks.length === 0)}`,
  );
}
