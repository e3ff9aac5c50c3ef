import { seriousViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { returningVisitor } from './visitor';

const filtersToRemove = (page: Page) => page.getByRole('list', { name: 'Filters to remove' });

/**
 * The contrast ratio (WCAG) of an element's text against the first opaque background behind it.
 * Colours are read as the browser computed them (`rgb()`, or `color(srgb …)` for color-mix).
 */
function textContrast(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const channels = (colour: string) =>
      (colour.match(/[\d.]+/g) ?? []).map(Number).map((value, index, all) =>
        // color(srgb r g b) gives 0–1 channels, rgb() 0–255.
        colour.startsWith('color(') && index < 3 ? value * 255 : all && value,
      );
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const background = (element: Element): string => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        const alpha = colour.startsWith('rgba') ? Number(channels(colour)[3]) : 1;
        if (colour !== 'transparent' && alpha > 0) return colour;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    };
    return elements.map((element) => {
      const text = luminance(getComputedStyle(element).color);
      const behind = luminance(background(element));
      const ratio = (Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05);
      return Math.round(ratio * 100) / 100;
    });
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`the no-results screen and the facets read at 4.5:1 or more in the ${theme} theme`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await returningVisitor(page, theme);
    await page.goto('/?type=video&tags=macro');
    await expect(
      page.getByRole('heading', { name: 'Nothing matches these filters' }),
    ).toBeVisible();
    await expect(
      filtersToRemove(page).getByRole('button', { name: /^Remove Tag: macro \(\d+ results?\)$/ }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const counts = await textContrast(page, '.no-results-count');
    expect(counts.length).toBeGreaterThan(0);
    for (const ratio of counts) expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(await seriousViolations(page)).toEqual([]);

    // The facets, ticked and not, with their counts.
    await filtersToRemove(page)
      .getByRole('button', { name: /^Remove Type: video/ })
      .click();
    await expect(page.getByRole('group', { name: 'Tags' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^macro \d+$/ })).toBeChecked();
    for (const ratio of await textContrast(page, '.facet-count, .facet-label, .filter-chip'))
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('on a phone, the drawer holds the same facets: camera by keyboard, then tags in "any" mode', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await returningVisitor(page);
  await page.goto('/');
  await expect(page.getByText(/^52 results/)).toBeVisible();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  const camera = dialog.getByRole('group', { name: 'Camera' });
  await camera.getByRole('checkbox', { name: 'Canon 7' }).check();
  await expect(page).toHaveURL(/\?camera=Canon$/);
  const model = camera.getByRole('checkbox', { name: 'EOS Digital Rebel XT 2' });
  await model.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\?camera=Canon%3ECanon%20EOS%20DIGITAL%20REBEL%20XT$/);
  await expect(model).toBeChecked();
  await camera.getByRole('checkbox', { name: 'Canon 7' }).uncheck();
  await expect(page).toHaveURL(/\/$/);

  const tags = dialog.getByRole('group', { name: 'Tags' });
  await tags.getByRole('checkbox', { name: /^macro 9$/ }).check();
  await expect(page).toHaveURL(/\?tags=macro$/);
  await tags.getByRole('radio', { name: 'Any ticked tag' }).check();
  await expect(page).toHaveURL(/\?tags=macro&tagmode=any$/);
  await tags.getByRole('checkbox', { name: /^green 5$/ }).check();
  await expect(page).toHaveURL(/\?tags=macro~green&tagmode=any$/);
  await dialog.getByRole('button', { name: /^Show 12 results$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^12 results/)).toBeVisible();
});

test('a year range before the archive stays as asked and says which years there are', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await returningVisitor(page);
  await page.goto('/');
  await expect(page.getByText(/^52 results/)).toBeVisible();
  const year = page.getByRole('group', { name: 'Year' });
  await year.getByRole('spinbutton', { name: 'From' }).fill('1990');
  await year.getByRole('spinbutton', { name: 'To' }).fill('1995');
  await year.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\?year=1990:1995$/);
  await expect(page.getByRole('heading', { name: 'Nothing from 1990–1995' })).toBeVisible();
  await expect(page.getByText('The archive spans 2003–2015.')).toBeVisible();
  await page.getByRole('button', { name: 'Show 2003–2015' }).click();
  await expect(page).toHaveURL(/\?year=2003:2015$/);
  await expect(page.getByText(/^18 results/)).toBeVisible();
});
