import { describe, expect, it } from 'vitest';
import { helpText, parseIngestArgs, UsageError } from './options.ts';

describe('ingest options', () => {
  it('has defaults for everything but the folder', () => {
    expect(parseIngestArgs(['photos'], 4)).toEqual({
      help: false,
      options: {
        folder: 'photos',
        out: 'dist-media',
        baseUrl: '/media',
        records: 'dist-media/records.json',
        ids: 'dist-media/item-ids.json',
        cache: 'dist-media/.ingest-cache',
        stripGps: false,
        concurrency: 4,
        keepGoing: false,
        jsonSummary: false,
        verbose: false,
      },
    });
  });

  it('reads every option', () => {
    const parsed = parseIngestArgs(
      [
        'photos',
        '--out',
        'o',
        '--base-url',
        'https://cdn.example/m/',
        '--strip-gps',
        '--concurrency',
        '2',
        '--keep-going',
        '--records',
        'r.json',
        '--cache',
        'c',
        '--ids',
        'ids.json',
        '--json-summary',
        '--verbose',
      ],
      4,
    );
    expect(parsed).toEqual({
      help: false,
      options: {
        folder: 'photos',
        out: 'o',
        baseUrl: 'https://cdn.example/m',
        records: 'r.json',
        cache: 'c',
        ids: 'ids.json',
        stripGps: true,
        concurrency: 2,
        keepGoing: true,
        jsonSummary: true,
        verbose: true,
      },
    });
  });

  it('keeps the id manifest beside the records unless told', () => {
    const parsed = parseIngestArgs(['photos', '--out', 'public', '--records', 'data/records.json']);
    expect(parsed).toMatchObject({ options: { ids: 'data/item-ids.json' } });
  });

  it('says what is wrong', () => {
    expect(() => parseIngestArgs([])).toThrow(new UsageError('name the folder to ingest'));
    expect(() => parseIngestArgs(['a', 'b'])).toThrow('one folder only, got: a b');
    expect(() => parseIngestArgs(['a', '--concurrency', '0'])).toThrow('--concurrency must be');
    expect(() => parseIngestArgs(['a', '--colour'])).toThrow(UsageError);
  });

  it('has help', () => {
    expect(parseIngestArgs(['-h'])).toEqual({ help: true });
    expect(helpText(2)).toContain(
      '--concurrency N    worker threads (default: 2, the available cores)',
    );
  });
});
