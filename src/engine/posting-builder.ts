/**
 * Collects postings while the text index is built: one flat, growable int32 buffer of
 * `[term, record, position]` triples instead of millions of small arrays, then a counting sort
 * into one `[record, position]` list per term.
 */
export class PostingBuilder {
  readonly termIds = new Map<string, number>();
  private lastRecord: Int32Array = new Int32Array(1024);
  private triples: Int32Array = new Int32Array(1 << 16);
  private length = 0;

  /** Records are added in order; only the first posting of a term per record is kept. */
  add(term: string, record: number, position: number): void {
    const id = this.termId(term);
    if (this.lastRecord[id] === record) return;
    this.lastRecord[id] = record;
    if (this.length + 3 > this.triples.length) this.triples = grow(this.triples, 0);
    this.triples[this.length++] = id;
    this.triples[this.length++] = record;
    this.triples[this.length++] = position;
  }

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.termIds.size;
      this.termIds.set(term, id);
      if (id >= this.lastRecord.length) this.lastRecord = grow(this.lastRecord, -1);
      this.lastRecord[id] = -1;
    }
    return id;
  }

  build(): Int32Array[] {
    const { triples, length } = this;
    const termCount = this.termIds.size;
    const starts = new Int32Array(termCount + 1);
    for (let i = 0; i < length; i += 3) {
      const id = triples[i] as number;
      starts[id + 1] = (starts[id + 1] as number) + 2;
    }
    for (let id = 0; id < termCount; id += 1) {
      starts[id + 1] = (starts[id + 1] as number) + (starts[id] as number);
    }
    const all = new Int32Array(starts[termCount] ?? 0);
    const cursor = starts.slice(0, termCount);
    for (let i = 0; i < length; i += 3) {
      const id = triples[i] as number;
      const at = cursor[id] as number;
      all[at] = triples[i + 1] as number;
      all[at + 1] = triples[i + 2] as number;
      cursor[id] = at + 2;
    }
    return Array.from({ length: termCount }, (_, id) =>
      all.subarray(starts[id] as number, starts[id + 1] as number),
    );
  }
}

function grow(array: Int32Array, fill: number): Int32Array {
  const grown = new Int32Array(array.length * 2).fill(fill);
  grown.set(array);
  return grown;
}
