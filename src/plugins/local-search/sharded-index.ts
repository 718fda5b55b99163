/**
 * The index as the browser holds it: the manifest (where every record sits), the shards loaded so far,
 * and the record chunks loaded so far. It answers the search steps from what is loaded; `shardsFor` says
 * what a query needs loaded first.
 */
import SearchableMap from 'minisearch/SearchableMap';
import type {FacetFields} from './algolia';
import {parseQuery, searchedText, searchWords} from './query';
import {CONTENT_DEPTH, type DocPlace} from './rank';
import {displayRecord, LEVELS, RECORD_TYPES, type SearchRecord} from './records';
import type {Answer, Retrieval} from './retrieval';
import {
  decodeHeadingWords,
  decodePostings,
  KEY_LENGTH,
  keysForPrefix,
  shardKey,
  type Chunk,
  type Manifest,
  type PrefixHits,
  type Shard,
} from './shard-format';
import {StemGroups} from './stem';

/** One loaded shard: its terms in a radix tree (for completions and typos) and grouped by stem. */
class LoadedShard {
  readonly terms = new SearchableMap<[number, string]>();
  readonly stems = new StemGroups();
  private readonly decoded = new Map<string, readonly number[]>();

  constructor(
    readonly data: Shard,
    private readonly docCount: number,
  ) {
    for (const [term, entry] of Object.entries(data.terms)) {
      this.terms.set(term, entry);
      this.stems.add(term);
    }
  }

  postings(term: string): readonly number[] | undefined {
    let postings = this.decoded.get(term);
    if (postings === undefined) {
      const entry = this.terms.get(term);
      if (!entry) return undefined;
      postings = decodePostings(entry[1], this.docCount);
      this.decoded.set(term, postings);
    }
    return postings;
  }
}

/**
 * The shards a query needs: each search word's (all its forms and typo corrections beyond the first two
 * letters live there), every shard a word still being typed may complete into, and the shard of the API
 * symbol the query may name. Only keys the index has are returned, so nothing is fetched in vain.
 */
export function shardsFor(queryText: string, keys: Readonly<Record<string, number>>): string[] {
  const query = parseQuery(queryText);
  const needed = new Set<string>();
  const all = Object.keys(keys);
  for (const word of searchWords(query)) {
    needed.add(shardKey(word.text));
    if (word.prefix) for (const key of keysForPrefix(word.text, all)) needed.add(key);
  }
  if (query.symbol) needed.add(shardKey(query.symbol));
  return [...needed].filter((key) => Object.hasOwn(keys, key));
}

/** Typo corrections fetched from other shards for one word: enough for the likely fixes, bounded in bytes. */
export const MAX_TYPO_SHARDS = 8;

/** What a query needs before it can be ranked: its shards, and its answer when it is a one-word query answered at build time. */
export function firstLoads(queryText: string, manifest: Manifest): {shards: string[]; prefixHits?: string} {
  const shards = shardsFor(queryText, manifest.shards);
  const word = searchedText(queryText).trim().toLowerCase();
  const prefixHits = /^[\p{L}\p{N}]+$/u.test(word) && manifest.prefixHits?.includes(word) ? word : undefined;
  return prefixHits ? {shards, prefixHits} : {shards};
}

/**
 * The queries the reader is likely to type next, worth preparing while they type: the query with one more
 * letter on its last word, the likeliest letters first (weighted by the pages that hold the words they
 * lead to), until `share` of the weight or `count` queries. None after a space or punctuation.
 */
export function likelyNextQueries(queryText: string, index: ShardedIndex, count: number, share: number): string[] {
  const last = /([\p{L}\p{N}]+)$/u.exec(queryText);
  if (!last) return [];
  const word = last[1].toLowerCase();
  const length = Array.from(word).length;
  const weights = new Map<string, number>();
  const add = (letter: string, weight: number) => weights.set(letter, (weights.get(letter) ?? 0) + weight);
  if (length < KEY_LENGTH) {
    for (const [key, weight] of Object.entries(index.manifest.shards)) {
      const letters = Array.from(key);
      if (letters.length === KEY_LENGTH && key.startsWith(word)) add(letters[length], weight);
    }
  } else {
    for (const [term, pages] of index.termsWithPrefix(word)) {
      const letters = Array.from(term);
      if (letters.length > length && /[\p{L}\p{N}]/u.test(letters[length])) add(letters[length], pages + 1);
    }
  }
  return likeliest(weights, count, share).map((letter) => queryText + letter);
}

/**
 * The letters a new query most likely starts with, by the weight of the shards of the words beginning with each,
 * until `share` of the weight or `count` letters: a reader who clears the box starts again from one of them.
 */
export function likelyFirstLetters(shards: Readonly<Record<string, number>>, count: number, share: number): string[] {
  const weights = new Map<string, number>();
  for (const [key, weight] of Object.entries(shards)) {
    const letter = Array.from(key)[0];
    if (/[\p{L}\p{N}]/u.test(letter)) weights.set(letter, (weights.get(letter) ?? 0) + weight);
  }
  return likeliest(weights, count, share);
}

/** The heaviest choices first (ties alphabetically), until they cover `share` of the total weight or number `count`. */
function likeliest(weights: ReadonlyMap<string, number>, count: number, share: number): string[] {
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  const chosen: string[] = [];
  let covered = 0;
  for (const [choice, weight] of [...weights].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
    if (chosen.length >= count || covered >= share * total) break;
    chosen.push(choice);
    covered += weight;
  }
  return chosen;
}

export class ShardedIndex implements Retrieval {
  readonly places: DocPlace[] = [];
  readonly docCount: number;
  private readonly pageOfDoc: Int32Array;
  private readonly titles: number[] = [];
  private readonly headingWords: Int32Array;
  private readonly urlKeys: Int32Array;
  private readonly referenceStart: number;
  private readonly shards = new Map<string, LoadedShard>();
  private readonly chunks = new Map<number, SearchRecord[]>();
  /** Records that came with prefix hits rather than in their chunk. */
  private readonly loose = new Map<number, SearchRecord>();
  private readonly answers = new Map<string, Answer>();
  private vocabulary: SearchableMap<true> | undefined;

  constructor(readonly manifest: Manifest) {
    const {docs, pageDocs, parents, urls} = manifest;
    this.docCount = docs.length;
    this.pageOfDoc = new Int32Array(this.docCount);
    this.headingWords = new Int32Array(this.docCount);
    this.urlKeys = new Int32Array(this.docCount);
    let doc = 0;
    let headingIndex = 0;
    this.referenceStart = pageDocs.slice(0, manifest.corePages).reduce((sum, n) => sum + n, 0);
    pageDocs.forEach((count, page) => {
      const chain: number[] = [];
      for (let end = doc + count; doc < end; doc += 1) {
        const code = parseInt(docs[doc], 16);
        const depth = code & 7;
        if (depth < 1) throw new Error('Search index manifest has a malformed record');
        const explicit = parents[doc];
        const own: number[] = explicit ? [...explicit] : [];
        if (!explicit)
          for (let level = 1; level < Math.min(depth, LEVELS.length); level += 1) if (chain[level] !== undefined) own.push(chain[level]);
        this.places.push({page, depth, parents: own, position: doc});
        this.pageOfDoc[doc] = page;
        this.urlKeys[doc] = code & 8 && doc > 0 ? this.urlKeys[doc - 1] : (urls[doc] ?? doc);
        if (depth < CONTENT_DEPTH) {
          const char = manifest.headingWords[headingIndex];
          if (char === undefined) throw new Error('Search index manifest has malformed headings');
          this.headingWords[doc] = decodeHeadingWords(char);
          headingIndex += 1;
          chain[depth] = doc;
          chain.length = depth + 1;
          if (depth === 1) this.titles[page] = doc;
        }
      }
    });
  }

  get pageCount(): number {
    return this.manifest.corePages;
  }

  get referencePageCount(): number {
    return this.manifest.paths.length - this.manifest.corePages;
  }

  hasShard(key: string): boolean {
    return this.shards.has(key);
  }

  addShard(key: string, shard: Shard): void {
    if (!this.shards.has(key)) this.shards.set(key, new LoadedShard(shard, this.docCount));
  }

  /** The chunks holding these records that are not loaded yet (records loaded with prefix hits need none). */
  missingChunks(docs: readonly number[]): number[] {
    const needed = docs.filter((doc) => !this.loose.has(doc)).map((doc) => Math.floor(doc / this.manifest.chunkSize));
    return [...new Set(needed)].filter((chunk) => !this.chunks.has(chunk));
  }

  /** The records a chunk holds, expanded; kept until `dropChunk`. */
  addChunk(chunk: number, data: Chunk): void {
    const start = chunk * this.manifest.chunkSize;
    this.chunks.set(
      chunk,
      data.records.map((row, i) => this.expand(start + i, row, data.hierarchies)),
    );
  }

  /** A query's first page of hits (the query `key`) and their records, kept for as long as the index. */
  addPrefixHits(key: string, hits: PrefixHits): void {
    hits.docs.forEach((doc, i) => this.loose.set(doc, this.expand(doc, hits.records.records[i], hits.records.hierarchies)));
    this.answers.set(key, {docs: hits.docs, nbHits: hits.nbHits});
  }

  answer(queryText: string): Answer | undefined {
    return this.answers.get(queryText.trim().toLowerCase());
  }

  /** Every indexed term: from now on a typo is corrected from any loaded shard, not only the word's own. */
  setVocabulary(terms: readonly string[]): void {
    this.vocabulary = new SearchableMap<true>();
    for (const term of terms) this.vocabulary.set(term, true);
  }

  get hasVocabulary(): boolean {
    return this.vocabulary !== undefined;
  }

  /**
   * Whether a typed word of the query is unknown to its own loaded shard: not a word there, not the start of
   * one and not near one. Its correction, if any, begins with other letters, so the vocabulary is needed.
   */
  hasTypoGap(queryText: string): boolean {
    return this.gapWords(queryText).length > 0;
  }

  /** The shards (not loaded yet) of the vocabulary's corrections of the words `hasTypoGap` found, nearest first. */
  typoShards(queryText: string): string[] {
    const vocabulary = this.vocabulary;
    if (!vocabulary) return [];
    const keys = new Set<string>();
    for (const word of this.gapWords(queryText)) {
      const found = [...vocabulary.fuzzyGet(word.text, word.typos)].sort((a, b) => a[1][1] - b[1][1] || (a[0] < b[0] ? -1 : 1));
      for (const [term] of found) {
        const key = shardKey(term);
        if (Object.hasOwn(this.manifest.shards, key) && !this.shards.has(key)) keys.add(key);
      }
    }
    return [...keys].slice(0, MAX_TYPO_SHARDS);
  }

  private gapWords(queryText: string) {
    return searchWords(parseQuery(queryText)).filter((word) => {
      if (word.source !== 'typed' || word.typos === 0) return false;
      const own = this.shardFor(word.text);
      // No shard for its first letters: no word begins like it. A shard not loaded yet cannot tell.
      if (!own) return !Object.hasOwn(this.manifest.shards, shardKey(word.text));
      if (this.forms(word.text).some((form) => this.postings(form))) return false;
      if (word.prefix && !this.withPrefix(word.text)[Symbol.iterator]().next().done) return false;
      return own.terms.fuzzyGet(word.text, word.typos).size === 0;
    });
  }

  private expand(
    doc: number,
    [hierarchyIndex, anchor, content, symbols]: Chunk['records'][number],
    hierarchies: Chunk['hierarchies'],
  ): SearchRecord {
    const {site, language, tag, paths} = this.manifest;
    const type = RECORD_TYPES[this.places[doc].depth - 1];
    const url = `${site}${paths[this.pageOfDoc[doc]]}`;
    return displayRecord({doc, url, anchor, type, content, levels: hierarchies[hierarchyIndex], symbols, language, tag});
  }

  dropChunk(chunk: number): void {
    this.chunks.delete(chunk);
  }

  chunkRecords(chunk: number): number {
    return Math.min(this.manifest.chunkSize, this.docCount - chunk * this.manifest.chunkSize);
  }

  record(doc: number): SearchRecord {
    const record = this.chunks.get(Math.floor(doc / this.manifest.chunkSize))?.[doc % this.manifest.chunkSize] ?? this.loose.get(doc);
    if (!record) throw new Error(`Search record ${doc} is not loaded`);
    return record;
  }

  isReferenceDoc(doc: number): boolean {
    return doc >= this.referenceStart;
  }

  isReferenceSymbol(name: string): boolean {
    return this.symbolDocs(name).some((doc) => this.isReferenceDoc(doc));
  }

  pagePath(page: number): string {
    return this.manifest.paths[page];
  }

  titleOf(page: number): number | undefined {
    return this.titles[page];
  }

  headingWordCount(doc: number): number {
    return this.headingWords[doc];
  }

  urlKey(doc: number): number {
    return this.urlKeys[doc];
  }

  facetFields(doc: number): FacetFields {
    const depth = this.places[doc].depth;
    return {
      objectID: String(doc),
      type: RECORD_TYPES[depth - 1],
      url_without_anchor: `${this.manifest.site}${this.manifest.paths[this.pageOfDoc[doc]]}`,
      language: this.manifest.language,
      docusaurus_tag: this.manifest.tag,
    };
  }

  private shardFor(term: string): LoadedShard | undefined {
    return this.shards.get(shardKey(term));
  }

  /** The loaded shard holding a term: its own, or the shard of a word it is a form of ("tying" beside "tie"). */
  private holding(term: string): LoadedShard | undefined {
    const own = this.shardFor(term);
    if (own?.terms.has(term)) return own;
    for (const shard of this.shards.values()) if (shard.terms.has(term)) return shard;
    return undefined;
  }

  forms(word: string): readonly string[] {
    return this.shardFor(word)?.stems.forms(word) ?? [word];
  }

  postings(term: string): readonly number[] | undefined {
    return this.holding(term)?.postings(term);
  }

  *withPrefix(prefix: string): Iterable<[string, readonly number[]]> {
    for (const shard of this.shardsForPrefix(prefix))
      for (const term of shard.terms.atPrefix(prefix).keys()) yield [term, shard.postings(term)!];
  }

  /** The loaded terms a prefix completes to, with how many pages hold each: no postings are decoded. */
  *termsWithPrefix(prefix: string): Iterable<[string, number]> {
    for (const shard of this.shardsForPrefix(prefix)) for (const [term, [pages]] of shard.terms.atPrefix(prefix)) yield [term, pages];
  }

  /** The loaded shards that may hold words beginning with the prefix. */
  private *shardsForPrefix(prefix: string): Iterable<LoadedShard> {
    for (const key of keysForPrefix(prefix, this.shards.keys())) {
      const shard = this.shards.get(key);
      if (shard) yield shard;
    }
  }

  *near(term: string, distance: number): Iterable<[string, readonly number[]]> {
    if (this.vocabulary) {
      for (const found of this.vocabulary.fuzzyGet(term, distance).keys()) {
        const postings = this.postings(found);
        if (postings) yield [found, postings];
      }
      return;
    }
    const shard = this.shardFor(term);
    if (!shard) return;
    for (const found of shard.terms.fuzzyGet(term, distance).keys()) yield [found, shard.postings(found)!];
  }

  termPageCount(term: string): number {
    return this.holding(term)?.terms.get(term)?.[0] ?? 0;
  }

  symbolDocs(name: string): readonly number[] {
    const shard = this.shards.get(shardKey(name));
    return shard && Object.hasOwn(shard.data.symbols, name) ? shard.data.symbols[name] : [];
  }
}
