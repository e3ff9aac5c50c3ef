import type { UrlFate } from '../ingest/id-manifest.ts';

/**
 * The `_redirects` lines for retired item ids (decision 039), read by Netlify and Cloudflare
 * Pages. Each rule is forced (`!`): the build also writes a page at every retired address for
 * hosts that read no rules (withdrawn-page.ts), and Netlify would serve that file and skip an
 * unforced rule. Cloudflare reads the code with parseInt, so `301!` is a 301 there; it allows no
 * 410 and skips that line with a warning, serving the withdrawn page with status 200.
 */

export const REDIRECTS_FILE = '_redirects';

export const itemPath = (id: string): string => `/item/${encodeURIComponent(id)}`;

/** Where the withdrawn page is also written, for the 410 rule to show (a rule to itself loops). */
export const withdrawnPath = (id: string): string => `/withdrawn/${encodeURIComponent(id)}`;

const HEADER = '# Item URLs kept by ingest (item-ids.json): moved items and withdrawn ones';

export function formatRedirectRules(fates: UrlFate[]): string {
  const lines = fates.map((fate) =>
    fate.kind === 'redirect'
      ? `${itemPath(fate.from)} ${itemPath(fate.to)} 301!`
      : `${itemPath(fate.id)} ${withdrawnPath(fate.id)} 410!`,
  );
  if (lines.length === 0) return '';
  return [HEADER, ...lines].map((line) => `${line}\n`).join('');
}

/**
 * Our rules go first: both hosts apply the first rule that matches, and Cloudflare counts a
 * static rule after a dynamic one (`/*`) against its smaller dynamic budget.
 */
export function mergeRedirects(ours: string, existing: string | null): string {
  // A block of ours from an earlier run over the same folder is replaced, not repeated.
  const theirs = (existing ?? '')
    .split(/\n{2,}/)
    .filter((block) => !block.startsWith(HEADER))
    .join('\n\n');
  if (!theirs.trim()) return ours;
  return ours === '' ? theirs : `${ours}\n${theirs}`;
}
