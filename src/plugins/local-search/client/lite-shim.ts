// Stands in for `algoliasearch/lite` in the bundle. The theme's search page is its only importer, so
// the page searches the local index when local search is on and the real Algolia client otherwise.
import {liteClient as algoliaLiteClient} from 'docs-local-search-original-lite';
import {normalizeRequests} from '../requests';
import {isLocalSearchEnabled, localSearchClient} from './local-client';

type LiteClient = ReturnType<typeof algoliaLiteClient>;

/** The search page has no error handler, so a failed local search answers empty instead of crashing it. */
const pageClient = {
  ...localSearchClient,
  async search(argument: unknown) {
    try {
      return await localSearchClient.search(argument);
    } catch (error) {
      console.warn(`Search: ${(error as Error).message}`);
      const empty = {
        hits: [],
        nbHits: 0,
        page: 0,
        nbPages: 0,
        hitsPerPage: 0,
        processingTimeMS: 0,
        exhaustiveNbHits: true,
        query: '',
        params: '',
        index: '',
      };
      return {results: normalizeRequests(argument).map((request) => ({...empty, query: String(request.query ?? '')}))};
    }
  },
};

export function liteClient(...args: Parameters<typeof algoliaLiteClient>): LiteClient {
  return isLocalSearchEnabled() ? (pageClient as unknown as LiteClient) : algoliaLiteClient(...args);
}
