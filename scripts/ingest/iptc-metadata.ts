import { sidecar } from 'exifr/dist/full.esm.mjs';
import { parseIsoDate } from './dates.ts';
import type { MetadataLayer } from './metadata-layers.ts';
import { placeOf } from './xmp-metadata.ts';

const ESCAPE_UTF8 = Buffer.from([0x1b, 0x25, 0x47]);
const CODED_CHARACTER_SET = Buffer.from([0x1c, 0x01, 0x5a]);

/**
 * IIM text is UTF-8 when record 1:90 (CodedCharacterSet) says `ESC % G`. Without it, text that
 * is valid UTF-8 is read as UTF-8 (many tools write it undeclared; Latin-1 words almost never
 * form valid UTF-8 sequences), and anything else as Latin-1 (Windows-1252, its common superset).
 */
function charsetOf(iim: Buffer, values: string[]): 'utf-8' | 'windows-1252' {
  const at = iim.indexOf(CODED_CHARACTER_SET);
  if (at >= 0 && at + 5 <= iim.length) {
    const length = iim.readUInt16BE(at + 3);
    const declared = iim.subarray(at + 5, at + 5 + length);
    if (declared.equals(ESCAPE_UTF8)) return 'utf-8';
  }
  const bytes = Buffer.from(values.join(''), 'latin1');
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

type RawIptc = Record<string, string | string[] | undefined>;

/** `20200601` + `183000+0200` → unix seconds; `00` months and days mean "unknown". */
function dateOf(date: string | undefined, time: string | undefined): number | null {
  const match = date ? /^(\d{4})(\d{2})(\d{2})$/.exec(date.trim()) : null;
  if (!match) return null;
  const [, year = '', month = '00', day = '00'] = match;
  if (month === '00') return parseIsoDate(year);
  if (day === '00') return parseIsoDate(`${year}-${month}`);
  const clock = time ? /^(\d{2})(\d{2})(\d{2})([+-]\d{4})?$/.exec(time.trim()) : null;
  const at = clock ? `T${clock[1]}:${clock[2]}:${clock[3]}${clock[4] ?? ''}` : '';
  return parseIsoDate(`${year}-${month}-${day}${at}`);
}

/**
 * Reads IPTC-IIM (a JPEG's Photoshop APP13 block or a TIFF's IPTC tag, as sharp gives it) into
 * the sidecar's field names. exifr finds the datasets and returns each byte as one character;
 * the text is decoded here in the block's character set.
 */
export async function readIptc(iim: Buffer | undefined): Promise<MetadataLayer> {
  if (!iim || iim.length < 5) return {};
  const parsed = (await sidecar(
    iim,
    { iptc: { translateValues: false, reviveValues: false } },
    'iptc',
  ).catch(() => undefined)) as RawIptc | undefined;
  if (!parsed) return {};
  const raw = Object.values(parsed).flatMap((value) => value ?? []);
  const decoder = new TextDecoder(charsetOf(iim, raw));
  const decode = (value: string): string => decoder.decode(Buffer.from(value, 'latin1')).trim();
  const one = (key: string): string | undefined => {
    const value = parsed[key];
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined ? undefined : decode(first) || undefined;
  };
  const list = (key: string): string[] | undefined => {
    const value = parsed[key];
    if (value === undefined) return undefined;
    const items = [
      ...new Set((Array.isArray(value) ? value : [value]).map(decode).filter(Boolean)),
    ];
    return items.length > 0 ? items : undefined;
  };
  const creators = list('Byline');
  const takenAt = dateOf(
    parsed.DateCreated as string | undefined,
    parsed.TimeCreated as string | undefined,
  );
  const layer: MetadataLayer = {
    title: one('ObjectName'),
    description: one('Caption'),
    tags: list('Keywords'),
    ...(creators ? { creator: creators.join(', '), creators } : {}),
    credit: one('Credit'),
    copyrightNotice: one('CopyrightNotice'),
    ...(takenAt === null ? {} : { takenAt }),
    place: placeOf({
      sublocation: one('Sublocation'),
      city: one('City'),
      region: one('State'),
      country: one('Country'),
    }),
  };
  return Object.fromEntries(
    Object.entries(layer).filter(([, value]) => value !== undefined),
  ) as MetadataLayer;
}
