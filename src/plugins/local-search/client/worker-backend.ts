/**
 * The page's side of the search worker: one worker, started on first use, answering requests by id. A worker
 * that fails to start (its script unreachable or broken) fails the searches waiting on it with the error
 * DocSearch shows as its error screen, and is replaced on the next search.
 */
import type {AlgoliaRequest, AlgoliaResult} from '../engine';
import {LocalIndexUnreachableError} from './unreachable-error';
import type {WorkerReply, WorkerRequest} from './worker-protocol';

type Pending = {resolve: (results: AlgoliaResult[]) => void; reject: (error: Error) => void};

/** Turns the worker's error back into an Error whose name DocSearch reads (the unreachable name, or another). */
export function errorFromReply(error: {name: string; message: string}): Error {
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  return rebuilt;
}

export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export class WorkerBackend {
  private worker: WorkerLike | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(
    private readonly start: () => WorkerLike,
    private readonly baseUrl: string,
  ) {}

  preload(version: string): Promise<AlgoliaResult[]> {
    return this.send((id) => ({id, kind: 'preload', baseUrl: this.baseUrl, version}));
  }

  search(version: string, requests: AlgoliaRequest[]): Promise<AlgoliaResult[]> {
    return this.send((id) => ({id, kind: 'search', baseUrl: this.baseUrl, version, requests}));
  }

  private send(message: (id: number) => WorkerRequest): Promise<AlgoliaResult[]> {
    const worker = this.running();
    this.nextId += 1;
    const id = this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {resolve, reject});
      worker.postMessage(message(id));
    });
  }

  private running(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.start();
    worker.onmessage = ({data}) => {
      const waiting = this.pending.get(data.id);
      if (!waiting) return;
      this.pending.delete(data.id);
      if ('error' in data) waiting.reject(errorFromReply(data.error));
      else waiting.resolve(data.results);
    };
    worker.onerror = () => this.fail(worker);
    this.worker = worker;
    return worker;
  }

  private fail(worker: WorkerLike): void {
    if (this.worker !== worker) return;
    worker.terminate();
    this.worker = null;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const {reject} of waiting)
      reject(new LocalIndexUnreachableError('Local search could not start: its worker script failed to load'));
  }
}
