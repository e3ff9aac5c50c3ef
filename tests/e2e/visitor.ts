import type { Page } from './fixtures';

/** A returning visitor who has answered the privacy question (refused), in the given theme. */
export async function returningVisitor(page: Page, theme?: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((chosenTheme) => {
    localStorage.setItem(
      'folio.consent',
      JSON.stringify({ version: 1, analytics: false, insights: false, decidedAt: '2026-11-01' }),
    );
    if (chosenTheme) localStorage.setItem('folio:theme', chosenTheme);
  }, theme);
}

/** A returning visitor who refused tracking but agreed to map tiles from the tile provider. */
export async function mapsAgreedVisitor(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem(
      'folio.consent',
      JSON.stringify({
        version: 1,
        analytics: false,
        insights: false,
        maps: true,
        decidedAt: '2026-11-01',
      }),
    );
  });
}
