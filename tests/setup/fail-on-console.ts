import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A test fails on an unexpected console.error or console.warn: React warnings, failed prop
 * types and swallowed errors are bugs. A test that expects one spies on console itself.
 */
let unexpected: string[] = [];

beforeEach(() => {
  unexpected = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  if (unexpected.length > 0) {
    const messages = unexpected.join('\n');
    unexpected = [];
    throw new Error(`Unexpected console output:\n${messages}`);
  }
});
