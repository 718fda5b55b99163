import SearchableMap from 'minisearch/SearchableMap';

/** The fields of a record a term can be in, as bits, so one posting says where in the record it was. */
export const FIELD_TEXT = 1;
export const FIELD_CATEGORY = 2;
export const FIELD_SYMBOLS = 4;

/**
 * Terms to records: for each term, the records holding it and in which fields. Ranking needs only that
 * (how well each word matched where), so the index keeps no frequencies and scores nothing itself. The
 * terms live in MiniSearch's radix tree, which finds the words a prefix begins and the words within a few
 * typos of another.
 */
export class InvertedIndex {
  /** Per term, flat pairs: record, then the bits of the fields holding the term. */
  private readonly terms = new SearchableMap<number[]>();

  add(doc: number, field: number, term: string): void {
    const postings = this.terms.get(term);
    if (!postings) {
      this.terms.set(term, [doc, field]);
    } else if (postings[postings.length - 2] === doc) {
      postings[postings.length - 1] |= field;
    } else {
      postings.push(doc, field);
    }
  }

  postings(term: string): readonly number[] | undefined {
    return this.terms.get(term);
  }

  /** Every indexed term that begins with `prefix`, with its postings. */
  *withPrefix(prefix: string): Iterable<[string, readonly number[]]> {
    yield* this.terms.atPrefix(prefix).entries();
  }

  /** Every indexed term at most `distance` edits from `term`, with its postings. */
  *near(term: string, distance: number): Iterable<[string, readonly number[]]> {
    for (const [key, [postings]] of this.terms.fuzzyGet(term, distance)) yield [key, postings];
  }

  get size(): number {
    return this.terms.size;
  }
}
