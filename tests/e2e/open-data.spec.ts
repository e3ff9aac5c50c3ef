import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test, type Page } from './fixtures';

/**
 * `/data` in the mock build: reached from the site menu, each of its links saves a file that
 * parses as its format says, with as many records as the page states.
 */

async function download(page: Page, name: string): Promise<{ file: string; text: string }> {
  const saved = page.waitForEvent('download');
  await page.getByRole('link', { name, exact: true }).click();
  const done = await saved;
  return { file: done.suggestedFilename(), text: await readFile(await done.path(), 'utf8') };
}

/** The count the page states for a file: "(CSV, 34.5 KB, 52 items)" → 52. */
async function statedCount(page: Page, name: string): Promise<number> {
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  const match = /, ([\d,]+) (?:located )?items?\)/.exec((await item.textContent()) ?? '');
  return Number(match?.[1]?.replace(/,/g, '') ?? NaN);
}

test('the site menu leads to /data, and each of its links downloads a file that parses', async ({
  page,
}) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Explore' }).click();
  await page.getByRole('list', { name: 'Reuse' }).getByRole('link', { name: 'Open data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open data' })).toBeVisible();
  await expect(page).toHaveURL(/\/data$/);
  await expect(page.getByText(/published under CC0-1\.0/)).toBeVisible();

  const csv = await download(page, 'records.csv');
  expect(csv.file).toBe('records.csv');
  const rows = parse(csv.text, { bom: true, columns: true }) as Record<string, string>[];
  expect(rows).toHaveLength(await statedCount(page, 'records.csv'));
  expect(rows.find((row) => row.file === 'blinds.jpg')?.title).toBeTruthy();

  const json = await download(page, 'records.json');
  const records = JSON.parse(json.text) as { id: string; url: string }[];
  expect(records).toHaveLength(await statedCount(page, 'records.json'));
  expect(records.find((record) => record.id === 'blinds')?.url).toMatch(/\/item\/blinds$/);

  const geojson = await download(page, 'records.geojson');
  const collection = JSON.parse(geojson.text) as {
    type: string;
    features: { geometry: { type: string; coordinates: [number, number] } }[];
  };
  expect(collection.type).toBe('FeatureCollection');
  expect(collection.features).toHaveLength(await statedCount(page, 'records.geojson'));
  for (const { geometry } of collection.features) {
    expect(geometry.type).toBe('Point');
    const [lng, lat] = geometry.coordinates;
    expect(Math.abs(lng)).toBeLessThanOrEqual(180);
    expect(Math.abs(lat)).toBeLessThanOrEqual(90);
  }
});

test('the rendered /data page lists the files before the app runs, and carries its Dataset', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/data');
  await expect(page.getByRole('link', { name: 'records.geojson' })).toBeVisible();
  const dataset = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@type': string; distribution: unknown[] };
  expect(dataset['@type']).toBe('Dataset');
  expect(dataset.distribution).toHaveLength(3);
  await context.close();
});
