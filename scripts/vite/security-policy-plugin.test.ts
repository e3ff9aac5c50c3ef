import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHeadersForAllPaths } from './headers-file.ts';
import { injectPolicyMeta, securityPolicyPlugin } from './security-policy-plugin.ts';
import { buildContentSecurityPolicy, buildSecurityHeaders } from './security-policy.ts';

const CONFIG = {
  searchAppId: 'TESTAPP',
  contactOrigin: null,
  mediaOrigins: [],
};

describe('injectPolicyMeta', () => {
  it('puts the policy right after the charset, before anything it must govern', () => {
    const html =
      '<html><head><meta charset="UTF-8" /><script type="module" src="/a.js"></script></head></html>';
    const out = injectPolicyMeta(html, CONFIG);
    const policy = buildContentSecurityPolicy(CONFIG, 'meta');
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
    expect(out.indexOf('<meta charset="UTF-8" />')).toBeLessThan(out.indexOf(meta));
    expect(out.indexOf(meta)).toBeLessThan(out.indexOf('<script'));
    expect(out).toContain('<meta name="referrer" content="strict-origin-when-cross-origin" />');
  });

  it('refuses a page without a charset, where it could not tell where the head starts', () => {
    expect(() => injectPolicyMeta('<html><head></head></html>', CONFIG)).toThrow(/meta charset/);
  });
});

describe('a build with the plugin', () => {
  let root: string;
  let server: PreviewServer;
  let origin: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'folio-policy-'));
    await writeFile(
      join(root, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /><title>t</title></head>' +
        '<body><script type="module" src="/main.js"></script></body></html>',
    );
    await writeFile(join(root, 'main.js'), 'document.title = "ok";\n');
    await writeFile(join(root, '.env'), 'VITE_ALGOLIA_APP_ID=TESTAPP\n');
    const common = {
      root,
      configFile: false as const,
      logLevel: 'silent' as const,
      plugins: [securityPolicyPlugin({ mock: false })],
    };
    await build(common);
    server = await preview({ ...common, preview: { port: 0, host: '127.0.0.1' } });
    origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('writes _headers with the policy of the configured application', async () => {
    const headers = readHeadersForAllPaths(await readFile(join(root, 'dist/_headers'), 'utf8'));
    expect(headers).toEqual(buildSecurityHeaders(CONFIG));
  });

  it('puts the meta policy in index.html before the entry script', async () => {
    const html = await readFile(join(root, 'dist/index.html'), 'utf8');
    const meta = html.indexOf(buildContentSecurityPolicy(CONFIG, 'meta'));
    expect(meta).toBeGreaterThan(0);
    expect(meta).toBeLessThan(html.indexOf('<script'));
  });

  it('makes vite preview serve those headers on every path', async () => {
    for (const path of ['/', '/some/route']) {
      const response = await fetch(`${origin}${path}`);
      for (const [name, value] of buildSecurityHeaders(CONFIG))
        expect(response.headers.get(name), `${name} of ${path}`).toBe(value);
    }
  });
});
