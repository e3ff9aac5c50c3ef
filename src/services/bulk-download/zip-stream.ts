import { makeZip } from 'client-zip';

/** One file of the ZIP: its bytes arrive as a stream or are a short text of ours. */
export interface ZipEntry {
  name: string;
  input: ReadableStream<Uint8Array> | string;
  lastModified: Date;
}

/**
 * The ZIP as a stream (client-zip, the only importer of it): each entry is read when the stream
 * reaches it, so at most one file's chunk is in memory at a time, whatever the archive's size.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  return makeZip(entries, { buffersAreUTF8: true });
}
