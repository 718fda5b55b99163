import {matchesFacetFilters, type AlgoliaRequest, type AlgoliaResult} from './algolia';
import {distinctHits} from './distinct';
import {facetCounts, paginate, pagingOf, toHit} from './hits';
import {FIELD_CATEGORY, FIELD_SYMBOLS, FIELD_TEXT, InvertedIndex} from './inverted-index';
import {pagePrior} from './priors';
import {FILLER, parseQuery, PRODUCT_NAME, searchWords, WEAK_WORDS, type ParsedQuery, type QueryWord} from './query';
import {CONTENT_DEPTH, rank, type DocPlace, type Ranked} from './rank';
import {LEVELS, type Level, type SearchRecord} from './records';
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

function depthOf(record: SearchRecord): number {
  return record.type === 'content' ? CONTENT_DEPTH : LEVELS.indexOf(record.type);
}

export class LocalSearchEngine {
  private readonly terms = new InvertedIndex();
  private readonly docs: SearchRecord[] = [];
  private readonly places: DocPlace[] = [];
  private readonly pages = new Map<string, number>();
  private readonly pagePaths: string[] = [];
  private readonly titles: number[] = [];
  private readonly chains = new Map<number, number[]>();
  private readonly stems = new StemGroups();
  private readonly symbols = new Map<string, number[]>();
  private readonly headingWords = new Map<number, number>();
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

  /** The share of core pages holding the word in some form (at least: the form on most pages). */
  private pageShare(word: QueryWord): number {
    let most = 0;
    for (const form of this.stems.forms(word.text)) most = Math.max(most, this.termPages.get(form)?.count ?? 0);
    return this.pageCount > 0 ? most / this.pageCount : 0;
  }

  private place(record: SearchRecord, reference: boolean): number {
    const doc = this.docs.length;
    this.docs.push(record);
    this.referenceDocs.push(reference);
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

  /** How much a match in these fields of a record counts: the best of them. */
  private fieldFactor(doc: number, fields: number): number {
    const depth = this.places[doc].depth;
    let factor = 0;
    if (fields & FIELD_TEXT) factor = depth === CONTENT_DEPTH ? CONTENT_FACTOR : depth === 1 ? TITLE_FACTOR : HEADING_FACTOR[depth];
    if (fields & FIELD_SYMBOLS) factor = Math.max(factor, CONTENT_FACTOR);
    if (fields & FIELD_CATEGORY) factor = Math.max(factor, CATEGORY_FACTOR);
    return factor;
  }

  /** Distinct meaningful words of a heading, to tell a heading that is the query from one that contains it. */
  private headingWordCount(doc: number): number {
    let count = this.headingWords.get(doc);
    if (count === undefined) {
      const record = this.docs[doc];
      const text = record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
      count = new Set(
        headingWords(text)
          .filter((word) => !FILLER.has(word) && !WEAK_WORDS.has(word) && word !== PRODUCT_NAME)
          .map(stem)
          .filter((word) => !TITLE_VERBS.has(word)),
      ).size;
      this.headingWords.set(doc, count);
    }
    return count;
  }

  /** Step 2: every record holding a form of a search word, with how well each word matched it. */
  private retrieve(words: readonly QueryWord[], facetFilters: unknown, withReference: boolean): Map<number, Float64Array> {
    const own = new Map<number, Float64Array>();
    const filtered = facetFilters !== undefined && facetFilters !== null;
    const allowed = new Map<number, boolean>();
    const admit = (doc: number): boolean => {
      if (!withReference && this.referenceDocs[doc]) return false;
      if (!filtered) return true;
      let ok = allowed.get(doc);
      if (ok === undefined) {
        ok = matchesFacetFilters(this.docs[doc], facetFilters);
        allowed.set(doc, ok);
      }
      return ok;
    };
    words.forEach((word, i) => {
      // The best quality per term: a form of the word counts fully, a completion or a near miss less.
      const reached = new Map<string, {quality: number; postings: readonly number[]}>();
      const reach = (term: string, postings: readonly number[], quality: number) => {
        if ((reached.get(term)?.quality ?? 0) < quality) reached.set(term, {quality, postings});
      };
      for (const form of this.stems.forms(word.text)) {
        const postings = this.terms.postings(form);
        if (postings) reach(form, postings, 1);
      }
      if (word.source === 'typed' && word.prefix)
        for (const [term, postings] of this.terms.withPrefix(word.text)) reach(term, postings, PREFIX_QUALITY);
      if (word.source === 'typed' && word.typos > 0)
        for (const [term, postings] of this.terms.near(word.text, word.typos)) reach(term, postings, TYPO_QUALITY);
      for (const {quality, postings} of reached.values()) {
        for (let p = 0; p < postings.length; p += 2) {
          const doc = postings[p];
          if (!admit(doc)) continue;
          const value = quality * this.fieldFactor(doc, postings[p + 1]);
          let qualities = own.get(doc);
          if (!qualities) {
            qualities = new Float64Array(words.length);
            own.set(doc, qualities);
          }
          if (value > qualities[i]) qualities[i] = value;
        }
      }
    });
    return own;
  }

  /** Step 3: pages and sections in order of how well they answer the query. */
  private rankDocs(query: ParsedQuery, words: readonly QueryWord[], own: Map<number, Float64Array>, withReference: boolean): Ranked[] {
    const priors = new Map<number, number>();
    const symbolDocs = new Set(query.symbol ? (this.symbols.get(query.symbol) ?? []) : []);
    const typedContent = words.filter((word) => word.source === 'typed' && word.weight >= 1).length;
    const loose = query.concepts.length > 0 || typedContent >= 3;
    const options = {
      weights: words.map((word) => word.weight),
      typed: words.map((word) => word.source === 'typed'),
      required: words.map((word) => !loose && word.source === 'typed' && word.weight >= 1),
      minCoverage: loose ? LOOSE_COVERAGE : 0,
      pageCount: this.pageCount + (withReference ? this.referencePages.size : 0),
      prior: (page: number) => {
        let prior = priors.get(page);
        if (prior === undefined) {
          prior = pagePrior(this.pagePaths[page], {...query, contentWords: typedContent});
          priors.set(page, prior);
        }
        return prior;
      },
      headingWordCount: (doc: number) => this.headingWordCount(doc),
      titleOf: (page: number) => this.titles[page],
      symbolDocs,
    };
    const ranked = rank(own, this.places, options);
    // Two words that never meet on one page: show pages with either, as Algolia does with no results.
    if (ranked.length === 0 && options.required.filter(Boolean).length === 2) {
      return rank(own, this.places, {...options, required: options.required.map(() => false)});
    }
    return ranked;
  }

  private lookupWords(words: QueryWord[]): QueryWord[] {
    if (words.length < 2) return words;
    const specific = words.filter((word) => word.prefix || this.pageShare(word) <= UBIQUITOUS);
    return specific.length > 0 ? specific : words;
  }

  private marks(words: readonly QueryWord[]): MarkTerm[] {
    return words.flatMap((word) => {
      const mark = {term: word.text, forms: new Set(this.stems.forms(word.text)), prefix: word.prefix, typos: word.typos};
      if (!word.text.includes('_')) return [mark];
      return [mark, ...word.text.split('_').map((part) => ({term: part, forms: new Set([part]), prefix: false, typos: 0}))];
    });
  }

  search(request: AlgoliaRequest): AlgoliaResult {
    const started = Date.now();
    const queryText = typeof request.query === 'string' ? request.query : '';
    const paging = pagingOf(request);
    const query = parseQuery(queryText);
    const words = this.lookupWords(searchWords(query));
    const withReference = this.hasReference && this.wantsReference(queryText);
    const ranked =
      words.length > 0 ? this.rankDocs(query, words, this.retrieve(words, request.facetFilters, withReference), withReference) : [];
    const distinct = distinctHits(ranked, (entry) => this.docs[entry.doc].url);
    const {items, nbPages} = paginate(distinct, paging);
    const marks = this.marks(searchWords(query));
    const result: AlgoliaResult = {
      hits: items.map((entry) => toHit(this.docs[entry.doc], marks, request)),
      nbHits: distinct.length,
      page: paging.page,
      nbPages,
      hitsPerPage: paging.hitsPerPage,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      query: queryText,
      params: '',
      index: request.indexName ?? '',
    };
    if (request.clickAnalytics) {
      this.queryCounter += 1;
      result.queryID = `local-${this.queryCounter}`;
    }
    const facets = facetCounts(
      distinct.map((entry) => this.docs[entry.doc]),
      request.facets,
    );
    if (facets) result.facets = facets;
    return result;
  }
}
