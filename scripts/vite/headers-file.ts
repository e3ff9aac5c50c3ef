/**
 * The `_headers` file that Netlify and Cloudflare Pages read from the published folder: a path
 * pattern, then its headers indented below it. The security headers are one rule for every
 * path; the open ones follow (the IIIF manifests, the media and the open data, readable from any
 * site: docs/iiif.md).
 */

export const HEADERS_FILE = '_headers';
const ALL_PATHS = '/*';

/** Headers for the paths a pattern matches: `*` stands for anything, `/` included. */
export interface HeaderRule {
  path: string;
  headers: readonly [string, string][];
}

/**
 * What other sites may read with a script: a IIIF viewer elsewhere (Mirador, Universal Viewer)
 * fetches the manifests and draws the media and their tiles into a canvas, and a notebook or a
 * map reads the open data. All of it is public already; `*` sends no cookie with it.
 */
export const OPEN_TO_ANY_ORIGIN: readonly HeaderRule[] = ['/iiif/*', '/media/*', '/data/*'].map(
  (path) => ({ path, headers: [['Access-Control-Allow-Origin', '*']] }),
);

export function formatHeadersFile(
  headers: readonly [string, string][],
  rules: readonly HeaderRule[] = OPEN_TO_ANY_ORIGIN,
): string {
  return [
    '# Security headers for every path, written by the build (scripts/vite/security-policy.ts).',
    '# Hosts that do not read this file: see docs/reliability.md, "Security policy".',
    ALL_PATHS,
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    ...(rules.length > 0
      ? [
          '# Readable from any site: the IIIF manifests, the media and the open data (docs/iiif.md).',
          ...rules.flatMap((rule) => [
            rule.path,
            ...rule.headers.map(([name, value]) => `  ${name}: ${value}`),
          ]),
        ]
      : []),
    '',
  ].join('\n');
}

/** Every rule of the file, in file order; comments are skipped. */
export function readHeaderRules(text: string): HeaderRule[] {
  const rules: { path: string; headers: [string, string][] }[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (match?.[1] && match[2] !== undefined)
      rules.at(-1)?.headers.push([match[1], match[2].trim()]);
  }
  return rules;
}

/** The headers a host sends with a path: those of every rule that matches it, in file order. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): [string, string][] {
  return rules
    .filter((rule) => {
      const pattern = rule.path
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
      return new RegExp(`^${pattern.join('.*')}$`).test(pathname);
    })
    .flatMap((rule) => rule.headers);
}

/** The headers of the `/*` rule, in file order; other rules and comments are skipped. */
export function readHeadersForAllPaths(text: string): [string, string][] {
  return readHeaderRules(text)
    .filter((rule) => rule.path === ALL_PATHS)
    .flatMap((rule) => rule.headers);
}
