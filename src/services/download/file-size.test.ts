import { describe, expect, it } from 'vitest';
import { formatBytes } from './file-size';

describe('formatBytes', () => {
  it('shows sizes as photo sites do', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(245_123)).toBe('245 KB');
    expect(formatBytes(999_400)).toBe('999 KB');
    expect(formatBytes(999_600)).toBe('1 MB');
    expect(formatBytes(1_234_567)).toBe('1.2 MB');
    expect(formatBytes(123_456_789)).toBe('123 MB');
    expect(formatBytes(2_500_000_000)).toBe('2.5 GB');
  });
});
