/**
 * The search worker: ranking, and ranking guesses about the next keystroke, off the main thread, so typing
 * and rendering never wait for them. Its bundle carries the engine; the page sends requests and gets results.
 */
import {createSearchSession, type SearchSession} from './search-session';
import type {WorkerReply, WorkerRequest} from './worker-protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(reply: WorkerReply): void;
  setTimeout(task: () => void, ms: number): unknown;
}
const scope = self as unknown as WorkerScope;

/** A worker has no idle callback; a macrotask lets a waiting search message go first. */
const whenIdle = (task: () => void): void => void scope.setTimeout(task, 0);

/** Ranking a guess here only delays the next search's own ranking, never the page: guesses are ranked unless slow. */
const RANK_AHEAD_LIMIT_MS = 40;

let session: {baseUrl: string; search: SearchSession} | null = null;

function sessionFor(baseUrl: string): SearchSession {
  if (session?.baseUrl !== baseUrl)
    session = {baseUrl, search: createSearchSession({baseUrl, rankAheadLimitMs: RANK_AHEAD_LIMIT_MS, whenIdle})};
  return session.search;
}

async function answer(request: WorkerRequest): Promise<WorkerReply> {
  try {
    const searching = sessionFor(request.baseUrl);
    if (request.kind === 'preload') {
      await searching.preload(request.version);
      return {id: request.id, results: []};
    }
    return {id: request.id, results: await searching.search(request.version, request.requests)};
  } catch (error) {
    const {name, message} = error instanceof Error ? error : new Error(String(error));
    return {id: request.id, error: {name, message}};
  }
}

scope.onmessage = (event) => {
  void answer(event.data).then((reply) => scope.postMessage(reply));
};
