import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import {createChunkPrefetcher, indexChunkNames} from './chunks';
import {createTaskQueue, withQueuedPrefetch, type Schedule} from './queue';

// Injected by Docusaurus's ChunkAssetPlugin into the bundler runtime: a chunk's URL from its name.
declare const __webpack_require__: {gca(chunkName: string): string | undefined};

const schedule: Schedule = (run) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, {timeout: 2000});
  else window.setTimeout(run, 1);
};

/** The same test Docusaurus makes: nothing is prefetched on a 2g connection or with data saver on. */
function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

/** `<link rel=prefetch>` where the browser has it, a plain GET elsewhere, as Docusaurus does. */
function fetchLater(url: string): void {
  if (supportsLinkPrefetch()) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  } else {
    void fetch(url, {credentials: 'include'}).catch(() => undefined);
  }
}

// The shape of Docusaurus's prefetch: false when skipped, else a promise (here already settled).
function routePrefetcher(): (routePath: string) => false | Promise<void[]> {
  let index: Map<string, string[]> | undefined;
  const chunks = createChunkPrefetcher({
    index: () => (index ??= indexChunkNames(routesChunkNames)),
    urlOf: (name) => __webpack_require__.gca(name),
    known: Array.from(document.scripts, (script) => script.getAttribute('src') ?? ''),
    fetch: fetchLater,
  });
  const fetchedRoutes = new Set<string>();
  return (routePath) => {
    if (isSlowConnection() || fetchedRoutes.has(routePath)) return false;
    fetchedRoutes.add(routePath);
    chunks.prefetch(matchRoutes(routes, routePath).map(({route}) => route.path ?? ''));
    return Promise.resolve([]);
  };
}

let installed = false;

/**
 * Installed on the first route render, before any link can report itself visible: Link's observers
 * call `window.docusaurus.prefetch` when they fire, which is always later. Prefetches go through the
 * idle queue (queue.ts) and look chunks up once (chunks.ts); preload stays Docusaurus's own.
 */
export function onRouteDidUpdate(): void {
  if (installed || typeof window === 'undefined' || !window.docusaurus) return;
  installed = true;
  window.docusaurus = withQueuedPrefetch({...window.docusaurus, prefetch: routePrefetcher()}, createTaskQueue(schedule));
}
