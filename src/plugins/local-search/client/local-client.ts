import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import {INDEX_FILE, PLUGIN_NAME, type LocalSearchGlobalData} from '../constants';
import type {AlgoliaRequest, AlgoliaResult} from '../engine';
import {LoadCache} from '../load-cache';
import {normalizeRequests} from '../requests';

import {UNREACHABLE_ERROR_NAME} from './failure-store';

/** The local index could not be fetched or read: for DocSearch, the same as unreachable Algolia hosts. */
export class LocalIndexUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = UNREACHABLE_ERROR_NAME;
  }
}

export function localSearchData(): LocalSearchGlobalData | undefined {
  const data = (globalData as Record<string, Record<string, unknown> | undefined>)[PLUGIN_NAME]?.default;
  return data as LocalSearchGlobalData | undefined;
}

export function isLocalSearchEnabled(): boolean {
  return localSearchData()?.enabled === true;
}

/** Record chunks kept in memory: many sessions' worth of result pages, a small share of a large site. */
const CHUNKS_KEPT = 400;
/** Next queries prepared while the reader types: at most this many, covering at most this share of the likely letters. */
const PREPARED_QUERIES = 2;
const PREPARED_SHARE = 0.5;

function loadModules() {
  return Promise.all([
    import(/* webpackChunkName: "local-search-engine" */ '../engine'),
    import(/* webpackChunkName: "local-search-engine" */ '../sharded-index'),
    import(/* webpackChunkName: "local-search-engine" */ '../shard-format'),
  ]);
}
type Modules = Awaited<ReturnType<typeof loadModules>>;

interface LoadedIndex {
  version: string;
  engine: Modules[0];
  sharding: Modules[1];
  format: Modules[2];
  index: InstanceType<Modules[1]['ShardedIndex']>;
  shards: LoadCache<string, void>;
  chunks: LoadCache<number, void>;
  /** Prefix hits and the vocabulary: small, and loaded at most once each. */
  extras: LoadCache<string, void>;
}

let loaded: {version: string; index: Promise<LoadedIndex>} | null = null;
let queryCounter = 0;

/**
 * A search's own fetches go first; those made ahead of the reader yield to them on a busy connection, and
 * say so in their URL (`?prefetch`), which keeps them apart in a network log and in the browser tests.
 */
type Urgency = 'high' | 'low';

async function fetchJson(file: string, query = '', priority: Urgency = 'high'): Promise<unknown> {
  const url = `${siteConfig.baseUrl}${file}${priority === 'low' ? '?prefetch' : query}`;
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

/** Runs a check on downloaded data, turning its error into the one DocSearch shows as its error screen. */
function checked<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new LocalIndexUnreachableError(`Local search index could not be loaded: ${(error as Error).message}`);
  }
}

async function fetchIndex(version: string): Promise<LoadedIndex> {
  const [data, [engine, sharding, format]] = await Promise.all([fetchJson(INDEX_FILE, `?v=${encodeURIComponent(version)}`), loadModules()]);
  const index = checked(() => new sharding.ShardedIndex(format.parseManifest(data)));
  return {
    version,
    engine,
    sharding,
    format,
    index,
    shards: new LoadCache(),
    chunks: new LoadCache(CHUNKS_KEPT, (chunk) => index.dropChunk(chunk)),
    extras: new LoadCache(),
  };
}

/** Loads the manifest and engine once, on first use; a failure is forgotten so the next search retries. */
export function loadIndex(): Promise<LoadedIndex> {
  const version = localSearchData()?.version ?? 'build';
  if (!loaded || loaded.version !== version) {
    const index = fetchIndex(version);
    loaded = {version, index};
    index.catch(() => {
      if (loaded?.index === index) loaded = null;
    });
  }
  return loaded.index;
}

function filePath(index: LoadedIndex, file: string): string {
  return `${index.format.SHARD_DIR}/${index.index.manifest.hash}/${file}`;
}

function loadShard(index: LoadedIndex, key: string, priority: Urgency): Promise<void> {
  return index.shards.get(key, async () => {
    const data = await fetchJson(filePath(index, index.format.shardFile(key)), '', priority);
    index.index.addShard(
      key,
      checked(() => index.format.parseShard(data, index.index.docCount)),
    );
  });
}

function loadChunk(index: LoadedIndex, chunk: number, priority: Urgency): Promise<void> {
  return index.chunks.get(chunk, async () => {
    const data = await fetchJson(filePath(index, index.format.chunkFile(chunk)), '', priority);
    index.index.addChunk(
      chunk,
      checked(() => index.format.parseChunk(data, index.index.chunkRecords(chunk))),
    );
  });
}

function loadPrefixHits(index: LoadedIndex, key: string, priority: Urgency): Promise<void> {
  return index.extras.get(`hits:${key}`, async () => {
    const data = await fetchJson(filePath(index, index.format.prefixHitsFile(key)), '', priority);
    index.index.addPrefixHits(
      key,
      checked(() => index.format.parsePrefixHits(data, index.index.docCount)),
    );
  });
}

function loadVocabulary(index: LoadedIndex): Promise<void> {
  return index.extras.get('vocabulary', async () => {
    const data = await fetchJson(filePath(index, index.format.VOCABULARY_FILE));
    index.index.setVocabulary(checked(() => index.format.parseVocabulary(data)));
  });
}

/**
 * Loads what a query needs before it can be ranked: the shards of its words and, for one short word, its
 * prefix hits; then, when a word is unknown to its own shard, the vocabulary and the shards of its corrections.
 */
async function prepare(index: LoadedIndex, queryText: string, priority: Urgency): Promise<void> {
  const {shards, prefixHits} = index.sharding.firstLoads(queryText, index.index.manifest);
  await Promise.all([
    ...shards.map((key) => loadShard(index, key, priority)),
    prefixHits ? loadPrefixHits(index, prefixHits, priority) : undefined,
  ]);
  // Typos are corrected for what the reader typed, not for guesses about what they will type.
  if (priority === 'low' || !index.index.hasTypoGap(queryText)) return;
  await loadVocabulary(index);
  await Promise.all(index.index.typoShards(queryText).map((key) => loadShard(index, key, priority)));
}

/** How long the reader's last search took to rank, in ms: what ranking a guessed next query would cost. */
let lastRankMs = 0;
/**
 * Above this, a guessed query is only fetched for, not ranked: ranking runs on the main thread, and on a
 * large site a guess ranked while the reader types delays their next keystroke more than its fetches save.
 */
const RANK_AHEAD_LIMIT_MS = 8;

/** Ranks a query and loads the records of its page of hits. */
async function rankAndLoad(index: LoadedIndex, request: AlgoliaRequest, priority: Urgency) {
  const started = performance.now();
  const ranked = checked(() => index.engine.rankSearch(index.index, request));
  if (priority === 'high') lastRankMs = performance.now() - started;
  await Promise.all(index.index.missingChunks(ranked.pageDocs).map((chunk) => loadChunk(index, chunk, priority)));
  return ranked;
}

let latestSearch = 0;

const whenIdle = (task: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, {timeout: 100});
  else setTimeout(task, 20);
};

/**
 * While the reader types, prepares the likeliest next queries (one more letter) so their keystroke finds
 * everything loaded: their shards and answers, and, when ranking is cheap, the records of their hits. Stops
 * as soon as a newer search starts. A failure here only means a later fetch.
 */
function prepareNext(index: LoadedIndex, request: AlgoliaRequest, search: number): void {
  whenIdle(() => {
    const run = async () => {
      for (const next of index.sharding.likelyNextQueries(queryOf(request), index.index, PREPARED_QUERIES, PREPARED_SHARE)) {
        if (search !== latestSearch) return;
        await prepare(index, next, 'low');
        if (search !== latestSearch || lastRankMs > RANK_AHEAD_LIMIT_MS) continue;
        await rankAndLoad(index, {...request, query: next, clickAnalytics: false}, 'low');
      }
    };
    run().catch(() => undefined);
  });
}

/** Warms the manifest and engine when the reader shows intent (hover or focus on the search button). */
export function preloadLocalSearch(): void {
  if (isLocalSearchEnabled()) loadIndex().catch(() => undefined);
}

const queryOf = (request: AlgoliaRequest): string => (typeof request.query === 'string' ? request.query : '');

/**
 * Answers Algolia requests from the sharded index: what each query needs loaded first, then, once the hits
 * are ranked, the records of the requested page of hits; then prepares the likely next keystroke.
 */
export async function searchLocally(requests: AlgoliaRequest[]): Promise<AlgoliaResult[]> {
  const index = await loadIndex();
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
    return index.engine.searchResult(index.index, searched, requests[i], (doc) => index.index.record(doc), queryID);
  });
  if (requests.length > 0) prepareNext(index, requests[0], search);
  return results;
}

export const localSearchClient = {
  appId: 'local',
  apiKey: 'local',
  transporter: {
    algoliaAgent: {
      value: 'Local search',
      add() {
        return this;
      },
    },
  },
  addAlgoliaAgent(): void {},
  clearCache(): Promise<void> {
    return Promise.resolve();
  },
  async search(argument: unknown): Promise<{results: AlgoliaResult[]}> {
    return {results: await searchLocally(normalizeRequests(argument))};
  },
};
