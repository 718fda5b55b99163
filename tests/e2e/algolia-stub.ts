import type {Route} from '@playwright/test';

/** The hosted search endpoint the Algolia-mode build calls; the tests answer it themselves. */
export const QUERIES = '**/1/indexes/*/queries**';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** A DocSearch hierarchy with the given levels set and every other level null. */
export function hierarchyOf(levels: Record<string, string>): Record<string, string | null> {
  return {...Object.fromEntries(LEVELS.map((level) => [level, null])), ...levels};
}

type Body = {requests: {indexName?: string; query?: string; hitsPerPage?: number}[]};

/** Answers every request of a multi-query call with the same hits, shaped as Algolia's API answers. */
export function answer(route: Route, hits: unknown[]): Promise<void> {
  const body = JSON.parse(route.request().postData() ?? '{"requests":[]}') as Body;
  const results = body.requests.map((request) => ({
    hits,
    nbHits: hits.length,
    page: 0,
    nbPages: hits.length ? 1 : 0,
    hitsPerPage: request.hitsPerPage ?? 20,
    processingTimeMS: 1,
    exhaustiveNbHits: true,
    query: request.query,
    params: '',
    index: request.indexName,
    queryID: 'q-1',
  }));
  return route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify({results})});
}
