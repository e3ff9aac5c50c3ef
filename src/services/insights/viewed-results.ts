/**
 * The results whose view was already sent this visit, by index, search and object: a visitor who
 * comes back to the same search (Back from an item, Forward) has not viewed its results again.
 */
const sent = new Set<string>();
/** Enough for a long visit; the oldest are forgotten first. */
const MAX_REMEMBERED = 5000;

const keyOf = (index: string, search: string, objectID: string) =>
  JSON.stringify([index, search, objectID]);

/** The objectIDs not sent before for this search, now remembered as sent. */
export function claimUnsentViews(
  index: string,
  search: string,
  objectIDs: readonly string[],
): string[] {
  const unsent = objectIDs.filter((objectID) => !sent.has(keyOf(index, search, objectID)));
  for (const objectID of unsent) sent.add(keyOf(index, search, objectID));
  while (sent.size > MAX_REMEMBERED) {
    const oldest = sent.values().next().value;
    if (oldest === undefined) break;
    sent.delete(oldest);
  }
  return unsent;
}

export function forgetViewedResults(): void {
  sent.clear();
}
