import { expect, type Page } from './fixtures';

/**
 * Resolves once the app runs on the page. A page rendered at build time is drawn, and can be
 * read, before its code has loaded and hydrated it; a click or keystroke before then does
 * nothing. The app marks `<html data-app-running>` after its first commit
 * (src/app/screen-running.ts). `page.goto` waits for it already (fixtures.ts, `waitForApp`).
 */
export async function appRunning(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-running', '');
}
