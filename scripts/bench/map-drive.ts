import type { Page } from 'playwright-core';
import { DRAG_START, READ_STATE, settledSince, START_FRAMES, STOP_FRAMES } from './map-probe.ts';
import { frameFigures, type FrameFigures, type LongTask, type PageState } from './map-timings.ts';

/** bench:map's hands on the map: pans, a long drag, waiting for the page to settle. */

export const FRAME_MS = 1000 / 60;
const SETTLE_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Where each pan leaves the map, in pixels from where the pans start: near it, so the map stays
 * over the records, and never twice the same place (the search client's cache would answer).
 */
const PAN_OFFSETS: readonly [number, number][] = [
  [-180, -60],
  [0, 30],
  [-170, -50],
  [10, 20],
  [-160, -40],
  [20, 10],
  [-150, -30],
  [30, 40],
  [-140, -70],
  [40, 50],
  [-130, -20],
];

/** After the offsets in the list, the same again a few pixels lower, and so on. */
export function panOffset(run: number): [number, number] {
  const [x, y] = PAN_OFFSETS[run % PAN_OFFSETS.length] ?? [0, 0];
  return [x, y + 5 * Math.floor(run / PAN_OFFSETS.length)];
}

/** Common tags of the generated records: each query matches thousands of them. */
const QUERIES = [
  'landscape',
  'nature',
  'city',
  'street',
  'people',
  'portrait',
  'travel',
  'architecture',
  'night',
  'water',
  'sky',
];

/** A different query for each run: the words above, then pairs of them. */
export function queryFor(run: number): string {
  const word = QUERIES[run % QUERIES.length] ?? 'landscape';
  const round = Math.floor(run / QUERIES.length);
  return round === 0 ? word : `${word} ${QUERIES[(run + round) % QUERIES.length] ?? ''}`.trim();
}

/** Polls from Node (page.waitForFunction would eval in the page, which the site refuses). */
export async function waitUntil(page: Page, expression: string, timeout: number) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await page.evaluate(expression)) return true;
    await sleep(20);
  }
  return false;
}

/** Waits for the page to settle after `since` (map-probe.ts); with `answer`, for points too. */
export async function settle(page: Page, since: string, what: string, answer = false) {
  if (await waitUntil(page, settledSince(since, { answer }), SETTLE_TIMEOUT_MS)) return;
  throw new Error(
    `The map did not settle within ${SETTLE_TIMEOUT_MS / 1000} s of ${what}: does the screen ` +
      'still keep the contract in scripts/bench/map-probe.ts?',
  );
}

export const readState = async (page: Page) => (await page.evaluate(READ_STATE)) as PageState;

interface DragStart {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A pan: press, move in steps, stand still (no inertia), release, the pointer off the map. */
export async function pan(page: Page, dx: number, dy: number): Promise<void> {
  const start = (await page.evaluate(DRAG_START)) as DragStart;
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const steps = 12;
  for (let step = 1; step <= steps; step++) {
    await page.mouse.move(start.x + (dx * step) / steps, start.y + (dy * step) / steps);
    await sleep(FRAME_MS);
  }
  // Leaflet throws the map on (inertia) only if the pointer moved in the last 50 ms.
  await sleep(120);
  await page.mouse.up();
  // Off the map, so no marker under the pointer is hovered (its highlight is another change).
  await page.mouse.move(1, 1);
}

/** Circles the map under the pointer for `duration` ms without letting go, counting frames. */
export async function dragContinuously(
  page: Page,
  duration: number,
): Promise<FrameFigures & { longTasks: LongTask[] }> {
  const start = (await page.evaluate(DRAG_START)) as DragStart;
  const radius = Math.min(120, start.width / 4, start.height / 4);
  await page.mouse.move(start.x + radius, start.y);
  await page.mouse.down();
  const began = (await page.evaluate(START_FRAMES)) as number;
  const t0 = Date.now();
  while (Date.now() - t0 < duration) {
    const angle = ((Date.now() - t0) / 1000) * 2 * Math.PI;
    await page.mouse.move(start.x + radius * Math.cos(angle), start.y + radius * Math.sin(angle));
    await sleep(8);
  }
  const { frames, ended } = (await page.evaluate(STOP_FRAMES)) as {
    frames: number[];
    ended: number;
  };
  await sleep(120);
  await page.mouse.up();
  await page.mouse.move(1, 1);
  await settle(page, 'state.ups.at(-1)', 'the continuous drag');
  const state = await readState(page);
  return {
    ...frameFigures(frames, FRAME_MS),
    longTasks: state.longTasks.filter((task) => task.start >= began && task.start < ended),
  };
}
