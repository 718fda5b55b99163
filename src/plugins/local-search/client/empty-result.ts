/** An Algolia-shaped result with no hits: the answer when a search cannot run, so callers never crash. */
export function emptyResult(query = '') {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 0,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: '',
  };
}
