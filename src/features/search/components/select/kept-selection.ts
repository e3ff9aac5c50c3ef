import type { ItemView } from '@/types/item';

/**
 * The selection outlives select mode's screen: leaving select mode, opening an item and coming
 * back, or another results screen in this tab finds it as it was. Only "Clear" empties it (and a
 * reload: it is kept in this page's memory, nowhere else).
 */
let kept: ReadonlyMap<string, ItemView> = new Map();

export function keptSelection(): ReadonlyMap<string, ItemView> {
  return kept;
}

export function keepSelection(selection: ReadonlyMap<string, ItemView>): void {
  kept = selection;
}
