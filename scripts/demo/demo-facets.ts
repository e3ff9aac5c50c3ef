import { cameraPathOf, splitCreators } from '../../src/services/search/record-facets.ts';
import type { Camera, ItemRecord } from '../../src/types/item.ts';
import { cleanExifText } from '../ingest/exif.ts';

const cleanText = (value: string | null): string | null =>
  value === null ? null : cleanExifText(value);

/**
 * A committed record with the facet fields today's ingest writes (`creators`, `cameraPath`, camera
 * text cut at its NUL), keys in ingest's order: re-running ingest over the demo media would
 * re-encode every rendition for a change that touches none of them.
 */
export function withFacetFields(record: ItemRecord): ItemRecord {
  const camera: Camera | null = record.camera && {
    make: cleanText(record.camera.make),
    model: cleanText(record.camera.model),
  };
  const cameraPath = cameraPathOf(camera);
  const rest: Partial<ItemRecord> = { ...record };
  delete rest.creators;
  delete rest.cameraPath;
  const ordered: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    ordered[key] = key === 'camera' ? camera : value;
    if (key === 'creator') ordered.creators = splitCreators(record.creator);
    if (key === 'camera' && cameraPath) ordered.cameraPath = cameraPath;
  }
  return ordered as unknown as ItemRecord;
}
