import type { HttpHandler } from 'msw';

/** Placeholder: the contact endpoint answered locally in mock mode and tests. */
export function createContactHandlers(): HttpHandler[] {
  return [];
}
