import { expect, test, type Page } from './fixtures';

const privacyChoices = (page: Page) => page.getByRole('dialog', { name: 'Privacy choices' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

/** The focused element's bottom and the sheet's top, in px from the top of the screen. */
function focusAndSheet(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const sheet = document.querySelector('.privacy-choices');
    return {
      name: focused?.getAttribute('aria-label') ?? focused?.textContent?.trim().slice(0, 40) ?? '',
      inResults: focused?.closest('[aria-label="Search results"]') !== null,
      bottom: focused?.getBoundingClientRect().bottom ?? 0,
      sheetTop: sheet?.getBoundingClientRect().top ?? Infinity,
    };
  });
}

for (const viewport of [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px "Accept all" is a few Tab presses from the top of /, and the sheet is announced`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(results(page).getByRole('link')).not.toHaveCount(0);
    const sheet = privacyChoices(page);
    await expect(sheet).toBeVisible();
    // Announced: nothing had focus, so the sheet took it (name and first sentence are read).
    await expect(sheet).toBeFocused();
    await expect(sheet).toHaveAccessibleDescription(/asks before it sends anything/);
    const accept = sheet.getByRole('button', { name: 'Accept all' });
    let presses = 0;
    while (presses < 3 && !(await accept.evaluate((button) => button === document.activeElement))) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
  });

  test(`at ${viewport.width} px tabbing through the results never leaves the focused card under the sheet`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(results(page).getByRole('link')).toHaveCount(24);
    const sheet = privacyChoices(page);
    await expect(sheet).toBeVisible();
    const box = page.getByRole('combobox', { name: 'Search the archive' });

    for (const expanded of [false, true]) {
      if (expanded) {
        // A taller sheet: the room kept for it grows with it.
        await sheet.getByRole('button', { name: 'Choose' }).click();
        const height = await sheet.evaluate((element) => (element as HTMLElement).offsetHeight);
        await expect
          .poll(() =>
            page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom),
          )
          .toBe(`${height}px`);
      }
      await box.focus();
      await page.keyboard.press('Escape');
      const seen = new Set<string>();
      for (let presses = 0; presses < 120 && seen.size < 16; presses++) {
        await page.keyboard.press('Tab');
        const state = await focusAndSheet(page);
        if (!state.inResults) continue;
        seen.add(state.name);
        // Checked once the frame after the move is drawn: what the visitor sees.
        await expect
          .poll(
            async () => {
              const now = await focusAndSheet(page);
              return now.bottom <= now.sheetTop;
            },
            { message: `"${state.name}" stays under the sheet` },
          )
          .toBe(true);
      }
      expect(seen.size).toBe(16);
    }
  });
}
