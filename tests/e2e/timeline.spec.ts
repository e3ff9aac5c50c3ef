import { expect, test, type Page } from './fixtures';
import { returningVisitor } from './visitor';

const heading = (page: Page) => page.locator('h2.result-stats');
const cards = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).locator('[data-object-id]');

/** The count a bar announces: "June 2005: 1 result" → 1. */
async function countOf(page: Page, name: RegExp): Promise<number> {
  const label = await page.getByRole('button', { name }).getAttribute('aria-label');
  return Number(/: (\d+) results?$/.exec(label ?? '')?.[1]);
}

test('the timeline zooms from decades to years to months by keyboard, each step in the URL and the results', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await returningVisitor(page, 'light');
  await page.goto('/');

  const decades = page.getByRole('group', { name: 'Results by decade' });
  const the2000s = decades.getByRole('button', { name: /^2000s: \d+ results?$/ });
  const inThe2000s = await countOf(page, /^2000s: /);
  await the2000s.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?year=2000:2009$/);
  await expect(heading(page)).toHaveText(new RegExp(`^${inThe2000s} results`));

  // The decade's button is now its first year's, and keeps the keyboard's focus.
  const years = page.getByRole('group', { name: 'Results by year' });
  await expect(years.getByRole('button')).toHaveCount(10);
  await expect(years.getByRole('button', { name: /^2000: / })).toBeFocused();
  await page.keyboard.press('End');
  await expect(years.getByRole('button', { name: /^2009: / })).toBeFocused();
  await page.keyboard.press('Home');
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
  const in2005 = await countOf(page, /^2005: /);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?year=2005:2005$/);
  await expect(heading(page)).toHaveText(new RegExp(`^${in2005} results?`));

  // One year by month, focus on its January; every month's count adds up to the year's.
  const months = page.getByRole('group', { name: 'Results by month' });
  await expect(months.getByRole('button')).toHaveCount(12);
  await expect(months.getByRole('button', { name: /^January 2005: / })).toBeFocused();
  const monthCounts = await months
    .getByRole('button')
    .evaluateAll((bars) =>
      bars.map((bar) =>
        Number(/: (\d+) results?$/.exec(bar.getAttribute('aria-label') ?? '')?.[1]),
      ),
    );
  expect(monthCounts.reduce((sum, count) => sum + count, 0)).toBe(in2005);
  const june = monthCounts[5] ?? 0;
  const july = monthCounts[6] ?? 0;
  expect(june).toBeGreaterThan(0);

  for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?year=2005:2005&when=2005-06$/);
  await expect(heading(page)).toHaveText(new RegExp(`^${june} results?`));
  await expect(cards(page)).toHaveCount(june);
  await expect(page.getByRole('button', { name: 'Remove filter Date: June 2005' })).toBeVisible();

  await page.keyboard.press('Shift+ArrowRight');
  await expect(page).toHaveURL(/\/\?year=2005:2005&when=2005-06\/2005-07$/);
  await expect(heading(page)).toHaveText(new RegExp(`^${june + july} results?`));
  await expect(months.getByRole('button', { name: /^July 2005: / })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Escape: the months go, then the year opens out to its decade, focus on the year's bar.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/\?year=2005:2005$/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/\?year=2000:2009$/);
  await expect(years.getByRole('button', { name: /^2005: / })).toBeFocused();

  // Back and Forward restore each step.
  await page.goBack();
  await expect(page).toHaveURL(/\/\?year=2005:2005$/);
  await expect(months.getByRole('button')).toHaveCount(12);
});
