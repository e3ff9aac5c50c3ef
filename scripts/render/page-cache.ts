import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutputFile } from './page-output.ts';

/**
 * Item pages kept between builds, so a rebuild renders only what changed. An item page is made
 * from the build's index.html (whose script and style names change with any change of the
 * app's code), the site's words and address, and its record: a page is reused only when all of
 * them are the same.
 */
export class PageCache {
  readonly #dir: string;
  readonly #base: string;

  constructor(dir: string, template: string, site: unknown) {
    this.#dir = dir;
    this.#base = JSON.stringify([RENDERER_VERSION, template, site]);
  }

  #file(path: string, record: unknown): string {
    const key = createHash('sha256')
      .update(this.#base)
      .update(path)
      .update(JSON.stringify(record))
      .digest('hex');
    return join(this.#dir, `${key}.json`);
  }

  async read(path: string, record: unknown): Promise<OutputFile[] | undefined> {
    const text = await readFile(this.#file(path, record), 'utf8').catch(() => null);
    if (text === null) return undefined;
    try {
      return JSON.parse(text) as OutputFile[];
    } catch {
      return undefined; // a damaged entry is rendered again
    }
  }

  async write(path: string, record: unknown, files: readonly OutputFile[]): Promise<void> {
    await mkdir(this.#dir, { recursive: true });
    await writeFile(this.#file(path, record), JSON.stringify(files));
  }
}

/** Raised when the renderer's own output changes in a way the template does not show. */
const RENDERER_VERSION = 2;
