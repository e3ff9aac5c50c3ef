import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findShippedPolicyProblems } from './check-shipped-policy.ts';
import { formatHeadersFile } from './headers-file.ts';
import { injectPolicyMeta } from './security-policy-plugin.ts';
import { buildSecurityHeaders, type SecurityPolicyConfig } from './security-policy.ts';

const CONFIG: SecurityPolicyConfig = {
  searchAppId: 'BUNDLECHECK',
  contactOrigin: null,
  mediaOrigins: [],
};
const PAGE =
  '<html><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index.js"></script></head></html>';

let outDir: string;
const write = (name: string, text: string) => {
  writeFileSync(join(outDir, name), text);
  return join(outDir, name);
};
/** A folder as the real build leaves it; each test breaks one thing. */
function shipped(overrides: { headers?: string; html?: string; files?: [string, string][] } = {}) {
  const files = [
    write('_headers', overrides.headers ?? formatHeadersFile(buildSecurityHeaders(CONFIG))),
    write('index.html', overrides.html ?? injectPolicyMeta(PAGE, CONFIG)),
    write('index.js', 'console.log(1);\n'),
    ...(overrides.files ?? []).map(([name, text]) => write(name, text)),
  ];
  return findShippedPolicyProblems(outDir, files, CONFIG);
}

beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'folio-shipped-'));
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe('findShippedPolicyProblems', () => {
  it('passes a folder with the policy, the meta and no maps', () => {
    expect(shipped()).toEqual([]);
  });

  it('finds a missing or different _headers', () => {
    expect(shipped({ headers: '/*\n  X-Content-Type-Options: nosniff\n' })).toEqual([
      expect.stringMatching(/_headers does not carry the policy/),
    ]);
    const other = formatHeadersFile(buildSecurityHeaders({ ...CONFIG, searchAppId: 'OTHER' }));
    expect(shipped({ headers: other })).toHaveLength(1);
  });

  it('finds a page without the meta, with a script ahead of it, or with inline script', () => {
    expect(shipped({ html: PAGE })).toEqual([expect.stringMatching(/no meta Content-Security/)]);
    const late = injectPolicyMeta(PAGE, CONFIG).replace(
      '<meta charset="UTF-8" />',
      '<meta charset="UTF-8" /><script src="/early.js"></script>',
    );
    expect(shipped({ html: late })).toEqual([expect.stringMatching(/script before its meta/)]);
    const inline = injectPolicyMeta(PAGE, CONFIG).replace('</head>', '<script>x()</script></head>');
    expect(shipped({ html: inline })).toEqual([expect.stringMatching(/inline script/)]);
  });

  it('finds a published source map and a pointer to one', () => {
    expect(
      shipped({
        files: [
          ['index.js.map', '{}'],
          ['chunk.js', 'x();\n//# sourceMappingURL=chunk.js.map\n'],
        ],
      }),
    ).toEqual([
      expect.stringMatching(/publishes a source map: index\.js\.map/),
      expect.stringMatching(/chunk\.js points to a source map/),
    ]);
  });
});
