import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {createChunkPrefetcher, indexChunkNames} from '../../src/plugins/idle-prefetch/chunks';
import {createTaskQueue, withQueuedPrefetch} from '../../src/plugins/idle-prefetch/queue';

/** A scheduler the test drives by hand: each turn is one task. */
function manualSchedule() {
  const turns: (() => void)[] = [];
  return {schedule: (run: () => void) => turns.push(run), turns};
}

describe('idle prefetch queue', () => {
  it('runs one task per turn, however many were added at once', () => {
    const {schedule, turns} = manualSchedule();
    const queue = createTaskQueue(schedule);
    const ran: number[] = [];
    for (const n of [1, 2, 3]) queue.add(() => ran.push(n));
    assert.equal(turns.length, 1, 'one turn scheduled, not three');
    turns.shift()!();
    assert.deepEqual(ran, [1]);
    turns.shift()!();
    turns.shift()!();
    assert.deepEqual(ran, [1, 2, 3]);
    assert.equal(turns.length, 0);
    assert.equal(queue.pending, 0);
  });
  it('keeps going after a task throws', () => {
    const {schedule, turns} = manualSchedule();
    const queue = createTaskQueue(schedule);
    const ran: string[] = [];
    queue.add(() => {
      throw new Error('boom');
    });
    queue.add(() => ran.push('second'));
    assert.throws(() => turns.shift()!(), /boom/);
    turns.shift()!();
    assert.deepEqual(ran, ['second']);
  });
  it('sends prefetches through the queue and leaves preload immediate', () => {
    const {schedule, turns} = manualSchedule();
    const calls: string[] = [];
    const original = {
      prefetch: (path: string) => calls.push(`prefetch ${path}`),
      preload: (path: string) => calls.push(`preload ${path}`),
    };
    const patched = withQueuedPrefetch(original, createTaskQueue(schedule));
    patched.prefetch('/a');
    patched.prefetch('/b');
    patched.preload('/c');
    assert.deepEqual(calls, ['preload /c']);
    turns.shift()!();
    turns.shift()!();
    assert.deepEqual(calls, ['preload /c', 'prefetch /a', 'prefetch /b']);
    assert.ok(Object.isFrozen(patched));
  });
});

describe('route chunk lookups for prefetches', () => {
  // The shape Docusaurus generates: "<path>-<hash>" keys, component and prop chunks nested under names.
  const table = {
    '/-5e9': {__comp: '5e95c892', __context: {plugin: 'aba21aa0'}},
    '/-a7b': {__comp: 'a7bd4aaa', __props: '22dd74f7'},
    '/guides/build/ops-f1c': {__comp: '17896441', content: 'c48c3a35'},
    '/guides/build/ops-graph-2d0': {__comp: '17896441', content: '0cec8e00'},
    '/api/python-api/-c44': {__comp: '17896441', content: 'd2a1b3c4', sidebar: ['22dd74f7', '54f44165']},
  };

  it('indexes every entry of a path, a path that contains dashes included, without repeats', () => {
    const index = indexChunkNames(table);
    assert.deepEqual(index.get('/'), ['5e95c892', 'aba21aa0', 'a7bd4aaa', '22dd74f7']);
    assert.deepEqual(index.get('/guides/build/ops'), ['17896441', 'c48c3a35']);
    assert.deepEqual(index.get('/guides/build/ops-graph'), ['17896441', '0cec8e00']);
    assert.deepEqual(index.get('/api/python-api/'), ['17896441', 'd2a1b3c4', '22dd74f7', '54f44165']);
  });

  it('fetches each chunk URL once, never one the page already runs, and skips chunks the bundler merged away', () => {
    const fetched: string[] = [];
    const lookups: string[] = [];
    const prefetcher = createChunkPrefetcher({
      index: () => indexChunkNames(table),
      urlOf: (name) => {
        lookups.push(name);
        return name === '0cec8e00' ? undefined : name === '54f44165' ? '/assets/js/undefined.js' : `/assets/js/${name}.js`;
      },
      known: ['/assets/js/5e95c892.js', '/assets/js/17896441.js'],
      fetch: (url) => fetched.push(url),
    });
    assert.deepEqual(prefetcher.prefetch(['/', '/guides/build/ops']), [
      '/assets/js/aba21aa0.js',
      '/assets/js/a7bd4aaa.js',
      '/assets/js/22dd74f7.js',
      '/assets/js/c48c3a35.js',
    ]);
    assert.deepEqual(prefetcher.prefetch(['/', '/guides/build/ops-graph']), [], 'the layout chunks are not fetched again');
    assert.deepEqual(prefetcher.prefetch(['/', '/api/python-api/']), ['/assets/js/d2a1b3c4.js']);
    assert.deepEqual(prefetcher.prefetch(['/not-a-route']), []);
    assert.equal(fetched.length, 5);
    assert.equal(new Set(fetched).size, 5);
    assert.equal(lookups.length, new Set(lookups).size, 'each chunk name is looked up once');
  });
});
