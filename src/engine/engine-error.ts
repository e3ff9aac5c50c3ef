import type { EngineErrorStatus } from './types';

/**
 * A request the engine refuses, with the status and message Algolia would answer. Thrown deep in
 * parsing and caught once at the public API, so no caller ever sees it as an exception.
 */
export class EngineRequestError extends Error {
  readonly status: EngineErrorStatus;

  constructor(status: EngineErrorStatus, message: string) {
    super(message);
    this.name = 'EngineRequestError';
    this.status = status;
  }
}

export function badRequest(message: string): EngineRequestError {
  return new EngineRequestError(400, message);
}

export function notFound(message: string): EngineRequestError {
  return new EngineRequestError(404, message);
}

const MAX_QUOTED_LENGTH = 60;

/** Cuts text for an error message, never between the two halves of a surrogate pair. */
export function shortened(text: string, max = MAX_QUOTED_LENGTH): string {
  if (text.length <= max) return text;
  let end = max - 3;
  if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? '')) end -= 1;
  return `${text.slice(0, end)}...`;
}

/**
 * Quotes a received value for an error message without letting a huge value flood it. Request
 * values are at most 64 levels deep (`assertJsonDepth`), so stringifying cannot overflow the stack.
 */
export function describeValue(value: unknown): string {
  // A long string is cut before quoting, so a 10 MB value is not copied to be thrown away.
  const text =
    typeof value === 'string'
      ? JSON.stringify(value.slice(0, MAX_QUOTED_LENGTH + 1))
      : String(JSON.stringify(value));
  return shortened(text);
}
