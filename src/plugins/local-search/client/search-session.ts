/**
 * Searching the sharded index: what each query needs loaded first, then, once its hits are ranked, the records
 * of its page of hits; then the likely next keystroke, prepared ahead. Runs in the search worker, or on the main
 * thread where workers are unavailable; it reads nothing of the page, so both get the same answers.
 */
import {INDEX_FILE} from '../constants';
import * as engine from '../engine';
import type {AlgoliaRequest, AlgoliaResult, RankedSearch} from '../engine';
import {AheadQueue} from '../ahead-queue';
import {LoadCache} from '../load-cache';
import {nextWordQueries} from '../next-word';
import {searchedText} from '../query';
import type {SearchRecord} from '../records';
import * as format from '../shard-format';
import {ShardedIndex, firstLoads, likelyFirstLetters, likelyNextQueries} from '../sharded-index';

import {LocalIndexUnreachableError} from './unreachable-error';

/** Record chunks kept in memory: many sessions' worth of result pages, a small share of a large site. */
const CHUNKS_KEPT = 400;
/** Rankings kept for reuse: the guesses just prepared and the reader's last few queries (a backspace). */
const RANKINGS_KEPT = 16;
/** First letters fetched ahead cover at most this share of the words' weight (at most `Ahead.firstLetters` of them). */
const FIRST_LETTERS_SHARE = 0.5;

export interface SessionOptions {
  /** The site's base URL, which every index file's path starts with. */
  baseUrl: string;
  /** How far ahead of the reader to prepare: where ranking ahead costs the reader nothing, further. */
  ahead: Ahead;
  /** Runs a task once the thread is idle (a guess must not delay what the reader is waiting for). */
  whenIdle: (task: () => void) => void;
  /** The ranking step; tests pass a counting one. */
  rankSearch?: typeof engine.rankSearch;
}

export interface Ahead {
  /** Next queries prepared while the reader types: at most this many, covering at most this share of the likely letters. */
  queries: number;
  share: number;
  /**
   * Above this many ms for the reader's last search, a guessed query is only fetched for, not ranked: on the main
   * thread a guess ranked while the reader types delays their next keystroke more than its fetches save; in a
   * worker, only the next search's own ranking can wait for it.
   */
  rankLimitMs: number;
  /**
   * Fetches made ahead of the reader at once: with three, half of a browser's six connections per host on
   * HTTP/1.1 stay free, so the reader's own next fetches never queue behind guesses.
   */
  fetchesAtOnce: number;
  /** After a space, this many guesses at the next word's first letter, from the words of the hits on screen. */
  nextWords: number;
  /** The first letters of a new query whose files are fetched once the index is loaded (none: 0). */
  firstLetters: number;
}

export interface SearchSession {
  /** Loads the manifest, so the first search only fetches its own shards. */
  preload(version: string): Promise<void>;
  search(version: string, requests: AlgoliaRequest[]): Promise<AlgoliaResult[]>;
}

interface LoadedIndex {
  version: string;
  index: ShardedIndex;
  shards: LoadCache<string, void>;
  chunks: LoadCache<number, void>;
  /** Prefix hits and the vocabulary: small, and loaded at most once each. */
  extras: LoadCache<string, void>;
  /** Rankings by request (least recently used first): a query's ranking depends on nothing else once its shards are loaded. */
  rankings: Map<string, RankedSearch>;
  /** Whether the files of the likely first letters have been asked for. */
  firstLetters: boolean;
}

/**
 * A search's own fetches go first; those made ahead of the reader yield to them on a busy connection, and
 * say so in their URL (`?prefetch`), which keeps them apart in a network log and in the browser tests.
 */
type Urgency = 'high' | 'low';

/** Runs a check on downloaded data, turning its error into the one DocSearch shows as its error screen. */
function checked<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new LocalIndexUnreachableError(`Local search index could not be loaded: ${(error as Error).message}`);
  }
}

/** The words a hit shows: its headings and its text. */
const recordText = (record: SearchRecord): string =>
  [...Object.values(record.hierarchy), record.content].filter((part): part is string => typeof part === 'string').join(' ');

const queryOf = (request: AlgoliaRequest): string => (typeof request.query === 'string' ? request.query : '');

/**
 * What a ranking depends on: the request with its query as searched ("asset c" is ranked as "asset "), except
 * whether its clicks are tracked (a guess's are not).
 */
function rankingKey(index: ShardedIndex, request: AlgoliaRequest): string {
  const query = searchedText(queryOf(request), (word) => engine.holdsWord(index, word));
  return JSON.stringify({...request, query, clickAnalytics: undefined});
}

export function createSearchSession({baseUrl, ahead, whenIdle, rankSearch = engine.rankSearch}: SessionOptions): SearchSession {
  let loaded: {version: string; index: Promise<LoadedIndex>} | null = null;
  let queryCounter = 0;
  let latestSearch = 0;
  /** How long the reader's last search took to rank, in ms: what ranking a guessed next query would cost. */
  let lastRankMs = 0;
  const aheadFetches = new AheadQueue(ahead.fetchesAtOnce);

  async function fetchJson(file: string, query = '', priority: Urgency = 'high'): Promise<unknown> {
    const url = `${baseUrl}${file}${priority === 'low' ? '?prefetch' : query}`;
    let response: Response;
    try {
      response = await fetch(url, {priority} as RequestInit);
    } catch {
      throw new LocalIndexUnreachableError(`Local search index could not be loaded: the request for ${file} failed`);
    }
    if (!response.ok)
      throw new LocalIndexUnreachableError(`Local search index could not be loaded: ${file} answered HTTP ${response.status}`);
    return response.json().catch(() => {
      throw new LocalIndexUnreachableError(`Local search index could not be loaded: ${file} is not valid JSON`);
    });
  }

  async function fetchIndex(version: string): Promise<LoadedIndex> {
    const data = await fetchJson(INDEX_FILE, `?v=${encodeURIComponent(version)}`);
    const index = checked(() => new ShardedIndex(format.parseManifest(data)));
    return {
      version,
      index,
      shards: new LoadCache(),
      chunks: new LoadCache(CHUNKS_KEPT, (chunk) => index.dropChunk(chunk)),
      extras: new LoadCache(),
      rankings: new Map(),
      firstLetters: false,
    };
  }

  /** Loads the manifest once, on first use; a failure is forgotten so the next search retries. */
  function loadIndex(version: string): Promise<LoadedIndex> {
    if (!loaded || loaded.version !== version) {
      const index = fetchIndex(version);
      loaded = {version, index};
      index.catch(() => {
        if (loaded?.index === index) loaded = null;
      });
    }
    return loaded.index;
  }

  const filePath = (index: LoadedIndex, file: string): string => `${format.SHARD_DIR}/${index.index.manifest.hash}/${file}`;

  /**
   * Loads one file of the index into it, once: made ahead of the reader, it waits its turn in the queue; needed
   * by the reader's search, it starts at once even if a guess queued it first.
   */
  function loadFile<K>(cache: LoadCache<K, void>, key: K, file: string, priority: Urgency, add: (data: unknown) => void) {
    if (priority === 'high') aheadFetches.promote(file);
    return cache.get(key, async () => {
      const data = await (priority === 'low' ? aheadFetches.run(file, () => fetchJson(file, '', 'low'), latestSearch) : fetchJson(file));
      checked(() => add(data));
    });
  }

  const loadShard = (index: LoadedIndex, key: string, priority: Urgency): Promise<void> =>
    loadFile(index.shards, key, filePath(index, format.shardFile(key)), priority, (data) =>
      index.index.addShard(key, format.parseShard(data, index.index.docCount)),
    );

  const loadChunk = (index: LoadedIndex, chunk: number, priority: Urgency): Promise<void> =>
    loadFile(index.chunks, chunk, filePath(index, format.chunkFile(chunk)), priority, (data) =>
      index.index.addChunk(chunk, format.parseChunk(data, index.index.chunkRecords(chunk))),
    );

  const loadPrefixHits = (index: LoadedIndex, key: string, priority: Urgency): Promise<void> =>
    loadFile(index.extras, `hits:${key}`, filePath(index, format.prefixHitsFile(key)), priority, (data) =>
      index.index.addPrefixHits(key, format.parsePrefixHits(data, index.index.docCount)),
    );

  const loadVocabulary = (index: LoadedIndex): Promise<void> =>
    loadFile(index.extras, 'vocabulary', filePath(index, format.VOCABULARY_FILE), 'high', (data) =>
      index.index.setVocabulary(format.parseVocabulary(data)),
    );

  /**
   * Loads what a query needs before it can be ranked: the shards of its words and, for one short word, its
   * prefix hits; then, when a word is unknown to its own shard, the vocabulary and the shards of its corrections.
   */
  async function prepare(index: LoadedIndex, queryText: string, priority: Urgency): Promise<void> {
    const {shards, prefixHits} = firstLoads(queryText, index.index.manifest);
    await Promise.all([
      ...shards.map((key) => loadShard(index, key, priority)),
      prefixHits ? loadPrefixHits(index, prefixHits, priority) : undefined,
    ]);
    // Typos are corrected for what the reader typed, not for guesses about what they will type.
    // Postings are decoded when first read, so the typo check is where a damaged shard may first show.
    if (priority === 'low' || !checked(() => index.index.hasTypoGap(queryText))) return;
    await loadVocabulary(index);
    const corrections = checked(() => index.index.typoShards(queryText));
    await Promise.all(corrections.map((key) => loadShard(index, key, priority)));
  }

  /**
   * Ranks a query, or reuses its kept ranking: a guess ranked ahead is the reader's next keystroke at no cost. A
   * guess with an unknown word is not kept, since its typos were not corrected as the reader's query will be.
   */
  function rank(index: LoadedIndex, request: AlgoliaRequest, priority: Urgency): RankedSearch {
    const key = rankingKey(index.index, request);
    const kept = index.rankings.get(key);
    if (kept) {
      index.rankings.delete(key);
      index.rankings.set(key, kept);
      return {...kept, queryText: queryOf(request), started: Date.now()};
    }
    const started = performance.now();
    const ranked = checked(() => rankSearch(index.index, request));
    if (priority === 'high') lastRankMs = performance.now() - started;
    if (priority === 'high' || !index.index.hasTypoGap(queryOf(request))) {
      index.rankings.set(key, ranked);
      if (index.rankings.size > RANKINGS_KEPT) index.rankings.delete(index.rankings.keys().next().value as string);
    }
    return ranked;
  }

  /** Ranks a query and loads the records of its page of hits. */
  async function rankAndLoad(index: LoadedIndex, request: AlgoliaRequest, priority: Urgency) {
    const ranked = rank(index, request, priority);
    await Promise.all(index.index.missingChunks(ranked.pageDocs).map((chunk) => loadChunk(index, chunk, priority)));
    return ranked;
  }

  /**
   * While the reader types, prepares the likeliest next queries (one more letter) so their keystroke finds
   * everything loaded: their shards and answers, and, when ranking is cheap enough, the records of their hits.
   * Stops as soon as a newer search starts. A failure here only means a later fetch.
   */
  function prepareNext(index: LoadedIndex, request: AlgoliaRequest, pageDocs: readonly number[], search: number): void {
    whenIdle(() => {
      const run = async () => {
        const queryText = queryOf(request);
        const hitTexts = ahead.nextWords > 0 ? pageDocs.map((doc) => recordText(index.index.record(doc))) : [];
        const guesses = [
          ...likelyNextQueries(queryText, index.index, ahead.queries, ahead.share),
          ...nextWordQueries(queryText, hitTexts, ahead.nextWords),
        ];
        for (const next of guesses) {
          if (search !== latestSearch) return;
          await prepare(index, next, 'low');
          // Ranking cannot be interrupted: a search the reader started meanwhile goes first.
          await new Promise<void>((resolve) => whenIdle(resolve));
          if (search !== latestSearch || lastRankMs > ahead.rankLimitMs) continue;
          await rankAndLoad(index, {...request, query: next, clickAnalytics: false}, 'low');
        }
      };
      run().catch(() => undefined);
    });
  }

  /**
   * Once per index, when idle: the files of the letters a new query most likely starts with (its shard and its
   * build-time answer), so that a reader who clears the box and starts again finds the first keystroke loaded.
   */
  function prepareFirstLetters(index: LoadedIndex): void {
    if (index.firstLetters || ahead.firstLetters <= 0) return;
    index.firstLetters = true;
    whenIdle(() => {
      for (const letter of likelyFirstLetters(index.index.manifest.shards, ahead.firstLetters, FIRST_LETTERS_SHARE))
        prepare(index, letter, 'low').catch(() => undefined);
    });
  }

  return {
    async preload(version) {
      prepareFirstLetters(await loadIndex(version));
    },
    async search(version, requests) {
      const index = await loadIndex(version);
      latestSearch += 1;
      const search = latestSearch;
      await Promise.all(requests.map((request) => prepare(index, queryOf(request), 'high')));
      const ranked = await Promise.all(requests.map((request) => rankAndLoad(index, request, 'high')));
      const results = ranked.map((searched, i) => {
        let queryID: string | undefined;
        if (requests[i].clickAnalytics) {
          queryCounter += 1;
          queryID = `local-${queryCounter}`;
        }
        return engine.searchResult(index.index, searched, requests[i], (doc) => index.index.record(doc), queryID);
      });
      if (requests.length > 0) prepareNext(index, requests[0], ranked[0].pageDocs, search);
      prepareFirstLetters(index);
      return results;
    },
  };
}
