/**
 * The chunk lookups of a link prefetch, done once instead of per link. Docusaurus's own prefetch scans
 * the whole chunk-name table (one entry per route, with a regular expression each) for every route a
 * link matches, then adds a `<link rel=prefetch>` for every chunk, again for the layout chunks every
 * docs route shares and the chunks the page already runs. That is 50 to 130 ms a link on Lighthouse's
 * phone. Here the table is indexed by route path once, and each chunk URL is prefetched once.
 */

/** `routesChunkNames` as Docusaurus generates it: `"<route path>-<hash>"` to a tree of chunk names. */
export type RoutesChunkNames = Record<string, unknown>;

function leaves(tree: unknown, into: string[]): string[] {
  if (typeof tree === 'string') into.push(tree);
  else if (typeof tree === 'object' && tree !== null) for (const value of Object.values(tree)) leaves(value, into);
  return into;
}

/** Route path to the chunk names of every route entry with that path, in table order, without repeats. */
export function indexChunkNames(routesChunkNames: RoutesChunkNames): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    // The key ends in "-<hash>"; a path can itself contain dashes.
    const routePath = key.replace(/-[^-]+$/, '');
    const names = index.get(routePath) ?? [];
    for (const name of leaves(tree, [])) if (!names.includes(name)) names.push(name);
    index.set(routePath, names);
  }
  return index;
}

export interface ChunkPrefetcher {
  /** Prefetches the chunks of the given matched route paths that are not fetched yet; returns their URLs. */
  prefetch(matchedRoutePaths: readonly string[]): string[];
}

/**
 * Prefetches each chunk URL at most once. `known` are the URLs the page has already loaded (its own
 * scripts); `urlOf` turns a chunk name into its URL, or undefined when the bundler merged it elsewhere.
 */
export function createChunkPrefetcher(options: {
  index: () => Map<string, string[]>;
  urlOf: (chunkName: string) => string | undefined;
  known: Iterable<string>;
  fetch: (url: string) => void;
}): ChunkPrefetcher {
  const seen = new Set(options.known);
  // The runtime's chunk-URL lookup rebuilds its chunk tables on every call, and every docs link shares
  // its layout chunks, so each name is looked up once.
  const looked = new Set<string>();
  return {
    prefetch(matchedRoutePaths) {
      const fetched: string[] = [];
      const index = options.index();
      for (const routePath of matchedRoutePaths) {
        for (const name of index.get(routePath) ?? []) {
          if (looked.has(name)) continue;
          looked.add(name);
          const url = options.urlOf(name);
          if (!url || url.includes('undefined') || seen.has(url)) continue;
          seen.add(url);
          options.fetch(url);
          fetched.push(url);
        }
      }
      return fetched;
    },
  };
}
