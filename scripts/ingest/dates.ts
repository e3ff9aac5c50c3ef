/**
 * Dates to unix seconds. A time without an offset is read as UTC: EXIF usually has no offset,
 * and reading it in the machine's zone would make the records differ between machines.
 */

const ISO_DATE =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?)?)?$/;

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;

function offsetMinutes(offset: string | undefined): number | null {
  if (!offset || offset === 'Z') return 0;
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(offset);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function toSeconds(parts: (string | undefined)[], offset: string | undefined): number | null {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts.map((part, i) =>
    part === undefined ? (i === 1 || i === 2 ? 1 : 0) : Number(part),
  );
  if (year === 0 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  if (second > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 31 February over into March; a real date survives the round trip.
  if (new Date(ms).getUTCDate() !== day) return null;
  const minutes = offsetMinutes(offset);
  return minutes === null ? null : ms / 1000 - minutes * 60;
}

/** `2015-10-29`, `2015-10-29T15:44:44`, `…+02:00`, `…Z`, or just `2015` / `2015-10`. */
export function parseIsoDate(text: string): number | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  return toSeconds(match.slice(1, 7), match[7]);
}

/** EXIF `2015:10:29 15:44:44`, with `OffsetTimeOriginal` (`+02:00`) when the camera wrote one. */
export function parseExifDate(text: string, offset?: string): number | null {
  const match = EXIF_DATE.exec(text.trim());
  if (!match) return null;
  return toSeconds(match.slice(1, 7), offset?.trim() || undefined);
}

export function yearOf(unixSeconds: number | null): number | null {
  return unixSeconds === null ? null : new Date(unixSeconds * 1000).getUTCFullYear();
}
