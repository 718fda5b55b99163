import {createTaskQueue, withQueuedPrefetch, type Schedule} from './queue';

const schedule: Schedule = (run) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, {timeout: 2000});
  else window.setTimeout(run, 1);
};

let installed = false;

/**
 * Installed on the first route render, before any link can report itself visible: Link's observers
 * call `window.docusaurus.prefetch` when they fire, which is always later.
 */
export function onRouteDidUpdate(): void {
  if (installed || typeof window === 'undefined' || !window.docusaurus) return;
  installed = true;
  window.docusaurus = withQueuedPrefetch(window.docusaurus, createTaskQueue(schedule));
}
