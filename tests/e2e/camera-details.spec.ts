import { expect, test } from '@playwright/test';

test('camera details of a demo photo come from its original, read in ranges', async ({
  page,
  context,
}) => {
  const originalRequests: { range: string | undefined; status?: number }[] = [];
  // The mock service worker fetches same-origin files itself: watch the whole context.
  context.on('requestfinished', async (request) => {
    if (!request.url().endsWith('/media/blinds/blinds.jpg')) return;
    const response = await request.response();
    originalRequests.push({ range: request.headers()['range'], status: response?.status() });
  });
  await page.goto('/item/blinds');
  const region = page.getByRole('region', { name: 'Camera details' });
  await expect(region.getByText('Canon EOS 350D DIGITAL')).toBeVisible();
  await expect(region.getByText('f/5.6')).toBeVisible();
  await expect(region.getByText('1/80 s')).toBeVisible();
  await expect(region.getByText('ISO 400')).toBeVisible();
  await expect(region.getByText('107 mm')).toBeVisible();
  await expect.poll(() => originalRequests.length).toBeGreaterThan(0);
  for (const request of originalRequests) {
    expect(request.range).toBe('bytes=0-131071');
    expect(request.status).toBe(206);
  }
});

test('a photo whose file has no camera data says so', async ({ page }) => {
  await page.goto('/item/aqua');
  await expect(
    page
      .getByRole('region', { name: 'Camera details' })
      .getByText('This file carries no camera data.'),
  ).toBeVisible();
});
