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
/** Shards fetched ahead when the reader has typed the first letter of a word. */
const PREFETCHED_SHARDS = 2;

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
}

let loaded: {version: string; index: Promise<LoadedIndex>} | null = null;
let queryCounter = 0;

async function fetchJson(file: string, query = ''): Promise<unknown> {
  const url = `${siteConfig.baseUrl}${file}${query}`;
  let response: Response;
  try {
    response = await fetch(url);
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

function loadShard(index: LoadedIndex, key: string): Promise<void> {
  return index.shards.get(key, async () => {
    const data = await fetchJson(filePath(index, index.format.shardFile(key)));
    index.index.addShard(
      key,
      checked(() => index.format.parseShard(data, index.index.docCount)),
    );
  });
}

function loadChunk(index: LoadedIndex, chunk: number): Promise<void> {
  return index.chunks.get(chunk, async () => {
    const data = await fetchJson(filePath(index, index.format.chunkFile(chunk)));
    index.index.addChunk(
      chunk,
      checked(() => index.format.parseChunk(data, index.index.chunkRecords(chunk))),
    );
  });
}

/** Fetches the shards the next keystroke is likely to need; a failure here only means it is fetched later. */
function prefetch(index: LoadedIndex, queryText: string): void {
  const keys = index.sharding.likelyNextShards(queryText, index.index.manifest.shards, (key) => index.shards.has(key), PREFETCHED_SHARDS);
  for (const key of keys) loadShard(index, key).catch(() => undefined);
}

/** Warms the manifest and engine when the reader shows intent (hover or focus on the search button). */
export function preloadLocalSearch(): void {
  if (isLocalSearchEnabled()) loadIndex().catch(() => undefined);
}

const queryOf = (request: AlgoliaRequest): string => (typeof request.query === 'string' ? request.query : '');

/**
 * Answers Algolia requests from the sharded index: the shards of the queries' words first, then, once the
 * hits are ranked, the record chunks of the requested page of hits.
 */
export async function searchLocally(requests: AlgoliaRequest[]): Promise<AlgoliaResult[]> {
  const index = await loadIndex();
  const {shardsFor} = index.sharding;
  // The next keystroke's shard is fetched while this one's are, not after its results are drawn.
  if (requests.length > 0) prefetch(index, queryOf(requests[0]));
  const keys = new Set(requests.flatMap((request) => shardsFor(queryOf(request), index.index.manifest.shards)));
  await Promise.all([...keys].map((key) => loadShard(index, key)));
  const ranked = requests.map((request) => checked(() => index.engine.rankSearch(index.index, request)));
  const chunks = new Set(ranked.flatMap((search) => search.pageDocs.map((doc) => Math.floor(doc / index.index.manifest.chunkSize))));
  await Promise.all([...chunks].map((chunk) => loadChunk(index, chunk)));
  const results = ranked.map((search, i) => {
    let queryID: string | undefined;
    if (requests[i].clickAnalytics) {
      queryCounter += 1;
      queryID = `local-${queryCounter}`;
    }
    return index.engine.searchResult(index.index, search, requests[i], (doc) => index.index.record(doc), queryID);
  });
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
