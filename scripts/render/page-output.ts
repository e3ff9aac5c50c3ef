import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { applyHeadTags } from '../../src/services/page-meta/head-tags.ts';
import type { PageMeta } from '../../src/services/page-meta/page-meta-types.ts';
import type { PageData } from '../../src/services/search/page-data.ts';
import { renderedPageHtml } from './page-html.ts';
import { moveInlineStyles } from './page-styles.ts';
import type { PageAssets } from './route-assets.ts';
import { pageFiles } from './site-pages.ts';

/** A file of the built site, relative to its folder. */
export interface OutputFile {
  path: string;
  text: string;
}

/**
 * The files of one rendered page: its HTML (the build's index.html with the page's markup, page
 * data and head tags) and its own stylesheet when React wrote style attributes.
 */
export function pageOutput(
  template: string,
  path: string,
  rendered: { html: string; data: PageData },
  head: PageMeta,
  assets: PageAssets,
): OutputFile[] {
  const { markup, css } = moveInlineStyles(rendered.html);
  const files = pageFiles(path);
  const stylesheets = css ? [...assets.stylesheets, `/${files.css}`] : assets.stylesheets;
  const html = applyHeadTags(
    renderedPageHtml(template, markup, rendered.data, { ...assets, stylesheets }),
    head,
  );
  return [{ path: files.html, text: html }, ...(css ? [{ path: files.css, text: css }] : [])];
}

export async function writeOutput(dist: string, files: readonly OutputFile[]): Promise<void> {
  for (const file of files) {
    const target = join(dist, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.text);
  }
}
