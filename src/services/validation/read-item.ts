import type { ItemImage, ItemVideo, ItemView, Rendition } from '@/types/item';
import type * as z from 'zod/mini';
import { imageFields, optionalRecordFields, recordFields, renditionSchema } from './record-schema';
import { itemName } from './item-name';

/** Fields every record has; missing ones are listed in `incomplete`. */
const REQUIRED = ['type', 'title', 'image', 'license'] as const;

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Fields = typeof recordFields;

type OptionalKey = keyof typeof optionalRecordFields;

/** The optional fields as record-schema.ts lists them (`optionalRecordFields`). */
const OPTIONAL = Object.keys(optionalRecordFields) as OptionalKey[];

function readOptional(raw: Raw, incomplete: string[]): Partial<Pick<ItemView, OptionalKey>> {
  const read: Record<string, unknown> = {};
  for (const key of OPTIONAL) {
    if (raw[key] === undefined) continue;
    const value = field(raw, key);
    if (value === undefined) incomplete.push(key);
    else read[key] = value;
  }
  return read as Partial<Pick<ItemView, OptionalKey>>;
}

function field<K extends keyof Fields>(raw: Raw, key: K): z.output<Fields[K]> | undefined {
  const result = recordFields[key].safeParse(raw[key]);
  return result.success ? (result.data as z.output<Fields[K]>) : undefined;
}

/** An image is usable with a size and at least one good file; bad renditions are dropped. */
function readImage(value: unknown): ItemImage | null {
  if (!isObject(value)) return null;
  const renditions = Array.isArray(value.renditions)
    ? value.renditions.filter(
        (rendition): rendition is Rendition => renditionSchema.safeParse(rendition).success,
      )
    : [];
  const src = imageFields.src.safeParse(value.src);
  const width = imageFields.width.safeParse(value.width);
  const height = imageFields.height.safeParse(value.height);
  const largest = renditions.reduce<Rendition | null>(
    (best, rendition) => (best && best.width >= rendition.width ? best : rendition),
    null,
  );
  if (!src.success && !largest) return null;
  const color = imageFields.color.safeParse(value.color);
  const placeholder = imageFields.placeholder.safeParse(value.placeholder);
  const tileService = imageFields.tileService.safeParse(value.tileService);
  return {
    src: src.success ? src.data : (largest?.url ?? ''),
    width: width.success ? width.data : (largest?.width ?? 0),
    height: height.success ? height.data : (largest?.height ?? 0),
    color: color.success ? color.data : '#808080',
    placeholder: placeholder.success ? placeholder.data : '',
    renditions,
    ...(tileService.success && tileService.data ? { tileService: tileService.data } : {}),
  };
}

/** A video whose only fault is its duration still plays; the duration is just not shown. */
function readVideo(value: unknown): ItemVideo | undefined {
  const whole = recordFields.video.safeParse(value);
  if (whole.success) return whole.data;
  if (!isObject(value)) return undefined;
  const withoutDuration = recordFields.video.safeParse({ ...value, durationSec: null });
  return withoutDuration.success ? withoutDuration.data : undefined;
}

/**
 * Reads a hit or a fetched record for display. Every field is checked against the record
 * schema on its own, and one of the wrong type counts as missing, so a hand-edited record can
 * cost at most its own card or page, never the screen.
 */
export function readItem(raw: unknown): ItemView {
  const record: Raw = isObject(raw) ? raw : {};
  const objectID =
    typeof record.objectID === 'string' && record.objectID !== '' ? record.objectID : '(no id)';
  const type = field(record, 'type');
  const title = field(record, 'title');
  const license = field(record, 'license');
  const image = readImage(record.image);
  const video = type === 'video' ? readVideo(record.video) : undefined;
  const tags = Array.isArray(record.tags)
    ? record.tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
    : [];
  const present: Record<(typeof REQUIRED)[number], boolean> = {
    type: type !== undefined,
    title: title !== undefined && title.trim() !== '',
    image: image !== null,
    license: license !== undefined,
  };
  const incomplete: string[] = REQUIRED.filter((name) => !present[name]);
  if (type === 'video' && !video) incomplete.push('video');
  const dates = readDates(record, incomplete);
  return {
    objectID,
    type: type ?? 'photo',
    title: title?.trim() ?? '',
    description: field(record, 'description') ?? '',
    tags,
    creator: field(record, 'creator') ?? null,
    ...optional('creators', field(record, 'creators')),
    credit: field(record, 'credit') ?? '',
    license: license ?? null,
    takenAt: field(record, 'takenAt') ?? null,
    year: field(record, 'year') ?? null,
    ...dates,
    camera: field(record, 'camera') ?? null,
    lens: field(record, 'lens') ?? null,
    exposure: field(record, 'exposure') ?? null,
    place: field(record, 'place') ?? null,
    ...optional('_geoloc', field(record, '_geoloc')),
    ...optional('geoPrecision', field(record, 'geoPrecision')),
    image,
    ...optional('video', video),
    ...readOptional(record, incomplete),
    incomplete,
  };
}

const DATE_FIELDS = ['dateText', 'dateLabel', 'dayFirst', 'dayLast'] as const;

/** The EDTF date's fields; a malformed one is dropped and named, and the days go in pairs. */
function readDates(
  record: Raw,
  incomplete: string[],
): Pick<ItemView, (typeof DATE_FIELDS)[number]> {
  const read: Pick<ItemView, (typeof DATE_FIELDS)[number]> = {};
  for (const key of DATE_FIELDS) {
    if (record[key] === undefined) continue;
    const value = field(record, key);
    if (value === undefined) incomplete.push(key);
    else Object.assign(read, { [key]: value });
  }
  const { dayFirst, dayLast } = read;
  if ((dayFirst === undefined) !== (dayLast === undefined) || (dayFirst ?? 0) > (dayLast ?? 0)) {
    for (const key of ['dayFirst', 'dayLast'] as const)
      if (read[key] !== undefined && !incomplete.includes(key)) incomplete.push(key);
    delete read.dayFirst;
    delete read.dayLast;
  }
  return read;
}

/** `exactOptionalPropertyTypes`-friendly: the key only when there is a value. */
function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

export { itemName };

/** What the item's image shows, for its `alt`: the owner's alt text, else the item's name. */
export function itemAlt(item: Pick<ItemView, 'title' | 'objectID' | 'alt'>): string {
  return item.alt || itemName(item);
}
