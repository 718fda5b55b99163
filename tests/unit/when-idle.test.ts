/** Running a task once the page has loaded and the main thread is idle, and cancelling it. */
import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {IDLE_TIMEOUT_MS, whenIdleAfterLoad, type IdleWindow} from '../../src/lib/when-idle';

function fakeWindow({readyState, idle}: {readyState: string; idle: boolean}) {
  const loadListeners = new Set<() => void>();
  const idleCallbacks = new Map<number, {callback: () => void; timeout?: number}>();
  const timers = new Map<number, () => void>();
  let next = 1;
  const win: IdleWindow = {
    document: {readyState},
    addEventListener: (_type, listener) => void loadListeners.add(listener),
    removeEventListener: (_type, listener) => void loadListeners.delete(listener),
    ...(idle
      ? {
          requestIdleCallback: (callback: () => void, options?: {timeout: number}) => {
            idleCallbacks.set(next, {callback, timeout: options?.timeout});
            return next++;
          },
          cancelIdleCallback: (handle: number) => void idleCallbacks.delete(handle),
        }
      : {}),
    setTimeout: (callback) => {
      timers.set(next, callback);
      return next++;
    },
    clearTimeout: (handle) => void timers.delete(handle),
  };
  return {
    win,
    load: () => [...loadListeners].forEach((listener) => listener()),
    idleCallbacks,
    timers,
    loadListeners,
  };
}

describe('whenIdleAfterLoad', () => {
  it('waits for load, then for an idle moment with a time limit, then runs the task once', () => {
    const fake = fakeWindow({readyState: 'interactive', idle: true});
    let runs = 0;
    whenIdleAfterLoad(fake.win, () => (runs += 1));
    assert.equal(fake.idleCallbacks.size, 0, 'nothing is asked before load');
    fake.load();
    assert.equal(runs, 0);
    const [entry] = [...fake.idleCallbacks.values()];
    assert.equal(entry!.timeout, IDLE_TIMEOUT_MS);
    entry!.callback();
    assert.equal(runs, 1);
  });

  it('asks for an idle moment at once when the page has loaded already', () => {
    const fake = fakeWindow({readyState: 'complete', idle: true});
    whenIdleAfterLoad(fake.win, () => undefined);
    assert.equal(fake.idleCallbacks.size, 1);
    assert.equal(fake.loadListeners.size, 0);
  });

  it('uses a timer where there is no requestIdleCallback', () => {
    const fake = fakeWindow({readyState: 'complete', idle: false});
    let runs = 0;
    whenIdleAfterLoad(fake.win, () => (runs += 1));
    [...fake.timers.values()][0]!();
    assert.equal(runs, 1);
  });

  it('cancels before load, and after load before the idle moment', () => {
    const before = fakeWindow({readyState: 'loading', idle: true});
    whenIdleAfterLoad(before.win, () => undefined)();
    assert.equal(before.loadListeners.size, 0);
    const after = fakeWindow({readyState: 'complete', idle: true});
    whenIdleAfterLoad(after.win, () => undefined)();
    assert.equal(after.idleCallbacks.size, 0);
    const timer = fakeWindow({readyState: 'complete', idle: false});
    whenIdleAfterLoad(timer.win, () => undefined)();
    assert.equal(timer.timers.size, 0);
  });
});
