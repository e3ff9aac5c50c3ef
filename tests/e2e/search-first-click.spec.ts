import { appRunning } from './app-running';
import { expect, test } from './fixtures';
import { returningVisitor } from './visitor';

/** The suggestions' lazy code: a chunk in a build, the module itself on the dev server. */
const SUGGESTIONS_CODE = /\/search-suggestions[\w-]*\.(js|tsx)(\?.*)?$/;

test('on a fresh page, the first click into the box opens the suggestions when their code arrives', async ({
  page,
}) => {
  await returningVisitor(page);
  await page.addInitScript(() =>
    localStorage.setItem('folio.recent-searches', JSON.stringify(['kite'])),
  );
  // The code is held until the click is over, as on a slow connection. A context route also sees
  // what MSW's service worker fetches on the page's behalf.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.context().route(SUGGESTIONS_CODE, async (route) => {
    asked = true;
    await held;
    await route.fallback();
  });

  await page.goto('/');
  await expect(page.getByText(/^52 results/)).toBeVisible();
  // The rendered page is hydrated: a click before the app runs is nobody's to answer.
  await appRunning(page);
  const box = page.getByRole('combobox', { name: 'Search the archive' });
  await box.click();
  await expect.poll(() => asked).toBe(true);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  const boxBefore = await box.boundingBox();

  release();
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list.getByRole('group', { name: 'Recent searches' })).toBeVisible();
  await expect(list.getByRole('option', { name: /kite/ })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
  await expect(box).toBeFocused();
  // The list lies over the page: the box and what follows it stay where they were.
  expect(await box.boundingBox()).toEqual(boxBefore);
});
