import type { ItemRecord } from '@/types/item';

/** Placeholder: the "Camera details" region (EXIF read in the browser) is being built. */
export function CameraDetails(_props: { item: ItemRecord }) {
  return null;
}
