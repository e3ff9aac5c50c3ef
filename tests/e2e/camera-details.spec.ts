import { expect, test, type Request } from './fixtures';

const ORIGINAL = '/media/blinds/blinds.jpg';

test('camera details of a demo photo come from its original, read in ranges', async ({
  page,
  context,
}) => {
  // In mock mode the service worker fetches same-origin files itself: watch the whole context,
  // so both the page's request and the worker's request to the server are seen.
  const requests: Request[] = [];
  const finished: { status: number; bytes: number }[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === ORIGINAL) requests.push(request);
  });
  context.on('requestfinished', async (request) => {
    if (new URL(request.url()).pathname !== ORIGINAL) return;
    const response = await request.response();
    const sizes = await request.sizes();
    finished.push({ status: response?.status() ?? 0, bytes: sizes.responseBodySize });
  });

  await page.goto('/item/blinds');
  const region = page.getByRole('region', { name: 'Camera details' });
  await expect(region.getByText('Canon EOS 350D DIGITAL')).toBeVisible();
  for (const value of ['f/5.6', '1/80 s', 'ISO 400', '107 mm', '1920 × 1200 px', '22 January 2008'])
    await expect(region.getByText(value)).toBeVisible();

  await expect.poll(() => finished.length).toBeGreaterThan(0);
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) expect(request.headers()['range']).toBe('bytes=0-131071');
  expect(finished.some(({ bytes }) => bytes === 128 * 1024)).toBe(true);
  for (const { status, bytes } of finished) {
    expect(status).toBe(206);
    expect(bytes).toBeLessThanOrEqual(128 * 1024);
  }
});

test('the GPS position is shown, and nothing scrolls sideways at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/item/colorful-cups');
  const region = page.getByRole('region', { name: 'Camera details' });
  await expect(region.getByText('56.1560° N, 10.2082° E')).toBeVisible();
  await expect(region.getByText('28 mm (42 mm equivalent)')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test('a photo whose file has no camera data says so', async ({ page }) => {
  await page.goto('/item/aqua');
  await expect(
    page
      .getByRole('region', { name: 'Camera details' })
      .getByText('This file carries no camera data.'),
  ).toBeVisible();
});

test('a video has no camera details', async ({ page }) => {
  await page.goto('/item/city-timelapse');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Licence and credit' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Camera details' })).toHaveCount(0);
});
