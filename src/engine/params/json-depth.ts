import { badRequest } from '../engine-error';

/**
 * Request JSON may be nested at most this deep. Algolia documents no limit; ours keeps every
 * later step (error messages, the `params` echo) from recursing as deep as a hostile body, which
 * JSON.parse builds happily but JSON.stringify cannot print without overflowing the stack.
 */
export const MAX_JSON_DEPTH = 64;

// Recursion stops at the limit, so the check itself never goes deeper than 64 calls.
function checkDepth(value: unknown, depth: number, where: string): void {
  if (typeof value !== 'object' || value === null) return;
  if (depth === MAX_JSON_DEPTH) {
    throw badRequest(`${where}: JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  if (Array.isArray(value)) for (const item of value) checkDepth(item, depth + 1, where);
  else for (const item of Object.values(value)) checkDepth(item, depth + 1, where);
}

export function assertJsonDepth(value: unknown, where: string): void {
  checkDepth(value, 0, where);
}
