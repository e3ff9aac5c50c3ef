/**
 * The `_headers` file that Netlify and Cloudflare Pages read from the published folder: a path
 * pattern, then its headers indented below it. Ours has one rule, for every path.
 */

export const HEADERS_FILE = '_headers';
const ALL_PATHS = '/*';

export function formatHeadersFile(headers: readonly [string, string][]): string {
  return [
    '# Security headers for every path, written by the build (scripts/vite/security-policy.ts).',
    '# Hosts that do not read this file: see docs/reliability.md, "Security policy".',
    ALL_PATHS,
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    '',
  ].join('\n');
}

/** The headers of the `/*` rule, in file order; other rules and comments are skipped. */
export function readHeadersForAllPaths(text: string): [string, string][] {
  const headers: [string, string][] = [];
  let inRule = false;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inRule = line.trim() === ALL_PATHS;
      continue;
    }
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (inRule && match?.[1] && match[2] !== undefined) headers.push([match[1], match[2].trim()]);
  }
  return headers;
}
