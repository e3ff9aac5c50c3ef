import type { CameraData } from './camera-data';

/** Values as photographers write them: f/2.8, 1/250 s, ISO 200, 50 mm. */

const trim = (value: number, digits = 1) => String(Number(value.toFixed(digits)));

export function formatAperture(fNumber: number): string {
  return `f/${trim(fNumber)}`;
}

export function formatShutter(seconds: number): string {
  if (seconds >= 1) return `${trim(seconds)} s`;
  // 1/3 s is written 1/3, 0.4 s (1/2.5) as 1/2.5: the camera's own steps.
  const denominator = 1 / seconds;
  const rounded = denominator >= 10 ? Math.round(denominator) : Number(denominator.toFixed(1));
  return `1/${rounded} s`;
}

export function formatIso(iso: number): string {
  return `ISO ${Math.round(iso)}`;
}

export function formatFocalLength(mm: number, equivalent35mm: number | null): string {
  const base = `${trim(mm)} mm`;
  return equivalent35mm && Math.round(equivalent35mm) !== Math.round(mm)
    ? `${base} (${Math.round(equivalent35mm)} mm equivalent)`
    : base;
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const DATE_ONLY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The wall-clock time the camera wrote, formatted in UTC so that no visitor's time zone moves
 * it; the camera's own offset follows when it wrote one.
 */
export function formatTakenAt(takenAt: string, offset: string | null = null): string {
  const [date = '', time] = takenAt.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = (time ?? '').split(':').map(Number);
  const instant = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour, minute);
  const written = (time ? DATE_TIME : DATE_ONLY).format(instant);
  return offset ? `${written} (UTC${offset})` : written;
}

export function formatDimensions(width: number, height: number): string {
  const megapixels = (width * height) / 1_000_000;
  return `${width} × ${height} px (${trim(megapixels)} MP)`;
}

export function formatPosition(latitude: number, longitude: number): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}° ${value < 0 ? negative : positive}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}

export function formatCamera(data: Pick<CameraData, 'make' | 'model'>): string | null {
  const { make, model } = data;
  if (!model) return make;
  // "Canon" + "Canon EOS 350D DIGITAL": the model usually repeats the make.
  if (!make || model.toLowerCase().startsWith(make.split(' ')[0]?.toLowerCase() ?? ''))
    return model;
  return `${make} ${model}`;
}

/** Label and value for each thing the file says, in the order the region lists them. */
export function cameraRows(
  data: CameraData,
  fallbackSize: { width: number; height: number } | null,
): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  const add = (label: string, value: string | null) => value && rows.push({ label, value });
  add('Camera', formatCamera(data));
  add('Lens', data.lens);
  add('Aperture', data.fNumber ? formatAperture(data.fNumber) : null);
  add('Shutter speed', data.exposureTime ? formatShutter(data.exposureTime) : null);
  add('ISO', data.iso ? formatIso(data.iso) : null);
  add(
    'Focal length',
    data.focalLength ? formatFocalLength(data.focalLength, data.focalLength35mm) : null,
  );
  add('Taken', data.takenAt ? formatTakenAt(data.takenAt, data.takenAtOffset) : null);
  const width = data.width ?? fallbackSize?.width;
  const height = data.height ?? fallbackSize?.height;
  add('Dimensions', width && height ? formatDimensions(width, height) : null);
  add(
    'GPS position',
    data.latitude !== null && data.longitude !== null
      ? formatPosition(data.latitude, data.longitude)
      : null,
  );
  return rows;
}
