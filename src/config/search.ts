import type {ThemeConfig} from '@docusaurus/preset-classic';

type Algolia = NonNullable<ThemeConfig['algolia']>;

export interface SearchEnv {
  [name: string]: string | undefined;
  ALGOLIA_APP_ID?: string;
  ALGOLIA_API_KEY?: string;
  ALGOLIA_INDEX_NAME?: string;
}

/** Placeholders keep the theme's config validation happy when the site searches its local index. */
export const LOCAL_SEARCH_CREDENTIALS = {
  appId: 'LOCALSEARCH',
  apiKey: 'local-search-no-key',
  indexName: 'dagster-docs-local',
} as const;

export const missingResultsIssueUrl = 'https://github.com/dagster-io/dagster/issues/new';

/** A prefilled GitHub issue for a query that should have found something. */
export function missingResultsUrl(query: string): string {
  const cleaned = query.slice(0, 64);
  const params = new URLSearchParams({
    title: `[docs] Search finds nothing for "${cleaned}"`,
    labels: 'area: docs',
    body: `Searching the docs for \`${cleaned}\` returned no results. I expected to find:\n\n`,
  });
  return `${missingResultsIssueUrl}?${params.toString()}`;
}

/** Hosted Algolia is used only when all three variables are set; anything less means local search. */
export function resolveSearchMode(env: SearchEnv): {
  mode: 'algolia' | 'local';
  credentials: Pick<Algolia, 'appId' | 'apiKey' | 'indexName'>;
} {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  if (appId && apiKey && indexName) {
    return {mode: 'algolia', credentials: {appId, apiKey, indexName}};
  }
  return {mode: 'local', credentials: {...LOCAL_SEARCH_CREDENTIALS}};
}

export function algoliaThemeConfig(env: SearchEnv): Algolia {
  const {credentials} = resolveSearchMode(env);
  return {
    ...credentials,
    contextualSearch: false,
    searchPagePath: 'search',
    searchParameters: {facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]},
    insights: false,
  };
}
