import { useSyncExternalStore } from 'react';
import { LIMITS } from '@/services/search/search-url';

/**
 * The searches this visitor ran, newest first, kept in this browser only (localStorage; never
 * sent anywhere), so the search box can offer them again. Storage may be blocked or full: then
 * nothing is remembered and nothing fails.
 */

export const RECENT_SEARCHES_KEY = 'folio.recent-searches';
/** How many are kept; the search box shows fewer. */
export const RECENT_SEARCHES_KEPT = 10;

const NONE: readonly string[] = [];
const listeners = new Set<() => void>();
let lastRaw: string | null = null;
let lastList: readonly string[] = NONE;

/** The same search whatever its case and spacing. */
export function searchKey(query: string): string {
  return query.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
}

function tidy(query: string): string {
  return query.replace(/\s+/g, ' ').trim();
}

/** Whatever is stored, as a clean list: strings only, each once, within the query limit. */
export function parseRecentSearches(raw: string | null): readonly string[] {
  if (raw === null) return NONE;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return NONE;
  }
  if (!Array.isArray(stored)) return NONE;
  const seen = new Set<string>();
  const list: string[] = [];
  for (const item of stored) {
    if (typeof item !== 'string') continue;
    const query = tidy(item);
    const key = searchKey(query);
    if (query === '' || query.length > LIMITS.queryLength || seen.has(key)) continue;
    seen.add(key);
    list.push(query);
  }
  return list.slice(0, RECENT_SEARCHES_KEPT);
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(RECENT_SEARCHES_KEY);
  } catch {
    return null;
  }
}

/** Re-read on every call (another tab, or a cleared storage, may have changed it). */
export function readRecentSearches(): readonly string[] {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastList = parseRecentSearches(raw);
  }
  return lastList;
}

function write(list: readonly string[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(RECENT_SEARCHES_KEY);
    else localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Blocked or full: this visit simply remembers nothing.
  }
  for (const listener of listeners) listener();
}

/** `query` becomes the newest; an earlier copy (any case or spacing) goes. */
export function addRecentSearch(query: string): void {
  const clean = tidy(query);
  if (clean === '' || clean.length > LIMITS.queryLength) return;
  const key = searchKey(clean);
  const others = readRecentSearches().filter((item) => searchKey(item) !== key);
  write([clean, ...others].slice(0, RECENT_SEARCHES_KEPT));
}

export function removeRecentSearch(query: string): void {
  const key = searchKey(query);
  write(readRecentSearches().filter((item) => searchKey(item) !== key));
}

export function clearRecentSearches(): void {
  write(NONE);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENT_SEARCHES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The recent searches, kept current as they change here or in another tab. */
export function useRecentSearches(): readonly string[] {
  return useSyncExternalStore(subscribe, readRecentSearches, () => NONE);
}
