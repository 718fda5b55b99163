/**
 * Cuts the index into the files the browser loads on demand. The whole index is built in memory first, by
 * the same engine the tests check, and the files are a lossless slicing of it: a query that loads the
 * shards of its words ranks exactly as the whole index would; a word that is not in its shard at all, nor
 * near a word there, is corrected from the vocabulary (a typo in its first two letters).
 */
import {createHash} from 'node:crypto';
import {LocalSearchEngine, rankSearch} from './engine';
import {DEFAULT_HITS_PER_PAGE} from './hits';
import {CONTENT_DEPTH} from './rank';
import {LEVELS, packSplit, unpack, type PageRecordInput} from './records';
import {
  CHUNK_SIZE,
  encodeHeadingWords,
  encodePostings,
  KEY_LENGTH,
  shardKey,
  type Chunk,
  type Manifest,
  type PrefixHits,
  type Shard,
} from './shard-format';

export interface ShardedFiles {
  manifest: Manifest;
  shards: Map<string, Shard>;
  chunks: Chunk[];
  /** Per shard key, the first page of hits of the query that is just that key (the first keystrokes). */
  prefixHits: Map<string, PrefixHits>;
  vocabulary: string[];
}

/** The in-memory index of a site's records: guides first, then the API reference, as the browser numbers them. */
export function wholeIndex(inputs: readonly PageRecordInput[], site: string): LocalSearchEngine {
  const {core, reference, symbols} = packSplit(inputs, site);
  const engine = new LocalSearchEngine(unpack(core), {referenceSymbols: symbols});
  engine.addReference(unpack(reference, engine.size));
  return engine;
}

/** The parents the browser assumes: every heading above the record in its page. */
function defaultParents(chain: number[], depth: number): number[] {
  const parents: number[] = [];
  for (let level = 1; level < Math.min(depth, LEVELS.length); level += 1) if (chain[level] !== undefined) parents.push(chain[level]);
  return parents;
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/**
 * `answers: false` skips the build-time answers (`answeredQueries`): the dev server rewrites the index on
 * every edit, and ranking a thousand queries would slow each rewrite by seconds. Search stays exact without them.
 */
export function shardIndex(engine: LocalSearchEngine, {answers = true}: {answers?: boolean} = {}): ShardedFiles {
  const docCount = engine.size;
  const places = engine.places;
  const paths: string[] = [];
  const pageDocs: number[] = [];
  let docs = '';
  let headingWords = '';
  const parents: Record<string, number[]> = {};
  const urls: Record<string, number> = {};
  let chain: number[] = [];
  for (let doc = 0; doc < docCount; doc += 1) {
    const {page, depth} = places[doc];
    if (page === paths.length) {
      paths.push(engine.pagePath(page));
      pageDocs.push(0);
      chain = [];
    } else if (page !== paths.length - 1) {
      throw new Error(`Search index: the records of ${engine.pagePath(page)} are not consecutive`);
    }
    pageDocs[page] += 1;
    const urlKey = engine.urlKey(doc);
    const samePrevious = doc > 0 && urlKey === engine.urlKey(doc - 1);
    if (!samePrevious && urlKey !== doc) urls[doc] = urlKey;
    docs += (depth + (samePrevious ? 8 : 0)).toString(16);
    if (!sameList(defaultParents(chain, depth), places[doc].parents)) parents[doc] = [...places[doc].parents];
    if (depth < CONTENT_DEPTH) {
      headingWords += encodeHeadingWords(engine.headingWordCount(doc));
      chain[depth] = doc;
      chain.length = depth + 1;
    }
  }

  const shards = new Map<string, Shard>();
  const shardOf = (key: string): Shard => {
    let shard = shards.get(key);
    if (!shard) {
      shard = {terms: {}, symbols: {}};
      shards.set(key, shard);
    }
    return shard;
  };
  const weights: Record<string, number> = {};
  for (const [term, postings] of engine.allTerms()) {
    const entry: [number, string] = [engine.termPageCount(term), encodePostings(postings)];
    // Each shard holding a form of a word holds all its forms ("tying" beside "tie"), so one shard answers the word.
    for (const key of new Set([term, ...engine.forms(term)].map(shardKey))) {
      shardOf(key).terms[term] = entry;
      weights[key] = (weights[key] ?? 0) + entry[0];
    }
  }
  for (const [name, symbolDocs] of engine.allSymbols()) shardOf(shardKey(name)).symbols[name] = [...symbolDocs];
  for (const key of shards.keys()) weights[key] ??= 0;

  const chunks: Chunk[] = [];
  for (let start = 0; start < docCount; start += CHUNK_SIZE) {
    chunks.push(
      recordsChunk(
        engine,
        Array.from({length: Math.min(docCount, start + CHUNK_SIZE) - start}, (_, i) => start + i),
      ),
    );
  }
  const prefixHits = new Map<string, PrefixHits>();
  for (const query of answers ? answeredQueries(engine, shards.keys()) : []) {
    const {pageDocs: docs, nbHits} = rankSearch(engine, {query, hitsPerPage: DEFAULT_HITS_PER_PAGE});
    if (docs.length > 0) prefixHits.set(query, {docs, nbHits, records: recordsChunk(engine, docs)});
  }

  const first = docCount > 0 ? engine.record(0) : undefined;
  const site = first ? first.url_without_anchor.slice(0, first.url_without_anchor.length - paths[0].length) : '';
  const corePages = engine.pageCount;
  const manifest: Manifest = {
    version: 2,
    site,
    language: first?.language ?? 'en',
    tag: first?.docusaurus_tag ?? 'default',
    hash: '',
    paths,
    pageDocs,
    corePages,
    docs,
    headingWords,
    parents,
    urls,
    shards: Object.fromEntries([...shards.keys()].sort().map((key) => [key, weights[key]])),
    chunkSize: CHUNK_SIZE,
    prefixHits: [...prefixHits.keys()].sort(),
  };
  const hash = createHash('sha1').update(JSON.stringify(manifest));
  for (const key of [...shards.keys()].sort()) hash.update(key).update(JSON.stringify(shards.get(key)));
  for (const chunk of chunks) hash.update(JSON.stringify(chunk));
  // Prefix hits follow from the rest, but their format may change on its own: a file's URL must name its content.
  for (const [key, hits] of prefixHits) hash.update(key).update(JSON.stringify(hits));
  manifest.hash = hash.digest('hex').slice(0, 12);
  const vocabulary = [...engine.allTerms()].map(([term]) => term).sort();
  return {manifest, shards, chunks, prefixHits, vocabulary};
}

/** A word on at least this share of the pages makes a one-word query rank most of the site. */
export const COMMON_WORD_SHARE = 0.2;
/** Letters a word must have been typed to before its answer is precomputed (fewer are the shard keys'). */
const COMMON_PREFIX_FROM = KEY_LENGTH + 1;

/**
 * The one-word queries answered at build time: every shard key (what the first one or two keystrokes type)
 * and every prefix, from three letters, of the words on a fifth of the pages or more ("dag", "dags", ...
 * "dagster"). Those are the queries whose candidates are most of the site, the costliest to rank.
 */
export function answeredQueries(engine: LocalSearchEngine, keys: Iterable<string>): string[] {
  const queries = new Set<string>();
  for (const key of keys) if (Array.from(key).length <= KEY_LENGTH) queries.add(key);
  for (const [term] of engine.allTerms()) {
    if (engine.termPageCount(term) < COMMON_WORD_SHARE * engine.pageCount) continue;
    const letters = Array.from(term);
    for (let end = COMMON_PREFIX_FROM; end <= letters.length; end += 1) queries.add(letters.slice(0, end).join(''));
  }
  return [...queries].sort();
}

/** The display fields of these records, each distinct hierarchy written once. */
function recordsChunk(engine: LocalSearchEngine, docs: readonly number[]): Chunk {
  const chunk: Chunk = {hierarchies: [], records: []};
  const seen = new Map<string, number>();
  for (const doc of docs) {
    const record = engine.record(doc);
    const levels = LEVELS.map((level) => record.hierarchy[level]);
    const key = JSON.stringify(levels);
    let index = seen.get(key);
    if (index === undefined) {
      index = chunk.hierarchies.length;
      seen.set(key, index);
      chunk.hierarchies.push(levels);
    }
    chunk.records.push([index, record.anchor, record.content, record.symbols]);
  }
  return chunk;
}
