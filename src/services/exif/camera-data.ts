/** What the "Camera details" region shows, read from the original file's EXIF. */
export interface CameraData {
  make: string | null;
  model: string | null;
  lens: string | null;
  fNumber: number | null;
  /** Seconds. */
  exposureTime: number | null;
  iso: number | null;
  /** Millimetres. */
  focalLength: number | null;
  focalLength35mm: number | null;
  /** Wall-clock time as the camera wrote it, `YYYY-MM-DDTHH:MM:SS` (or just the date). */
  takenAt: string | null;
  /** The offset from UTC the camera wrote beside it, e.g. `+01:00`, when it wrote one. */
  takenAtOffset: string | null;
  width: number | null;
  height: number | null;
  latitude: number | null;
  longitude: number | null;
}

export type CameraReadFailure =
  | { kind: 'missing-url' }
  | { kind: 'network' }
  | { kind: 'status'; status: number }
  | { kind: 'not-image' }
  /** An image in a format whose camera data the browser reader cannot parse, e.g. `WebP`. */
  | { kind: 'unsupported'; format: string };

export class CameraReadError extends Error {
  constructor(readonly failure: CameraReadFailure) {
    super(`Camera details could not be read: ${failure.kind}`);
    this.name = 'CameraReadError';
  }
}
