import { retiredUrls } from '../ingest/id-manifest.ts';
import type { IdManifest } from '../ingest/id-manifest.ts';
import {
  formatRedirectRules,
  itemPath,
  mergeRedirects,
  REDIRECTS_FILE,
  withdrawnPath,
} from './redirects-file.ts';
import { renderMovedPage, renderWithdrawnPage } from './retired-page.ts';
import type { PageSite } from './retired-page.ts';

export interface HostFile {
  /** Relative to the built folder. */
  path: string;
  text: string;
}

export interface HostFilesInput {
  manifest: IdManifest;
  site: PageSite;
  /** The site's absolute address (VITE_SITE_URL), for the moved pages' canonical link. */
  siteUrl?: string;
  /** The `_redirects` the build already has (public/), kept after ours. */
  existingRedirects: string | null;
}

/** `/item/a` → `item/a.html`, where static hosts look for `/item/a` (decision 020). */
const fileFor = (urlPath: string): string => `${decodeURIComponent(urlPath.slice(1))}.html`;

/**
 * Everything a static host reads to keep retired item URLs working (decision 039): the rules,
 * and a page at each retired address for hosts that read no rules. Pure: the caller writes.
 */
export function hostFiles(input: HostFilesInput): HostFile[] {
  const fates = retiredUrls(input.manifest);
  const files: HostFile[] = [];
  for (const fate of fates) {
    if (fate.kind === 'redirect') {
      const text = renderMovedPage(input.site, itemPath(fate.to), input.siteUrl);
      files.push({ path: fileFor(itemPath(fate.from)), text });
    } else {
      const text = renderWithdrawnPage(input.site, fate);
      files.push({ path: fileFor(itemPath(fate.id)), text });
      files.push({ path: fileFor(withdrawnPath(fate.id)), text });
    }
  }
  const rules = formatRedirectRules(fates);
  if (rules !== '') {
    files.push({ path: REDIRECTS_FILE, text: mergeRedirects(rules, input.existingRedirects) });
  }
  return files;
}
