import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
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
