import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { copyFileAtomic } from './atomic-write.ts';
import { mergeRightsXmp, type Rights } from './rights-xmp.ts';

const exec = promisify(execFile);

/**
 * The files whose containers exiftool writes XMP into without touching the image or sound data:
 * PNG (iTXt), TIFF (tag 700), HEIC/AVIF and MP4/MOV (their XMP boxes). JPEG and WebP are written
 * in-process (jpeg-xmp.ts, webp-xmp.ts: Debian's exiftool 12.57 cannot write WebP); WebM,
 * among others, exiftool cannot write, and those are served as they are.
 */
const WRITABLE = new Set([
  '.png',
  '.tif',
  '.tiff',
  '.heic',
  '.heif',
  '.avif',
  '.mp4',
  '.m4v',
  '.mov',
]);

export const exiftoolWrites = (name: string): boolean => WRITABLE.has(extname(name).toLowerCase());

let found: Promise<boolean> | undefined;

/** exiftool on PATH (Debian's libimage-exiftool-perl); ingest works without it. */
export function hasExiftool(): Promise<boolean> {
  found ??= exec('exiftool', ['-ver']).then(
    () => true,
    () => false,
  );
  return found;
}

/** Quiet, past minor faults in the owner's metadata, and no tool stamp (stable bytes). */
const WRITE = ['-q', '-q', '-m', '-XMP-x:XMPToolkit='];
const MAX_XMP_BYTES = 16 * 1024 * 1024;

/**
 * `source` copied to `target` with the item's rights merged into its XMP (the owner's own
 * properties kept, as for JPEG: rights-xmp.ts), written whole before it takes `target`'s name.
 */
export async function copyWithRights(
  source: string,
  target: string,
  rights: Rights,
): Promise<void> {
  const { stdout } = await exec('exiftool', ['-b', '-XMP', source], {
    encoding: 'buffer',
    maxBuffer: MAX_XMP_BYTES,
  });
  const packet = mergeRightsXmp(stdout.length > 0 ? stdout.toString('utf8') : null, rights);
  const work = await mkdtemp(join(tmpdir(), 'folio-rights-'));
  try {
    const xmpPath = join(work, 'rights.xmp');
    await writeFile(xmpPath, packet);
    // exiftool names the output's type by its extension, and will not write over a file.
    const written = join(work, `out${extname(target)}`);
    await exec('exiftool', [...WRITE, `-XMP<=${xmpPath}`, '-o', written, source]);
    await copyFileAtomic(written, target);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** `bytes` (a file named like `name`) with the rights in its XMP, as `copyWithRights` writes. */
export async function bytesWithRights(
  bytes: Buffer,
  name: string,
  rights: Rights,
): Promise<Buffer> {
  const work = await mkdtemp(join(tmpdir(), 'folio-rights-'));
  try {
    const source = join(work, `source${extname(name)}`);
    const target = join(work, `served${extname(name)}`);
    await writeFile(source, bytes);
    await copyWithRights(source, target, rights);
    return await readFile(target);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
