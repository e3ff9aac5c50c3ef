import { site } from '../../src/config/site';
import { expect, test } from './fixtures';
import { returningVisitor } from './visitor';

test.use({ viewport: { width: 1366, height: 768 } });

test('`/` names the archive and says what it holds, above a first row still in view, without shifting', async ({
  page,
}) => {
  await returningVisitor(page);
  await page.goto('/');
  const results = page.getByRole('list', { name: 'Search results' });
  const firstImage = results.locator('img').first();
  await expect
    .poll(() => firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(heading).toHaveText(site.archiveName);
  await expect(heading).toBeInViewport({ ratio: 1 });
  await expect(page.getByText(site.description)).toBeInViewport({ ratio: 1 });
  // The whole first row, pictures and captions, above the fold of a laptop.
  const cards = await results
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
  const firstRow = cards.filter((card) => card.top === cards[0]?.top);
  expect(firstRow.length).toBeGreaterThan(1);
  for (const card of firstRow) expect(card.bottom).toBeLessThanOrEqual(768);

  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
            total += entry.value;
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive with the next frames.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
  expect(shift).toBeLessThanOrEqual(0.02);
});

test('the heading names the search, and collections and the map keep their own', async ({
  page,
}) => {
  await returningVisitor(page);
  await page.goto('/?q=leaf');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
    `${site.archiveName} — Search results for “leaf”`,
  );

  await page.goto('/collections/space');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(site.description)).toHaveCount(0);
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(site.description)).toHaveCount(0);
});

for (const width of [360, 390, 412]) {
  test(`at ${width} px the results heading keeps one line whatever the search took, so nothing below it moves`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await returningVisitor(page);
    await page.goto('/');
    const heading = page.getByRole('heading', { name: /^52 results in \d+ ms$/ });
    await expect(heading).toBeVisible();
    const toolbar = page.locator('#root .results-toolbar');
    const heights: number[] = [];
    // A slow search's time has four digits.
    for (const time of ['in 4 ms', 'in 45 ms', 'in 4500 ms']) {
      heights.push(
        await toolbar.evaluate((element, text) => {
          const span = element.querySelector<HTMLElement>('.result-stats-time');
          if (span) span.textContent = text;
          return element.getBoundingClientRect().height;
        }, time),
      );
    }
    expect(new Set(heights).size, `toolbar heights ${heights.join(', ')}`).toBe(1);
  });
}
