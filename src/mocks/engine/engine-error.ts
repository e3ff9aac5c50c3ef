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

/** Quotes a received value for an error message without letting a huge value flood it. */
export function describeValue(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value));
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
