/** The Algolia request and response shapes the local engine answers in, and Algolia's facet filters. */
import type {Level, SearchRecord} from './records';
import type {Highlight} from './text';

/** One entry of an Algolia multi-query, after the legacy `params` have been merged in. */
export interface AlgoliaRequest {
  indexName?: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: unknown;
  facets?: string | string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  [key: string]: unknown;
}

export type HighlightTree = {hierarchy: Partial<Record<Level, Highlight>>; content?: Highlight};

export interface AlgoliaHit extends SearchRecord {
  _highlightResult: HighlightTree;
  _snippetResult: HighlightTree;
}

export interface AlgoliaResult {
  hits: AlgoliaHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index: string;
  queryID?: string;
  facets?: Record<string, Record<string, number>>;
}

/**
 * The fields of a record that facet filters and counts read. A sharded index knows these without loading the
 * record's text, so filtering and counting never fetch record metadata.
 */
export type FacetFields = Pick<SearchRecord, 'objectID' | 'type' | 'url_without_anchor' | 'language' | 'docusaurus_tag'>;

/** Algolia's facetFilters as a list of entries, each a filter or an OR-list of filters; undefined when there are none to apply. */
function filterEntries(facetFilters: unknown): unknown[] | undefined {
  let filters = facetFilters;
  if (typeof filters === 'string') {
    try {
      filters = filters.trim().startsWith('[') ? JSON.parse(filters) : [filters];
    } catch {
      return undefined;
    }
  }
  return Array.isArray(filters) ? filters : undefined;
}

/** Algolia's facetFilters: an AND of entries, each a value or an OR-array of values; "-" negates. */
export function matchesFacetFilters(record: FacetFields, facetFilters: unknown): boolean {
  const filters = filterEntries(facetFilters);
  if (!filters) return true;
  const test = (filter: unknown): boolean => {
    if (typeof filter !== 'string') return true;
    const negate = filter.startsWith('-');
    const [facet, ...rest] = (negate ? filter.slice(1) : filter).split(':');
    const value = (record as unknown as Record<string, unknown>)[facet];
    const equal = value === rest.join(':');
    return negate ? !equal : equal;
  };
  return filters.every((entry) => (Array.isArray(entry) ? entry.some(test) : test(entry)));
}

/** The facets facetFilters name ("language", "type", ...). */
export function filteredFacets(facetFilters: unknown): Set<string> {
  const facets = new Set<string>();
  for (const entry of filterEntries(facetFilters) ?? []) {
    for (const filter of Array.isArray(entry) ? entry : [entry]) {
      if (typeof filter === 'string') facets.add((filter.startsWith('-') ? filter.slice(1) : filter).split(':')[0]);
    }
  }
  return facets;
}
