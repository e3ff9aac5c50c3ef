import { ignoredParameterMessage } from '../../src/engine/index.ts';
import type { InsightsEvent } from '../../src/mocks/insights-events.ts';

/**
 * What `engine:serve` prints: one line per request and per event received, and the parameters
 * the engine ignores. Lines go to `write`, so tests collect them instead of printing.
 */
export interface ServeLog {
  request(method: string, path: string, status: number, ms: number): void;
  event(event: InsightsEvent): void;
  /** The engine's `onIgnoredParameter`: called once per parameter it does not implement. */
  logIgnoredParameter(name: string): void;
}

function describeEvent(event: InsightsEvent): string {
  const fields = event as Partial<Record<string, unknown>>;
  const type = typeof fields.eventType === 'string' ? fields.eventType : 'event';
  const parts = [`event ${type} "${String(fields.eventName)}"`];
  if (typeof fields.index === 'string') parts.push(`on ${fields.index}`);
  if (Array.isArray(fields.objectIDs)) parts.push(`objects ${fields.objectIDs.join(', ')}`);
  if (Array.isArray(fields.filters)) parts.push(`filters ${fields.filters.join(', ')}`);
  if (typeof fields.userToken === 'string') parts.push(`user ${fields.userToken}`);
  return parts.join(' ');
}

export function createServeLog(write: (line: string) => void): ServeLog {
  return {
    request: (method, path, status, ms) => write(`${method} ${path} ${status} ${ms.toFixed(1)} ms`),
    event: (event) => write(describeEvent(event)),
    logIgnoredParameter: (name) => write(ignoredParameterMessage(name)),
  };
}
