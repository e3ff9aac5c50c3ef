import { expect, test, type Locator, type Page } from './fixtures';
import { returningVisitor } from './visitor';

const title = (page: Page) => page.getByRole('heading', { level: 1 });
const outlineOf = (element: Locator) =>
  element.evaluate((node) => getComputedStyle(node).outlineStyle);

test('an item opened by its address: focus on the title, with no focus ring drawn', async ({
  page,
}) => {
  await page.goto('/item/blinds');
  await expect(title(page)).toHaveText('Blinds');
  await expect(title(page)).toBeFocused();
  expect(await outlineOf(title(page))).toBe('none');
});

test('an item opened by keyboard: focus on the title, with the focus ring', async ({ page }) => {
  await returningVisitor(page);
  await page.goto('/?q=leaf');
  const card = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/item\//);
  await expect(title(page)).toBeFocused();
  expect(await outlineOf(title(page))).toBe('solid');
});

for (const width of [390, 1366]) {
  test(`camera details at ${width} px: every value starts at the same left edge`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/item/blinds');
    const region = page.getByRole('region', { name: 'Camera details' });
    await expect(region.getByText('1/80 s')).toBeVisible();
    const values = region.getByRole('definition');
    await expect(values).not.toHaveCount(0);
    const lefts = await values.evaluateAll((nodes) =>
      nodes.map((node) => Math.round(node.getBoundingClientRect().left)),
    );
    expect(new Set(lefts).size, `left edges ${lefts.join(', ')}`).toBe(1);
  });

  test(`related items at ${width} px: every card is on the screen, none cut off`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/item/blinds');
    await expect(title(page)).toHaveText('Blinds');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const related = page.getByRole('region', { name: 'Related items' });
    const cards = related.getByRole('link');
    await expect(cards).toHaveCount(8);
    const viewport = width;
    const boxes = await cards.evaluateAll((nodes) =>
      nodes.map((node) => {
        const box = node.getBoundingClientRect();
        return { left: box.left, right: box.right };
      }),
    );
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(viewport);
    }
    // Nothing scrolls sideways to hide a card.
    const list = related.getByRole('list');
    expect(await list.evaluate((node) => node.scrollWidth - node.clientWidth)).toBe(0);
  });
}

for (const width of [390, 1366]) {
  test(`a video is drawn as wide as a photo at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/item/bridge');
    await expect(title(page)).toHaveText('Bridge');
    const photo = page.getByRole('button', { name: 'Open viewer: Bridge' });
    const photoWidth = (await photo.boundingBox())?.width ?? 0;
    await page.goto('/item/city-timelapse');
    await expect(title(page)).toHaveText('Time-lapse of tall buildings');
    const videoWidth = (await page.locator('video').boundingBox())?.width ?? 0;
    expect(videoWidth).toBeGreaterThan(0);
    expect(Math.abs(videoWidth - photoWidth)).toBeLessThan(2);
  });
}

test('an address typed into the tab opens at the top, not where the last page was scrolled', async ({
  page,
}) => {
  await returningVisitor(page);
  await page.goto('/item/blinds');
  await expect(title(page)).toHaveText('Blinds');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.goto('/item/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
