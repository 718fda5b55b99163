import MiniSearch, {type SearchResult} from 'minisearch';
import {LEVELS, type Level, type SearchRecord} from './records';
import {highlight, highlightTerms, normalize, queryTerms, snippet, tokenize, typoBudget, withinDistance, type Highlight} from './text';

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

type HighlightTree = {hierarchy: Partial<Record<Level, Highlight>>; content?: Highlight};

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

const FIELDS = [...LEVELS, 'content', 'symbols'] as const;
const FIELD_BOOST: Record<string, number> = {lvl0: 1, lvl1: 4, lvl2: 3, lvl3: 2, lvl4: 1.5, lvl5: 1.2, lvl6: 1.1, content: 1, symbols: 3};
const STOPWORDS = new Set(
  'a an and are as at be by can do does for from how i in into is it my of on or should the to what when where which why with you your'.split(
    ' ',
  ),
);
const DEFAULT_HITS_PER_PAGE = 20;
/**
 * How much API reference entries count when the query names no symbol exactly ("add metadata to an asset",
 * "partiton", "io manag"). The reference mentions every concept in passing, so at full weight it outranks
 * the guide that explains it; an exact symbol still ranks its entry first.
 */
const REFERENCE_WEIGHT = 0.35;
const REFERENCE_PATH = '/api/python-api/';
const MAX_HITS_PER_PAGE = 1000;

/** The name an API heading documents: "@dagster.asset(...)" -> "asset" and "dagster.asset". */
export function symbolNames(heading: string): string[] {
  const base = heading.replace(/^@/, '').replace(/\(.*$/, '').trim().toLowerCase();
  if (!base) return [];
  const last = base.split('.').pop()!;
  return last === base ? [base] : [base, last];
}

function isSymbolQuery(query: string): string | null {
  const trimmed = query.trim().replace(/^@/, '').replace(/\(\)$/, '').toLowerCase();
  return /^[a-z_][\w.]*( [a-z][\w-]*)*$/.test(trimmed) && trimmed.length >= 2 ? trimmed : null;
}

interface Ranked {
  record: SearchRecord;
  symbol: number;
  /** 1 when the record's own heading (a page or section title) is exactly the query's words. */
  heading: number;
  words: number;
  typos: number;
  attribute: number;
  exact: number;
  score: number;
}

function termsForSearch(terms: string[]): string[] {
  if (terms.length < 3) return terms;
  const kept = terms.filter((term) => !STOPWORDS.has(term));
  return kept.length > 0 ? kept : terms;
}

function snippetWords(attributes: string[] | undefined): Map<string, number> {
  const words = new Map<string, number>([['content', 10]]);
  for (const attribute of attributes ?? []) {
    const [name, count] = attribute.split(':');
    words.set(name, Number(count) || 10);
  }
  return words;
}

/** Algolia's facetFilters: an AND of entries, each a value or an OR-array of values; "-" negates. */
export function matchesFacetFilters(record: SearchRecord, facetFilters: unknown): boolean {
  let filters = facetFilters;
  if (typeof filters === 'string') {
    try {
      filters = filters.trim().startsWith('[') ? JSON.parse(filters) : [filters];
    } catch {
      return true;
    }
  }
  if (!Array.isArray(filters)) return true;
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

export class LocalSearchEngine {
  private readonly mini: MiniSearch<SearchRecord>;
  private readonly byId: Map<string, SearchRecord>;
  private queryCounter = 0;

  constructor(private readonly records: SearchRecord[]) {
    this.byId = new Map(records.map((record) => [record.objectID, record]));
    this.mini = new MiniSearch<SearchRecord>({
      idField: 'objectID',
      fields: [...FIELDS],
      storeFields: [],
      extractField: (document, field) => {
        if (field === 'objectID') return document.objectID;
        if (field === 'content') return document.content ?? '';
        if (field === 'symbols') return document.symbols ?? '';
        return document.hierarchy[field as Level] ?? '';
      },
      tokenize: (text) => tokenize(text),
      processTerm: (term) => normalize(term),
    });
    this.mini.addAll(records);
  }

  get size(): number {
    return this.records.length;
  }

  private find(terms: string[], combineWith: 'AND' | 'OR'): SearchResult[] {
    return this.mini.search(terms.join(' '), {
      combineWith,
      boost: FIELD_BOOST,
      prefix: (term, index, all) => index === all.length - 1 && term.length >= 2,
      fuzzy: (term) => typoBudget(term) || false,
      tokenize: (text) => text.split(' '),
      processTerm: (term) => normalize(term),
    });
  }

  private rank(result: SearchResult, terms: string[], symbol: string | null): Ranked {
    const record = this.byId.get(String(result.id))!;
    const matchedTerms = Object.keys(result.match);
    let words = 0;
    let typos = 0;
    let exact = 0;
    for (const term of terms) {
      if (matchedTerms.includes(term)) {
        words += 1;
        exact += 1;
      } else if (matchedTerms.some((matched) => matched.startsWith(term))) {
        words += 1;
      } else if (matchedTerms.some((matched) => withinDistance(term, matched, typoBudget(term)))) {
        words += 1;
        typos += 1;
      }
    }
    const fields = new Set(Object.values(result.match).flat());
    const attribute = Math.min(
      ...[...fields].map((field) => FIELDS.indexOf(field as (typeof FIELDS)[number])).filter((i) => i >= 0),
      FIELDS.length,
    );
    let symbolRank = 0;
    if (symbol && record.url.includes('/api/') && record.type !== 'content') {
      const heading = record.hierarchy[record.type as Level];
      if (heading && symbolNames(heading).includes(symbol)) symbolRank = 1;
    }
    const title = record.type === 'content' ? null : record.hierarchy[record.type];
    const titleWords = title ? queryTerms(title) : [];
    const heading =
      titleWords.length === terms.length &&
      titleWords.every((word, i) => word === terms[i] || (i === terms.length - 1 && word.startsWith(terms[i])))
        ? 1
        : 0;
    const weight = record.url.includes(REFERENCE_PATH) && !symbolRank ? REFERENCE_WEIGHT : 1;
    return {record, symbol: symbolRank, heading, words, typos, attribute, exact, score: result.score * weight};
  }

  search(request: AlgoliaRequest): AlgoliaResult {
    const started = Date.now();
    const query = typeof request.query === 'string' ? request.query : '';
    const hitsPerPage = Math.min(Math.max(0, Number(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE) || 0), MAX_HITS_PER_PAGE);
    const page = Math.max(0, Number(request.page ?? 0) || 0);
    const allTerms = queryTerms(query);
    const terms = termsForSearch(allTerms);
    const symbol = isSymbolQuery(query);

    let ranked: Ranked[] = [];
    if (terms.length > 0) {
      // One or two words must all match, as in Algolia. A longer question accepts records holding most
      // of its words, so the page that answers it is not lost for one word it happens not to use.
      // Records rank by relevance (BM25 with heading boosts), then by Algolia's tie-breaks; for a short
      // query, a page or section whose title is exactly the query comes first.
      const long = terms.length > 2;
      let results = this.find(terms, long ? 'OR' : 'AND');
      let minimumWords = long ? Math.ceil(terms.length / 2) : terms.length;
      if (results.length === 0 && terms.length === 2) {
        results = this.find(terms, 'OR');
        minimumWords = 1;
      }
      ranked = results
        .map((result) => this.rank(result, terms, symbol))
        .filter((entry) => entry.words >= minimumWords && matchesFacetFilters(entry.record, request.facetFilters));
      const algoliaOrder = (a: Ranked, b: Ranked) =>
        b.words - a.words ||
        a.typos - b.typos ||
        a.attribute - b.attribute ||
        b.exact - a.exact ||
        b.record.weight.level - a.record.weight.level;
      ranked.sort(
        (a, b) =>
          b.symbol - a.symbol ||
          (long ? 0 : b.heading - a.heading) ||
          b.score - a.score ||
          algoliaOrder(a, b) ||
          a.record.weight.position - b.record.weight.position,
      );
    }
    // DocSearch indices are distinct on url: one hit per page section.
    const seen = new Set<string>();
    const distinct = ranked.filter((entry) => (seen.has(entry.record.url) ? false : (seen.add(entry.record.url), true)));

    const pre = request.highlightPreTag ?? '<mark>';
    const post = request.highlightPostTag ?? '</mark>';
    const ellipsis = request.snippetEllipsisText ?? '…';
    const snippets = snippetWords(request.attributesToSnippet);
    const pageHits = hitsPerPage === 0 ? [] : distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const marked = highlightTerms(terms);
    const hits = pageHits.map(({record}) => {
      const highlightTree: HighlightTree = {hierarchy: {}};
      const snippetTree: HighlightTree = {hierarchy: {}};
      for (const level of LEVELS) {
        const value = record.hierarchy[level];
        if (value === null) continue;
        highlightTree.hierarchy[level] = highlight(value, marked, pre, post);
        snippetTree.hierarchy[level] = snippet(value, marked, snippets.get(`hierarchy.${level}`) ?? 10, ellipsis, pre, post);
      }
      if (record.content !== null) {
        highlightTree.content = highlight(record.content, marked, pre, post);
        snippetTree.content = snippet(record.content, marked, snippets.get('content') ?? 10, ellipsis, pre, post);
      }
      return {...record, _highlightResult: highlightTree, _snippetResult: snippetTree};
    });

    const result: AlgoliaResult = {
      hits,
      nbHits: distinct.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(distinct.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      query,
      params: '',
      index: request.indexName ?? '',
    };
    if (request.clickAnalytics) {
      this.queryCounter += 1;
      result.queryID = `local-${this.queryCounter}`;
    }
    const facets = typeof request.facets === 'string' ? [request.facets] : request.facets;
    if (facets?.length) {
      result.facets = {};
      for (const facet of facets) {
        const counts: Record<string, number> = {};
        for (const {record} of distinct) {
          const value = String((record as unknown as Record<string, unknown>)[facet] ?? '');
          if (value) counts[value] = (counts[value] ?? 0) + 1;
        }
        result.facets[facet] = counts;
      }
    }
    return result;
  }
}
