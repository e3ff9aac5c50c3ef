/**
 * Prerenders the pages visitors land on: `/` (its first results) and every item page. Each is
 * opened in headless Chromium from the built app, and what the app drew is written as that
 * path's HTML, so the page shows its screen (photos, titles, credits) before the app's code has
 * downloaded; the app takes over once it has drawn the same screen
 * (src/components/ui/first-screen.ts).
 *
 *   - `/` → `<dist>/index.html` + `index.css`. index.html is also what static hosts serve for
 *     every path without a file of its own: there public/first-screen.js hides the copy before it
 *     is drawn, and the app draws the page from nothing, as it did before.
 *   - `/item/<id>` → `<dist>/item/<id>.html` + `<id>.css`, served for that path by static hosts
 *     and `vite preview`, with the item's own title and description for link previews.
 *
 *   tsx scripts/prerender/prerender-pages.ts <dist> [--records <records.json>]
 *
 * The build must answer its searches by itself (a mock build) or reach its search service (a
 * real build, at deploy time: `/` then shows the live index's first results). The item ids come
 * from the records file (default: the demo records of a mock build).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS, findChromiumProblem } from '../chromium.ts';
import { startStaticServer } from '../static-server.ts';
import { FILE_SAFE_ID } from '../vite/app-paths.ts';
import { DEMO_RECORDS_FILE } from '../vite/site-config-plugin.ts';
import {
  firstScreenPage,
  firstScreenStylesheet,
  linkedStylesheets,
  refusePrerenderedTemplate,
  type ScreenSnapshot,
} from './first-screen-page.ts';
import { snapshotScreen } from './snapshot-screen.ts';

/** Pages open side by side: each spends most of its time waiting on its worker and network. */
const PARALLEL_PAGES = 4;
const SETTLE_TIMEOUT_MS = 20_000;

interface PageToPrerender {
  path: string;
  /** The HTML file written, relative to the build. */
  htmlFile: string;
  /** The page's own stylesheet, as linked (a file of the build). */
  stylesheetHref: string;
  /** Resolves once the app has drawn the screen worth copying; throws with what it drew instead. */
  settled(page: Page): Promise<void>;
}

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

/** `/` with its first results drawn (not "searching", not a failure). */
const landingPage: PageToPrerender = {
  path: '/',
  htmlFile: 'index.html',
  stylesheetHref: '/index.css',
  async settled(page) {
    const results = page.locator('#results[aria-busy="false"] .results-grid');
    const settled = results.or(page.getByRole('alert')).first();
    await settled.waitFor({ timeout: SETTLE_TIMEOUT_MS });
    if (!(await results.isVisible())) {
      throw new Error(`the app shows “${await settled.textContent()}” instead of results`);
    }
  },
};

function itemPage(id: string): PageToPrerender {
  return {
    path: `/item/${id}`,
    htmlFile: `item/${id}.html`,
    stylesheetHref: `/item/${id}.css`,
    async settled(page) {
      // The item is drawn (its title, with its photo or player in place), or the app says why not.
      const settled = page.locator('#item-title, main h1').first();
      await settled.waitFor({ timeout: SETTLE_TIMEOUT_MS });
      if ((await settled.getAttribute('id')) !== 'item-title') {
        throw new Error(`the app shows “${await settled.textContent()}” instead of the item`);
      }
    },
  };
}

async function snapshot(page: Page, origin: string, target: PageToPrerender) {
  await page.goto(`${origin}${target.path}`, { waitUntil: 'commit' });
  await target.settled(page);
  return page.evaluate(`(${snapshotScreen.toString()})()`) as Promise<ScreenSnapshot>;
}

export interface PrerenderOptions {
  dist: string;
  recordsFile?: string;
  /** Extra Chromium flags (a benchmark sends the search hosts to a stand-in). */
  chromiumArgs?: string[];
  /** Where `/media` is served from while prerendering (default: the build's own). */
  mediaDir?: string;
}

/** Prerenders `/` and every item page of `dist`; throws naming every page that failed. */
export async function prerenderPages({
  dist,
  recordsFile = DEMO_RECORDS_FILE,
  chromiumArgs = [],
  mediaDir = join(dist, 'media'),
}: PrerenderOptions): Promise<void> {
  const chromiumProblem = findChromiumProblem();
  if (chromiumProblem) throw new Error(chromiumProblem);

  const template = await readFile(join(dist, 'index.html'), 'utf8');
  refusePrerenderedTemplate(template);
  const templateStylesheets = new Set(linkedStylesheets(template));
  const ids = await readItemIds(recordsFile);
  const targets = [landingPage, ...ids.map(itemPage)];
  // Pages from an earlier run would be served instead of the app: start from none. index.html is
  // written last, as the other pages are drawn by the app that its template serves.
  await rm(join(dist, 'item'), { recursive: true, force: true });
  await mkdir(join(dist, 'item'), { recursive: true });
  const server = await startStaticServer(dist, mediaDir);
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, ...chromiumArgs],
  });
  const started = performance.now();
  const failed: string[] = [];
  const pages = new Map<PageToPrerender, { html: string; css: string }>();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const cssFiles = new Map<string, Promise<string>>();
    const css = (path: string) => {
      if (!cssFiles.has(path)) cssFiles.set(path, readFile(join(dist, path), 'utf8'));
      return cssFiles.get(path) as Promise<string>;
    };
    const prerender = async (page: Page, target: PageToPrerender) => {
      const drawn = await snapshot(page, server.origin, target);
      const screenCss = await Promise.all(
        drawn.stylesheets.filter((href) => !templateStylesheets.has(href)).map(css),
      );
      pages.set(target, {
        html: firstScreenPage(template, drawn, target.stylesheetHref, target.path),
        css: firstScreenStylesheet(screenCss, drawn.styleRules),
      });
    };
    const queue = [...targets];
    const worker = async () => {
      const page = await context.newPage();
      for (let target = queue.shift(); target !== undefined; target = queue.shift()) {
        try {
          await prerender(page, target);
        } catch (error) {
          const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
          failed.push(`${target.path}: ${reason}`);
        }
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
  } finally {
    await browser.close();
    await server.close();
  }
  const written = [...pages].sort(
    ([a], [b]) => Number(a === landingPage) - Number(b === landingPage),
  );
  for (const [target, { html, css }] of written) {
    await writeFile(join(dist, target.stylesheetHref), css);
    await writeFile(join(dist, target.htmlFile), html);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Prerendered ${pages.size} pages (\`/\` and item pages) into ${dist} in ${seconds} s.`,
  );
  if (failed.length > 0) {
    // Those pages still work (the app loads them as any other path), only later: say which.
    throw new Error(
      `${failed.length} pages could not be prerendered:\n${failed.map((line) => `  ${line}`).join('\n')}`,
    );
  }
}

function readArguments(argv: string[]): PrerenderOptions {
  const [dist, ...rest] = argv;
  if (!dist) throw new Error('Usage: prerender-pages.ts <dist> [--records <records.json>]');
  const recordsAt = rest.indexOf('--records');
  if (recordsAt < 0) return { dist };
  const recordsFile = rest[recordsAt + 1];
  if (!recordsFile) throw new Error('--records needs a file.');
  return { dist, recordsFile };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  prerenderPages(readArguments(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
