/**
 * The search client of the site's search page, for other pages that search (the not-found page): it
 * answers from the local index when local search is on and from hosted Algolia otherwise. It loads on
 * first use, in its own chunk, so pages that never call it do not carry the Algolia client.
 */
export async function loadSiteSearchClient(appId: string, apiKey: string) {
  const {liteClient} = await import(/* webpackChunkName: "site-search-client" */ './lite-shim');
  return liteClient(appId, apiKey);
}
