import type {AlgoliaRequest, AlgoliaResult} from '../engine';

/** What the page asks the search worker: warm the index, or answer a batch of Algolia requests. */
export type WorkerRequest =
  | {id: number; kind: 'preload'; baseUrl: string; version: string}
  | {id: number; kind: 'search'; baseUrl: string; version: string; requests: AlgoliaRequest[]};

/** The worker's answer to the request with the same id: its results, or the error to throw in the page. */
export type WorkerReply = {id: number; results: AlgoliaResult[]} | {id: number; error: {name: string; message: string}};
