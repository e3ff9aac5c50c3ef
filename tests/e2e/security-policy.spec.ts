import { readFileSync } from 'node:fs';
import { readHeadersForAllPaths } from '../../scripts/vite/headers-file.ts';
import { expect, test } from './fixtures';

/**
 * The journeys' own ground: the preview serves what the build shipped in `_headers`, the meta
 * fallback says the same, and the fixture really sees what the policy refuses.
 */
test.skip(!!process.env.E2E_DEV, 'the dev server runs without the policy');

const shipped = () => readHeadersForAllPaths(readFileSync('dist-mock/_headers', 'utf8'));

test('every response carries the headers the build ships, and the meta repeats the policy', async ({
  page,
}) => {
  const headers = shipped();
  expect(headers.map(([name]) => name)).toEqual([
    'Content-Security-Policy',
    'Referrer-Policy',
    'X-Content-Type-Options',
    'Permissions-Policy',
  ]);
  for (const path of ['/', '/item/aqua', '/no-such-page', '/robots.txt', '/favicon.svg']) {
    const response = await page.request.get(path);
    // An address the app has no screen for gets 404.html, as a static host serves it.
    expect(response.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
    for (const [name, value] of headers)
      expect(response.headers()[name.toLowerCase()], `${name} of ${path}`).toBe(value);
  }

  await page.goto('/');
  await expect(page.getByText(/^52 results/)).toBeVisible();
  const policy = headers[0]?.[1] ?? '';
  const meta = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  // The one directive a meta policy cannot carry.
  expect(meta).toBe(policy.replace(/; frame-ancestors 'none'$/, ''));
});

test('what the policy refuses is reported to the journey', async ({ page, policyViolations }) => {
  await page.goto('/');
  await expect(page.getByText(/^52 results/)).toBeVisible();
  // Each refusal is reported twice (the header's policy and the meta's), and printed too.
  policyViolations.allow(/refused inline|inline (script|style)|example\.org/);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.head.append(script);
    document.body.setAttribute('style', 'outline: 3px solid red');
    void fetch('https://example.org/').catch(() => undefined);
  });

  const refusals = [
    /^script-src-elem refused inline on \/$/,
    /^style-src-attr refused inline on \/$/,
    /^connect-src refused https:\/\/example\.org\/ on \/$/,
  ];
  for (const refusal of refusals)
    await expect.poll(() => policyViolations.reports.some((text) => refusal.test(text))).toBe(true);
  expect(await page.evaluate(() => 'inlineScriptRan' in window)).toBe(false);
});
