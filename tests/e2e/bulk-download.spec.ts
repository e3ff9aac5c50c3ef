import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { unzipSync, strFromU8 } from 'fflate';
import { allViolations } from './axe';
import { expect, test, type BrowserContext, type Page } from './fixtures';

/**
 * Bulk download (decision 050): the ZIP is streamed into the file the visitor picks with
 * Chromium's File System Access API. The native save dialog is the one thing answered here: it
 * hands back a file of the origin's private file system, written by the browser's own
 * `createWritable` stream, and read back whole in Node.
 */
async function answerSaveDialog(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.assign(window, {
      showSaveFilePicker: async ({ suggestedName }: { suggestedName: string }) => {
        const folder = await navigator.storage.getDirectory();
        return folder.getFileHandle(suggestedName, { create: true });
      },
    });
  });
}

/** The saved files of the origin's private file system, by name, read back as bytes. */
async function savedFiles(page: Page): Promise<Map<string, Buffer>> {
  const files = await page.evaluate(async () => {
    const folder = await navigator.storage.getDirectory();
    const read: [string, string][] = [];
    for await (const [name, handle] of (
      folder as unknown as { entries(): AsyncIterable<[string, FileSystemFileHandle]> }
    ).entries()) {
      const bytes = new Uint8Array(await (await handle.getFile()).arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      read.push([name, btoa(text)]);
    }
    return read;
  });
  return new Map(files.map(([name, base64]) => [name, Buffer.from(base64, 'base64')]));
}

/**
 * The media files fetched from now on, in order, but the cards' AVIF images (no ZIP size is
 * AVIF: it takes the most widely readable format of a size).
 */
function watchMediaFetches(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/media\/.*(?<!\.avif)$/.test(pathname)) {
      if (!urls.includes(pathname)) urls.push(pathname);
    }
  });
  return urls;
}

/** The objectIDs of the "Item Downloaded" events the mock Insights API received. */
function downloadedObjectIDs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const traffic = (
      window as unknown as {
        __folioMockTraffic: { entries(): { destination: string; body: unknown }[] };
      }
    ).__folioMockTraffic;
    return traffic
      .entries()
      .filter((entry) => entry.destination === 'Insights')
      .flatMap(
        (entry) => (entry.body as { events: { eventName: string; objectIDs: string[] }[] }).events,
      )
      .filter((event) => event.eventName === 'Item Downloaded')
      .flatMap((event) => event.objectIDs);
  });
}

/** A browser without the File System Access API (Firefox, Safari, phones). */
async function withoutSavePicker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
}

/** The download service worker's addresses (decision 050), not a Blob's. */
const WORKER_DOWNLOAD = /^http:\/\/[^/]+\/assets\/bulk-download\/[\w-]+\//;

const privacyChoices = (page: Page) => page.getByRole('dialog', { name: 'Privacy choices' });
const checkboxes = (page: Page) => page.getByRole('checkbox', { name: /^Select / });
const selection = (page: Page) => page.getByRole('group', { name: 'Selection' });

async function checkedIDs(page: Page): Promise<string[]> {
  return page
    .locator('.result-card:has(input[type=checkbox]:checked) [data-object-id]')
    .evaluateAll((links) => links.map((link) => (link as HTMLElement).dataset.objectId ?? ''));
}

/** Selects 12 items on the first page and 8 on the second: 20, kept across the pages. */
async function selectTwenty(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(checkboxes(page)).toHaveCount(24);
  for (let n = 0; n < 12; n += 1) await checkboxes(page).nth(n).check();
  const first = await checkedIDs(page);
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(selection(page)).toContainText('12 selected, 12 not on this page');
  for (let n = 0; n < 8; n += 1) await checkboxes(page).nth(n).check();
  await expect(selection(page)).toContainText('20 selected, 12 not on this page');
  return [...first, ...(await checkedIDs(page))];
}

test('20 selected items download as one streamed ZIP with their credits, their records and the one failed file named', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await answerSaveDialog(page);
  await page.goto('/');
  await privacyChoices(page).getByRole('button', { name: 'Accept all' }).click();
  const ids = await selectTwenty(page);
  expect(ids).toHaveLength(20);
  // One item's file answers 500 (the service worker's fetch of it, which only a context sees).
  const failing = ids[2] ?? '';
  await context.route(`**/media/${failing}/**`, (route) =>
    route.request().resourceType() === 'fetch'
      ? route.fulfill({ status: 500, body: 'broken' })
      : route.fallback(),
  );

  await selection(page).getByRole('button', { name: 'Download 20 items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download 20 items' });
  await dialog.getByRole('radio', { name: /^Small/ }).check();
  const fetched = watchMediaFetches(context);
  await dialog.getByRole('button', { name: 'Download ZIP' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'The ZIP is saved with 19 of 20 files; ERRORS.txt in it lists the 1 missing.',
    { timeout: 30_000 },
  );
  const failures = dialog.getByRole('region', { name: 'Files not in the ZIP' });
  await expect(failures).toContainText(`${failing}`);
  await expect(failures).toContainText('The server answered 500 instead of the file.');

  const saved = await savedFiles(page);
  expect([...saved.keys()]).toEqual(['folio-20-items.zip']);
  const zip = unzipSync(new Uint8Array(saved.get('folio-20-items.zip') ?? []));
  const names = Object.keys(zip);
  const media = names.filter((name) => !/^(CREDITS\.txt|metadata\.csv|ERRORS\.txt)$/.test(name));
  expect(media).toHaveLength(19);
  expect(names.slice(19)).toEqual(['CREDITS.txt', 'metadata.csv', 'ERRORS.txt']);
  // Each file is byte for byte the one served, in the order the items were chosen.
  const served = fetched.filter((path) => !path.startsWith(`/media/${failing}/`));
  expect(served).toHaveLength(19);
  for (const [n, name] of media.entries()) {
    const body = await (await page.request.get(served[n] ?? '')).body();
    expect(Buffer.from(zip[name] ?? []).equals(body), name).toBe(true);
  }
  const credits = strFromU8(zip['CREDITS.txt'] ?? new Uint8Array());
  expect(credits).toMatch(/^Folio: 19 items downloaded on \d{1,2} \w+ \d{4}\r\n/);
  for (const name of media) expect(credits).toContain(`  File: ${name}\r\n`);
  const rows = parse(strFromU8(zip['metadata.csv'] ?? new Uint8Array()), {
    bom: true,
    columns: true,
  }) as Record<string, string>[];
  expect(rows.map((row) => row.file)).toEqual(media);
  expect(rows.map((row) => row.objectID)).toEqual(ids.filter((id) => id !== failing));
  const errors = strFromU8(zip['ERRORS.txt'] ?? new Uint8Array());
  expect(errors).toContain(`/item/${failing}): The server answered 500 instead of the file.`);

  // After consent, one conversion for the 19 items in the ZIP, shown in the event inspector.
  await expect.poll(() => downloadedObjectIDs(page)).toEqual(ids.filter((id) => id !== failing));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: /^Events \d+$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Event inspector' })).toContainText(
    'Item Downloaded',
  );
});

test('without consent the ZIP is made but no conversion is sent', async ({ page }) => {
  await answerSaveDialog(page);
  await page.goto('/');
  await privacyChoices(page).getByRole('button', { name: 'Reject all' }).click();
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await checkboxes(page).nth(0).check();
  await checkboxes(page).nth(1).check();
  await selection(page).getByRole('button', { name: 'Download 2 items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download 2 items' });
  await dialog.getByRole('radio', { name: /^Small/ }).check();
  await dialog.getByRole('button', { name: 'Download ZIP' }).click();
  await expect(dialog.getByRole('status')).toHaveText('The ZIP is saved with all 2 files.');
  await page.waitForTimeout(500); // anything queued would have left by now
  expect(await downloadedObjectIDs(page)).toEqual([]);
});

test('Cancel stops the fetches and leaves no ZIP behind', async ({ page, context }) => {
  await answerSaveDialog(page);
  await page.goto('/');
  await privacyChoices(page).getByRole('button', { name: 'Reject all' }).click();
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await selection(page).getByRole('button', { name: 'Select all on this page' }).click();
  await expect(selection(page)).toContainText('24 selected');
  const ids = await checkedIDs(page);
  // The third file never answers: the ZIP holds two files when Cancel is pressed.
  let requested: () => void = () => {};
  const hanging = new Promise<void>((resolve) => (requested = resolve));
  await context.route(`**/media/${ids[2]}/**`, (route) => {
    if (route.request().resourceType() === 'fetch') requested();
    else void route.fallback();
  });

  await selection(page).getByRole('button', { name: 'Download 24 items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download 24 items' });
  await dialog.getByRole('button', { name: 'Download ZIP' }).click();
  await hanging;
  await expect(dialog.getByRole('status')).toContainText('2 of 24 files');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Cancelled: no ZIP was saved.');
  expect([...(await savedFiles(page)).keys()]).toEqual([]);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a collection downloads whole; without File System Access the ZIP arrives as a download', async ({
  page,
}) => {
  await withoutSavePicker(page);
  await page.goto('/collections/mountains');
  await privacyChoices(page).getByRole('button', { name: 'Reject all' }).click();
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const cards = await page
    .getByRole('list', { name: 'Search results' })
    .locator('[data-object-id]')
    .evaluateAll((links) => links.map((link) => (link as HTMLElement).dataset.objectId ?? ''));
  await selection(page).getByRole('button', { name: `Download the collection (5 items)` }).click();
  const dialog = page.getByRole('dialog', { name: 'Download the collection' });
  await dialog.getByRole('radio', { name: /^Small/ }).check();
  const downloadStarts = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download ZIP' }).click();
  const download = await downloadStarts;
  expect(download.suggestedFilename()).toBe('mountains.zip');
  expect(download.url()).toMatch(WORKER_DOWNLOAD);
  await expect(dialog.getByRole('status')).toHaveText('The ZIP is saved with all 5 files.');
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  const rows = parse(strFromU8(zip['metadata.csv'] ?? new Uint8Array()), {
    bom: true,
    columns: true,
  }) as Record<string, string>[];
  expect(rows.map((row) => row.objectID).sort()).toEqual([...cards].sort());
  expect(Object.keys(zip)).toHaveLength(5 + 2);
});

test('without File System Access, 20 items stream through the download service worker with progress and the failed file named', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await withoutSavePicker(page);
  await page.goto('/');
  await privacyChoices(page).getByRole('button', { name: 'Accept all' }).click();
  const ids = await selectTwenty(page);
  // The worker's fetches: the third file answers 500, the fifth waits until progress is seen.
  const failing = ids[2] ?? '';
  await context.route(`**/media/${failing}/**`, (route) =>
    route.request().resourceType() === 'fetch'
      ? route.fulfill({ status: 500, body: 'broken' })
      : route.fallback(),
  );
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(`**/media/${ids[4]}/**`, async (route) => {
    if (route.request().resourceType() === 'fetch') await held;
    await route.fallback();
  });

  await selection(page).getByRole('button', { name: 'Download 20 items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download 20 items' });
  await dialog.getByRole('radio', { name: /^Small/ }).check();
  const fetched = watchMediaFetches(context);
  const downloadStarts = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download ZIP' }).click();
  const download = await downloadStarts;
  expect(download.url()).toMatch(WORKER_DOWNLOAD);
  expect(download.suggestedFilename()).toBe('folio-20-items.zip');
  await expect(dialog.getByRole('status')).toContainText(/^4 of 20 files, /);
  release();
  await expect(dialog.getByRole('status')).toHaveText(
    'The ZIP is saved with 19 of 20 files; ERRORS.txt in it lists the 1 missing.',
    { timeout: 30_000 },
  );
  await expect(dialog.getByRole('region', { name: 'Files not in the ZIP' })).toContainText(
    'The server answered 500 instead of the file.',
  );
  expect(await download.failure()).toBeNull();

  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  const names = Object.keys(zip);
  const media = names.filter((name) => !/^(CREDITS\.txt|metadata\.csv|ERRORS\.txt)$/.test(name));
  expect(names.slice(19)).toEqual(['CREDITS.txt', 'metadata.csv', 'ERRORS.txt']);
  const served = fetched.filter((path) => !path.startsWith(`/media/${failing}/`));
  expect(served).toHaveLength(19);
  for (const [n, name] of media.entries()) {
    const body = await (await page.request.get(served[n] ?? '')).body();
    expect(Buffer.from(zip[name] ?? []).equals(body), name).toBe(true);
  }
  const credits = strFromU8(zip['CREDITS.txt'] ?? new Uint8Array());
  expect(credits).toMatch(/^Folio: 19 items downloaded on \d{1,2} \w+ \d{4}\r\n/);
  const rows = parse(strFromU8(zip['metadata.csv'] ?? new Uint8Array()), {
    bom: true,
    columns: true,
  }) as Record<string, string>[];
  expect(rows.map((row) => row.file)).toEqual(media);
  expect(rows.map((row) => row.objectID)).toEqual(ids.filter((id) => id !== failing));
  expect(strFromU8(zip['ERRORS.txt'] ?? new Uint8Array())).toContain(
    `/item/${failing}): The server answered 500 instead of the file.`,
  );
  await expect.poll(() => downloadedObjectIDs(page)).toEqual(ids.filter((id) => id !== failing));
});

test('without File System Access, Cancel stops the service worker and no download completes', async ({
  page,
  context,
}) => {
  await withoutSavePicker(page);
  await page.goto('/');
  await privacyChoices(page).getByRole('button', { name: 'Reject all' }).click();
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await selection(page).getByRole('button', { name: 'Select all on this page' }).click();
  const ids = await checkedIDs(page);
  // The third file never answers: the ZIP holds two files when Cancel is pressed.
  let requested: () => void = () => {};
  const hanging = new Promise<void>((resolve) => (requested = resolve));
  await context.route(`**/media/${ids[2]}/**`, (route) => {
    if (route.request().resourceType() === 'fetch') requested();
    else void route.fallback();
  });

  await selection(page).getByRole('button', { name: 'Download 24 items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download 24 items' });
  const downloadStarts = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download ZIP' }).click();
  const download = await downloadStarts;
  await hanging;
  await expect(dialog.getByRole('status')).toContainText('2 of 24 files');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Cancelled: no ZIP was saved.');
  expect(await download.failure()).not.toBeNull();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test('where the download service worker is refused too, the ZIP is held in a Blob and saved', async ({
  page,
}) => {
  await withoutSavePicker(page);
  // As a private mode refusing service workers would (MSW's own worker in mock mode still starts).
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (url, options) {
      if (String(url).includes('download-worker'))
        return Promise.reject(new DOMException('Refused.', 'SecurityError'));
      return register.call(this, url, options);
    };
  });
  await page.goto('/collections/mountains');
  await privacyChoices(page).getByRole('button', { name: 'Reject all' }).click();
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await selection(page).getByRole('button', { name: `Download the collection (5 items)` }).click();
  const dialog = page.getByRole('dialog', { name: 'Download the collection' });
  await dialog.getByRole('radio', { name: /^Small/ }).check();
  const downloadStarts = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download ZIP' }).click();
  const download = await downloadStarts;
  expect(download.url()).toMatch(/^blob:/);
  await expect(dialog.getByRole('status')).toHaveText('The ZIP is saved with all 5 files.');
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(zip)).toHaveLength(5 + 2);
});

test('the map’s list has select mode too', async ({ page }) => {
  await page.goto('/map');
  await privacyChoices(page).getByRole('button', { name: 'Reject all' }).click();
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await selection(page).getByRole('button', { name: 'Select all on this page' }).click();
  const count = await checkboxes(page).count();
  expect(count).toBeGreaterThan(0);
  await expect(selection(page)).toContainText(`${count} selected`);
  await expect(
    selection(page).getByRole('button', { name: `Download ${count} items` }),
  ).toBeEnabled();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`select mode and its dialog have no accessibility violations (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await privacyChoices(page).getByRole('button', { name: 'Reject all' }).click();
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await checkboxes(page).nth(0).check();
    expect(await allViolations(page)).toEqual([]);
    await selection(page).getByRole('button', { name: 'Download 1 item' }).click();
    await expect(page.getByRole('dialog', { name: 'Download 1 item' })).toBeVisible();
    expect(await allViolations(page)).toEqual([]);
  });
}
