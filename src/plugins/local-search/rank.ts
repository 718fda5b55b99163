/**
 * Step 3 of a search: scoring pages and their sections. Pure: it sees where each matched record sits
 * (page, heading chain) and how well each query word matched it, never the index itself.
 *
 * A record is scored with the words it matches itself plus those its page title and headings match, each
 * weighted by how rare the word is across pages (so "cron" counts for more than "run"). A page scores by
 * its best record, more when its title matches (and matches little else), a little more when many of its
 * sections match, times its prior.
 */
import {Candidates} from './candidates';

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

/** A page that passed the query's filters, with what its hits need. */
interface ScoredPage {
  page: number;
  score: number;
  /** The most any of its hits scores: a page visited later cannot outrank a hit above it. */
  bound: number;
  /** Candidate slots of its records, and the one that is its best hit. */
  slots: number[];
  best: number;
  /** Heading records the query targets, if any. */
  targeted: Set<number> | undefined;
}

/** Orders hits: score, then the higher heading, then the earlier record. */
function compareHits(a: Ranked, b: Ranked): number {
  return b.score - a.score || a.depth - b.depth || a.position - b.position;
}

/**
 * The scored pages of a query. Hits are made only when asked for: every one of them (for facet counts), or
 * just enough for the first results, which on a broad query is a small share of the candidates.
 */
export class Ranking {
  constructor(
    private readonly pages: readonly ScoredPage[],
    private readonly own: Candidates,
    private readonly coverage: Float64Array,
    private readonly places: readonly DocPlace[],
    private readonly symbolDocs: ReadonlySet<number> | undefined,
  ) {}

  /** How many pages are listed. */
  get pageCount(): number {
    return this.pages.length;
  }

  /** Calls `visit` with every listed record, in no particular order. */
  forEachDoc(visit: (doc: number) => void): void {
    for (const {slots} of this.pages) for (const slot of slots) visit(this.own.docs[slot]);
  }

  /** Every hit, in order. */
  all(): Ranked[] {
    const hits: Ranked[] = [];
    for (const scored of this.pages) this.hitsOf(scored, hits);
    return hits.sort(compareHits);
  }

  /**
   * The first `count` hits in order, exactly as `all()` would begin, found by visiting pages from the highest
   * bound down and stopping once `count` hits score above every page not yet visited. `complete` when every
   * page was visited: then `hits` is all of them.
   */
  top(count: number): {hits: Ranked[]; complete: boolean} {
    const order = [...this.pages].sort((a, b) => b.bound - a.bound);
    const hits: Ranked[] = [];
    const best = new MinHeap(count);
    for (let p = 0; p < order.length; p += 1) {
      const from = hits.length;
      this.hitsOf(order[p], hits);
      for (let h = from; h < hits.length; h += 1) best.offer(hits[h].score);
      const next = order[p + 1];
      if (next && best.full && best.min > next.bound) return {hits: hits.sort(compareHits).slice(0, count), complete: false};
    }
    return {hits: hits.sort(compareHits), complete: true};
  }

  private hitsOf({page, score: pageScore, slots, best, targeted}: ScoredPage, into: Ranked[]): void {
    const bestCoverage = this.coverage[best];
    for (const slot of slots) {
      const doc = this.own.docs[slot];
      const place = this.places[doc];
      const coverage = this.coverage[slot];
      const isTargeted =
        targeted !== undefined && (targeted.has(doc) || (place.depth === CONTENT_DEPTH && targeted.has(place.parents.at(-1) ?? -1)));
      let score = slot === best ? pageScore : pageScore * SECONDARY * (bestCoverage > 0 ? coverage / bestCoverage : 0);
      if (this.symbolDocs?.has(doc)) score += SYMBOL_BONUS;
      into.push({doc, page, score, coverage, targeted: isTargeted, depth: place.depth, position: place.position});
    }
  }
}

/** The `size` largest numbers offered, smallest on top. */
class MinHeap {
  private readonly items: Float64Array;
  private length = 0;

  constructor(private readonly size: number) {
    this.items = new Float64Array(Math.max(1, size));
  }

  get full(): boolean {
    return this.length >= this.size;
  }

  get min(): number {
    return this.items[0];
  }

  offer(value: number): void {
    if (this.size === 0) return;
    if (this.length < this.size) {
      let at = this.length;
      this.length += 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (this.items[parent] <= value) break;
        this.items[at] = this.items[parent];
        at = parent;
      }
      this.items[at] = value;
      return;
    }
    if (value <= this.items[0]) return;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.length) break;
      const child = left + 1 < this.length && this.items[left + 1] < this.items[left] ? left + 1 : left;
      if (this.items[child] >= value) break;
      this.items[at] = this.items[child];
      at = child;
    }
    this.items[at] = value;
  }
}

/**
 * Scores every matched record. `own` holds, per matched record, the quality (0 to 1, already scaled by
 * the field it matched in) of each search word in the record's own text.
 */
export function rank(
  own: Candidates | ReadonlyMap<number, ArrayLike<number>>,
  places: readonly DocPlace[],
  options: RankOptions,
): Ranked[] {
  return scorePages(own, places, options).all();
}

/** Step 3 up to the hits: which pages are listed and how each scores. */
export function scorePages(
  candidates: Candidates | ReadonlyMap<number, ArrayLike<number>>,
  places: readonly DocPlace[],
  options: RankOptions,
): Ranking {
  const count = options.weights.length;
  const own = candidates instanceof Candidates ? candidates : Candidates.fromMap(candidates, places.length, count);
  const size = own.size;
  const quality = (slot: number, word: number) => own.quality(slot, word);
  const pagesWithWord = Array.from({length: count}, () => new Set<number>());
  if (!options.pagesWithWord) {
    for (let slot = 0; slot < size; slot += 1) {
      for (let i = 0; i < count; i += 1) if (quality(slot, i) > 0) pagesWithWord[i].add(places[own.docs[slot]].page);
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

  // Per candidate, its coverage with its headings' words; per page, the best quality of each word anywhere on it.
  const coverage = new Float64Array(size);
  const pageSlots = new Map<number, {union: Float64Array; slots: number[]}>();
  const effective = new Float64Array(count);
  for (let slot = 0; slot < size; slot += 1) {
    const place = places[own.docs[slot]];
    for (let i = 0; i < count; i += 1) effective[i] = quality(slot, i);
    const {parents} = place;
    for (let k = 0; k < parents.length; k += 1) {
      const inherited = own.slotOf(parents[k]);
      if (inherited >= 0) for (let i = 0; i < count; i += 1) effective[i] = Math.max(effective[i], quality(inherited, i));
    }
    let entry = pageSlots.get(place.page);
    if (!entry) {
      entry = {union: new Float64Array(count), slots: []};
      pageSlots.set(place.page, entry);
    }
    for (let i = 0; i < count; i += 1) entry.union[i] = Math.max(entry.union[i], effective[i]);
    entry.slots.push(slot);
    coverage[slot] = weighted(effective, weights, total);
  }

  // Page by page below runs over every candidate of a broad query, so it counts in loops instead of
  // building arrays; the rules are the ones their comments state.
  const symbolDocs = options.symbolDocs && options.symbolDocs.size > 0 ? options.symbolDocs : undefined;
  let typedWords = 0;
  for (let i = 0; i < count; i += 1) if (options.typed[i] && weights[i] > 0) typedWords += 1;
  const scored: ScoredPage[] = [];
  const titleQualities = new Float64Array(count);
  for (const [page, {union, slots}] of pageSlots) {
    let hasSymbol = false;
    if (symbolDocs) for (const slot of slots) if (symbolDocs.has(own.docs[slot])) hasSymbol = true;
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
    // The better hit for its page: more of the query, then the higher heading, then the earlier record.
    let best = slots[0];
    for (let s = 1; s < slots.length; s += 1) {
      const slot = slots[s];
      const a = places[own.docs[slot]];
      const b = places[own.docs[best]];
      const order = coverage[best] - coverage[slot] || a.depth - b.depth || a.position - b.position;
      if (order < 0) best = slot;
    }
    const title = options.titleOf(page);
    const titleSlot = title === undefined ? -1 : own.slotOf(title);
    let titleScore = 0;
    if (title !== undefined && titleSlot >= 0) {
      let matchedWords = 0;
      for (let i = 0; i < count; i += 1) {
        titleQualities[i] = quality(titleSlot, i);
        if (titleQualities[i] >= TITLE_MATCH) matchedWords += 1;
      }
      const precision = Math.min(1, matchedWords / Math.max(1, options.headingWordCount(title)));
      titleScore = weighted(titleQualities, weights, total) * precision;
    }
    let support = 0;
    for (const slot of slots) if (coverage[slot] >= coverage[best] / 2) support += 1;
    const score = options.prior(page) * (coverage[best] + TITLE_WEIGHT * titleScore + SUPPORT_WEIGHT * Math.log1p(support));
    // A heading the query targets: it holds every word the reader typed, and nothing else of note.
    let targeted: Set<number> | undefined;
    for (const slot of slots) {
      const doc = own.docs[slot];
      const {depth} = places[doc];
      if (depth < 2 || depth >= CONTENT_DEPTH) continue;
      let held = 0;
      let lacksTyped = false;
      for (let i = 0; i < count; i += 1) {
        if (quality(slot, i) > 0) held += 1;
        else if (options.typed[i] && weights[i] > 0) lacksTyped = true;
      }
      if (!lacksTyped && held >= options.headingWordCount(doc)) (targeted ??= new Set()).add(doc);
    }
    scored.push({page, score, bound: score + (hasSymbol ? SYMBOL_BONUS : 0), slots, best, targeted});
  }
  return new Ranking(scored, own, coverage, places, symbolDocs);
}
