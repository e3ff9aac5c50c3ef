import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { site } from '../../src/config/site.ts';
import { readIdManifest } from '../ingest/id-manifest-file.ts';
import { hostFiles } from './host-files.ts';
import { REDIRECTS_FILE } from './redirects-file.ts';

export interface WriteHostFilesOptions {
  /** The ingest's id manifest (item-ids.json beside the records). */
  ids: string;
  /** The built site (dist/). */
  out: string;
  siteUrl?: string;
  archiveName?: string;
}

export type WriteResult = { kind: 'no-manifest' } | { kind: 'written'; paths: string[] };

/** The stylesheets the built index.html links, so the retired pages look like the site. */
function linkedStylesheets(indexHtml: string | null): string[] {
  const links = indexHtml?.match(/<link\b[^>]*>/gi) ?? [];
  return links
    .filter((link) => /\brel="stylesheet"/i.test(link))
    .map((link) => /\bhref="([^"]+)"/i.exec(link)?.[1])
    .filter((href): href is string => href !== undefined);
}

/**
 * Writes the retired item URLs' files into a built site (decision 039). A missing manifest is
 * not an error: a site whose items never moved has nothing to keep.
 */
export async function writeHostFiles(options: WriteHostFilesOptions): Promise<WriteResult> {
  const present = await readFile(options.ids, 'utf8').then(
    () => true,
    () => false,
  );
  if (!present) return { kind: 'no-manifest' };
  if (options.siteUrl !== undefined && !/^https?:\/\/[^/]/.test(options.siteUrl)) {
    throw new Error(
      `the site address "${options.siteUrl}" is not an http(s) URL, like https://archive.example.org`,
    );
  }
  const manifest = await readIdManifest(options.ids);
  const read = (name: string) => readFile(join(options.out, name), 'utf8').catch(() => null);
  const files = hostFiles({
    manifest,
    site: {
      name: options.archiveName ?? site.archiveName,
      stylesheets: linkedStylesheets(await read('index.html')),
    },
    siteUrl: options.siteUrl,
    existingRedirects: await read(REDIRECTS_FILE),
  });
  for (const file of files) {
    const path = join(options.out, file.path);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.text);
  }
  return { kind: 'written', paths: files.map((file) => file.path) };
}
