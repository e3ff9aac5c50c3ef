import type { HttpHandler } from 'msw';

/** Placeholder: map tile requests answered locally in mock mode and tests. */
export function createMapTileHandlers(): HttpHandler[] {
  return [];
}
