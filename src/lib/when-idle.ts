/** What `whenIdleAfterLoad` needs from the browser; tests pass a fake. */
export interface IdleWindow {
  document: {readyState: string};
  addEventListener(type: 'load', listener: () => void): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?: (callback: () => void, options?: {timeout: number}) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

/** Longest wait for an idle moment once the page has loaded. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs the task once the page has loaded and the main thread is idle (or after `IDLE_TIMEOUT_MS`); a timer
 * stands in where there is no `requestIdleCallback`. Returns a function that cancels it, for an effect's cleanup.
 */
export function whenIdleAfterLoad(win: IdleWindow, task: () => void): () => void {
  let cancelIdle = (): void => undefined;
  const schedule = (): void => {
    if (win.requestIdleCallback) {
      const handle = win.requestIdleCallback(task, {timeout: IDLE_TIMEOUT_MS});
      cancelIdle = () => win.cancelIdleCallback?.(handle);
    } else {
      const handle = win.setTimeout(task, 1);
      cancelIdle = () => win.clearTimeout(handle);
    }
  };
  if (win.document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  win.addEventListener('load', schedule);
  return () => {
    win.removeEventListener('load', schedule);
    cancelIdle();
  };
}
