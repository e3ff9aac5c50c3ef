import { useEffect, useState } from 'react';
import { fetchFileSize } from './file-size';

/**
 * Byte sizes of `urls`, asked for (one HEAD each) once `enabled` first turns true, e.g. when a
 * sizes menu opens. Sizes arrive one by one; an unknown size is simply absent from the map.
 */
export function useFileSizes(
  urls: readonly string[],
  enabled: boolean,
): ReadonlyMap<string, number> {
  const [sizes, setSizes] = useState<ReadonlyMap<string, number>>(() => new Map());
  const key = urls.join('\n');

  useEffect(() => {
    if (!enabled || !key) return;
    const controller = new AbortController();
    for (const url of new Set(key.split('\n'))) {
      void fetchFileSize(url, controller.signal).then((bytes) => {
        if (bytes === null || controller.signal.aborted) return;
        setSizes((previous) => new Map(previous).set(url, bytes));
      });
    }
    return () => controller.abort();
  }, [enabled, key]);

  return sizes;
}
