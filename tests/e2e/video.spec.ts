import { createRequire } from 'node:module';
import { expect, runTestScript, test, type Page } from './fixtures';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const ITEM = '/item/city-timelapse';
const TITLE = 'Time-lapse of tall buildings';
/** Every host a YouTube or Vimeo player, thumbnail or script would come from. */
const VIDEO_HOST =
  /^https?:\/\/([^/]+\.)?(youtube(-nocookie)?\.com|youtu\.be|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)\//i;

type HostedVideo = { provider: 'youtube' | 'vimeo'; id: string; durationSec: number };

const hostedVideos: [string, HostedVideo, string][] = [
  [
    'YouTube',
    { provider: 'youtube', id: 'dQw4w9WgXcQ', durationSec: 212 },
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
  ],
  [
    'Vimeo',
    { provider: 'vimeo', id: '76979871', durationSec: 65 },
    'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
  ],
];

/**
 * Page-level fixture: the demo collection (which other journeys count on) has no hosted video,
 * and in mock mode MSW's service worker answers the search inside the browser, where no route
 * sees it. So the city-timelapse record is turned into a hosted video as the search client reads
 * the engine's answer: the engine, MSW and the app run as always, the poster stays the demo's.
 * The clip's page, rendered at build time, carries the demo's record in its page data: without
 * it, the app asks the engine for the record, as on a page the build did not render.
 */
/** Opens the clip's page and waits for its title (the page's own markup, rendered at build time). */
async function gotoItem(page: Page): Promise<void> {
  await page.goto(ITEM);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

async function serveAsHostedVideo(page: Page, video: HostedVideo): Promise<void> {
  await page.route(ITEM, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script type="application\/json" id="folio-page-data">[^<]*<\/script>/,
      '',
    );
    await route.fulfill({ response, body: html });
  });
  await page.addInitScript((hosted) => {
    const text = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'responseText');
    const open = XMLHttpRequest.prototype.open;
    const urls = new WeakMap<XMLHttpRequest, string>();
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      urls.set(this, String(args[1]));
      return (open as (...rest: unknown[]) => void).apply(this, args);
    };
    Object.defineProperty(XMLHttpRequest.prototype, 'responseText', {
      configurable: true,
      get(this: XMLHttpRequest) {
        const body = text?.get?.call(this) as string;
        if (this.readyState !== 4 || !urls.get(this)?.includes('/1/indexes/*/queries')) return body;
        const answer = JSON.parse(body) as {
          results?: { hits?: { objectID: string; video?: unknown }[] }[];
        };
        for (const hit of answer.results?.flatMap((result) => result.hits ?? []) ?? []) {
          if (hit.objectID === 'city-timelapse') hit.video = { ...hosted, poster: null };
        }
        return JSON.stringify(answer);
      },
    });
  }, video);
}

/**
 * Every request to a video host, from the page, its frames or the service worker. The hosts
 * are answered with a stub player, so the click's effect is visible without the network.
 */
async function watchVideoHosts(page: Page): Promise<string[]> {
  const requested: string[] = [];
  page.context().on('request', (request) => {
    if (VIDEO_HOST.test(request.url())) requested.push(request.url());
  });
  await page.context().route(VIDEO_HOST, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Stub player</title><p>Stub player</p>',
    }),
  );
  return requested;
}

/** Serious and critical axe-core violations inside the video's part of the page. */
async function videoViolations(page: Page): Promise<string[]> {
  await runTestScript(page, AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: string,
          ) => Promise<{ violations: { id: string; impact: string | null; help: string }[] }>;
        };
      }
    ).axe;
    return (await axe.run('.item-video')).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}`);
}

/** The page has drawn the poster and has nothing left in flight. */
async function settled(page: Page, image: ReturnType<Page['locator']>): Promise<void> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
}

for (const [providerName, video, playerUrl] of hostedVideos) {
  test(`a ${providerName} video facade requests nothing from the video host before the click`, async ({
    page,
  }) => {
    const requested = await watchVideoHosts(page);
    await serveAsHostedVideo(page, video);
    await page.goto(ITEM);

    const play = page.getByRole('button', { name: `Play video: ${TITLE}` });
    await expect(play).toBeVisible();
    const poster = play.locator('img');
    await settled(page, poster);
    // The poster is the record's own, from our media folder, never the host's thumbnail.
    expect(
      await poster.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname),
    ).toMatch(/^\/media\/city-timelapse\//);
    // Hovering and focusing (where some facades preconnect) still reach nobody.
    await play.hover();
    await play.focus();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(await page.content()).not.toMatch(new RegExp(VIDEO_HOST.source.slice(1), 'i'));
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(await videoViolations(page)).toEqual([]);

    await play.click();

    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', playerUrl);
    await expect(frame).toHaveAttribute('title', `${providerName} video player: ${TITLE}`);
    await expect(page.frameLocator('iframe').getByText('Stub player')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(requested).toEqual([playerUrl]);
    expect(await videoViolations(page)).toEqual([]);
  });
}

test('a self-hosted clip loads only its poster until play, then plays one of its encodings', async ({
  page,
}) => {
  const requested = await watchVideoHosts(page);
  const clipRequests: string[] = [];
  page.context().on('request', (request) => {
    // A HEAD for the clip's size (shown beside "Download original") carries none of its bytes.
    if (
      request.method() !== 'HEAD' &&
      /\/media\/city-timelapse\/city-timelapse\.(mp4|webm)$/.test(request.url())
    )
      clipRequests.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoItem(page);

  const video = page.locator('video');
  await expect(video).toHaveAttribute('preload', 'none');
  // Drawn 1200 px wide, wider than any rendition: the full-size poster, not a stretched 640.
  await expect(video).toHaveAttribute('poster', '/media/city-timelapse/city-timelapse-poster.jpg');
  await expect(video.locator('source')).toHaveCount(2);
  await expect(page.getByText('Duration 0:08')).toBeVisible();
  // What the download is, before pressing it: frame size, duration and file size.
  await expect(page.getByText('MP4 · 720 × 404 px · 0:08 · 1.4 MB')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(clipRequests).toEqual([]);
  expect(await videoViolations(page)).toEqual([]);

  // As wide as a photo is drawn (the page's 1200 px), in the clip's own shape.
  const box = await video.boundingBox();
  expect(box?.width).toBeCloseTo(1200, 0);
  expect(box?.height).toBeCloseTo((1200 * 404) / 720, 0);

  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  const playing = await video.evaluate((element: HTMLVideoElement) => element.currentSrc);
  expect(playing).toMatch(/\/media\/city-timelapse\/city-timelapse\.(mp4|webm)$/);
  expect(clipRequests.length).toBeGreaterThan(0);
  expect(requested).toEqual([]);
});

test('the video fits a 320 px screen and a short one without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoItem(page);
  const video = page.locator('video');
  await expect(video).toBeVisible();
  const narrow = await video.boundingBox();
  expect(narrow?.width).toBeLessThanOrEqual(320);
  expect((narrow?.width ?? 0) / (narrow?.height ?? 1)).toBeCloseTo(720 / 404, 1);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);

  await page.setViewportSize({ width: 1280, height: 400 });
  await expect.poll(async () => (await video.boundingBox())?.height).toBeLessThanOrEqual(320);
});
