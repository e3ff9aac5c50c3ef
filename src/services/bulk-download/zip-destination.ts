import { downloadWorkerDestination, type ZipMakerDestination } from './service-worker-destination';

/**
 * Where the ZIP goes: a stream the page makes written into a file (File System Access, Blob), or
 * the download service worker, which makes the ZIP itself and hands it to the browser as a download.
 */
export type ZipDestination = StreamDestination | ZipMakerDestination;

/** Where the page's ZIP stream goes: a file the visitor chose, written as the bytes come. */
export interface StreamDestination {
  /** Resolves once the whole stream is on disk; rejects (and keeps nothing) when it fails. */
  write(stream: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<void>;
  /** Removes what a cancelled or failed write left, so no partial file looks complete. */
  discard(): Promise<void>;
}

/** Past this, a browser with neither File System Access nor service workers is asked for fewer or smaller files. */
export const BLOB_CAP_BYTES = 500 * 1024 * 1024;

interface SaveFileHandle {
  createWritable(): Promise<WritableStream<Uint8Array>>;
  /** Chromium's; a cancelled file is removed rather than left empty. */
  remove?(): Promise<void>;
}
type SaveFilePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<SaveFileHandle>;

export class ZipTooLarge extends Error {}

/** Chromium's File System Access: the visitor picks the file, the stream is written into it. */
function fileSystemDestination(handle: SaveFileHandle): StreamDestination {
  return {
    async write(stream, signal) {
      // The browser writes to a temporary file and moves it into place only when closed; an
      // aborted pipe (cancel, a failure) aborts the writable, which drops the temporary file.
      await stream.pipeTo(await handle.createWritable(), { signal });
    },
    async discard() {
      await handle.remove?.().catch(() => {});
    },
  };
}

/** The last resort: the bytes are held in a Blob up to BLOB_CAP_BYTES, then saved as a download. */
function blobDestination(fileName: string): StreamDestination {
  return {
    async write(stream, signal) {
      const chunks: Uint8Array[] = [];
      let bytes = 0;
      const reader = stream.getReader();
      const stop = () => void reader.cancel().catch(() => {});
      signal.addEventListener('abort', stop, { once: true });
      try {
        for (let next = await reader.read(); !next.done; next = await reader.read()) {
          bytes += next.value.byteLength;
          if (bytes > BLOB_CAP_BYTES) throw new ZipTooLarge();
          chunks.push(next.value);
        }
      } catch (error) {
        stop();
        throw error;
      } finally {
        signal.removeEventListener('abort', stop);
      }
      signal.throwIfAborted();
      const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: 'application/zip' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    async discard() {},
  };
}

/**
 * Asks where to save (it must run while the visitor's press still counts as one), or returns
 * null when they close the save dialog. Without the File System Access API, the download service
 * worker streams it (Firefox, Safari, phones); without service workers, a Blob download.
 */
export async function chooseZipDestination(fileName: string): Promise<ZipDestination | null> {
  const picker = (window as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  if (!picker) return (await downloadWorkerDestination(fileName)) ?? blobDestination(fileName);
  try {
    const handle = await picker({
      suggestedName: fileName,
      types: [{ description: 'ZIP archive', accept: { 'application/zip': ['.zip'] } }],
    });
    return fileSystemDestination(handle);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    throw error;
  }
}
