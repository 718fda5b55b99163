/**
 * What step 2 hands step 3: per candidate record, how well each search word matched its own text. A broad
 * query on a large site has tens of thousands of candidates, so they live in flat typed arrays (one slot per
 * candidate, in the order found) rather than a map of small arrays that the collector would have to sweep.
 */
export class Candidates {
  /** Record number of each slot. */
  readonly docs: number[] = [];
  /** Slot + 1 of each record, 0 when it is not a candidate. */
  private readonly slots: Int32Array;
  private values: Float64Array;

  constructor(
    docCount: number,
    readonly wordCount: number,
  ) {
    this.slots = new Int32Array(docCount);
    this.values = new Float64Array(Math.max(1, wordCount) * 64);
  }

  /** For tests and callers that hold qualities in a map: the same candidates, in the map's order. */
  static fromMap(own: ReadonlyMap<number, ArrayLike<number>>, docCount: number, wordCount: number): Candidates {
    const candidates = new Candidates(docCount, wordCount);
    for (const [doc, qualities] of own) {
      const slot = candidates.add(doc);
      for (let i = 0; i < wordCount; i += 1) candidates.values[slot * wordCount + i] = qualities[i] ?? 0;
    }
    return candidates;
  }

  get size(): number {
    return this.docs.length;
  }

  /** The slot of a record, or -1 when it is not a candidate. */
  slotOf(doc: number): number {
    return (this.slots[doc] ?? 0) - 1;
  }

  /** The quality of word `word` in the record at `slot`. */
  quality(slot: number, word: number): number {
    return this.values[slot * this.wordCount + word];
  }

  /** Records the match of a word in a record, keeping the better one when the word matched it twice. */
  raise(doc: number, word: number, value: number): void {
    let slot = this.slotOf(doc);
    if (slot < 0) slot = this.add(doc);
    const at = slot * this.wordCount + word;
    if (value > this.values[at]) this.values[at] = value;
  }

  private add(doc: number): number {
    if (!(doc >= 0 && doc < this.slots.length)) throw new RangeError(`No record ${doc} in an index of ${this.slots.length}`);
    const slot = this.docs.length;
    this.docs.push(doc);
    this.slots[doc] = slot + 1;
    if ((slot + 1) * this.wordCount > this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    return slot;
  }
}
