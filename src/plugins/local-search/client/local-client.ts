import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import {INDEX_FILE, PLUGIN_NAME, type LocalSearchGlobalData} from '../constants';
import type {AlgoliaResult, LocalSearchEngine} from '../engine';
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

let loaded: {version: string; engine: Promise<LocalSearchEngine>} | null = null;

async function fetchEngine(version: string): Promise<LocalSearchEngine> {
  const url = `${siteConfig.baseUrl}${INDEX_FILE}?v=${encodeURIComponent(version)}`;
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new LocalIndexUnreachableError('Local search index could not be loaded: the request failed');
  }
  if (!response.ok) throw new LocalIndexUnreachableError(`Local search index could not be loaded: HTTP ${response.status}`);
  const [data, engineModule, recordsModule] = await Promise.all([
    response.json().catch(() => {
      throw new LocalIndexUnreachableError('Local search index could not be loaded: the file is not valid JSON');
    }),
    import(/* webpackChunkName: "local-search-engine" */ '../engine'),
    import(/* webpackChunkName: "local-search-engine" */ '../records'),
  ]);
  let records;
  try {
    records = recordsModule.unpack(data);
  } catch (error) {
    throw new LocalIndexUnreachableError(`Local search index could not be loaded: ${(error as Error).message}`);
  }
  return new engineModule.LocalSearchEngine(records);
}

/** Loads the index and engine once, on first use; a failure is forgotten so the next search retries. */
export function loadEngine(): Promise<LocalSearchEngine> {
  const version = localSearchData()?.version ?? 'build';
  if (!loaded || loaded.version !== version) {
    const engine = fetchEngine(version);
    loaded = {version, engine};
    engine.catch(() => {
      if (loaded?.engine === engine) loaded = null;
    });
  }
  return loaded.engine;
}

/** Warms the index when the reader shows intent (hover or focus on the search button). */
export function preloadLocalSearch(): void {
  if (isLocalSearchEnabled()) loadEngine().catch(() => undefined);
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
    const engine = await loadEngine();
    return {results: normalizeRequests(argument).map((request) => engine.search(request))};
  },
};
