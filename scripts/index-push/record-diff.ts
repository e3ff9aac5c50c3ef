/** What a push does to the records, from objectID → hash maps of before and after. */
export interface RecordDiff {
  added: string[];
  changed: string[];
  removed: string[];
  unchanged: string[];
}

export function diffRecords(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): RecordDiff {
  const diff: RecordDiff = { added: [], changed: [], removed: [], unchanged: [] };
  for (const [objectID, hash] of after) {
    const previous = before.get(objectID);
    if (previous === undefined) diff.added.push(objectID);
    else if (previous === hash) diff.unchanged.push(objectID);
    else diff.changed.push(objectID);
  }
  for (const objectID of before.keys()) {
    if (!after.has(objectID)) diff.removed.push(objectID);
  }
  return diff;
}
