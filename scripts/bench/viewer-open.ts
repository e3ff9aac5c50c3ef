/**
 * The viewer's opening on an item page, as a visitor sees it: from the click on "Open viewer" to
 *   - the first visible frame: the first animation frame in which the viewer's root and its stage
 *     are both at full opacity (computed style, read in requestAnimationFrame), not the frame in
 *     which it is merely in the DOM, maybe still transparent;
 *   - the sharp photo: the first frame after the slide's full rendition (PhotoSwipe's own <img>,
 *     not the placeholder) has loaded and decoded, with the viewer still fully opaque.
 * Warm: one page, the viewer opened once unmeasured (its code and the rendition cached), then
 * each run opens and closes it. Cold: each run a fresh browser context (empty cache), the page
 * loaded and taken over by the app, then the first click.
 */
import type { Browser, Page } from 'playwright-core';
import { median, percentile } from './percentiles.ts';

export interface ViewerOpening {
  visible: number;
  sharp: number;
}

/** The live "Open viewer" button: visible, and not in an inert part of the page. */
const FIND_BUTTON = `[...document.querySelectorAll('button')].find(
  (b) => b.textContent === 'Open viewer' && b.checkVisibility() && !b.closest('[inert]'))`;

/** Runs in the page (a string: tsx's name-keeping helpers do not exist there). */
const CLICK_AND_TIME = `new Promise((resolve, reject) => {
  const button = ${FIND_BUTTON};
  if (!button) return reject(new Error('no live "Open viewer" button'));
  const opaque = (element) => element && Number(getComputedStyle(element).opacity) >= 0.999;
  let visible = null;
  let decoding = false;
  const start = performance.now();
  button.click();
  const frame = () => {
    const now = performance.now() - start;
    const root = document.querySelector('.pswp');
    const shown = opaque(root) && opaque(root.querySelector('.pswp__bg'));
    if (shown && visible === null) visible = now;
    const image = root && root.querySelector('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)');
    if (shown && !decoding && image && image.complete && image.naturalWidth > 0) {
      decoding = true;
      image.decode().catch(() => {}).finally(() =>
        requestAnimationFrame(() => resolve({ visible, sharp: performance.now() - start })));
      return;
    }
    if (now > 10000) return reject(new Error('the viewer did not open within 10 s'));
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

async function arrive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // Polled from here: waitForFunction evaluates its string inside the page, which the CSP refuses.
  for (let tries = 0; !(await page.evaluate(`Boolean(${FIND_BUTTON})`)); tries++) {
    if (tries > 200) throw new Error(`no live "Open viewer" button on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function openAndClose(page: Page, url: string): Promise<ViewerOpening> {
  const opening = (await page.evaluate(CLICK_AND_TIME)) as ViewerOpening;
  await page.locator('.pswp[data-state="open"]').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('.pswp').waitFor({ state: 'detached' });
  await page.waitForURL(url);
  return opening;
}

const VIEWPORT = { width: 1366, height: 800 };

export async function measureWarm(browser: Browser, url: string, runs: number) {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await arrive(page, url);
  const openings: ViewerOpening[] = [];
  // One unmeasured opening loads the viewer's code and the rendition, as on a warm page.
  for (let run = 0; run <= runs; run++) {
    const opening = await openAndClose(page, url);
    if (run > 0) openings.push(opening);
  }
  await page.close();
  return openings;
}

export async function measureCold(browser: Browser, url: string, runs: number) {
  const openings: ViewerOpening[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await arrive(page, url);
    openings.push(await openAndClose(page, url));
    await context.close();
  }
  return openings;
}

const VISIBLE_TARGET_MS = 100;
const SHARP_TARGET_MS = 300;

function describe(values: number[], target: number, judged: boolean): string {
  const middle = median(values);
  const verdict = judged ? ` (target ≤ ${target} ms: ${middle <= target ? 'PASS' : 'FAIL'})` : '';
  return `median ${middle.toFixed(1)} ms, p90 ${percentile(values, 90).toFixed(1)} ms${verdict}`;
}

/** The targets are for a warm page; cold runs are shown beside them. */
export function printViewerOpenings(kind: 'warm' | 'cold', openings: ViewerOpening[]): void {
  const judged = kind === 'warm';
  const runs = `${kind}, ${openings.length} runs`;
  const visible = openings.map((opening) => opening.visible);
  const sharp = openings.map((opening) => opening.sharp);
  console.log(
    `Viewer, click → first visible frame (${runs}): ${describe(visible, VISIBLE_TARGET_MS, judged)}`,
  );
  console.log(`Viewer, click → sharp photo (${runs}): ${describe(sharp, SHARP_TARGET_MS, judged)}`);
}
