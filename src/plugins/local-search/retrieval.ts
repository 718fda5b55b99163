/**
 * What the search steps ask of an index: candidates for the words of a query, and where each candidate
 * sits. Two layers answer it: the whole index in memory (`LocalSearchEngine`, for tests and the build) and
 * the sharded index the browser loads piece by piece (`ShardedIndex`). Ranking never sees which one.
 */
import type {FacetFields} from './algolia';
import type {DocPlace} from './rank';

export interface Retrieval {
  /** Pages searched by every query (the API reference aside), for word rarity. */
  readonly pageCount: number;
  /** Pages of the API reference, searched only by queries that want it; 0 when there is none. */
  readonly referencePageCount: number;
  /** Where every record sits, by record number. */
  readonly places: readonly DocPlace[];
  isReferenceDoc(doc: number): boolean;
  /** Whether a name is a symbol the API reference documents, so a query naming it wants the reference. */
  isReferenceSymbol(name: string): boolean;
  pagePath(page: number): string;
  titleOf(page: number): number | undefined;
  /** Distinct meaningful words of a heading or title record's own text. */
  headingWordCount(doc: number): number;
  /**
   * Equal for records that share a URL (a section and the paragraphs under it): results are distinct on it.
   * It is the number of the first record with that URL.
   */
  urlKey(doc: number): number;
  facetFields(doc: number): FacetFields;
  /** Every indexed form sharing the word's stem, the word itself included. */
  forms(word: string): readonly string[];
  /** Flat pairs: record, then the bits of the fields holding the term. */
  postings(term: string): readonly number[] | undefined;
  withPrefix(prefix: string): Iterable<[string, readonly number[]]>;
  near(term: string, distance: number): Iterable<[string, readonly number[]]>;
  /** How many pages searched by every query hold the term. */
  termPageCount(term: string): number;
  /** Records documenting the API symbol of that name. */
  symbolDocs(name: string): readonly number[];
  /**
   * The first page of hits of exactly this query, ranked at build time (default page size, no filters), if
   * one is loaded: the first keystrokes are answered from it without ranking.
   */
  answer?(queryText: string): Answer | undefined;
}

export interface Answer {
  docs: readonly number[];
  /** How many distinct hits the whole ranking had. */
  nbHits: number;
}
