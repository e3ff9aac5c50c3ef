import { readFileSync } from 'node:fs';
import { ServeError } from './serve-error.ts';

/** A JSON file, or a one-line error naming the file and what is wrong with it. */
export function readJsonFile(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ServeError(`no ${what} file at ${path}`);
    throw new ServeError(`cannot read the ${what} file ${path}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ServeError(`the ${what} file ${path} is not valid JSON: ${(error as Error).message}`);
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
