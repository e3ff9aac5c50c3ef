/**
 * Prerenders every item page of a build: opens `/item/<id>` of the built app in headless
 * Chromium, waits for the item's title, and writes `<dist>/item/<id>.html` (served for
 * `/item/<id>` by static hosts and `vite preview`) holding what the app drew, with
 * `<dist>/item/<id>.css`. A shared link then shows the photo, title and credit before the app's
 * code has downloaded, with the item's own title and description for link previews; the app
 * takes over when it has drawn the same screen (src/components/ui/first-screen.ts).
 *
 *   tsx scripts/prerender/prerender-items.ts <dist> [--records <records.json>]
 *
 * The build must answer its searches by itself (a mock build) or reach its search service.
 * The ids come from the records file (default: the demo records of a mock build).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS, findChromiumProblem } from '../chromium.ts';
import { startStaticServer } from '../static-server.ts';
import { DEMO_RECORDS_FILE } from '../vite/site-config-plugin.ts';
import {
  firstScreenPage,
  firstScreenStylesheet,
  linkedStylesheets,
  type ScreenSnapshot,
} from './first-screen-page.ts';
import { snapshotScreen } from './snapshot-screen.ts';

/** Ids that are safe as file names and need no escaping in a URL path. */
const FILE_SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** Pages open side by side: each spends most of its time waiting on its worker and network. */
const PARALLEL_PAGES = 4;

async function readItemIds(recordsFile: string): Promise<string[]> {
  const records = JSON.parse(await readFile(recordsFile, 'utf8')) as unknown;
  if (!Array.isArray(records)) throw new Error(`${recordsFile} is not a list of records.`);
  const ids = records.map((record: unknown) => (record as { objectID?: unknown } | null)?.objectID);
  const safe = ids.filter((id): id is string => typeof id === 'string' && FILE_SAFE_ID.test(id));
  if (safe.length < ids.length) {
    // Still served by the app as any other path, only without a first screen.
    console.warn(
      `Not prerendered: ${ids.length - safe.length} records whose objectID is not a plain ` +
        `file name (letters, digits, - and _).`,
    );
  }
  return safe;
}

async function snapshotItem(page: Page, origin: string, id: string): Promise<ScreenSnapshot> {
  await page.goto(`${origin}/item/${id}`, { waitUntil: 'commit' });
  // The item is drawn (its title, with its photo or player in place), or the app says why not.
  const settled = page.locator('#item-title, main h1').first();
  await settled.waitFor({ timeout: 20_000 });
  if ((await settled.getAttribute('id')) !== 'item-title') {
    throw new Error(`the app shows “${await settled.textContent()}” instead of the item`);
  }
  return page.evaluate(`(${snapshotScreen.toString()})()`) as Promise<ScreenSnapshot>;
}

async function main(): Promise<void> {
  const [dist, ...rest] = process.argv.slice(2);
  if (!dist) throw new Error('Usage: prerender-items.ts <dist> [--records <records.json>]');
  const recordsAt = rest.indexOf('--records');
  const recordsFile = recordsAt >= 0 ? rest[recordsAt + 1] : DEMO_RECORDS_FILE;
  if (!recordsFile) throw new Error('--records needs a file.');
  const chromiumProblem = findChromiumProblem();
  if (chromiumProblem) throw new Error(chromiumProblem);

  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const templateStylesheets = new Set(linkedStylesheets(template));
  const ids = await readItemIds(recordsFile);
  const server = await startStaticServer(dist, join(dist, 'media'));
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const started = performance.now();
  const failed: string[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    // Pages from an earlier run would be served instead of the app: start from none.
    await rm(join(dist, 'item'), { recursive: true, force: true });
    await mkdir(join(dist, 'item'), { recursive: true });
    const cssFiles = new Map<string, Promise<string>>();
    const css = (path: string) => {
      if (!cssFiles.has(path)) cssFiles.set(path, readFile(join(dist, path), 'utf8'));
      return cssFiles.get(path) as Promise<string>;
    };
    const prerenderItem = async (page: Page, id: string) => {
      const snapshot = await snapshotItem(page, server.origin, id);
      const screenCss = await Promise.all(
        snapshot.stylesheets.filter((href) => !templateStylesheets.has(href)).map(css),
      );
      const stylesheetHref = `/item/${id}.css`;
      await writeFile(
        join(dist, 'item', `${id}.css`),
        firstScreenStylesheet(screenCss, snapshot.styleRules),
      );
      await writeFile(
        join(dist, 'item', `${id}.html`),
        firstScreenPage(template, snapshot, stylesheetHref),
      );
    };
    const queue = [...ids];
    const worker = async () => {
      const page = await context.newPage();
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        try {
          await prerenderItem(page, id);
        } catch (error) {
          failed.push(`${id}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        }
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
  } finally {
    await browser.close();
    await server.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const done = ids.length - failed.length;
  console.log(`Prerendered ${done} item pages into ${join(dist, 'item')} in ${seconds} s.`);
  if (failed.length > 0) {
    // Those pages still work (the app loads them as any other path), only later: say which.
    throw new Error(
      `${failed.length} item pages could not be prerendered:\n${failed.map((line) => `  ${line}`).join('\n')}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
