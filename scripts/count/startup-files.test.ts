import { describe, expect, it } from 'vitest';
import { expandEntries, parseLineRanges } from './startup-files';

const TREE = [
  'src/start/main.tsx',
  'src/start/boot.tsx',
  'src/start/boot.test.tsx',
  'src/start/README.md',
  'src/services/search/page-data.ts',
  'src/services/search/page-data-context.tsx',
  'src/services/search/page-data.test.tsx',
  'src/services/search/search-client.ts',
  'src/app/styles.css',
];

describe('expandEntries', () => {
  it('takes a folder’s source files without its tests or other files', () => {
    expect(expandEntries(['src/start/'], TREE).counted.map(({ path }) => path)).toEqual([
      'src/start/main.tsx',
      'src/start/boot.tsx',
    ]);
  });

  it('takes the files a name pattern matches, without tests', () => {
    const { counted } = expandEntries(['src/services/search/page-data*.ts*'], TREE);
    expect(counted.map(({ path }) => path)).toEqual([
      'src/services/search/page-data.ts',
      'src/services/search/page-data-context.tsx',
    ]);
  });

  it('takes the given lines of a file, and names the entries that match nothing', () => {
    const { counted, missing } = expandEntries(
      [{ path: 'src/app/styles.css', lines: '3, 5-6' }, 'src/boot.tsx', 'src/gone/'],
      TREE,
    );
    expect(counted).toEqual([{ path: 'src/app/styles.css', lines: new Set([3, 5, 6]) }]);
    expect(missing).toEqual(['src/boot.tsx', 'src/gone/']);
  });

  it('counts a file once when two entries name it, whole over a part', () => {
    const { counted } = expandEntries(
      [{ path: 'src/start/boot.tsx', lines: '1' }, 'src/start/'],
      TREE,
    );
    expect(counted).toContainEqual({ path: 'src/start/boot.tsx', lines: null });
    expect(counted).toHaveLength(2);
  });
});

describe('parseLineRanges', () => {
  it('refuses what is not a line or a range', () => {
    expect(() => parseLineRanges('4, x')).toThrow('"x" is not a line');
    expect(() => parseLineRanges('9-3')).toThrow('9-3 runs backwards');
  });
});
