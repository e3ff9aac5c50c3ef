import { allViolations } from './axe';
import { expect, test, type Locator, type Page } from './fixtures';
import {
  blend,
  boxOnScreen,
  brightest,
  contrastRatio,
  luminance,
  parseCssColour,
  pixelsIn,
  type Rgb,
} from './pixels';
import { returningVisitor } from './visitor';

/**
 * The viewer as a stage of its own: nothing of the page shows through it, its controls and
 * caption stay readable over any photo, and the keyboard never leaves it.
 */

// Five photos tagged "green": Path, One Stands Out, Blinds, Green Meadow, Rain Drops. Blinds, a
// bright backlit leaf, is the third, so the viewer shows its counter and both arrows.
const GREEN = '/?tags=green';
const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;
const WHITE: Rgb = [255, 255, 255];

/** The viewer has finished opening and takes keys. */
const viewerReady = (page: Page) => expect(page.locator('.pswp[data-state="open"]')).toBeVisible();

const cssColour = async (element: Locator, property: 'color' | 'backgroundColor') =>
  parseCssColour(await element.evaluate((node, name) => getComputedStyle(node)[name], property));

/** The background a text is drawn on: its own, or that of the nearest element that has one. */
const stripUnder = async (text: Locator) =>
  parseCssColour(
    await text.evaluate((node) => {
      for (let at: Element | null = node; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)') return colour;
      }
      return 'rgba(0, 0, 0, 0)';
    }),
  );

/** Largest difference of any channel between two colours. */
const channelDistance = (a: Rgb, b: Rgb) =>
  Math.max(...a.map((value, i) => Math.abs(value - (b[i] ?? 0))));

for (const size of SIZES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`at ${size.width}×${size.height} in the ${theme} theme the viewer is a solid stage: none of the header shows through`, async ({
      page,
    }) => {
      await returningVisitor(page, theme);
      await page.setViewportSize(size);
      await page.goto(`${GREEN}#view=blinds`);
      await viewerReady(page);
      await expect(page.locator('.pswp__counter')).toHaveText('3 / 5');
      expect(await allViolations(page)).toEqual([]);

      const stage = await cssColour(page.locator('.pswp__bg'), 'backgroundColor');
      expect(luminance(stage.rgb), 'a dark stage').toBeLessThan(0.01);
      // Everything the viewer draws on its stage, out of the way: what is left is the stage and
      // whatever shows through it.
      await page.locator('.pswp').evaluate((root) => {
        const parts = root.querySelectorAll<HTMLElement>(
          '.pswp__top-bar, .pswp__caption, .pswp__button--arrow, .pswp__container',
        );
        for (const part of parts) part.style.visibility = 'hidden';
      });
      // The site's header, on the screen.
      const pixels = await pixelsIn(
        page,
        await boxOnScreen(page.locator('header').filter({ visible: true }).first()),
      );
      const showingThrough = pixels.filter((pixel) => channelDistance(pixel, stage.rgb) > 3);
      expect(
        showingThrough.length,
        `pixels of the header region that are not the stage colour ${stage.rgb.join(',')}, e.g. ${showingThrough[0]?.join(',')}`,
      ).toBe(0);
    });
  }

  test(`at ${size.width}×${size.height} the controls, zoom label and caption stay readable over a bright photo`, async ({
    page,
  }) => {
    await returningVisitor(page);
    await page.setViewportSize(size);
    await page.goto(`${GREEN}#view=blinds`);
    await viewerReady(page);
    // Zoomed in, the leaf fills the screen, under the top bar and the caption too.
    for (let press = 0; press < 3; press++) await page.keyboard.press('+');
    const zoomLabel = page.locator('.pswp__zoom-level');
    await expect(zoomLabel).toHaveText('8× · beyond full resolution');
    await expect(zoomLabel).toBeVisible();

    const caption = page.locator('.pswp__caption');
    await expect(caption).toContainText('Blinds');
    const texts = [];
    for (const [name, text] of [
      ['counter', page.locator('.pswp__counter')],
      ['zoom label', zoomLabel],
      ['caption', caption],
    ] as const) {
      const colour = (await cssColour(text, 'color')).rgb;
      // The strip's own worst case: whatever photo is under it, white included.
      const overWhite = blend(await stripUnder(text), WHITE);
      expect(contrastRatio(colour, overWhite), `${name} over its strip on white`).toBeGreaterThan(
        4.5,
      );
      texts.push({ name, text, colour });
    }

    // The arrows sit on the photo itself: each chevron has a disc of the same shade.
    const disc = await cssColour(
      page.locator('.pswp__button--arrow--next .pswp__icn'),
      'backgroundColor',
    );
    expect(
      contrastRatio(WHITE, blend(disc, WHITE)),
      'an arrow over its disc on white',
    ).toBeGreaterThan(4.5);

    // What is really drawn under each text and icon: hide them and read the pixels.
    await page.locator('.pswp').evaluate((root) => {
      for (const control of root.querySelectorAll<HTMLElement>('.pswp__top-bar > button'))
        control.style.visibility = 'hidden';
      for (const text of root.querySelectorAll<HTMLElement>(
        '.pswp__counter, .pswp__zoom-level, .pswp__caption',
      )) {
        text.style.color = 'transparent';
        text.style.textShadow = 'none';
      }
    });
    for (const { name, text, colour } of texts) {
      const under = brightest(await pixelsIn(page, await boxOnScreen(text)));
      expect(
        contrastRatio(colour, under),
        `${name} over the brightest pixel under it, ${under.join(',')}`,
      ).toBeGreaterThan(4.5);
    }
    const bar = brightest(await pixelsIn(page, await boxOnScreen(page.locator('.pswp__top-bar'))));
    expect(contrastRatio(WHITE, bar), `white icons over ${bar.join(',')}`).toBeGreaterThan(4.5);
  });
}

const CONTROLS = ['Zoom out (−)', 'Zoom in (+)', 'Zoom (Z)', 'Close viewer (Escape)'];

/** The accessible name of the focused element inside the viewer, or where else focus is. */
const focusedControl = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active?.closest('.pswp')) return `outside the viewer: ${active?.tagName ?? 'nothing'}`;
    return active.getAttribute('aria-label') ?? active.className;
  });

async function pressTimes(page: Page, key: string, times: number): Promise<string[]> {
  const stops: string[] = [];
  for (let press = 0; press < times; press++) {
    await page.keyboard.press(key);
    stops.push(await focusedControl(page));
  }
  return stops;
}

test('Tab and Shift+Tab go round the viewer’s controls and never leave it', async ({ page }) => {
  await returningVisitor(page);
  await page.setViewportSize(SIZES[0]);
  await page.goto(`${GREEN}#view=blinds`);
  await viewerReady(page);
  await expect(page.getByRole('dialog', { name: 'Viewer: Blinds' })).toBeFocused();

  const all = [...CONTROLS, 'Previous', 'Next'];
  expect(await pressTimes(page, 'Tab', all.length * 2)).toEqual([...all, ...all]);
  // From "Next", backwards: every control once, round to "Next" again, and on.
  const backwards = [...all.slice(0, -1).reverse(), 'Next'];
  expect(await pressTimes(page, 'Shift+Tab', all.length * 2)).toEqual([...backwards, ...backwards]);

  // "Next" up to the last photo: the button goes away, and focus moves to "Previous".
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Viewer: Green Meadow' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Viewer: Rain Drops' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeFocused();
  const withoutNext = [...CONTROLS, 'Previous'];
  expect(await pressTimes(page, 'Tab', withoutNext.length + 1)).toEqual([
    ...withoutNext,
    CONTROLS[0],
  ]);
  expect(await pressTimes(page, 'Shift+Tab', 2)).toEqual(['Previous', CONTROLS.at(-1)]);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /^Viewer/ })).toBeHidden();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('Tab brings back the controls a tap on the photo has hidden', async ({ page }) => {
    await returningVisitor(page);
    await page.setViewportSize(SIZES[1]);
    await page.goto(`${GREEN}#view=blinds`);
    await viewerReady(page);
    const topBar = page.locator('.pswp__top-bar');
    const opacity = () => topBar.evaluate((bar) => Number(getComputedStyle(bar).opacity));
    await expect.poll(opacity).toBe(1);

    await page.locator('.pswp__item[aria-hidden="false"] .pswp__img').last().tap();
    await expect.poll(opacity).toBeLessThan(0.1);
    await page.keyboard.press('Tab');
    await expect.poll(opacity).toBe(1);
    // The arrows are hidden on touch screens, so the keyboard goes round the top bar only.
    expect(await focusedControl(page)).toBe(CONTROLS[0]);
    expect(await pressTimes(page, 'Shift+Tab', 1)).toEqual([CONTROLS.at(-1)]);
  });
});
