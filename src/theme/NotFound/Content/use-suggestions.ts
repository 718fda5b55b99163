import {useEffect, useState} from 'react';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';
import {loadSiteSearchClient} from '@site/src/plugins/local-search/client';
import type {PathQuery} from './path-query';
import {suggestPages, type Suggestion, type SuggestionHit} from './suggest';

export type SuggestionState = {status: 'idle' | 'loading' | 'failed'} | {status: 'done'; suggestions: Suggestion[]};

const HITS_PER_SEARCH = 20;

function isHitList(result: unknown): result is {hits: SuggestionHit[]} {
  return typeof result === 'object' && result !== null && Array.isArray((result as {hits?: unknown}).hits);
}

/**
 * Searches for the words of the missing path, through the client of the site's search page (local index
 * or hosted Algolia), and picks the pages to suggest. The last segment's words are searched first: they
 * name the page, while the whole path also names the section it lived in.
 */
export function useSuggestions(pathname: string, words: PathQuery | null): SuggestionState {
  const {algolia} = useAlgoliaThemeConfig();
  const [state, setState] = useState<SuggestionState>({status: 'idle'});
  const query = words?.query ?? null;
  const focused = words?.focused ?? null;

  useEffect(() => {
    if (query === null) {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState({status: 'loading'});
    const queries = focused ? [focused, query] : [query];
    const filters = (algolia.searchParameters as {facetFilters?: unknown} | undefined)?.facetFilters;
    loadSiteSearchClient(algolia.appId, algolia.apiKey)
      .then((client) =>
        client.search({
          requests: queries.map((text) => ({
            indexName: algolia.indexName,
            query: text,
            hitsPerPage: HITS_PER_SEARCH,
            attributesToRetrieve: ['hierarchy', 'url', 'type'],
            ...(filters ? {facetFilters: filters as string[]} : {}),
          })),
        }),
      )
      .then(({results}) => {
        if (!current) return;
        setState({
          status: 'done',
          suggestions: suggestPages(
            pathname,
            results.filter(isHitList).map((result) => result.hits),
          ),
        });
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.warn(`Not-found page: search failed: ${(error as Error).message}`);
        setState({status: 'failed'});
      });
    return () => {
      current = false;
    };
  }, [pathname, query, focused, algolia.appId, algolia.apiKey, algolia.indexName, algolia.searchParameters]);

  return state;
}
