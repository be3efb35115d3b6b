// One database index: unique string keys (the last component is always the document id)
// kept sorted, each pointing at a document id.

export type IndexEntry = { key: string; id: string };

export class SortedIndex {
  readonly entries: IndexEntry[] = [];

  constructor(
    readonly name: string,
    /** Field paths of the key, ending with `_creationTime` and `_id` for declared indexes. */
    readonly fields: readonly string[],
  ) {}

  /** Position of the first entry whose key is >= key. */
  lowerBound(key: string): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.entries[mid].key < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(key: string, id: string): void {
    this.entries.splice(this.lowerBound(key), 0, { key, id });
  }

  remove(key: string): void {
    const at = this.lowerBound(key);
    if (this.entries[at]?.key === key) this.entries.splice(at, 1);
  }

  /** The first entry in [from, to) after `after` (exclusive) in ascending order. */
  nextAsc(from: string, to: string, after: string | null): IndexEntry | undefined {
    const start = after === null ? from : after + "\u0000";
    const entry = this.entries[this.lowerBound(start)];
    return entry && entry.key < to ? entry : undefined;
  }

  /** The last entry in [from, to) before `before` (exclusive), walking downwards. */
  nextDesc(from: string, to: string, before: string | null): IndexEntry | undefined {
    const end = before === null || before > to ? to : before;
    const entry = this.entries[this.lowerBound(end) - 1];
    return entry && entry.key >= from ? entry : undefined;
  }
}
