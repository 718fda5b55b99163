/**
 * Step 3 of a search: scoring pages and their sections. Pure: it sees where each matched record sits
 * (page, heading chain) and how well each query word matched it, never the index itself.
 *
 * A record is scored with the words it matches itself plus those its page title and headings match, each
 * weighted by how rare the word is across pages (so "cron" counts for more than "run"). A page scores by
 * its best record, more when its title matches (and matches little else), a little more when many of its
 * sections match, times its prior.
 */

/** Where a record sits: its page and the headings above it. */
export interface DocPlace {
  page: number;
  /** 1 for a page title, 2-6 for headings, 7 for content. */
  depth: number;
  /** The heading records above it, page title first; never itself. */
  parents: readonly number[];
  position: number;
}

export const CONTENT_DEPTH = 7;

export interface RankOptions {
  /** Weight of each search word, before rarity. */
  weights: readonly number[];
  /** Words the reader typed; the others came from the concept map. */
  typed: readonly boolean[];
  /** Words a page must match to be listed at all. */
  required: readonly boolean[];
  /** The share of the typed words' weight a page must match to be listed, unless it matches a concept. */
  minCoverage: number;
  /** Pages in the index, for word rarity. */
  pageCount: number;
  prior(page: number): number;
  /** Distinct meaningful words in a heading or title record's own text. */
  headingWordCount(doc: number): number;
  /** The title record of a page. */
  titleOf(page: number): number | undefined;
  /** Records that document the API symbol the query names exactly: these rank first. */
  symbolDocs?: ReadonlySet<number>;
  /**
   * Per word, how many pages hold it, when the candidates given are only some of those found (step 2 leaves
   * out pages that lack a required word): word rarity must count them all.
   */
  pagesWithWord?: readonly number[];
}

export interface Ranked {
  doc: number;
  page: number;
  score: number;
  /** The share of the query's weight the record matches, with its headings. */
  coverage: number;
  /** The record's own heading is the query: it may stand beside another hit of its page near the top. */
  targeted: boolean;
  /** Its place, copied here so that ordering tens of thousands of hits reads no other object. */
  depth: number;
  position: number;
}

/** How much a page's title matching the query adds to its best record. */
export const TITLE_WEIGHT = 1;
/** How much many matching sections add (log of their number): a guide about the topic, not a mention. */
export const SUPPORT_WEIGHT = 0.06;
/** A section that is not its page's best hit ranks below the page's best hit. */
export const SECONDARY = 0.7;
/** A title match counts fully from this quality on; below it the match came from the sidebar category. */
const TITLE_MATCH = 0.6;
const SYMBOL_BONUS = 1000;

/**
 * The most a word's rarity counts. A word on one page or two is as often an accident of phrasing ("throws",
 * "from scratch") as the key to the question; past this, rarer no longer means more important.
 */
export const RARITY_CAP = 3;

/** Rarity of a word across pages (BM25's idf, capped), so common words decide less. */
export function rarity(pagesWithWord: number, pageCount: number): number {
  return Math.min(RARITY_CAP, Math.log(1 + (pageCount - pagesWithWord + 0.5) / (pagesWithWord + 0.5)));
}

function weighted(qualities: ArrayLike<number>, weights: readonly number[], total: number): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += weights[i] * qualities[i];
  return total > 0 ? sum / total : 0;
}

interface PageEntry {
  union: Float64Array;
  docs: {doc: number; coverage: number}[];
}

/**
 * Scores every matched record. `own` holds, per matched record, the quality (0 to 1, already scaled by
 * the field it matched in) of each search word in the record's own text.
 */
export function rank(own: ReadonlyMap<number, ArrayLike<number>>, places: readonly DocPlace[], options: RankOptions): Ranked[] {
  const count = options.weights.length;
  const pagesWithWord = Array.from({length: count}, () => new Set<number>());
  if (!options.pagesWithWord) {
    for (const [doc, qualities] of own) {
      for (let i = 0; i < count; i += 1) if (qualities[i] > 0) pagesWithWord[i].add(places[doc].page);
    }
  }
  // A word no page holds (a typo past repair, a word the docs never use) cannot tell pages apart: it is
  // left out of the weighing instead of lowering every page's share alike.
  const holding = (i: number) => options.pagesWithWord?.[i] ?? pagesWithWord[i].size;
  const weights = options.weights.map((weight, i) => (holding(i) === 0 ? 0 : weight * rarity(holding(i), options.pageCount)));
  // A concept is a guess at what the reader meant: it may weigh as much as the words they typed, not more.
  const typedTotal = weights.reduce((sum, weight, i) => sum + (options.typed[i] ? weight : 0), 0);
  for (let i = 0; i < count; i += 1) if (!options.typed[i] && typedTotal > 0) weights[i] = Math.min(weights[i], typedTotal);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const typedWeights = weights.map((weight, i) => (options.typed[i] ? weight : 0));

  const pages = new Map<number, PageEntry>();
  // One buffer for every record's qualities with its headings': a large site has tens of thousands of candidates.
  const effective = new Float64Array(count);
  for (const [doc, qualities] of own) {
    for (let i = 0; i < count; i += 1) effective[i] = qualities[i];
    for (const parent of places[doc].parents) {
      const inherited = own.get(parent);
      if (inherited) for (let i = 0; i < count; i += 1) effective[i] = Math.max(effective[i], inherited[i]);
    }
    const page = places[doc].page;
    let entry = pages.get(page);
    if (!entry) {
      entry = {union: new Float64Array(count), docs: []};
      pages.set(page, entry);
    }
    for (let i = 0; i < count; i += 1) entry.union[i] = Math.max(entry.union[i], effective[i]);
    entry.docs.push({doc, coverage: weighted(effective, weights, total)});
  }

  // Page by page below runs over every candidate of a broad query, so it counts in loops instead of
  // building arrays; the rules are the ones their comments state.
  const symbolDocs = options.symbolDocs && options.symbolDocs.size > 0 ? options.symbolDocs : undefined;
  let typedWords = 0;
  for (let i = 0; i < count; i += 1) if (options.typed[i] && weights[i] > 0) typedWords += 1;
  const ranked: Ranked[] = [];
  for (const [page, entry] of pages) {
    const {union, docs} = entry;
    let hasSymbol = false;
    if (symbolDocs) for (const {doc} of docs) if (symbolDocs.has(doc)) hasSymbol = true;
    let missing = false;
    let matchesConcept = false;
    let typedMatched = 0;
    for (let i = 0; i < count; i += 1) {
      if (options.required[i] && union[i] === 0) missing = true;
      if (!options.typed[i] && union[i] > 0) matchesConcept = true;
      if (options.typed[i] && weights[i] > 0 && union[i] > 0) typedMatched += 1;
    }
    // Enough of the query: a concept it names, or a share of its weight, or half of its words, so that one
    // rare word the page happens not to use ("from scratch") cannot hide the page that answers the rest.
    const enough =
      matchesConcept ||
      typedTotal === 0 ||
      weighted(union, typedWeights, typedTotal) >= options.minCoverage - 1e-9 ||
      (options.minCoverage > 0 && typedMatched >= Math.ceil(typedWords / 2));
    if ((missing || !enough) && !hasSymbol) continue;
    let best = docs[0];
    for (let d = 1; d < docs.length; d += 1) if (compareDocs(docs[d], best, places) < 0) best = docs[d];
    const title = options.titleOf(page);
    const titleQualities = title === undefined ? undefined : own.get(title);
    let titleScore = 0;
    if (title !== undefined && titleQualities) {
      let matchedWords = 0;
      for (let i = 0; i < count; i += 1) if (titleQualities[i] >= TITLE_MATCH) matchedWords += 1;
      const precision = Math.min(1, matchedWords / Math.max(1, options.headingWordCount(title)));
      titleScore = weighted(titleQualities, weights, total) * precision;
    }
    let support = 0;
    for (const {coverage} of docs) if (coverage >= best.coverage / 2) support += 1;
    const pageScore = options.prior(page) * (best.coverage + TITLE_WEIGHT * titleScore + SUPPORT_WEIGHT * Math.log1p(support));
    // A heading the query targets: it holds every word the reader typed, and nothing else of note.
    let targetedHeadings: Set<number> | undefined;
    for (const {doc} of docs) {
      const {depth} = places[doc];
      if (depth < 2 || depth >= CONTENT_DEPTH) continue;
      const qualities = own.get(doc)!;
      let held = 0;
      let lacksTyped = false;
      for (let i = 0; i < count; i += 1) {
        if (qualities[i] > 0) held += 1;
        else if (options.typed[i] && weights[i] > 0) lacksTyped = true;
      }
      if (!lacksTyped && held >= options.headingWordCount(doc)) (targetedHeadings ??= new Set()).add(doc);
    }
    for (const {doc, coverage} of docs) {
      const place = places[doc];
      const targeted =
        targetedHeadings !== undefined &&
        (targetedHeadings.has(doc) || (place.depth === CONTENT_DEPTH && targetedHeadings.has(place.parents.at(-1) ?? -1)));
      let score = doc === best.doc ? pageScore : pageScore * SECONDARY * (best.coverage > 0 ? coverage / best.coverage : 0);
      if (symbolDocs?.has(doc)) score += SYMBOL_BONUS;
      ranked.push({doc, page, score, coverage, targeted, depth: place.depth, position: place.position});
    }
  }
  return ranked.sort((a, b) => b.score - a.score || a.depth - b.depth || a.position - b.position);
}

/** Negative when `a` is the better hit for its page: more of the query, then the higher heading, then earlier. */
function compareDocs(a: {doc: number; coverage: number}, b: {doc: number; coverage: number}, places: readonly DocPlace[]): number {
  return b.coverage - a.coverage || places[a.doc].depth - places[b.doc].depth || places[a.doc].position - places[b.doc].position;
}
