/** Steps 5 to 7 of a search: paging, highlighting the hits of the page, and facet counts. */
import type {AlgoliaHit, AlgoliaRequest, FacetFields, HighlightTree} from './algolia';
import {LEVELS, type SearchRecord} from './records';
import {highlight, snippet, type MarkTerm} from './text';

export const DEFAULT_HITS_PER_PAGE = 20;
export const MAX_HITS_PER_PAGE = 1000;
const DEFAULT_SNIPPET_WORDS = 10;

export interface Paging {
  page: number;
  hitsPerPage: number;
}

/** The request's page and page size, clamped to what Algolia accepts (a page size of 0 is allowed). */
export function pagingOf(request: Pick<AlgoliaRequest, 'page' | 'hitsPerPage'>): Paging {
  const hitsPerPage = Math.min(Math.max(0, Number(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE) || 0), MAX_HITS_PER_PAGE);
  const page = Math.max(0, Math.floor(Number(request.page ?? 0) || 0));
  return {page, hitsPerPage};
}

export function paginate<T>(items: readonly T[], {page, hitsPerPage}: Paging): {items: T[]; nbPages: number} {
  if (hitsPerPage === 0) return {items: [], nbPages: 0};
  return {items: items.slice(page * hitsPerPage, (page + 1) * hitsPerPage), nbPages: Math.ceil(items.length / hitsPerPage)};
}

/** Words per snippet for each attribute, from `attributesToSnippet` ("content:10"). */
export function snippetWords(attributes: string[] | undefined): Map<string, number> {
  const words = new Map<string, number>([['content', DEFAULT_SNIPPET_WORDS]]);
  for (const attribute of attributes ?? []) {
    const [name, count] = attribute.split(':');
    words.set(name, Number(count) || DEFAULT_SNIPPET_WORDS);
  }
  return words;
}

/** A record as an Algolia hit: highlighted hierarchy (non-null levels only) and content, and snippets. */
export function toHit(record: SearchRecord, marks: readonly MarkTerm[], request: AlgoliaRequest): AlgoliaHit {
  const pre = request.highlightPreTag ?? '<mark>';
  const post = request.highlightPostTag ?? '</mark>';
  const ellipsis = request.snippetEllipsisText ?? '…';
  const snippets = snippetWords(request.attributesToSnippet);
  const highlightTree: HighlightTree = {hierarchy: {}};
  const snippetTree: HighlightTree = {hierarchy: {}};
  for (const level of LEVELS) {
    const value = record.hierarchy[level];
    if (value === null) continue;
    highlightTree.hierarchy[level] = highlight(value, marks, pre, post);
    snippetTree.hierarchy[level] = snippet(value, marks, snippets.get(`hierarchy.${level}`) ?? DEFAULT_SNIPPET_WORDS, ellipsis, pre, post);
  }
  if (record.content !== null) {
    highlightTree.content = highlight(record.content, marks, pre, post);
    snippetTree.content = snippet(record.content, marks, snippets.get('content') ?? DEFAULT_SNIPPET_WORDS, ellipsis, pre, post);
  }
  return {...record, _highlightResult: highlightTree, _snippetResult: snippetTree};
}

/** Counts of each value of the requested facets over all hits (not only the page). */
export function facetCounts(
  records: readonly FacetFields[],
  facets: string | string[] | undefined,
): Record<string, Record<string, number>> | undefined {
  const names = typeof facets === 'string' ? [facets] : facets;
  if (!names?.length) return undefined;
  const result: Record<string, Record<string, number>> = {};
  for (const facet of names) {
    const counts: Record<string, number> = {};
    for (const record of records) {
      const value = String((record as unknown as Record<string, unknown>)[facet] ?? '');
      if (value) counts[value] = (counts[value] ?? 0) + 1;
    }
    result[facet] = counts;
  }
  return result;
}
