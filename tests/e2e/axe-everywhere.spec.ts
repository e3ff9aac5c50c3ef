import { appRunning } from './app-running';
import { allViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { returningVisitor } from './visitor';

/**
 * axe on every screen and with every dialog and menu open, in both themes at a phone's and a
 * laptop's width: no violation of any impact. Each state is reached as a visitor reaches it.
 */

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const results = (page: Page) =>
  expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('link').first(),
  ).toBeVisible();

interface Stop {
  path: string;
  ready: (page: Page) => Promise<void>;
}

const ROUTES: Stop[] = [
  { path: '/', ready: results },
  { path: '/?q=leaf', ready: results },
  { path: '/?q=zzzzqqq', ready: (page) => expect(page.getByText(/Nothing matches/)).toBeVisible() },
  { path: '/collections', ready: (page) => heading(page, 'Collections') },
  { path: '/collections/space', ready: results },
  { path: '/about', ready: (page) => heading(page, /^About/) },
  {
    path: '/data',
    ready: (page) => expect(page.getByRole('link', { name: 'records.csv' })).toBeVisible(),
  },
  {
    path: '/map',
    ready: async (page) => {
      await heading(page, /Map/);
      await expect(page.locator('.leaflet-container')).toBeVisible();
    },
  },
  {
    path: '/item/blinds',
    ready: async (page) => {
      await heading(page, 'Blinds');
      await expect(
        page.getByRole('region', { name: 'Camera details' }).getByText('1/80 s'),
      ).toBeVisible();
      // Related items load when scrolled near.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByRole('region', { name: 'Related items' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  { path: '/item/city-timelapse', ready: (page) => heading(page, 'Time-lapse of tall buildings') },
  { path: '/no-such-page', ready: (page) => heading(page, 'Page not found') },
  { path: '/item/does-not-exist', ready: (page) => heading(page, 'Item not found') },
];

async function expectNoViolations(page: Page, where: string) {
  expect(await allViolations(page), where).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`axe finds nothing on any screen or open state: ${theme} theme, ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 860 });
      await returningVisitor(page, theme);

      for (const { path, ready } of ROUTES) {
        await page.goto(path);
        await ready(page);
        await expectNoViolations(page, path);
      }

      // The viewer, over the item's photo.
      await page.goto('/item/blinds');
      await heading(page, 'Blinds');
      await appRunning(page);
      await page.getByRole('button', { name: 'Open viewer', exact: true }).click();
      await expect(page.locator('.pswp[data-state="open"]')).toBeVisible();
      await expectNoViolations(page, 'viewer');
      await page.keyboard.press('Escape');

      // The suggestions under the search box.
      await page.goto('/');
      await results(page);
      await appRunning(page);
      const box = page.getByRole('combobox', { name: 'Search the archive' });
      await box.click();
      await box.fill('le');
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoViolations(page, 'suggestions');
      await page.keyboard.press('Escape');

      if (width < 768) {
        await page.getByRole('button', { name: /^Filters/ }).click();
        await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
        await expectNoViolations(page, 'filters drawer');
        await page.keyboard.press('Escape');
      }

      // The Explore menu, once the header's site menu has replaced its plain links.
      await page.goto('/about');
      await heading(page, /^About/);
      await appRunning(page);
      const explore = page.getByRole('button', { name: 'Explore' });
      await explore.click();
      await expect(page.getByRole('link', { name: /Space/ }).first()).toBeVisible();
      await expectNoViolations(page, 'Explore menu');
      await page.keyboard.press('Escape');

      // The privacy choices dialog, from the footer.
      await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click();
      await expect(page.getByRole('dialog', { name: 'Privacy choices' })).toBeVisible();
      await expectNoViolations(page, 'privacy choices');

      // The event inspector.
      await page.goto('/about?debug=events');
      await heading(page, /^About/);
      // `?debug=events` opens it.
      const toggle = page.getByRole('button', { name: /^Events/ });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('dialog', { name: 'Event inspector' })).toBeVisible();
      await expectNoViolations(page, 'event inspector');
    });
  }
}
