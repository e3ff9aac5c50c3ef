import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

interface DemoRecord {
  objectID: string;
  title: string;
  type: 'photo' | 'video';
  video?: { provider: string };
}

const records = JSON.parse(
  readFileSync(new URL('../../src/mocks/data/demo-records.json', import.meta.url), 'utf8'),
) as DemoRecord[];

/** Two halves, so the two workers share the walk. */
const halves = [records.slice(0, records.length / 2), records.slice(records.length / 2)];

halves.forEach((half, index) => {
  test(`every demo item page works (part ${index + 1} of 2)`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    // Leaving a page cancels what it was still fetching (net::ERR_ABORTED): not a failure.
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText !== 'net::ERR_ABORTED')
        problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    for (const record of half) {
      await page.goto(`/item/${encodeURIComponent(record.objectID)}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, record.objectID).toHaveText(record.title);
      await expect(page.getByRole('heading', { name: 'Licence and credit' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copy credit' })).toBeVisible();
      if (record.type === 'photo') {
        const image = page.getByRole('img', { name: record.title }).first();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), {
            message: `${record.objectID} image loads`,
          })
          .toBeGreaterThan(0);
        await expect(page.getByRole('button', { name: 'Download original' })).toBeVisible();
        const camera = page.getByRole('region', { name: 'Camera details' });
        await expect(camera.getByText('Reading camera details')).toHaveCount(0);
        await expect(camera.getByRole('alert')).toHaveCount(0);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${record.objectID} scrolls sideways`).toBe(0);
    }
    expect(problems).toEqual([]);
  });
});
