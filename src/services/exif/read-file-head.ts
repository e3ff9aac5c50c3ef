import { CameraReadError } from './camera-data';

/**
 * EXIF sits at the start of a file (a JPEG's APP1 segment is at most 64 KB, after a short APP0).
 * Ask for that much with a Range request, and stop reading at that much even when the server
 * ignores Range and sends the whole file: a 20 MB original is never downloaded whole.
 */
export const HEAD_BYTES = 128 * 1024;

export async function readFileHead(url: string, signal?: AbortSignal): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Range: `bytes=0-${HEAD_BYTES - 1}` }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    // A CORS refusal and a lost connection look the same to a page: a TypeError.
    throw new CameraReadError({ kind: 'network' });
  }
  if (response.status !== 200 && response.status !== 206)
    throw new CameraReadError({ kind: 'status', status: response.status });
  const reader = response.status === 200 ? response.body?.getReader() : undefined;
  // A 206 is the range asked for: read it whole (cancelling it would count as a failed request).
  if (!reader) {
    try {
      return new Uint8Array(await response.arrayBuffer()).slice(0, HEAD_BYTES);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new CameraReadError({ kind: 'network' });
    }
  }
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < HEAD_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.length;
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new CameraReadError({ kind: 'network' });
  } finally {
    void reader.cancel().catch(() => {});
  }
  const head = new Uint8Array(Math.min(length, HEAD_BYTES));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, head.length - offset);
    head.set(part, offset);
    offset += part.length;
    if (offset >= head.length) break;
  }
  return head;
}
