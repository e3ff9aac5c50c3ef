import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readIptc } from './iptc-metadata.ts';
import type { MetadataLayer, MetadataSources } from './metadata-layers.ts';
import { describeError } from './report.ts';
import { metadataFromXmp } from './xmp-metadata.ts';
import { readXmpPacket } from './xmp-packet.ts';

export type FileMetadata = Pick<MetadataSources, 'xmpSidecar' | 'xmp' | 'iptc'>;

export const NO_FILE_METADATA: FileMetadata = { xmpSidecar: {}, xmp: {}, iptc: {} };

function fromPacket(text: string, what: string, warnings: string[]): MetadataLayer {
  const read = readXmpPacket(text);
  if (read.ok) return metadataFromXmp(read.properties);
  warnings.push(`${what} ${read.reason}; the file's other metadata was used`);
  return {};
}

/**
 * The owner's words in and beside a file: its `.xmp` sidecar, its embedded XMP packet and its
 * IPTC-IIM block (the last two as sharp extracted them). A malformed packet or sidecar costs
 * one warning naming it and what is wrong, never the item.
 */
export async function readFileMetadata(
  root: string,
  embedded: { xmp?: Buffer | undefined; iptc?: Buffer | undefined },
  xmpSidecarPath: string | null,
  warnings: string[],
): Promise<FileMetadata> {
  let xmpSidecar: MetadataLayer = {};
  if (xmpSidecarPath) {
    const text = await readFile(join(root, xmpSidecarPath), 'utf8').catch((error: unknown) => {
      warnings.push(`XMP sidecar ${xmpSidecarPath}: ${describeError(error)}`);
      return null;
    });
    // A byte-order mark is allowed before a sidecar's XML declaration.
    if (text !== null)
      xmpSidecar = fromPacket(
        text.replace(/^\uFEFF/, ''),
        `XMP sidecar ${xmpSidecarPath}`,
        warnings,
      );
  }
  const xmp = embedded.xmp
    ? fromPacket(embedded.xmp.toString('utf8').replace(/\0+$/, ''), 'embedded XMP', warnings)
    : {};
  return { xmpSidecar, xmp, iptc: await readIptc(embedded.iptc) };
}
