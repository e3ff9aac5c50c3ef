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
  /** Wall-clock time as the camera wrote it (no time zone). */
  takenAt: Date | null;
  width: number | null;
  height: number | null;
  latitude: number | null;
  longitude: number | null;
}

export type CameraReadFailure =
  | { kind: 'missing-url' }
  | { kind: 'network' }
  | { kind: 'status'; status: number }
  | { kind: 'not-image' };

export class CameraReadError extends Error {
  constructor(readonly failure: CameraReadFailure) {
    super(`Camera details could not be read: ${failure.kind}`);
    this.name = 'CameraReadError';
  }
}
