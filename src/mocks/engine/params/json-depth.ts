import { badRequest } from '../engine-error';

/**
 * Request JSON may be nested at most this deep. Algolia documents no limit; ours keeps every
 * later step (error messages, the `params` echo) from recursing as deep as a hostile body, which
 * JSON.parse builds happily but JSON.stringify cannot print without overflowing the stack.
 */
export const MAX_JSON_DEPTH = 64;

/** Walks `value` with an explicit stack, so the check itself cannot overflow. */
export function assertJsonDepth(value: unknown, where: string): void {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth === MAX_JSON_DEPTH) {
      throw badRequest(`${where}: JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    }
    for (const child of Object.values(next.value))
      pending.push({ value: child, depth: next.depth + 1 });
  }
}
