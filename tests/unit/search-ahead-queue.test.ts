/**
 * The queue of fetches made ahead of the reader: at most a few run at once, the rest start in order as places
 * free up (the newest search's first), and one the reader's search needs starts at once.
 */
import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {AheadQueue} from '../../src/plugins/local-search/ahead-queue';

/** A task the test finishes by hand, recording when it started. */
function manualTasks() {
  const started: string[] = [];
  const finishers = new Map<string, (value: string) => void>();
  const task = (key: string) => () => {
    started.push(key);
    return new Promise<string>((resolve) => finishers.set(key, resolve));
  };
  const finish = async (key: string) => {
    finishers.get(key)?.(key);
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  };
  return {started, task, finish};
}

const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

describe('fetches made ahead of the reader', () => {
  it('runs at most the limit at once and starts the rest in order as places free up', async () => {
    const queue = new AheadQueue(2);
    const {started, task, finish} = manualTasks();
    const results = ['a', 'b', 'c', 'd'].map((key) => queue.run(key, task(key)));
    await settle();
    assert.deepEqual(started, ['a', 'b']);
    assert.equal(queue.queued, 2);
    await finish('b');
    assert.deepEqual(started, ['a', 'b', 'c']);
    await finish('a');
    await finish('c');
    await finish('d');
    assert.deepEqual(started, ['a', 'b', 'c', 'd']);
    assert.deepEqual(await Promise.all(results), ['a', 'b', 'c', 'd']);
    assert.equal(queue.active, 0);
  });

  it('starts the newest search’s queued tasks first, in order, and older ones after them', async () => {
    const queue = new AheadQueue(1);
    const {started, task, finish} = manualTasks();
    void queue.run('a', task('a'), 1);
    void queue.run('old-1', task('old-1'), 1);
    void queue.run('old-2', task('old-2'), 1);
    void queue.run('new-1', task('new-1'), 2);
    void queue.run('new-2', task('new-2'), 2);
    await settle();
    for (const key of ['a', 'new-1', 'new-2', 'old-1']) await finish(key);
    assert.deepEqual(started, ['a', 'new-1', 'new-2', 'old-1', 'old-2']);
  });

  it('starts a queued task the reader needs at once, past the limit, and only once', async () => {
    const queue = new AheadQueue(1);
    const {started, task, finish} = manualTasks();
    void queue.run('a', task('a'));
    const needed = queue.run('b', task('b'));
    void queue.run('c', task('c'));
    await settle();
    queue.promote('b');
    queue.promote('b');
    queue.promote('unknown');
    await settle();
    assert.deepEqual(started, ['a', 'b']);
    assert.equal(queue.active, 2);
    await finish('b');
    assert.equal(await needed, 'b');
    assert.deepEqual(started, ['a', 'b'], 'c waits: a still holds the only place');
    await finish('a');
    assert.deepEqual(started, ['a', 'b', 'c']);
  });

  it('frees the place of a task that fails', async () => {
    const queue = new AheadQueue(1);
    const failing = queue.run('a', () => Promise.reject(new Error('HTTP 503')));
    const next = queue.run('b', () => Promise.resolve('b'));
    await assert.rejects(failing, /HTTP 503/);
    assert.equal(await next, 'b');
    assert.equal(queue.active, 0);
  });
});
