import * as z from 'zod/mini';
import { COLOR_NAMES, REUSE_GROUPS, type ItemRecord, type LanguageTexts } from '@/types/item';

/**
 * The one definition of a valid record (docs/reliability.md, "The record schema"): ingest checks
 * what it writes, `index:push` and the engine's loader refuse files that break it, and the browser
 * reads each hit field by field against it (`read-item.ts`). Rules follow docs/ingest.md.
 */

const ID_MAX = 512;
const URL_MAX = 2048;

const text = z.string();
const positiveInt = z.int().check(z.positive());
const finite = z.number().check(z.refine(Number.isFinite, 'must be a finite number'));

/** Root-relative paths and http(s) URLs: never `javascript:`, `data:` or protocol-relative. */
export const mediaUrl = z.string().check(
  z.maxLength(URL_MAX),
  z.refine(
    (url) => (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\/[^\s/]+/i.test(url),
    'must be a root-relative path or an http(s) URL',
  ),
);

const httpUrl = z
  .string()
  .check(z.refine((url) => /^https?:\/\/[^\s/]+/i.test(url), 'must be an http(s) URL'));

const licenseUrl = z.nullable(httpUrl);

export const renditionSchema = z.object({
  format: z.enum(['avif', 'webp', 'jpeg']),
  width: positiveInt,
  height: positiveInt,
  url: mediaUrl,
});

export const imageFields = {
  src: mediaUrl,
  width: positiveInt,
  height: positiveInt,
  color: z.string().check(z.regex(/^#[0-9a-f]{6}$/i, 'must be a colour like #1a2b3c')),
  placeholder: z
    .string()
    .check(
      z.maxLength(4096),
      z.regex(
        /^(?:data:image\/(?:webp|png|jpeg|gif|avif);base64,[A-Za-z0-9+/]+=*)?$/,
        'must be a data:image URL or empty',
      ),
    ),
  renditions: z.array(renditionSchema),
  tileService: z.optional(mediaUrl),
};

/** Each level names the one above it first, as Algolia's hierarchical facets need. */
const cameraPath = z
  .object({ lvl0: text.check(z.minLength(1, 'must not be empty')), lvl1: z.optional(text) })
  .check(
    z.refine(
      (path) => path.lvl1 === undefined || path.lvl1.startsWith(`${path.lvl0} > `),
      'lvl1 must start with lvl0 and " > "',
    ),
  );

const nonEmpty = text.check(z.minLength(1, 'must not be empty'));

/** Each level's values name a value of the level above first, as in `cameraPath`. */
const tagTree = z
  .object({
    lvl0: z.array(nonEmpty),
    lvl1: z.optional(z.array(nonEmpty)),
    lvl2: z.optional(z.array(nonEmpty)),
    lvl3: z.optional(z.array(nonEmpty)),
  })
  .check(
    z.refine((tree) => {
      const levels = [tree.lvl0, tree.lvl1, tree.lvl2, tree.lvl3];
      return levels.every(
        (values, depth) =>
          depth === 0 ||
          (values ?? []).every((value) =>
            (levels[depth - 1] ?? []).some((parent) => value.startsWith(`${parent} > `)),
          ),
      );
    }, 'each level must start with a value of the level above and " > "'),
  );

const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;
const LANGUAGE_TEXT_KEYS = new Set(['title', 'description', 'alt']);

/**
 * Texts by BCP 47 language tag. Checked by hand rather than with `z.record`: this schema is in
 * the first load of every page, and `z.record` alone would add about 1 KB to it.
 */
const languages = z.custom<Record<string, LanguageTexts>>(
  (value) =>
    isPlainObject(value) &&
    Object.entries(value).every(
      ([tag, texts]) =>
        LANGUAGE_TAG.test(tag) &&
        isPlainObject(texts) &&
        Object.entries(texts).every(
          ([key, text]) => LANGUAGE_TEXT_KEYS.has(key) && typeof text === 'string',
        ),
    ),
  'must map language tags (de, pt-BR) to { title, description, alt } texts',
);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const duration = z.nullable(finite.check(z.positive('must be a positive number of seconds')));

const video = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('file'),
    src: mediaUrl,
    sources: z.array(z.object({ url: mediaUrl, type: z.string() })),
    durationSec: duration,
    poster: z.nullable(mediaUrl),
    tracks: z.optional(
      z.array(
        z.object({
          src: mediaUrl,
          srclang: z.string().check(z.regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/)),
          label: z.string(),
          kind: z.enum(['captions', 'subtitles']),
        }),
      ),
    ),
  }),
  z.object({
    provider: z.enum(['youtube', 'vimeo']),
    id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a video id')),
    durationSec: duration,
    poster: z.nullable(mediaUrl),
  }),
]);

/**
 * The optional fields a reader takes as they are: absent stays absent, a malformed one is
 * dropped and named in `incomplete` (read-item.ts reads exactly these keys). A new optional
 * record field is one line here plus its type in types/item.ts.
 */
export const optionalRecordFields = {
  alt: z.optional(text),
  altDetail: z.optional(text),
  people: z.optional(z.array(nonEmpty)),
  tagTree: z.optional(tagTree),
  copyrightNotice: z.optional(text),
  webStatement: z.optional(httpUrl),
  rating: z.optional(z.int().check(z.gte(0), z.lte(5))),
  label: z.optional(text),
  languages: z.optional(languages),
  reuse: z.optional(z.enum(REUSE_GROUPS)),
};

/** Each field of a record and its rule; the browser checks them one at a time. */
export const recordFields = {
  objectID: z.string().check(
    z.minLength(1, 'must not be empty'),
    z.maxLength(ID_MAX),
    z.refine((id) => id.trim() === id, 'must not start or end with spaces'),
  ),
  type: z.enum(['photo', 'video']),
  title: text,
  description: text,
  tags: z.array(text),
  creator: z.nullable(text),
  creators: z.optional(z.array(text.check(z.minLength(1, 'must not be empty')))),
  credit: text,
  license: z.object({ name: text.check(z.minLength(1)), url: licenseUrl }),
  takenAt: z.nullable(finite),
  year: z.nullable(z.int()),
  years: z.optional(z.array(z.int())),
  decades: z.optional(z.array(z.int())),
  months: z.optional(z.array(z.int())),
  dateText: z.optional(text.check(z.minLength(1, 'must not be empty'))),
  dateLabel: z.optional(text.check(z.minLength(1, 'must not be empty'))),
  dayFirst: z.optional(z.int()),
  dayLast: z.optional(z.int()),
  camera: z.nullable(z.object({ make: z.nullable(text), model: z.nullable(text) })),
  cameraPath: z.optional(cameraPath),
  lens: z.nullable(text),
  exposure: z.nullable(
    z.object({
      fNumber: z.nullable(finite),
      exposureTime: z.nullable(finite),
      iso: z.nullable(finite),
      focalLength: z.nullable(finite),
    }),
  ),
  place: z.nullable(
    z.object({
      name: text,
      country: z.nullable(text),
      city: z.optional(text),
      region: z.optional(text),
      sublocation: z.optional(text),
    }),
  ),
  _geoloc: z.optional(
    z.object({
      lat: finite.check(z.gte(-90), z.lte(90)),
      lng: finite.check(z.gte(-180), z.lte(180)),
    }),
  ),
  geoPrecision: z.optional(z.enum(['gps', 'place'])),
  orientation: z.enum(['landscape', 'portrait', 'square']),
  colorName: z.enum(COLOR_NAMES),
  image: z.object(imageFields),
  video: z.optional(video),
  // Read by the build only (the open data leaves the record out); screens never need it.
  withheld: z.optional(z.literal(true)),
  ...optionalRecordFields,
};

export const recordSchema = z.object(recordFields).check(
  z.refine(
    (record) => (record.type === 'video') === (record.video !== undefined),
    'a video record needs `video`, and only video records may have it',
  ),
  z.refine(
    ({ dayFirst, dayLast }) =>
      dayFirst === undefined ? dayLast === undefined : dayLast !== undefined && dayFirst <= dayLast,
    'dayFirst and dayLast go together, dayFirst not after dayLast',
  ),
);

export interface RecordProblem {
  /** The record's place in the file, from 1. */
  position: number;
  objectID: string | null;
  /** Dotted path of the field, e.g. `image.renditions.2.width`; empty for the whole record. */
  field: string;
  message: string;
}

export interface RecordCheck {
  valid: ItemRecord[];
  /** One entry per invalid record, each with every problem it has. */
  invalid: { position: number; objectID: string | null; problems: RecordProblem[] }[];
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  const shown = JSON.stringify(value);
  return `${typeof value} ${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown}`;
}

/** zod/mini carries no message texts (they would cost the browser bundle), so we write them. */
function explain(issue: z.core.$ZodIssue, value: unknown): string {
  const found = describe(value);
  if (value === undefined && issue.path.length > 0)
    return issue.code === 'invalid_type' ? `is missing (expected ${issue.expected})` : 'is missing';
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected === 'array' ? 'a list' : issue.expected}, found ${found}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((option) => JSON.stringify(option)).join(', ')}, found ${found}`;
    case 'invalid_union':
      return `is not a known shape (found ${found})`;
    case 'too_small':
      return `must be ${issue.inclusive ? 'at least' : 'more than'} ${String(issue.minimum)}${issue.origin === 'string' ? ' characters long' : ''} (found ${found})`;
    case 'too_big':
      return `must be ${issue.inclusive ? 'at most' : 'less than'} ${String(issue.maximum)}${issue.origin === 'string' ? ' characters long' : ''} (found ${found})`;
    default:
      if (issue.path.length === 0) return issue.message;
      return issue.message === 'Invalid input'
        ? `is not valid (found ${found})`
        : `${issue.message} (found ${found})`;
  }
}

function valueAt(record: unknown, path: readonly PropertyKey[]): unknown {
  let value = record;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Checks every record of a file; also refuses an objectID used twice. */
export function checkRecords(records: readonly unknown[]): RecordCheck {
  const result: RecordCheck = { valid: [], invalid: [] };
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    const position = index + 1;
    const rawId = valueAt(record, ['objectID']);
    const objectID = typeof rawId === 'string' ? rawId : null;
    const problems: RecordProblem[] = [];
    const parsed = recordSchema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({
          position,
          objectID,
          field: issue.path.join('.'),
          message: explain(issue, valueAt(record, issue.path)),
        });
    }
    if (objectID !== null) {
      const first = seen.get(objectID);
      if (first !== undefined)
        problems.push({
          position,
          objectID,
          field: 'objectID',
          message: `is also used by record ${first}`,
        });
      else seen.set(objectID, position);
    }
    if (problems.length > 0) result.invalid.push({ position, objectID, problems });
    else if (parsed.success) result.valid.push(parsed.data as ItemRecord);
  });
  return result;
}

export const LISTED_INVALID_RECORDS = 20;

/** The report a person reads: the first 20 invalid records, one line per problem, and a count. */
export function describeInvalidRecords(
  invalid: RecordCheck['invalid'],
  total: number,
  limit = LISTED_INVALID_RECORDS,
): string {
  const lines = [`${invalid.length} of ${total} records are invalid:`];
  for (const record of invalid.slice(0, limit)) {
    const name =
      record.objectID !== null
        ? `"${record.objectID.slice(0, 80)}"`
        : `record ${record.position} (no objectID)`;
    for (const problem of record.problems)
      lines.push(`  ${name} ${problem.field || '(record)'}: ${problem.message}`);
  }
  if (invalid.length > limit) lines.push(`  … and ${invalid.length - limit} more invalid records`);
  return lines.join('\n');
}
