import { expect, type Page } from './fixtures';

/**
 * Resolves once the app runs on the page. A page rendered at build time is drawn, and can be
 * read, before its code has loaded and hydrated it; a click or keystroke before then does
 * nothing. The event inspector's toggle (mock mode) is drawn by the app only, once hydrated.
 */
export async function appRunning(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Events \d+/ })).toBeVisible();
}
