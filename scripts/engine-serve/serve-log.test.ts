import { describe, expect, it } from 'vitest';
import { createServeLog } from './serve-log.ts';

describe('the engine:serve log', () => {
  it('names a parameter the engine ignores, in the words of the issue', () => {
    const lines: string[] = [];
    createServeLog((line) => lines.push(line)).logIgnoredParameter('optionalFilters');
    expect(lines).toEqual(['ignoring optionalFilters: not supported by the local engine']);
  });
});
