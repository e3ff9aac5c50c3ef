import type { Browser } from 'playwright-core';
import { KeystrokeSession, type KeyTiming } from './keystroke-session.ts';
import type { KeystrokeTarget } from './keystroke-targets.ts';
import { median, percentile } from './percentiles.ts';
import { keySteps, type KeyStep } from './search-keys.ts';

export interface TargetRun {
  target: KeystrokeTarget;
  timings: (KeyTiming & { query: string })[];
  /** Measured keys after which the grid had nothing new to show (left out of the figures). */
  unchanged: string[];
  firstResponseBytes: number;
  facets: string[];
  /** The request leg alone on an idle page, each sample (ms): KeystrokeSession.idleRoundTrips. */
  idleRoundTrips: number[];
}

/** Replays of the request leg per target, after its keys. */
const ROUND_TRIP_SAMPLES = 30;

/** The steps cut into words (up to and including their clear) and reloads. */
function groupSteps(steps: readonly KeyStep[]): KeyStep[][] {
  const groups: KeyStep[][] = [[]];
  for (const step of steps) {
    groups.at(-1)?.push(step);
    if (step.kind !== 'key') groups.push([]);
  }
  return groups.filter((group) => group.length > 0);
}

async function runStep(session: KeystrokeSession, step: KeyStep, run: TargetRun): Promise<void> {
  if (step.kind === 'reload') return session.load();
  if (step.kind === 'clear') return session.clear();
  const timing = await session.press(step.key, step.query);
  if (!step.measured) return;
  if (timing) run.timings.push({ ...timing, query: step.query });
  else run.unchanged.push(step.query);
}

/**
 * `keys` measured keys on each target at CPU throttle `rate`, on fresh pages, word by word, the
 * target that goes first alternating from one word to the next.
 */
export async function measureKeystrokes(
  browser: Browser,
  targets: readonly KeystrokeTarget[],
  rate: number,
  keys: number,
): Promise<TargetRun[]> {
  const sessions: KeystrokeSession[] = [];
  try {
    for (const target of targets) sessions.push(await KeystrokeSession.open(browser, target, rate));
    const runs: TargetRun[] = sessions.map((session) => ({
      target: session.target,
      timings: [],
      unchanged: [],
      firstResponseBytes: session.firstResponseBytes,
      facets: session.facets,
      idleRoundTrips: [],
    }));
    for (const [index, group] of groupSteps(keySteps(keys)).entries()) {
      const order = sessions.map((_, at) => at);
      if (index % 2 === 1) order.reverse();
      for (const at of order) {
        const session = sessions[at];
        const run = runs[at];
        if (!session || !run) continue;
        for (const step of group) await runStep(session, step, run);
      }
    }
    for (const [at, session] of sessions.entries()) {
      const run = runs[at];
      if (run) run.idleRoundTrips = await session.idleRoundTrips(ROUND_TRIP_SAMPLES);
    }
    return runs;
  } finally {
    for (const session of sessions) await session.close();
  }
}

const fixed = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const medianOf = (values: readonly number[]) => median(values.filter(Number.isFinite));

/** One line per target: median and p90, and the medians of each part of a key. */
export function describeRun(run: TargetRun): string {
  const { timings } = run;
  const part = (pick: (timing: KeyTiming) => number) => fixed(medianOf(timings.map(pick)));
  // processingTimeMS is in whole ms, mostly 0 or 1 here: its mean says more than its median.
  const engineMean = timings.reduce((sum, t) => sum + t.engine, 0) / timings.length;
  const engine = run.target.engineTimed ? ` (engine mean ${fixed(engineMean)})` : ' (stand-in)';
  const totals = timings.map((timing) => timing.total);
  const retried = timings.filter((timing) => timing.retries > 0).length;
  return (
    `  ${run.target.name.padEnd(28)} median ${fixed(median(totals)).padStart(6)} ms, ` +
    `p90 ${fixed(percentile(totals, 90)).padStart(6)} ms  (${timings.length} keys) | medians: ` +
    `keydown → request ${part((t) => t.toRequest)} (to the input event ${part((t) => t.toInput)}), ` +
    `request ${part((t) => t.request)}${engine}, ` +
    `response → grid ${part((t) => t.render)} ms` +
    (run.unchanged.length ? ` | ${run.unchanged.length} keys left out (grid unchanged)` : '') +
    (retried ? ` | ${retried} keys whose search the client sent again after a timeout` : '') +
    (run.idleRoundTrips.length
      ? `\n  ${''.padEnd(28)} the request leg alone, replayed on the idle page: median ` +
        `${fixed(median(run.idleRoundTrips))} ms (${run.idleRoundTrips.length} requests)`
      : '')
  );
}

/** The slowest keys of a run, for --verbose. */
export function describeSlowest(run: TargetRun, count = 5): string {
  const slowest = [...run.timings].sort((a, b) => b.total - a.total).slice(0, count);
  return `    slowest: ${slowest.map((t) => `"${t.query}" ${fixed(t.total)} ms (grid ${fixed(t.render)})`).join(', ')}`;
}

/** `  label: a 1.0 + b 2.0 = 3.0 ms, over the target's …`, or null when a part was not measured. */
function describeSum(
  label: string,
  parts: [name: string, ms: number][],
  targetMs: number,
  { over = 'over', tail = '' } = {},
): string | null {
  const sum = parts.reduce((total, [, ms]) => total + ms, 0);
  if (!Number.isFinite(sum)) return null;
  const terms = parts.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(' + ');
  return (
    `  ${label}: ${terms} = ${sum.toFixed(1)} ms, ${sum > targetMs ? over : 'within'} ` +
    `the target's ${targetMs.toFixed(1)} ms${tail}`
  );
}

/**
 * What Folio spends before drawing anything, against the target: its keydown → request and the
 * request leg alone on an idle page (no rendering in either). Above the target, no rendering can
 * bring the key within it while the request goes this way.
 */
export function describeBound(folio: TargetRun, targetMs: number): string {
  const parts: [string, number][] = [
    ['keydown → request', medianOf(folio.timings.map((timing) => timing.toRequest))],
    ['the request leg alone', medianOf(folio.idleRoundTrips)],
  ];
  return (
    describeSum('before drawing anything', parts, targetMs, { over: 'already over' }) ??
    '  before drawing anything: not measured (no search to send again)'
  );
}

/**
 * The least a key could take on Folio's transport, counting none of Folio's own work: the
 * floor's own parts of a key (keydown → input, the browser's dispatch with React's bare
 * listeners; response → grid, a bare list, the least a React InstantSearch page draws a response
 * in) around Folio's request leg alone on an idle page. Above the target, no change to Folio's
 * code brings a key within it; only a faster transport could.
 */
export function describeTransportBound(folio: TargetRun, floor: TargetRun, targetMs: number) {
  const parts: [string, number][] = [
    ["the floor's keydown → input", medianOf(floor.timings.map((timing) => timing.toInput))],
    ["Folio's request leg alone", medianOf(folio.idleRoundTrips)],
    ["the floor's response → grid", medianOf(floor.timings.map((timing) => timing.render))],
  ];
  const tail = ", with none of Folio's own work counted";
  return (
    describeSum('the least on this transport', parts, targetMs, { tail }) ??
    '  the least on this transport: not measured'
  );
}
