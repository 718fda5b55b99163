import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import {PLUGIN_NAME, type LocalSearchGlobalData} from '../constants';
import type {AlgoliaRequest, AlgoliaResult} from '../engine';
import {normalizeRequests} from '../requests';

import type {Ahead, SearchSession} from './search-session';
import {LocalIndexUnreachableError} from './unreachable-error';
import {WorkerBackend, type WorkerLike} from './worker-backend';

export {LocalIndexUnreachableError};

export function localSearchData(): LocalSearchGlobalData | undefined {
  const data = (globalData as Record<string, Record<string, unknown> | undefined>)[PLUGIN_NAME]?.default;
  return data as LocalSearchGlobalData | undefined;
}

export function isLocalSearchEnabled(): boolean {
  return localSearchData()?.enabled === true;
}

interface Backend {
  preload(version: string): Promise<unknown>;
  search(version: string, requests: AlgoliaRequest[]): Promise<AlgoliaResult[]>;
}

/**
 * On the page, two guesses covering half the likely letters, each ranked ahead only when ranking is cheap: a
 * guess ranked while the reader types delays their next keystroke more than its fetches save. First letters
 * are only fetched, never ranked, so they cost the page as little as in the worker.
 */
const MAIN_THREAD_AHEAD: Ahead = {queries: 2, share: 0.5, rankLimitMs: 8, fetchesAtOnce: 3, nextWords: 0, firstLetters: 6};

const whenIdle = (task: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, {timeout: 100});
  else setTimeout(task, 20);
};

/** Where workers cannot start (no Worker, or a policy forbids it), the same session runs on the main thread. */
function mainThreadBackend(): Backend {
  let session: Promise<SearchSession> | null = null;
  const started = (): Promise<SearchSession> => {
    if (session) return session;
    const loading = import(/* webpackChunkName: "local-search-engine" */ './search-session').then(
      ({createSearchSession}) => createSearchSession({baseUrl: siteConfig.baseUrl, ahead: MAIN_THREAD_AHEAD, whenIdle}),
      () => {
        // Forgotten, so the next search loads the engine again; only this attempt fails, the way the index's do.
        if (session === loading) session = null;
        throw new LocalIndexUnreachableError('Local search could not start: its engine script failed to load');
      },
    );
    session = loading;
    return loading;
  };
  return {
    preload: async (version) => (await started()).preload(version),
    search: async (version, requests) => (await started()).search(version, requests),
  };
}

function startWorker(): WorkerLike {
  return new Worker(/* webpackChunkName: "local-search-worker" */ new URL('./search.worker.ts', import.meta.url), {
    name: 'local-search',
  }) as unknown as WorkerLike;
}

let backend: Backend | null = null;

function searchBackend(): Backend {
  if (backend) return backend;
  try {
    if (typeof Worker !== 'function') throw new Error('no Worker');
    // The first worker is started here, so a browser that refuses workers is found before any search waits on one.
    let first: WorkerLike | null = startWorker();
    backend = new WorkerBackend(() => {
      const worker = first ?? startWorker();
      first = null;
      return worker;
    }, siteConfig.baseUrl);
  } catch {
    backend = mainThreadBackend();
  }
  return backend;
}

const currentVersion = (): string => localSearchData()?.version ?? 'build';

/** Warms the search worker and the manifest when the reader shows intent (hover or focus on the search button). */
export function preloadLocalSearch(): void {
  if (isLocalSearchEnabled())
    searchBackend()
      .preload(currentVersion())
      .catch(() => undefined);
}

/** Answers Algolia requests from the sharded index, in the search worker where the browser has one. */
export function searchLocally(requests: AlgoliaRequest[]): Promise<AlgoliaResult[]> {
  return searchBackend().search(currentVersion(), requests);
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
