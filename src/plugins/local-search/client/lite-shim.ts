// Stands in for `algoliasearch/lite` in the bundle. The theme's search page is its only importer, so
// the page searches the local index when local search is on and the real Algolia client otherwise.
import {liteClient as algoliaLiteClient} from 'docs-local-search-original-lite';
import {normalizeRequests} from '../requests';
import {emptyResult} from './empty-result';
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
      return {results: normalizeRequests(argument).map((request) => emptyResult(String(request.query ?? '')))};
    }
  },
};

export function liteClient(...args: Parameters<typeof algoliaLiteClient>): LiteClient {
  return isLocalSearchEnabled() ? (pageClient as unknown as LiteClient) : algoliaLiteClient(...args);
}
