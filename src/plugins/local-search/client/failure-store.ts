/**
 * Whether the last search failed because no search host could be reached. DocSearch sets its own
 * error status and autocomplete resets it to idle in the same tick, so its error screen never shows;
 * the search bar wrapper reads this store to show it instead.
 */
import {emptyResult} from './empty-result';

type Listener = () => void;

export interface FailureStore {
  failed(): boolean;
  fail(): void;
  clear(): void;
  subscribe(listener: Listener): () => void;
}

export function createFailureStore(): FailureStore {
  let state = false;
  const listeners = new Set<Listener>();
  const set = (next: boolean) => {
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    failed: () => state,
    fail: () => set(true),
    clear: () => set(false),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface SearchClientLike {
  search(argument: unknown): Promise<{results: unknown[]}>;
}

function requestCount(argument: unknown): number {
  if (Array.isArray(argument)) return argument.length;
  const requests = (argument as {requests?: unknown[]} | undefined)?.requests;
  return Array.isArray(requests) ? requests.length : 1;
}

/**
 * The error name that means "no search host answered". It is a contract, not a guess: the Algolia client
 * bundled inside `@docsearch/react` throws its own `RetryError` class (not importable, so `instanceof`
 * cannot see it), and DocSearch's modal switches to its error state by comparing this name. The local
 * client's `LocalIndexUnreachableError` uses the same name so both modes take that path.
 */
export const UNREACHABLE_ERROR_NAME = 'RetryError';

export function isUnreachable(error: unknown): boolean {
  return error instanceof Error && error.name === UNREACHABLE_ERROR_NAME;
}

/**
 * A client that records unreachable-host failures in the store and answers them with empty results,
 * so nothing is left unhandled; any other error is passed on unchanged.
 */
export function withFailureTracking<T extends SearchClientLike>(client: T, store: FailureStore): T {
  return {
    ...client,
    async search(argument: unknown) {
      try {
        const response = await client.search(argument);
        store.clear();
        return response;
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        store.fail();
        return {results: Array.from({length: requestCount(argument)}, () => emptyResult())};
      }
    },
  };
}
