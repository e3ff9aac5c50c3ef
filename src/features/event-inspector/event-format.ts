import type { LoggedEvent } from '@/services/event-log/event-log';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** HH:MM:SS.mmm in the visitor's time zone: events come in bursts, milliseconds tell them apart. */
export function formatEventTime(time: number): string {
  const date = new Date(time);
  const clock = [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => pad(n));
  return `${clock.join(':')}.${pad(date.getMilliseconds(), 3)}`;
}

/** What became of an event, in words; null for one sent as expected. */
export function describeStatus({ status, detail }: LoggedEvent): string | null {
  const withDetail = (label: string) => (detail ? `${label}: ${detail}` : label);
  switch (status) {
    case 'blocked':
      return 'Blocked by consent';
    case 'failed':
      return withDetail('Failed');
    case 'dropped':
      return withDetail('Not sent');
    case 'sending':
      return 'Sending…';
    case 'sent':
      return null;
  }
}

function printable(value: unknown): string {
  try {
    return String(value);
  } catch {
    return '[a value that cannot be printed]';
  }
}

/**
 * Any value as JSON text, never an exception: a payload is whatever a service logged, so a
 * BigInt, a cycle or an object without a prototype must still show as something.
 */
export function toJson(value: unknown, space?: number): string {
  const bigints = (_key: string, item: unknown) =>
    typeof item === 'bigint' ? `${item.toString()}n` : item;
  try {
    return JSON.stringify(value, bigints, space) ?? printable(value);
  } catch {
    const seen = new WeakSet<object>();
    try {
      const text = JSON.stringify(
        value,
        (key, item: unknown) => {
          if (typeof item !== 'object' || item === null) return bigints(key, item);
          if (seen.has(item)) return '[circular]';
          seen.add(item);
          return item;
        },
        space,
      );
      return text ?? printable(value);
    } catch {
      return printable(value);
    }
  }
}

// Events are immutable (an update makes a new object), so their text can be kept per object.
const compactTexts = new WeakMap<LoggedEvent, string>();
const prettyTexts = new WeakMap<LoggedEvent, string>();

function cached(cache: WeakMap<LoggedEvent, string>, event: LoggedEvent, space?: number): string {
  let text = cache.get(event);
  if (text === undefined) {
    text = event.payload === undefined ? '(no payload)' : toJson(event.payload, space);
    cache.set(event, text);
  }
  return text;
}

/** The payload on one line (the summary, and what the filter searches). */
export const compactPayload = (event: LoggedEvent): string => cached(compactTexts, event);

/** The payload as indented JSON. */
export const prettyPayload = (event: LoggedEvent): string => cached(prettyTexts, event, 2);
