/**
 * The observer behind use-result-views.ts, in a chunk of its own: it starts once results are on
 * screen, so the first load does not carry it. It imports nothing of ours (what it found goes to
 * `report`), so the split moves no shared code into a chunk of its own.
 */

/** The service takes at most 20 objectIDs per event. */
const MAX_PER_EVENT = 20;
/**
 * A card counts as seen once it has stayed half in view this long with the same results: the
 * results of each keystroke flash by while the visitor types, and a fast scroll past is no look.
 */
const VIEW_DWELL_MS = 1000;
/** Views seen close together go as one event. */
const BATCH_DELAY_MS = 300;
const VISIBLE_SHARE = 0.5;

/**
 * Watches the cards (`data-object-id`) under `root` and reports, in batches of at most
 * MAX_PER_EVENT, each one that stayed in view; returns a function that stops watching and
 * reports what was seen and not yet reported.
 */
export function watchResultViews(
  root: HTMLElement,
  report: (objectIDs: string[]) => void,
): () => void {
  // Blocked views are logged once per response, not on every scroll back.
  const seen = new Set<string>();
  const dwelling = new Map<string, ReturnType<typeof setTimeout>>();
  let pending: string[] = [];
  let batch: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(batch);
    batch = undefined;
    const objectIDs = pending;
    pending = [];
    report(objectIDs);
  };
  const looked = (objectID: string) => {
    dwelling.delete(objectID);
    seen.add(objectID);
    pending.push(objectID);
    if (pending.length >= MAX_PER_EVENT) flush();
    else {
      clearTimeout(batch);
      batch = setTimeout(flush, BATCH_DELAY_MS);
    }
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const objectID = (entry.target as HTMLElement).dataset.objectId;
        if (!objectID || seen.has(objectID)) continue;
        if (entry.isIntersecting && !dwelling.has(objectID)) {
          dwelling.set(
            objectID,
            setTimeout(() => looked(objectID), VIEW_DWELL_MS),
          );
        } else if (!entry.isIntersecting) {
          clearTimeout(dwelling.get(objectID));
          dwelling.delete(objectID);
        }
      }
    },
    { threshold: VISIBLE_SHARE },
  );
  for (const card of root.querySelectorAll('[data-object-id]')) observer.observe(card);
  return () => {
    observer.disconnect();
    // Cards still on their way to being seen were not looked at; those seen still count.
    for (const timer of dwelling.values()) clearTimeout(timer);
    flush();
  };
}
