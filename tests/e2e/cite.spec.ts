import { readFile } from 'node:fs/promises';
import { seriousViolations } from './axe';
import { expect, test, type Page } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** citation-js and its styles (about 200 KB gzip) load on the first press. */
const LOAD = { timeout: 20_000 };
const APA =
  'Klapetek, M. (2015). Fallen Leaf [Photograph]. Folio. http://localhost:4173/item/fallen-leaf';

const citeButton = (page: Page) => page.getByRole('button', { name: 'Cite', exact: true });
const panel = (page: Page) => page.getByRole('region', { name: 'Cite this item' });

test('a visitor cites an item by keyboard: copies APA, saves BibTeX, closes with Escape', async ({
  page,
}) => {
  await page.goto('/item/fallen-leaf');
  await citeButton(page).focus();
  await page.keyboard.press('Enter');

  await expect(panel(page).getByRole('heading', { name: 'Cite this item' })).toBeFocused();
  const apa = panel(page).getByRole('group', { name: 'APA' });
  await expect(apa.getByText(APA)).toBeVisible(LOAD);
  await expect(panel(page).getByRole('group', { name: 'Chicago' })).toBeVisible();
  await expect(panel(page).getByRole('group', { name: 'MLA' })).toBeVisible();

  await apa.getByRole('button', { name: 'Copy APA citation' }).focus();
  await page.keyboard.press('Enter');
  await expect(apa.getByRole('status')).toHaveText('APA citation copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(APA);

  const downloadStarts = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: 'Download BibTeX (.bib)' }).focus();
  await page.keyboard.press('Enter');
  const download = await downloadStarts;
  expect(download.suggestedFilename()).toBe('fallen-leaf.bib');
  const bibtex = await readFile(await download.path(), 'utf8');
  expect(bibtex).toMatch(/^@misc\{Klapetek2015Fallen,\n/);
  expect(bibtex).toContain('\tauthor = {Klapetek, Martin},\n');
  expect(bibtex).toContain('\ttitle = {Fallen {Leaf}},\n');
  expect(bibtex).toContain('\turl = {http://localhost:4173/item/fallen-leaf},\n');

  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(citeButton(page)).toBeFocused();
  await expect(citeButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/\/item\/fallen-leaf$/);
});

test('when the citation code cannot load, the panel says so and "Try again" brings it', async ({
  page,
}) => {
  let refuse = true;
  // The service worker fetches same-origin scripts itself: only a context route sees them.
  await page
    .context()
    .route(/\/assets\/citation-js-[^/]+\.js$/, (route) =>
      refuse ? route.abort('internetdisconnected') : route.fallback(),
    );
  await page.goto('/item/fallen-leaf');
  await citeButton(page).click();

  await expect(panel(page).getByRole('alert')).toHaveText(
    'The citations could not load: check the connection, then try again. Try again',
    LOAD,
  );
  refuse = false;
  await panel(page).getByRole('button', { name: 'Try again' }).click();
  await expect(panel(page).getByRole('group', { name: 'APA' }).getByText(APA)).toBeVisible(LOAD);
  await expect(panel(page).getByRole('alert')).toHaveCount(0);
});

test('when the panel itself cannot load, Cite says so and the next press opens it', async ({
  page,
}) => {
  let refuse = true;
  await page
    .context()
    .route(/\/assets\/cite-panel-[^/]+\.js$/, (route) =>
      refuse ? route.abort('internetdisconnected') : route.fallback(),
    );
  await page.goto('/item/fallen-leaf');
  await citeButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Citing could not load: check the connection, then press Cite again.',
  );
  await expect(panel(page)).toHaveCount(0);

  refuse = false;
  await citeButton(page).click();
  await expect(panel(page).getByRole('group', { name: 'APA' }).getByText(APA)).toBeVisible(LOAD);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open panel has no serious accessibility violations (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/item/fallen-leaf');
    await citeButton(page).click();
    await expect(panel(page).getByRole('group', { name: 'MLA' })).toBeVisible(LOAD);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
