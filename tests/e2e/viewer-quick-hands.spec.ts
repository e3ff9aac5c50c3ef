import { expect, test, type Locator, type Page } from './fixtures';
import { returningVisitor } from './visitor';

/**
 * The viewer under quick hands (issue 30): every opener pressed twice makes one viewer and one
 * history entry; every way of closing leaves an address without `#view=` and a page whose next
 * click opens the viewer again; and the viewer covers the page on its very first frame.
 */

const ITEM = '/item/blinds';
// Five photos tagged "green"; Blinds is the third.
const GREEN = '/?tags=green';

const dialog = (page: Page) => page.getByRole('dialog', { name: /^Viewer/ });
/** The viewer has finished opening and takes keys. */
const viewerReady = (page: Page) => expect(page.locator('.pswp[data-state="open"]')).toBeVisible();
const historyLength = (page: Page) => page.evaluate(() => window.history.length);
const hashOf = (page: Page) => new URL(page.url()).hash;

/** Zoom of the open viewer relative to its fitted size, as PhotoSwipe reports it. */
const zoomFactor = (page: Page) =>
  page.evaluate(() => {
    const slide = (
      window as unknown as {
        pswp?: { currSlide?: { currZoomLevel: number; zoomLevels: { fit: number } } };
      }
    ).pswp?.currSlide;
    return slide ? slide.currZoomLevel / slide.zoomLevels.fit : null;
  });

async function expectOpen(page: Page, entries: number, hash = '#view=blinds') {
  await viewerReady(page);
  await expect(page.locator('.pswp')).toHaveCount(1);
  await expect.poll(() => hashOf(page)).toBe(hash);
  expect(await historyLength(page)).toBe(entries);
}

async function expectClosed(page: Page, path: string) {
  await expect(page.locator('.pswp')).toHaveCount(0);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === path);
}

/** A pull down on the photo, as a visitor drags it away. */
async function pullDown(page: Page) {
  const box = await page.locator('.pswp__item[aria-hidden="false"]').boundingBox();
  if (!box) throw new Error('no slide on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 320, { steps: 12 });
  await page.mouse.up();
}

async function openItem(page: Page): Promise<{ button: Locator; photo: Locator; base: number }> {
  await returningVisitor(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(ITEM);
  await expect(page.getByRole('heading', { level: 1, name: 'Blinds' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Open viewer', exact: true });
  const photo = page.getByRole('button', { name: 'Open viewer: Blinds' });
  await expect(button).toBeEnabled();
  return { button, photo, base: await historyLength(page) };
}

test('on an item page each opener pressed twice opens one viewer, and each close closes it for good', async ({
  page,
}) => {
  const { button, photo, base } = await openItem(page);

  await button.dblclick();
  await expectOpen(page, base + 1);
  await page.keyboard.press('Escape');
  await expectClosed(page, ITEM);

  // The second click lands on the viewer: it neither zooms nor closes it.
  await photo.dblclick();
  await expectOpen(page, base + 1);
  await expect(dialog(page)).toHaveAccessibleName('Viewer: Blinds');
  expect(await zoomFactor(page)).toBe(1);
  await dialog(page).getByRole('button', { name: 'Close viewer (Escape)' }).click();
  await expectClosed(page, ITEM);
  await expect(photo).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expectOpen(page, base + 1);
  expect(await zoomFactor(page)).toBe(1);
  await page.goBack();
  await expectClosed(page, ITEM);
  await page.goForward();
  await expectOpen(page, base + 1);
  await pullDown(page);
  await expectClosed(page, ITEM);

  await photo.click();
  await expectOpen(page, base + 1);
  await page.keyboard.press('Escape');
  await expectClosed(page, ITEM);
  // Nothing left behind: Back leaves the page at once.
  expect(await historyLength(page)).toBe(base + 1);
});

test('while the viewer’s code is still on its way, a double click and Enter twice open it once', async ({
  page,
}) => {
  // The slow first open people meet: the viewer's code held back until every press is in. On
  // the context: the request passes through MSW's service worker, which page.route never sees.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(/photoswipe-viewer/, async (route) => {
    await held;
    await route.continue();
  });
  const { button, base } = await openItem(page);
  await button.dblclick();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.locator('.pswp')).toHaveCount(0);
  release();

  await expectOpen(page, base + 1);
  await page.keyboard.press('Escape');
  await expectClosed(page, ITEM);
  await button.click();
  await expectOpen(page, base + 1);
});

test('a shared #view= link opens the viewer once, and closing it leaves the page in place', async ({
  page,
}) => {
  await returningVisitor(page);
  await page.goto(`${ITEM}#view=blinds`);
  const base = await historyLength(page);
  await expectOpen(page, base);
  await page.keyboard.press('Escape');
  await expectClosed(page, ITEM);
  expect(await historyLength(page)).toBe(base);
  await page.getByRole('button', { name: 'Open viewer', exact: true }).click();
  await expectOpen(page, base + 1);
});

test('on the grid a corner button pressed twice opens one viewer, and it stays closed once closed', async ({
  page,
}) => {
  await returningVisitor(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(GREEN);
  const card = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').nth(2);
  const corner = card.getByRole('button', { name: 'Open viewer: Blinds' });
  await card.hover();
  const base = await historyLength(page);

  await corner.dblclick();
  await expectOpen(page, base + 1);
  await expect(page.locator('.pswp__counter')).toHaveText('3 / 5');
  await page.keyboard.press('Escape');
  await expectClosed(page, GREEN);

  await corner.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expectOpen(page, base + 1);
  // Stepping replaces the entry; closing still returns to the grid without `#view=`.
  await page.keyboard.press('ArrowRight');
  await expectOpen(page, base + 1, '#view=green-meadow');
  await pullDown(page);
  await expectClosed(page, GREEN);

  await card.hover();
  await corner.click();
  await expectOpen(page, base + 1);
  await page.goBack();
  await expectClosed(page, GREEN);
});

/** Clicks "Open viewer" and records each frame until the viewer has opened: its opacity, its photo. */
const FRAMES_AFTER_CLICK = `new Promise((resolve) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Open viewer' && b.checkVisibility());
  const frames = [];
  button.click();
  const record = () => {
    const root = document.querySelector('.pswp');
    const bg = root && root.querySelector('.pswp__bg');
    const placeholder = root && root.querySelector('.pswp__img--placeholder');
    frames.push(root ? {
      root: Number(getComputedStyle(root).opacity),
      stage: Number(getComputedStyle(bg).opacity),
      placeholder: placeholder ? placeholder.currentSrc : null,
    } : null);
    if (frames.length < 6) requestAnimationFrame(record);
    else resolve(frames);
  };
  requestAnimationFrame(record);
})`;

for (const motion of ['no-preference', 'reduce'] as const) {
  test(`with ${motion} for motion the viewer covers the page on its first frame, with the photo the page already shows`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: motion });
    const { button } = await openItem(page);
    // Warm, as the bench measures it: the viewer's code loaded by a first opening.
    await button.click();
    await viewerReady(page);
    await page.keyboard.press('Escape');
    await expectClosed(page, ITEM);

    const drawn = await page
      .locator('.item-image img')
      .filter({ visible: true })
      .evaluate((image: HTMLImageElement) => image.currentSrc);
    const frames = (await page.evaluate(FRAMES_AFTER_CLICK)) as ({
      root: number;
      stage: number;
      placeholder: string | null;
    } | null)[];
    expect(frames[0], 'the viewer on the first frame after the click').not.toBeNull();
    const shown = frames.filter((frame) => frame !== null);
    // Never half there: from the first frame it is in the page, the stage hides the page whole.
    for (const frame of shown) expect(frame).toMatchObject({ root: 1, stage: 1 });
    expect(shown[0]?.placeholder).toBe(drawn);
  });
}
