import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import {INDEX_FILE, PLUGIN_NAME, type LocalSearchGlobalData} from '../constants';
import type {AlgoliaRequest, AlgoliaResult, LocalSearchEngine} from '../engine';
import type {ReferencePart, SearchRecord} from '../records';
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

interface LoadedIndex {
  version: string;
  engine: LocalSearchEngine;
  unpack: (data: unknown, offset?: number) => SearchRecord[];
  reference: ReferencePart | null;
  /** The API reference part, once a query has asked for it. */
  referenceLoad: Promise<void> | null;
}

let loaded: {version: string; index: Promise<LoadedIndex>} | null = null;

async function fetchJson(file: string, version: string): Promise<unknown> {
  const url = `${siteConfig.baseUrl}${file}?v=${encodeURIComponent(version)}`;
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

async function fetchIndex(version: string): Promise<LoadedIndex> {
  const [data, engineModule, recordsModule] = await Promise.all([
    fetchJson(INDEX_FILE, version),
    import(/* webpackChunkName: "local-search-engine" */ '../engine'),
    import(/* webpackChunkName: "local-search-engine" */ '../records'),
  ]);
  let records;
  let reference;
  try {
    records = recordsModule.unpack(data);
    reference = recordsModule.referencePartOf(data);
  } catch (error) {
    throw new LocalIndexUnreachableError(`Local search index could not be loaded: ${(error as Error).message}`);
  }
  const engine = new engineModule.LocalSearchEngine(records, {referenceSymbols: reference?.symbols});
  return {version, engine, unpack: recordsModule.unpack, reference, referenceLoad: null};
}

/** Loads the core index and engine once, on first use; a failure is forgotten so the next search retries. */
export function loadEngine(): Promise<LoadedIndex> {
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

/**
 * Loads the API reference part into the engine, once. If it cannot be loaded the query is answered from
 * the guides, and the next query that wants the reference tries again.
 */
function loadReference(index: LoadedIndex): Promise<void> {
  if (!index.reference) return Promise.resolve();
  if (!index.referenceLoad) {
    const part = index.reference;
    index.referenceLoad = fetchJson(part.file, index.version)
      .then((data) => index.engine.addReference(index.unpack(data, index.engine.size)))
      .catch((error: Error) => {
        index.referenceLoad = null;
        console.warn(`Search: the API reference is unavailable (${error.message}); answering from the guides`);
      });
  }
  return index.referenceLoad;
}

/** Warms the index when the reader shows intent (hover or focus on the search button). */
export function preloadLocalSearch(): void {
  if (isLocalSearchEnabled()) loadEngine().catch(() => undefined);
}

/** Answers Algolia requests from the local index, loading the API reference first if one of them wants it. */
export async function searchLocally(requests: AlgoliaRequest[]): Promise<AlgoliaResult[]> {
  const index = await loadEngine();
  if (requests.some((request) => index.engine.wantsReference(String(request.query ?? '')))) await loadReference(index);
  return requests.map((request) => index.engine.search(request));
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
