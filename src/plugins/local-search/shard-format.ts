/**
 * The files of the sharded index, shared by the build that writes them and the browser that reads them:
 * a manifest (`search-index.json`, always loaded), term shards (every term beginning with the same two
 * letters, with its postings) and record chunks (the text of a run of records, loaded for a page of hits).
 * Every reader validates what it gets and throws a plain error on anything else.
 */

export {INDEX_FILE as MANIFEST_FILE} from './constants';
/** Shards and chunks live under a folder named by the index's hash, so a new build never mixes with an old one. */
export const SHARD_DIR = 'search-index';
/**
 * Records per chunk, about 2 KB gzip: a page of 20 hits touches at most 20 chunks, usually about 12. Smaller
 * chunks cost fewer bytes per page of hits but more requests, which queue on a browser's six connections.
 */
export const CHUNK_SIZE = 32;
/** Letters of a term that choose its shard: a word and every word it begins share one shard. */
export const KEY_LENGTH = 2;
/** A heading's meaningful word count is stored as one character; no real heading comes near this. */
export const MAX_HEADING_WORDS = 74;
const HEADING_WORDS_BASE = 48;

export interface Manifest {
  version: 2;
  site: string;
  language: string;
  tag: string;
  /** Names the folder of shards and chunks. */
  hash: string;
  /** Page paths, in record order. */
  paths: string[];
  /** Records per page, in the same order: a page's records are consecutive. */
  pageDocs: number[];
  /** Pages searched by every query; the pages after them are the API reference. */
  corePages: number;
  /** One hex digit per record: its depth (1 title, 2-6 headings, 7 content), plus 8 when it shares the URL of the record before. */
  docs: string;
  /** One character per heading or title record: its meaningful word count, from "0". */
  headingWords: string;
  /** Records whose parent headings are not simply the headings above them, with their real parents. */
  parents: Record<string, number[]>;
  /** Records that share the URL of an earlier record other than the one just before. */
  urls: Record<string, number>;
  /** Every shard key, with how many pages hold its words (summed): the likelier next shards are prefetched first. */
  shards: Record<string, number>;
  chunkSize: number;
  /** One-word queries whose first page of hits is ready in a file of its own (`prefixHitsFile`). */
  prefixHits?: string[];
}

/** Per term: how many core pages hold it, then its postings (see `encodePostings`). */
export interface Shard {
  terms: Record<string, [number, string]>;
  /** API symbol names (of this shard's key) with the records that document them. */
  symbols: Record<string, number[]>;
}

/** A run of records: the distinct hierarchies, then per record [hierarchy, anchor, content, symbols]. */
export interface Chunk {
  hierarchies: (string | null)[][];
  records: [number, string | null, string | null, string | null][];
}

/** The shard of a term: its first two letters (one for a one-letter term). */
export function shardKey(term: string): string {
  return Array.from(term).slice(0, KEY_LENGTH).join('');
}

/** A file name for any key: plain letters and digits as they are, anything else as hex code points. */
export function shardFile(key: string): string {
  const safe = /^[a-z0-9]+$/.test(key)
    ? key
    : `x${Array.from(key)
        .map((char) => `${char.codePointAt(0)!.toString(16)}_`)
        .join('')}`;
  return `t-${safe}.json`;
}

export function chunkFile(chunk: number): string {
  return `r-${chunk}.json`;
}

/**
 * The first page of hits of a one-word query answered at build time (`answeredQueries`: the first keystrokes,
 * and prefixes of the commonest words), with their records and the total count, in one file.
 */
export interface PrefixHits {
  docs: number[];
  /** How many distinct hits the query has in all. */
  nbHits: number;
  records: Chunk;
}

export function prefixHitsFile(key: string): string {
  return shardFile(key).replace(/^t-/, 'h-');
}

/** Every indexed term, for correcting a typo in a word's first two letters (whose shard cannot hold the fix). */
export const VOCABULARY_FILE = 'vocabulary.json';

/** The shard keys a prefix needs: its own key, or every key it begins when it is shorter than a key. */
export function keysForPrefix(prefix: string, keys: Iterable<string>): string[] {
  const own = shardKey(prefix);
  if (Array.from(prefix).length >= KEY_LENGTH) return [own];
  return [...keys].filter((key) => key.startsWith(prefix));
}

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map([...DIGITS].map((char, i) => [char, i]));

/**
 * Postings as text: per record, the gap from the previous record times 8 plus its field bits, written as
 * a base-64 varint (5 bits a character, the sixth says another follows). Gaps are small, so most postings
 * take two characters, and the text is JSON-safe without escaping.
 */
export function encodePostings(postings: readonly number[]): string {
  let out = '';
  let previous = 0;
  for (let i = 0; i < postings.length; i += 2) {
    let value = (postings[i] - previous) * 8 + postings[i + 1];
    previous = postings[i];
    while (value >= 32) {
      out += DIGITS[32 + (value % 32)];
      value = Math.floor(value / 32);
    }
    out += DIGITS[value];
  }
  return out;
}

/** The flat [record, fields, ...] pairs of encoded postings; throws if they are malformed or name a record past `docCount`. */
export function decodePostings(text: string, docCount: number): number[] {
  const postings: number[] = [];
  let doc = 0;
  let value = 0;
  let scale = 1;
  for (const char of text) {
    const digit = VALUE.get(char);
    if (digit === undefined) throw new Error('Search shard has malformed postings');
    if (digit >= 32) {
      value += (digit - 32) * scale;
      scale *= 32;
      continue;
    }
    value += digit * scale;
    doc += Math.floor(value / 8);
    const fields = value % 8;
    if (doc >= docCount || fields === 0 || (postings.length > 0 && value < 8)) throw new Error('Search shard has malformed postings');
    postings.push(doc, fields);
    value = 0;
    scale = 1;
  }
  if (scale !== 1) throw new Error('Search shard has malformed postings');
  return postings;
}

export function encodeHeadingWords(count: number): string {
  return String.fromCharCode(HEADING_WORDS_BASE + Math.min(count, MAX_HEADING_WORDS));
}

export function decodeHeadingWords(char: string): number {
  return char.charCodeAt(0) - HEADING_WORDS_BASE;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** Checks a downloaded manifest; throws a descriptive error on anything that is not one. */
export function parseManifest(data: unknown): Manifest {
  const fail = (what: string): never => {
    throw new Error(`Search index manifest ${what}`);
  };
  if (!isRecord(data) || data.version !== 2) return fail('has an unknown format');
  const m = data as unknown as Manifest;
  if (typeof m.site !== 'string' || typeof m.language !== 'string' || typeof m.tag !== 'string') fail('lacks its site fields');
  if (typeof m.hash !== 'string' || !/^[0-9a-f]{8,40}$/.test(m.hash)) fail('names its files in an unknown format');
  if (!Array.isArray(m.paths) || !m.paths.every((p) => typeof p === 'string')) fail('has malformed paths');
  if (!Array.isArray(m.pageDocs) || m.pageDocs.length !== m.paths.length || !m.pageDocs.every(isCount)) fail('has malformed pages');
  if (!isCount(m.corePages) || m.corePages > m.paths.length) fail('has a malformed page count');
  const docCount = m.pageDocs.reduce((sum, n) => sum + n, 0);
  if (typeof m.docs !== 'string' || m.docs.length !== docCount || !/^[0-9a-f]*$/.test(m.docs)) fail('has malformed records');
  if (typeof m.headingWords !== 'string' || !isRecord(m.parents) || !isRecord(m.urls) || !isRecord(m.shards)) fail('has malformed records');
  if (!Number.isInteger(m.chunkSize) || m.chunkSize < 1) fail('has a malformed chunk size');
  if (m.prefixHits !== undefined && (!Array.isArray(m.prefixHits) || !m.prefixHits.every((key) => typeof key === 'string')))
    fail('has malformed prefix hits');
  for (const [doc, parents] of Object.entries(m.parents)) {
    if (!(Number(doc) < docCount) || !Array.isArray(parents) || !parents.every((p) => isCount(p) && p < Number(doc)))
      fail('has malformed parents');
  }
  for (const [doc, owner] of Object.entries(m.urls))
    if (!(Number(doc) < docCount) || !isCount(owner) || owner >= Number(doc)) fail('has malformed URLs');
  return m;
}

/** Checks a downloaded shard (postings are checked when first read). */
export function parseShard(data: unknown, docCount: number): Shard {
  if (!isRecord(data) || !isRecord(data.terms) || !isRecord(data.symbols)) throw new Error('Search shard has an unknown format');
  for (const entry of Object.values(data.terms)) {
    if (!Array.isArray(entry) || !isCount(entry[0]) || typeof entry[1] !== 'string') throw new Error('Search shard has a malformed term');
  }
  for (const docs of Object.values(data.symbols)) {
    if (!Array.isArray(docs) || !docs.every((doc) => isCount(doc) && doc < docCount))
      throw new Error('Search shard has a malformed symbol');
  }
  return data as unknown as Shard;
}

/** Checks a downloaded file of prefix hits: record numbers under `docCount`, and one record each. */
export function parsePrefixHits(data: unknown, docCount: number): PrefixHits {
  if (!isRecord(data) || !Array.isArray(data.docs) || !data.docs.every((doc) => isCount(doc) && doc < docCount))
    throw new Error('Search prefix hits have an unknown format');
  if (!isCount(data.nbHits) || data.nbHits < data.docs.length) throw new Error('Search prefix hits have an unknown format');
  return {docs: data.docs as number[], nbHits: data.nbHits, records: parseChunk(data.records, data.docs.length)};
}

/** Checks a downloaded vocabulary: a list of terms. */
export function parseVocabulary(data: unknown): string[] {
  if (!Array.isArray(data) || !data.every((term) => typeof term === 'string')) throw new Error('Search vocabulary has an unknown format');
  return data as string[];
}

/** Checks a downloaded chunk of `expected` records. */
export function parseChunk(data: unknown, expected: number): Chunk {
  if (!isRecord(data) || !Array.isArray(data.hierarchies) || !Array.isArray(data.records) || data.records.length !== expected) {
    throw new Error('Search record chunk has an unknown format');
  }
  const hierarchies = data.hierarchies as unknown[];
  for (const levels of hierarchies) {
    if (!Array.isArray(levels) || !levels.every((level) => level === null || typeof level === 'string')) {
      throw new Error('Search record chunk has a malformed hierarchy');
    }
  }
  const text = (value: unknown) => value === null || typeof value === 'string';
  for (const record of data.records as unknown[]) {
    if (
      !Array.isArray(record) ||
      !isCount(record[0]) ||
      record[0] >= hierarchies.length ||
      !text(record[1]) ||
      !text(record[2]) ||
      !text(record[3])
    ) {
      throw new Error('Search record chunk has a malformed record');
    }
  }
  return data as unknown as Chunk;
}
