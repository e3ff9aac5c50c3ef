import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

for (const width of [390, 1366]) {
  test(`an item page at ${width} px has no serious accessibility violations, viewer closed or open`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 860 });
    await page.goto('/item/blinds');
    await expect(page.getByRole('heading', { level: 1, name: 'Blinds' })).toBeVisible();
    // Related items load when scrolled near: bring them in so axe checks them too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('region', { name: 'Related items' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Open viewer', exact: true }).click();
    await expect(page.locator('.pswp[data-state="open"]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the item screen works by keyboard alone', async ({ page }) => {
  await page.goto('/?q=leaf');
  const firstCard = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
  await expect(firstCard).toBeVisible();
  await firstCard.focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  const title = await heading.textContent();

  await page.keyboard.press('ArrowRight');
  await expect(heading).not.toHaveText(title ?? '');
  await expect(page.getByText('2 of', { exact: false })).toBeVisible();

  const openViewer = page.getByRole('button', { name: 'Open viewer', exact: true });
  await openViewer.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.pswp[data-state="open"]')).toBeVisible();
  await page.keyboard.press('+');
  await expect(page.locator('.pswp__zoom-level')).toContainText('2×');
  await page.keyboard.press('Escape');
  await expect(openViewer).toBeFocused();

  await page.getByRole('link', { name: 'Back to results' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?q=leaf$/);
});
