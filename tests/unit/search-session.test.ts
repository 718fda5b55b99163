/**
 * The search session (run in the search worker, or on the main thread without one) answers from the files a
 * browser would fetch exactly as the whole index does, prepares the next keystroke only when idle, and turns a
 * failed fetch into DocSearch's unreachable error, retrying on the next search; the page's side of the worker
 * matches replies to requests and survives a worker that fails to start.
 */
import {strict as assert} from 'node:assert';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, afterEach, describe, it} from 'node:test';
import {holdsWord, rankSearch, type AlgoliaRequest, type AlgoliaResult} from '../../src/plugins/local-search/engine';
import {UNREACHABLE_ERROR_NAME} from '../../src/plugins/local-search/client/failure-store';
import {createSearchSession} from '../../src/plugins/local-search/client/search-session';
import {errorFromReply, WorkerBackend, type WorkerLike} from '../../src/plugins/local-search/client/worker-backend';
import type {WorkerReply, WorkerRequest} from '../../src/plugins/local-search/client/worker-protocol';
import {INDEX_FILE} from '../../src/plugins/local-search/constants';
import {parseManifest, prefixHitsFile, shardFile} from '../../src/plugins/local-search/shard-format';
import {wholeIndex} from '../../src/plugins/local-search/shard-build';
import {firstLoads, likelyFirstLetters} from '../../src/plugins/local-search/sharded-index';
import {writeIndex} from '../../src/plugins/local-search/write-index';
import {corpus, SITE} from './fixtures/search/corpus';

const BASE = '/docs/';
const dir = mkdtempSync(path.join(os.tmpdir(), 'search-session-'));
writeIndex(dir, corpus, SITE);
const whole = wholeIndex(corpus, SITE);
after(() => rmSync(dir, {recursive: true, force: true}));

/** Every URL fetched, the paths (without the base URL) made to fail, and the shards served with broken postings. */
const fetched: string[] = [];
const failing = new Set<string>();
const corrupt = new Set<string>();

/** A shard as a damaged download would bring it: valid JSON whose every posting list is unreadable. */
function corrupted(shard: Buffer): string {
  const data = JSON.parse(shard.toString()) as {terms: Record<string, [number, string]>};
  for (const entry of Object.values(data.terms)) entry[1] = '!!';
  return JSON.stringify(data);
}
const realFetch = globalThis.fetch;
/** Fetches made ahead of the reader in flight now, and the most seen at once. */
const aheadInFlight = {now: 0, most: 0};
globalThis.fetch = (async (input: string) => {
  fetched.push(input);
  if (input.includes('?prefetch')) {
    aheadInFlight.now += 1;
    aheadInFlight.most = Math.max(aheadInFlight.most, aheadInFlight.now);
    await new Promise((resolve) => setImmediate(resolve));
    aheadInFlight.now -= 1;
  }
  assert.ok(input.startsWith(BASE), input);
  const file = input.slice(BASE.length).split('?')[0];
  if ([...failing].some((part) => file.includes(part))) return new Response('', {status: 503});
  try {
    const body = readFileSync(path.join(dir, file));
    return new Response(corrupt.has(path.basename(file)) ? corrupted(body) : body, {status: 200});
  } catch {
    return new Response('', {status: 404});
  }
}) as typeof fetch;
after(() => {
  globalThis.fetch = realFetch;
});
afterEach(() => {
  fetched.length = 0;
  failing.clear();
  corrupt.clear();
});

const timeless = (result: AlgoliaResult) => ({...result, processingTimeMS: 0});

/** A session whose idle tasks wait until the test runs them, and which lists the requests it ranks. */
function sessionWithIdleQueue(rankLimitMs = 1000, fetchesAtOnce = 3, firstLetters = 0) {
  const idle: (() => void)[] = [];
  const ranked: AlgoliaRequest[] = [];
  const session = createSearchSession({
    baseUrl: BASE,
    ahead: {queries: 2, share: 0.5, rankLimitMs, fetchesAtOnce, nextWords: 2, firstLetters},
    whenIdle: (task) => idle.push(task),
    rankSearch: (index, request) => {
      ranked.push(request);
      return rankSearch(index, request);
    },
  });
  const runIdle = async () => {
    // Guesses fetch, wait for idle time again and rank: run idle tasks until none is left and fetches have settled.
    for (let turn = 0; turn < 200; turn += 1) {
      idle.splice(0).forEach((task) => task());
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  /** Runs the idle tasks queued so far, then lets fetches settle without running the ones they queue. */
  const runIdleOnce = async () => {
    idle.splice(0).forEach((task) => task());
    for (let turn = 0; turn < 50; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  };
  return {session, runIdle, runIdleOnce, ranked};
}

describe('search session', () => {
  it('answers a batch of requests as the whole index does, fetching only under the base URL', async () => {
    const {session} = sessionWithIdleQueue();
    for (const query of ['schedules', 'sensor cursor', 'kubernets helm', 'AssetSpec', 'sc', 'zzqx']) {
      const requests = [
        {query, hitsPerPage: 20},
        {query, hitsPerPage: 2, page: 1},
      ];
      const results = await session.search('v1', requests);
      assert.deepEqual(
        results.map(timeless),
        requests.map((request) => timeless(whole.search(request))),
        query,
      );
    }
    assert.equal(fetched.filter((url) => url.includes('search-index.json')).length, 1, 'the manifest is fetched once');
  });

  it('fetches the manifest again when the site’s index version changes', async () => {
    const {session} = sessionWithIdleQueue();
    await session.preload('v1');
    await session.search('v1', [{query: 'asset'}]);
    await session.search('v2', [{query: 'asset'}]);
    assert.deepEqual(
      fetched.filter((url) => url.includes('search-index.json')),
      [`${BASE}search-index.json?v=v1`, `${BASE}search-index.json?v=v2`],
    );
  });

  it('prepares the likely next keystroke only once idle, with fetches marked as made ahead', async () => {
    const {session, runIdle} = sessionWithIdleQueue();
    await session.search('v1', [{query: 'sens', hitsPerPage: 20}]);
    assert.deepEqual(
      fetched.filter((url) => url.includes('?prefetch')),
      [],
    );
    await runIdle();
    const ahead = fetched.filter((url) => url.includes('?prefetch'));
    assert.ok(ahead.length > 0, 'something is fetched ahead');
    assert.ok(
      ahead.every((url) => url.includes('/search-index/')),
      ahead.join(' '),
    );
  });

  it('reuses a guess ranked ahead when the reader types it, and ranks again only what it has not kept', async () => {
    const {session, runIdle, ranked} = sessionWithIdleQueue();
    const request = {query: 'sens', hitsPerPage: 20, clickAnalytics: true};
    await session.search('v1', [request]);
    await runIdle();
    const guesses = ranked.filter((entry) => entry.clickAnalytics === false).map((entry) => String(entry.query));
    assert.ok(guesses.length > 0, 'a guess is ranked ahead');
    const typed = {...request, query: guesses[0]};
    ranked.length = 0;
    const [result] = await session.search('v1', [typed]);
    assert.deepEqual(timeless(result), timeless({...whole.search(typed), queryID: result.queryID}));
    assert.ok(result.queryID, 'the reader’s query is tracked though its guess was not');
    assert.deepEqual(
      ranked.map((entry) => entry.query),
      [],
      'the typed guess is not ranked again',
    );
    await session.search('v1', [{...request, query: 'sensor cur'}]);
    await session.search('v1', [{...request, hitsPerPage: 5}]);
    assert.deepEqual(
      ranked.map((entry) => [entry.query, entry.hitsPerPage]),
      [
        ['sensor cur', 20],
        ['sens', 5],
      ],
    );
  });

  it('answers a later word’s first letter with the ranking of the query before it, not ranked again', async () => {
    const {session, ranked} = sessionWithIdleQueue();
    const request = {query: 'sensor ', hitsPerPage: 20};
    const [before] = await session.search('v1', [request]);
    ranked.length = 0;
    const started = {...request, query: 'sensor c'};
    const [result] = await session.search('v1', [started]);
    assert.equal(ranked.length, 0, 'the letter is not ranked');
    assert.equal(result.query, 'sensor c');
    assert.deepEqual(timeless(result), timeless(whole.search(started)));
    assert.deepEqual(
      result.hits.map((hit) => hit.objectID),
      before.hits.map((hit) => hit.objectID),
    );
    await session.search('v1', [{...request, query: 'sensor cur'}]);
    assert.deepEqual(
      ranked.map((entry) => entry.query),
      ['sensor cur'],
    );
  });

  it('ranks a guess whose two-letter later word the index holds; one it does not hold reuses the ranking before it', async () => {
    const {session, runIdle, ranked} = sessionWithIdleQueue();
    assert.ok(holdsWord(whole, 'up') && !holdsWord(whole, 'un'), 'the fixture holds "up" and not "un"');
    await session.search('v1', [{query: 'sensor u', hitsPerPage: 20}]);
    fetched.length = 0;
    ranked.length = 0;
    await runIdle();
    const prefetched = fetched.filter((url) => url.includes('?prefetch')).map((url) => path.basename(url.split('?')[0]));
    assert.ok(prefetched.includes('t-un.json') && prefetched.includes('t-up.json'), prefetched.join(', '));
    assert.deepEqual(
      ranked.map((entry) => entry.query),
      ['sensor up'],
    );
    ranked.length = 0;
    const [unheld] = await session.search('v1', [{query: 'sensor un', hitsPerPage: 20}]);
    const [held] = await session.search('v1', [{query: 'sensor up', hitsPerPage: 20}]);
    assert.deepEqual(ranked, [], 'both keystrokes were prepared');
    assert.deepEqual(timeless(unheld), timeless(whole.search({query: 'sensor un', hitsPerPage: 20})));
    assert.deepEqual(timeless(held), timeless(whole.search({query: 'sensor up', hitsPerPage: 20})));
  });

  it('ranks no guess once the reader’s next search has started, even one whose shards were fetched', async () => {
    const {session, runIdle, runIdleOnce, ranked} = sessionWithIdleQueue();
    await session.search('v1', [{query: 'sens', hitsPerPage: 20}]);
    await runIdleOnce();
    assert.ok(
      fetched.some((url) => url.includes('?prefetch')),
      'the guess’s shards were fetched',
    );
    await session.search('v1', [{query: 'asset', hitsPerPage: 20}]);
    await runIdleOnce();
    assert.deepEqual(
      ranked.filter((entry) => String(entry.query).startsWith('sens')).map((entry) => entry.query),
      ['sens'],
    );
    await runIdle();
    assert.ok(
      ranked.some((entry) => entry.clickAnalytics === false && String(entry.query).startsWith('asset')),
      'the new search’s guesses are',
    );
  });

  it('fetches the files of the likeliest first letters once, so a new query’s first keystroke fetches nothing', async () => {
    const {session, runIdle} = sessionWithIdleQueue(1000, 3, 4);
    const manifest = parseManifest(JSON.parse(readFileSync(path.join(dir, INDEX_FILE), 'utf8')));
    // The fixture is small: of its likeliest first letters, only "a" has a shard and a build-time answer.
    const files = likelyFirstLetters(manifest.shards, 4, 0.5).flatMap((letter) => {
      const {shards, prefixHits} = firstLoads(letter, manifest);
      return [...shards.map(shardFile), ...(prefixHits ? [prefixHitsFile(prefixHits)] : [])];
    });
    assert.deepEqual(files, ['t-a.json', 'h-a.json']);
    fetched.length = 0;
    await session.search('v1', [{query: 'sensor', hitsPerPage: 20}]);
    await runIdle();
    const ahead = fetched.filter((url) => url.includes('?prefetch')).map((url) => path.basename(url.split('?')[0]));
    for (const file of files) assert.ok(ahead.includes(file), `${file} was fetched ahead: ${ahead.join(', ')}`);
    await session.search('v1', [{query: 'sensor c', hitsPerPage: 20}]);
    fetched.length = 0;
    await runIdle();
    assert.ok(!fetched.some((url) => url.includes('/h-a.json')), 'only once');
    fetched.length = 0;
    await session.search('v1', [{query: 'a', hitsPerPage: 20}]);
    assert.deepEqual(
      fetched.filter((url) => !url.includes('?prefetch')),
      [],
    );
  });

  it('makes no more fetches ahead of the reader at once than its limit', async () => {
    for (const limit of [1, 2]) {
      const {session, runIdle} = sessionWithIdleQueue(1000, limit);
      aheadInFlight.most = 0;
      fetched.length = 0;
      // A guess after one letter fetches its shard and its prefix hits together.
      for (const query of ['a', 's', 'd']) {
        await session.search('v1', [{query, hitsPerPage: 20}]);
        await runIdle();
      }
      assert.ok(fetched.filter((url) => url.includes('?prefetch')).length > 2 * limit, 'guesses fetched ahead');
      assert.equal(aheadInFlight.most, limit);
    }
  });

  it('after a space, ranks guesses at the next word from the words of the hits', async () => {
    const {session, runIdle, ranked} = sessionWithIdleQueue();
    const [result] = await session.search('v1', [{query: 'sensor ', hitsPerPage: 20}]);
    assert.ok(result.hits.length > 0);
    await runIdle();
    const guesses = ranked.filter((entry) => entry.clickAnalytics === false).map((entry) => String(entry.query));
    assert.equal(guesses.length, 2, guesses.join(', '));
    assert.ok(
      // The opening of a next word, where it starts to be completed (or a two-letter word whole).
      guesses.every((guess) => /^sensor [a-z0-9]{2,3}$/.test(guess)),
      guesses.join(', '),
    );
  });

  it('prepares nothing ahead past the ranking limit but the shards of the guesses', async () => {
    const {session, runIdle, ranked} = sessionWithIdleQueue(-1);
    await session.search('v1', [{query: 'sens', hitsPerPage: 20}]);
    await runIdle();
    assert.deepEqual(
      ranked.map((entry) => entry.query),
      ['sens'],
    );
    assert.ok(fetched.some((url) => url.includes('?prefetch')));
  });

  it('turns a failed fetch into the unreachable error, and retries on the next search', async () => {
    const {session} = sessionWithIdleQueue();
    failing.add('search-index.json');
    await assert.rejects(session.search('v1', [{query: 'asset'}]), (error: Error) => {
      assert.equal(error.name, UNREACHABLE_ERROR_NAME);
      assert.match(error.message, /search-index\.json answered HTTP 503/);
      return true;
    });
    failing.clear();
    failing.add('/t-');
    await assert.rejects(session.search('v1', [{query: 'schedules'}]), (error: Error) => error.name === UNREACHABLE_ERROR_NAME);
    failing.clear();
    const [result] = await session.search('v1', [{query: 'schedules'}]);
    assert.ok(result.hits.length > 0);
  });

  it('turns a shard with broken postings into the unreachable error, whichever step reads them first', async () => {
    // Ranking reads the postings of 'sensor'; the typo check reads them before ranking, for a word that may be misspelt.
    for (const query of ['sensor', 'sensor cursor', 'sensorz']) {
      const {session} = sessionWithIdleQueue();
      corrupt.add('t-se.json');
      await assert.rejects(session.search('v1', [{query}]), (error: Error) => {
        assert.equal(error.name, UNREACHABLE_ERROR_NAME, `${query}: ${error.message}`);
        assert.match(error.message, /malformed postings/);
        return true;
      });
    }
  });
});

/** A stand-in worker: records what it is sent; the test answers or fails it. */
class FakeWorker implements WorkerLike {
  sent: WorkerRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  postMessage(message: WorkerRequest) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: WorkerReply) {
    this.onmessage?.({data} as MessageEvent<WorkerReply>);
  }
}

const result = (query: string): AlgoliaResult => ({...whole.search({query}), processingTimeMS: 0});

/** A backend whose every worker is a fake one, listed in the order started. */
function backendWithFakeWorkers() {
  const workers: FakeWorker[] = [];
  const backend = new WorkerBackend(() => {
    workers.push(new FakeWorker());
    return workers[workers.length - 1];
  }, BASE);
  return {workers, backend};
}

describe('the page’s side of the search worker', () => {
  it('starts one worker on first use and matches replies to requests by id, in any order', async () => {
    const {workers, backend} = backendWithFakeWorkers();
    const first = backend.search('v1', [{query: 'asset'}]);
    const second = backend.search('v1', [{query: 'sensor'}]);
    assert.equal(workers.length, 1);
    const [one, two] = workers[0].sent;
    assert.deepEqual([one.kind, two.kind, one.baseUrl, one.version], ['search', 'search', BASE, 'v1']);
    assert.notEqual(one.id, two.id);
    workers[0].reply({id: two.id, results: [result('sensor')]});
    workers[0].reply({id: one.id, results: [result('asset')]});
    assert.equal((await first)[0].query, 'asset');
    assert.equal((await second)[0].query, 'sensor');
  });

  it('rejects with the error the worker names, so DocSearch shows its error screen for the unreachable one', async () => {
    const worker = new FakeWorker();
    const backend = new WorkerBackend(() => worker, BASE);
    const searching = backend.search('v1', [{query: 'asset'}]);
    worker.reply({id: worker.sent[0].id, error: {name: UNREACHABLE_ERROR_NAME, message: 'search-index.json answered HTTP 503'}});
    await assert.rejects(searching, (error: Error) => error.name === UNREACHABLE_ERROR_NAME && /HTTP 503/.test(error.message));
    assert.equal(errorFromReply({name: 'TypeError', message: 'x'}).name, 'TypeError');
  });

  it('fails the searches waiting on a worker that cannot start, and starts a new one for the next search', async () => {
    const {workers, backend} = backendWithFakeWorkers();
    const waiting = [backend.preload('v1'), backend.search('v1', [{query: 'asset'}])];
    workers[0].onerror?.(new Event('error'));
    for (const promise of waiting) await assert.rejects(promise, (error: Error) => error.name === UNREACHABLE_ERROR_NAME);
    assert.equal(workers[0].terminated, true);
    const next = backend.search('v1', [{query: 'asset'}]);
    assert.equal(workers.length, 2);
    workers[1].reply({id: workers[1].sent[0].id, results: [result('asset')]});
    assert.equal((await next).length, 1);
  });
});

describe('the search worker', () => {
  it('answers the page’s messages with results, or with the error’s name and message', async () => {
    const replies: WorkerReply[] = [];
    const scope = {
      onmessage: null as ((event: {data: WorkerRequest}) => void) | null,
      postMessage: (reply: WorkerReply) => replies.push(reply),
      setTimeout: () => undefined,
    };
    (globalThis as {self?: unknown}).self = scope;
    try {
      await import('../../src/plugins/local-search/client/search.worker');
    } finally {
      delete (globalThis as {self?: unknown}).self;
    }
    const settled = async (count: number) => {
      for (let turn = 0; turn < 200 && replies.length < count; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    };
    const request = {query: 'schedules', hitsPerPage: 5};
    scope.onmessage?.({data: {id: 7, kind: 'search', baseUrl: BASE, version: 'v1', requests: [request]}});
    await settled(1);
    const [answer] = replies;
    assert.ok('results' in answer && answer.id === 7);
    assert.deepEqual(answer.results.map(timeless), [timeless(whole.search(request))]);
    failing.add('search-index.json');
    scope.onmessage?.({data: {id: 8, kind: 'preload', baseUrl: BASE, version: 'v2'}});
    await settled(2);
    assert.deepEqual(replies[1], {
      id: 8,
      error: {name: UNREACHABLE_ERROR_NAME, message: 'Local search index could not be loaded: search-index.json answered HTTP 503'},
    });
  });
});
