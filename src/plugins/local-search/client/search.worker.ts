/**
 * The search worker: ranking, and ranking guesses about the next keystroke, off the main thread, so typing
 * and rendering never wait for them. Its bundle carries the engine; the page sends requests and gets results.
 */
import {createSearchSession, type Ahead, type SearchSession} from './search-session';
import type {WorkerReply, WorkerRequest} from './worker-protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(reply: WorkerReply): void;
  setTimeout(task: () => void, ms: number): unknown;
}
const scope = self as unknown as WorkerScope;

/** A worker has no idle callback; a macrotask lets a waiting search message go first. */
const whenIdle = (task: () => void): void => void scope.setTimeout(task, 0);

/**
 * Ranking a guess here delays only the next search's own ranking, never the page: three guesses covering four
 * fifths of the likely letters (at 4x the pages, keystrokes that need more than five fetches drop from 10 to 7
 * of 193 against two guesses and half, for about 60 KB more over a 10-keystroke session), and after a space
 * three guesses at the next word (7 to 5 more), ranked unless slow. Once, the files of the six likeliest first
 * letters of a new query (at most half the words' weight: 19 KB gzip at 1x).
 */
const AHEAD: Ahead = {queries: 3, share: 0.8, rankLimitMs: 40, fetchesAtOnce: 3, nextWords: 3, firstLetters: 6};

let session: {baseUrl: string; search: SearchSession} | null = null;

function sessionFor(baseUrl: string): SearchSession {
  if (session?.baseUrl !== baseUrl) session = {baseUrl, search: createSearchSession({baseUrl, ahead: AHEAD, whenIdle})};
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
