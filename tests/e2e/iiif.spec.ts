import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/chromium';
import { LOCAL_SITE_URL } from '../../src/config/site-url';
import { boxOnScreen, pixelsIn } from './pixels';
import { expect, test, type Page } from './fixtures';

/**
 * The item page's IIIF manifest, as another site's viewer meets it (docs/iiif.md): the link on
 * the page, the manifest and media served with `Access-Control-Allow-Origin: *`, and Mirador,
 * a standard IIIF viewer, opening it from another origin and drawing its label and image.
 */

/**
 * Another site, by a name that resolves to this machine: a routed page under a made-up public
 * name would be refused any request to localhost by Chromium, and `vite preview` answers
 * `localhost` and `127.0.0.1` origins with CORS headers of its own, so neither would show ours.
 */
const OTHER_HOST = 'iiif-viewer.example';
const OTHER_ORIGIN = `http://${OTHER_HOST}:8080`;
test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, `--host-resolver-rules=MAP ${OTHER_HOST} 127.0.0.1`],
  },
});

/** Another site with a IIIF viewer: a page with Mirador's bundle, on a port of its own. */
async function startViewerSite(manifestUrl: string): Promise<{ origin: string; close(): void }> {
  const page = `<!doctype html><meta charset="utf-8"><title>A IIIF viewer</title>
<div id="viewer" style="position:absolute;inset:0"></div>
<script src="/mirador.min.js"></script>
<script>
  Mirador.viewer({
    id: 'viewer',
    windows: [{ manifestId: ${JSON.stringify(manifestUrl)}, thumbnailNavigationPosition: 'off' }],
    window: { allowClose: false, sideBarOpen: false },
    workspaceControlPanel: { enabled: false },
  });
</script>`;
  const server = createServer((request, response) => {
    const script = request.url === '/mirador.min.js';
    response.writeHead(200, { 'Content-Type': script ? 'text/javascript' : 'text/html' });
    response.end(script ? MIRADOR : page);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://${OTHER_HOST}:${port}`, close: () => server.close() };
}
const MIRADOR = readFileSync('node_modules/mirador/dist/mirador.min.js', 'utf8');

/** The build's addresses are LOCAL_SITE_URL's; this run's server may listen elsewhere. */
async function serveSiteAddresses(page: Page, baseURL: string): Promise<void> {
  const built = new URL(LOCAL_SITE_URL).origin;
  if (built === new URL(baseURL).origin) return;
  await page.route(`${built}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

test('the item page links its manifest for drag and drop, and the manifest is open to any site', async ({
  page,
  request,
}) => {
  await page.goto('/item/fallen-leaf');
  const link = page.getByRole('link', { name: 'IIIF manifest' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('title', /Drag into a IIIF viewer/);
  // The IIIF logo before its words.
  expect(
    await link.evaluate((element) => getComputedStyle(element, '::before').backgroundImage),
  ).toMatch(/\/iiif-logo\.svg/);
  const manifestUrl = `${LOCAL_SITE_URL}iiif/fallen-leaf/manifest.json`;
  await expect(link).toHaveAttribute('href', `${manifestUrl}?manifest=${manifestUrl}`);
  await expect(
    page.locator(
      'head link[rel="alternate"][type="application/ld+json;profile=\\"http://iiif.io/api/presentation/3/context.json\\""]',
    ),
  ).toHaveAttribute('href', manifestUrl);

  const origin = { headers: { Origin: OTHER_ORIGIN } };
  const response = await request.get('/iiif/fallen-leaf/manifest.json', origin);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(response.headers()['access-control-allow-origin']).toBe('*');
  const manifest = (await response.json()) as {
    id: string;
    label: Record<string, string[]>;
    items: { items: { items: { body: { id: string } }[] }[] }[];
  };
  expect(manifest.id).toBe(manifestUrl);
  expect(manifest.label).toEqual({ none: ['Fallen Leaf'] });

  const image = new URL(manifest.items[0]?.items[0]?.items[0]?.body.id ?? '');
  const media = await request.get(image.pathname, origin);
  expect(media.status()).toBe(200);
  expect(media.headers()['access-control-allow-origin']).toBe('*');
  const collection = await request.get('/iiif/collection.json', origin);
  expect(collection.headers()['access-control-allow-origin']).toBe('*');
});

test('Mirador on another site opens the manifest and draws its label and image', async ({
  page,
  baseURL,
}) => {
  test.slow(); // Mirador is 2.3 MB of script
  await serveSiteAddresses(page, baseURL ?? LOCAL_SITE_URL);
  const manifestUrl = `${LOCAL_SITE_URL}iiif/fallen-leaf/manifest.json`;
  const viewer = await startViewerSite(manifestUrl);
  try {
    // The photo has tiles (its original is larger than its renditions): Mirador reads its image
    // service and draws tiles from it, as it does for any museum's level-0 service.
    const imageLoaded = page.waitForResponse(
      (response) =>
        /\/media\/fallen-leaf\/iiif\/[^/]+\/[^/]+\/0\/default\.jpg$/.test(response.url()) &&
        response.ok(),
    );
    await page.goto(`${viewer.origin}/`);

    await expect(page.getByText('Fallen Leaf').first()).toBeVisible({ timeout: 20_000 });
    await imageLoaded;
    // The photo is drawn: the viewer's canvas is no longer one flat colour.
    const canvas = page.locator('.openseadragon-canvas canvas').first();
    await expect(canvas).toBeVisible();
    await expect
      .poll(async () => {
        const pixels = await pixelsIn(page, await boxOnScreen(canvas));
        return new Set(pixels.map((pixel) => pixel.map((value) => value >> 4).join())).size;
      })
      .toBeGreaterThan(20);
  } finally {
    viewer.close();
  }
});
