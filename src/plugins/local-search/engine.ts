import {filteredFacets, matchesFacetFilters, type AlgoliaRequest, type AlgoliaResult, type FacetFields} from './algolia';
import {distinctHits, distinctPrefix} from './distinct';
import {DEFAULT_HITS_PER_PAGE, facetCounts, paginate, pagingOf, toHit, type Paging} from './hits';
import {FIELD_CATEGORY, FIELD_SYMBOLS, FIELD_TEXT, InvertedIndex} from './inverted-index';
import {pagePrior} from './priors';
import {FILLER, parseQuery, PRODUCT_NAME, searchWords, WEAK_WORDS, type ParsedQuery, type QueryWord} from './query';
import {Candidates} from './candidates';
import {CONTENT_DEPTH, scorePages, type DocPlace, type Ranked, type Ranking} from './rank';
import {LEVELS, type Level, type SearchRecord} from './records';
import type {Answer, Retrieval} from './retrieval';
import {stem, StemGroups} from './stem';
import {isSymbolHeading, symbolNames, wantsReference} from './symbols';
import {headingWords, normalize, tokenize, type MarkTerm} from './text';

export {matchesFacetFilters, type AlgoliaHit, type AlgoliaRequest, type AlgoliaResult} from './algolia';
export {isSymbolHeading, symbolNames} from './symbols';

/** How much a match counts, by where it is: a page title fully, a heading less, body text least. */
const TITLE_FACTOR = 1;
const HEADING_FACTOR = [0, 1, 0.85, 0.8, 0.75, 0.75, 0.75];
const CONTENT_FACTOR = 0.6;
/** The page's sidebar category, indexed with its title: a weak hint of what the page is about. */
const CATEGORY_FACTOR = 0.5;
/** A word the reader is still typing, completed by the index ("sched" for "schedules"). */
export const PREFIX_QUALITY = 0.9;
/** A word within the typo budget of what was typed. */
export const TYPO_QUALITY = 0.7;
/**
 * A word on more pages than this share ("run", "asset") is not looked up when the query has other words:
 * so common a word barely moves a score, and looking it up costs most of a keystroke's time.
 */
export const UBIQUITOUS = 0.8;
/** A query with three or more words, or one a concept explained, lists pages that match this share of it. */
export const LOOSE_COVERAGE = 0.45;

/**
 * Verbs that open a guide's title without narrowing its topic: "Defining schedules" and "Using sensors"
 * are the home guides of schedules and sensors, so a query need not say "defining" to match them fully.
 */
const TITLE_VERBS = new Set(
  ['define', 'defining', 'using', 'use', 'creating', 'create', 'writing', 'write', 'building', 'build', 'working'].map(stem),
);

/** Distinct meaningful words of a heading, to tell a heading that is the query from one that contains it. */
export function countHeadingWords(text: string): number {
  return new Set(
    headingWords(text)
      .filter((word) => !FILLER.has(word) && !WEAK_WORDS.has(word) && word !== PRODUCT_NAME)
      .map(stem)
      .filter((word) => !TITLE_VERBS.has(word)),
  ).size;
}

/** How much a match in these fields of a record counts: the best of them. */
function fieldFactor(depth: number, fields: number): number {
  let factor = 0;
  if (fields & FIELD_TEXT) factor = depth === CONTENT_DEPTH ? CONTENT_FACTOR : depth === 1 ? TITLE_FACTOR : HEADING_FACTOR[depth];
  if (fields & FIELD_SYMBOLS) factor = Math.max(factor, CONTENT_FACTOR);
  if (fields & FIELD_CATEGORY) factor = Math.max(factor, CATEGORY_FACTOR);
  return factor;
}

/** Whether a query is answered with the API reference too: it must have one, and the query must want it. */
export function queryWantsReference(index: Retrieval, queryText: string): boolean {
  return index.referencePageCount > 0 && wantsReference(queryText, {has: (name) => index.isReferenceSymbol(name)});
}

/** The share of core pages holding the word in some form (at least: the form on most pages). */
function pageShare(index: Retrieval, word: QueryWord): number {
  let most = 0;
  for (const form of index.forms(word.text)) most = Math.max(most, index.termPageCount(form));
  return index.pageCount > 0 ? most / index.pageCount : 0;
}

/** Whether any record holds the word in some form: a just-started later word no record holds is left out (`searchedText`). */
export function holdsWord(index: Retrieval, word: string): boolean {
  return index.forms(word).some((form) => index.postings(form) !== undefined);
}

function lookupWords(index: Retrieval, words: QueryWord[]): QueryWord[] {
  if (words.length < 2) return words;
  const specific = words.filter((word) => word.prefix || pageShare(index, word) <= UBIQUITOUS);
  return specific.length > 0 ? specific : words;
}

/** What a page must hold to be listed: every required word, or a record of the API symbol the query names. */
interface Needed {
  required: readonly boolean[];
  symbolDocs: ReadonlySet<number>;
}

/** What step 2 found: each candidate record's match per word, and per word how many pages hold it. */
interface Retrieved {
  own: Candidates;
  pagesWithWord: number[];
}

/** Facets every record shares: filters on them keep all records or none. */
const SITE_FACETS = new Set(['language', 'docusaurus_tag']);

/** Step 2: every record holding a form of a search word, with how well each word matched it. */
function retrieve(index: Retrieval, words: readonly QueryWord[], facetFilters: unknown, withReference: boolean, needed: Needed): Retrieved {
  const own = new Candidates(index.places.length, words.length);
  const filtered = facetFilters !== undefined && facetFilters !== null;
  // DocSearch filters every search on the site's language and tag: testing that per record (its facet fields
  // built, its answer kept) tripled the ranking of a common word at 4x the pages, for the same answer each time.
  const siteWide = filtered && index.places.length > 0 && [...filteredFacets(facetFilters)].every((facet) => SITE_FACETS.has(facet));
  const keepsAll = siteWide && matchesFacetFilters(index.facetFields(0), facetFilters);
  const allowed = new Map<number, boolean>();
  const admit = (doc: number): boolean => {
    if (!withReference && index.isReferenceDoc(doc)) return false;
    if (!filtered) return true;
    if (siteWide) return keepsAll;
    let ok = allowed.get(doc);
    if (ok === undefined) {
      ok = matchesFacetFilters(index.facetFields(doc), facetFilters);
      allowed.set(doc, ok);
    }
    return ok;
  };
  // The best quality per term: a form of the word counts fully, a completion or a near miss less.
  const reachedByWord = words.map((word) => {
    const reached = new Map<string, {quality: number; postings: readonly number[]}>();
    const reach = (term: string, postings: readonly number[], quality: number) => {
      if ((reached.get(term)?.quality ?? 0) < quality) reached.set(term, {quality, postings});
    };
    for (const form of index.forms(word.text)) {
      const postings = index.postings(form);
      if (postings) reach(form, postings, 1);
    }
    if (word.source === 'typed' && word.prefix)
      for (const [term, postings] of index.withPrefix(word.text)) reach(term, postings, PREFIX_QUALITY);
    if (word.source === 'typed' && word.typos > 0)
      for (const [term, postings] of index.near(word.text, word.typos)) reach(term, postings, TYPO_QUALITY);
    return reached;
  });
  const pageTotal = index.pageCount + index.referencePageCount;
  const pagesByWord = wordPages(index, reachedByWord, admit, pageTotal);
  const listable = listablePages(index, pagesByWord, needed, pageTotal);
  reachedByWord.forEach((reached, i) => {
    for (const {quality, postings} of reached.values()) {
      for (let p = 0; p < postings.length; p += 2) {
        const doc = postings[p];
        const place = index.places[doc];
        if (listable && !listable[place.page]) continue;
        if (!admit(doc)) continue;
        own.raise(doc, i, quality * fieldFactor(place.depth, postings[p + 1]));
      }
    }
  });
  return {own, pagesWithWord: pagesByWord.map((holding) => holding.count)};
}

/** A set of pages by page number: a flag per page, and how many are set. */
interface PageSet {
  has: Uint8Array;
  count: number;
}

/** Per search word, the pages whose admitted records hold it: for word rarity, and to skip pages step 3 would drop. */
function wordPages(
  index: Retrieval,
  reachedByWord: readonly Map<string, {postings: readonly number[]}>[],
  admit: (doc: number) => boolean,
  pageTotal: number,
): PageSet[] {
  return reachedByWord.map((reached) => {
    const pages: PageSet = {has: new Uint8Array(pageTotal), count: 0};
    for (const {postings} of reached.values()) {
      for (let p = 0; p < postings.length; p += 2) {
        const {page} = index.places[postings[p]];
        if (pages.has[page] === 0 && admit(postings[p])) {
          pages.has[page] = 1;
          pages.count += 1;
        }
      }
    }
    return pages;
  });
}

/**
 * The pages step 3 can list when the query has required words: those holding every one, and those holding
 * a record of the named API symbol. Records elsewhere would only be built to be dropped, which on a large
 * site is most of the work. Undefined (keep every page) when there is no required word, or when no page holds
 * them all: then step 3 lists pages holding either.
 */
function listablePages(
  index: Retrieval,
  pagesByWord: readonly PageSet[],
  {required, symbolDocs}: Needed,
  pageTotal: number,
): Uint8Array | undefined {
  const holdingAll = required.filter(Boolean).length;
  if (holdingAll === 0) return undefined;
  const held = new Uint8Array(pageTotal);
  let any = false;
  pagesByWord.forEach((holding, i) => {
    if (!required[i]) return;
    for (let page = 0; page < pageTotal; page += 1) held[page] += holding.has[page];
  });
  for (let page = 0; page < pageTotal; page += 1) {
    held[page] = held[page] === holdingAll ? 1 : 0;
    if (held[page]) any = true;
  }
  if (!any) return undefined;
  for (const doc of symbolDocs) held[index.places[doc].page] = 1;
  return held;
}

/** Words a page must hold to be listed: every typed content word the reader has finished, unless the query is loose. */
function requiredWords(query: ParsedQuery, words: readonly QueryWord[]): boolean[] {
  const typedContent = words.filter((word) => word.source === 'typed' && word.weight >= 1).length;
  const loose = query.concepts.length > 0 || typedContent >= 3;
  return words.map((word) => !loose && word.source === 'typed' && word.weight >= 1 && !word.unfinished);
}

/** Step 3: pages and sections by how well they answer the query. */
function rankDocs(
  index: Retrieval,
  query: ParsedQuery,
  words: readonly QueryWord[],
  {own, pagesWithWord}: Retrieved,
  withReference: boolean,
  {required, symbolDocs}: Needed,
): Ranking {
  const priors = new Map<number, number>();
  const typedContent = words.filter((word) => word.source === 'typed' && word.weight >= 1).length;
  const priorQuery = {...query, contentWords: typedContent};
  const loose = query.concepts.length > 0 || typedContent >= 3;
  const options = {
    weights: words.map((word) => word.weight),
    typed: words.map((word) => word.source === 'typed'),
    required,
    minCoverage: loose ? LOOSE_COVERAGE : 0,
    pageCount: index.pageCount + (withReference ? index.referencePageCount : 0),
    prior: (page: number) => {
      let prior = priors.get(page);
      if (prior === undefined) {
        prior = pagePrior(index.pagePath(page), priorQuery);
        priors.set(page, prior);
      }
      return prior;
    },
    headingWordCount: (doc: number) => index.headingWordCount(doc),
    titleOf: (page: number) => index.titleOf(page),
    symbolDocs,
    pagesWithWord,
  };
  const ranking = scorePages(own, index.places, options);
  // Two words that never meet on one page: show pages with either, as Algolia does with no results.
  if (ranking.pageCount === 0 && options.required.filter(Boolean).length === 2) {
    return scorePages(own, index.places, {...options, required: options.required.map(() => false)});
  }
  return ranking;
}

function marksOf(index: Retrieval, words: readonly QueryWord[]): MarkTerm[] {
  return words.flatMap((word) => {
    const mark = {term: word.text, forms: new Set(index.forms(word.text)), prefix: word.prefix, typos: word.typos};
    if (!word.text.includes('_')) return [mark];
    return [mark, ...word.text.split('_').map((part) => ({term: part, forms: new Set([part]), prefix: false, typos: 0}))];
  });
}

/** Steps 1 to 4 of a search, before any record's text is needed: the distinct hits in order, and the marks. */
export interface RankedSearch {
  queryText: string;
  paging: Paging;
  /**
   * The distinct hits in order, through the requested page at least and every one when facets are counted;
   * empty when a precomputed answer served the query (it asks for no facets).
   */
  distinct: Ranked[];
  nbHits: number;
  /** Records of the requested page of hits. */
  pageDocs: number[];
  nbPages: number;
  marks: MarkTerm[];
  started: number;
}

export function rankSearch(index: Retrieval, request: AlgoliaRequest): RankedSearch {
  const started = Date.now();
  const queryText = typeof request.query === 'string' ? request.query : '';
  const paging = pagingOf(request);
  const query = parseQuery(queryText, (word) => holdsWord(index, word));
  const answer = index.answer?.(query.text);
  if (answer && answers(index, answer, request, paging)) {
    return {
      queryText,
      paging,
      distinct: [],
      nbHits: answer.nbHits,
      pageDocs: [...answer.docs],
      nbPages: Math.ceil(answer.nbHits / paging.hitsPerPage),
      marks: marksOf(index, searchWords(query)),
      started,
    };
  }
  const words = lookupWords(index, searchWords(query));
  const withReference = queryWantsReference(index, query.text);
  const needed: Needed = {required: requiredWords(query, words), symbolDocs: new Set(query.symbol ? index.symbolDocs(query.symbol) : [])};
  const ranking =
    words.length > 0
      ? rankDocs(index, query, words, retrieve(index, words, request.facetFilters, withReference, needed), withReference, needed)
      : undefined;
  const {distinct, nbHits} = ranking ? distinctOf(index, ranking, paging, Boolean(request.facets?.length)) : {distinct: [], nbHits: 0};
  const {items} = paginate(distinct, paging);
  return {
    queryText,
    paging,
    distinct,
    nbHits,
    pageDocs: items.map((entry) => entry.doc),
    nbPages: paging.hitsPerPage === 0 ? 0 : Math.ceil(nbHits / paging.hitsPerPage),
    marks: marksOf(index, searchWords(query)),
    started,
  };
}

/**
 * Step 4: the distinct hits, and how many there are. Facet counts need every hit; the results need only the
 * first ones, so those are ranked from the top pages down, more of them until the requested page is settled.
 */
function distinctOf(index: Retrieval, ranking: Ranking, paging: Paging, everyHit: boolean): {distinct: Ranked[]; nbHits: number} {
  const urlOf = (entry: Ranked) => index.urlKey(entry.doc);
  if (everyHit) {
    const distinct = distinctHits(ranking.all(), urlOf);
    return {distinct, nbHits: distinct.length};
  }
  const needed = (paging.page + 1) * paging.hitsPerPage;
  let wanted = Math.max(FIRST_TOP, needed * 2);
  for (;;) {
    const {hits, complete} = ranking.top(wanted);
    if (complete) {
      const distinct = distinctHits(hits, urlOf);
      return {distinct, nbHits: distinct.length};
    }
    const distinct = distinctPrefix(hits, urlOf, needed);
    if (distinct) return {distinct, nbHits: countUrls(index, ranking)};
    wanted *= 4;
  }
}

/** Hits ranked before the first distinct ones are known: a page of results usually needs twice its size. */
const FIRST_TOP = 40;

/** How many distinct URLs the listed records have: the hit count, without ranking every hit. */
function countUrls(index: Retrieval, ranking: Ranking): number {
  const seen = new Uint8Array(index.places.length);
  let count = 0;
  ranking.forEachDoc((doc) => {
    const url = index.urlKey(doc);
    if (seen[url] === 0) {
      seen[url] = 1;
      count += 1;
    }
  });
  return count;
}

/**
 * Whether a precomputed answer is this request's: its first page at the default size, no facet counts, and
 * filters (DocSearch always sends language and tag) that keep every record, as they keep the answer's.
 */
function answers(index: Retrieval, answer: Answer, request: AlgoliaRequest, paging: Paging): boolean {
  if (paging.page !== 0 || paging.hitsPerPage !== DEFAULT_HITS_PER_PAGE || request.facets?.length) return false;
  if (answer.docs.length === 0) return false;
  if ([...filteredFacets(request.facetFilters)].some((facet) => !SITE_FACETS.has(facet))) return false;
  return matchesFacetFilters(index.facetFields(answer.docs[0]), request.facetFilters);
}

/** Steps 5 to 7: the Algolia response, from the records of the requested page of hits. */
export function searchResult(
  index: Retrieval,
  ranked: RankedSearch,
  request: AlgoliaRequest,
  recordOf: (doc: number) => SearchRecord,
  queryID?: string,
): AlgoliaResult {
  const result: AlgoliaResult = {
    hits: ranked.pageDocs.map((doc) => toHit(recordOf(doc), ranked.marks, request)),
    nbHits: ranked.nbHits,
    page: ranked.paging.page,
    nbPages: ranked.nbPages,
    hitsPerPage: ranked.paging.hitsPerPage,
    processingTimeMS: Date.now() - ranked.started,
    exhaustiveNbHits: true,
    query: ranked.queryText,
    params: '',
    index: request.indexName ?? '',
  };
  if (queryID) result.queryID = queryID;
  if (request.facets?.length) {
    const facets = facetCounts(
      ranked.distinct.map((entry) => index.facetFields(entry.doc)),
      request.facets,
    );
    if (facets) result.facets = facets;
  }
  return result;
}

function depthOf(record: SearchRecord): number {
  return record.type === 'content' ? CONTENT_DEPTH : LEVELS.indexOf(record.type);
}

/** The whole index in memory, built from records: the reference the sharded index is checked against. */
export class LocalSearchEngine implements Retrieval {
  private readonly terms = new InvertedIndex();
  private readonly docs: SearchRecord[] = [];
  readonly places: DocPlace[] = [];
  private readonly pages = new Map<string, number>();
  private readonly pagePaths: string[] = [];
  private readonly titles: number[] = [];
  private readonly chains = new Map<number, number[]>();
  private readonly stems = new StemGroups();
  private readonly symbols = new Map<string, number[]>();
  private readonly headingWords = new Map<number, number>();
  private readonly urls = new Map<string, number>();
  private readonly urlKeys: number[] = [];
  /** Per index term: how many core pages hold it, and the last page counted. */
  private readonly termPages = new Map<string, {count: number; last: number}>();
  private indexingPage = -1;
  /** Records and pages of the API reference part, searched only by queries that want it. */
  private readonly referenceDocs: boolean[] = [];
  private readonly referencePages = new Set<number>();
  private readonly referenceSymbols: Set<string>;
  private queryCounter = 0;

  /**
   * `records` are searched by every query. `referenceSymbols` names the symbols of an API reference part
   * added later with `addReference`; without a part, records of the reference are ordinary records.
   */
  constructor(records: readonly SearchRecord[] = [], options: {referenceSymbols?: Iterable<string>} = {}) {
    this.referenceSymbols = new Set(options.referenceSymbols ?? []);
    this.add(records);
  }

  get size(): number {
    return this.docs.length;
  }

  /** Pages searched by every query (the API reference part aside). */
  get pageCount(): number {
    return this.pages.size - this.referencePages.size;
  }

  get referencePageCount(): number {
    return this.referencePages.size;
  }

  get hasReference(): boolean {
    return this.referencePages.size > 0;
  }

  /** Whether a query is answered with the API reference part too. */
  wantsReference(query: string): boolean {
    return wantsReference(query, this.referenceSymbols);
  }

  /** Adds records that every query searches. */
  add(records: readonly SearchRecord[]): void {
    this.index(records, false);
  }

  /** Adds the API reference part, once it has loaded. */
  addReference(records: readonly SearchRecord[]): void {
    this.index(records, true);
  }

  record(doc: number): SearchRecord {
    return this.docs[doc];
  }

  /** Every indexed term with its postings, in no particular order: what the shards are cut from. */
  *allTerms(): Iterable<[string, readonly number[]]> {
    yield* this.terms.withPrefix('');
  }

  /** Every symbol name with the records documenting it. */
  allSymbols(): ReadonlyMap<string, readonly number[]> {
    return this.symbols;
  }

  get referenceSymbolNames(): ReadonlySet<string> {
    return this.referenceSymbols;
  }

  private index(records: readonly SearchRecord[], reference: boolean): void {
    for (const record of records) {
      const doc = this.place(record, reference);
      this.indexingPage = this.places[doc].page;
      // A record is indexed by its own text only: its page title and headings are records of their own, and
      // ranking lends their matches to the records below them.
      const text = record.type === 'content' ? record.content : record.hierarchy[record.type];
      this.indexField(doc, FIELD_TEXT, text);
      if (record.type === 'lvl1') this.indexField(doc, FIELD_CATEGORY, record.hierarchy.lvl0);
      this.indexField(doc, FIELD_SYMBOLS, record.symbols);
    }
  }

  private indexField(doc: number, field: number, text: string | null): void {
    if (!text) return;
    for (const token of tokenize(text)) {
      const term = normalize(token);
      this.count(term);
      this.terms.add(doc, field, term);
    }
  }

  private count(term: string): void {
    const pages = this.termPages.get(term);
    if (!pages) {
      this.stems.add(term);
      // Word rarity is judged on the core alone, so it is the same before and after the reference loads.
      this.termPages.set(term, this.referencePages.has(this.indexingPage) ? {count: 0, last: -1} : {count: 1, last: this.indexingPage});
    } else if (pages.last !== this.indexingPage && !this.referencePages.has(this.indexingPage)) {
      pages.count += 1;
      pages.last = this.indexingPage;
    }
  }

  private place(record: SearchRecord, reference: boolean): number {
    const doc = this.docs.length;
    this.docs.push(record);
    this.referenceDocs.push(reference);
    let urlKey = this.urls.get(record.url);
    if (urlKey === undefined) {
      urlKey = doc;
      this.urls.set(record.url, doc);
    }
    this.urlKeys.push(urlKey);
    let page = this.pages.get(record.url_without_anchor);
    if (page === undefined) {
      page = this.pages.size;
      this.pages.set(record.url_without_anchor, page);
      this.pagePaths.push(new URL(record.url_without_anchor, 'http://local').pathname);
      if (reference) this.referencePages.add(page);
    }
    const depth = depthOf(record);
    let chain = this.chains.get(page);
    if (!chain) {
      chain = [];
      this.chains.set(page, chain);
    }
    // A heading above the record counts only if it is the one the record's hierarchy names.
    const parents: number[] = [];
    for (let level = 1; level < Math.min(depth, LEVELS.length); level += 1) {
      const heading = chain[level];
      if (heading !== undefined && this.docs[heading].hierarchy[LEVELS[level]] === record.hierarchy[LEVELS[level]]) parents.push(heading);
    }
    if (depth < CONTENT_DEPTH) {
      chain[depth] = doc;
      chain.length = depth + 1;
      if (depth === 1) this.titles[page] = doc;
      if (isSymbolHeading(record.url, record.anchor)) {
        for (const name of symbolNames(record.hierarchy[record.type as Level] ?? '')) {
          this.symbols.set(name, [...(this.symbols.get(name) ?? []), doc]);
        }
      }
    }
    this.places.push({page, depth, parents, position: doc});
    return doc;
  }

  isReferenceDoc(doc: number): boolean {
    return this.referenceDocs[doc];
  }

  isReferenceSymbol(name: string): boolean {
    return this.referenceSymbols.has(name);
  }

  pagePath(page: number): string {
    return this.pagePaths[page];
  }

  titleOf(page: number): number | undefined {
    return this.titles[page];
  }

  headingWordCount(doc: number): number {
    let count = this.headingWords.get(doc);
    if (count === undefined) {
      const record = this.docs[doc];
      count = countHeadingWords(record.type === 'content' ? '' : (record.hierarchy[record.type] ?? ''));
      this.headingWords.set(doc, count);
    }
    return count;
  }

  urlKey(doc: number): number {
    return this.urlKeys[doc];
  }

  facetFields(doc: number): FacetFields {
    return this.docs[doc];
  }

  forms(word: string): readonly string[] {
    return this.stems.forms(word);
  }

  postings(term: string): readonly number[] | undefined {
    return this.terms.postings(term);
  }

  withPrefix(prefix: string): Iterable<[string, readonly number[]]> {
    return this.terms.withPrefix(prefix);
  }

  near(term: string, distance: number): Iterable<[string, readonly number[]]> {
    return this.terms.near(term, distance);
  }

  termPageCount(term: string): number {
    return this.termPages.get(term)?.count ?? 0;
  }

  symbolDocs(name: string): readonly number[] {
    return this.symbols.get(name) ?? [];
  }

  search(request: AlgoliaRequest): AlgoliaResult {
    const ranked = rankSearch(this, request);
    let queryID: string | undefined;
    if (request.clickAnalytics) {
      this.queryCounter += 1;
      queryID = `local-${this.queryCounter}`;
    }
    return searchResult(this, ranked, request, (doc) => this.docs[doc], queryID);
  }
}
