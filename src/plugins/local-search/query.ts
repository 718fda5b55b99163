/** Step 1 of a search: what the reader typed, turned into weighted words to look for. */
import {CONCEPTS, DAGSTER_PLUS_NAMES} from './concepts';
import {stem} from './stem';
import {isPackageName, symbolCandidate} from './symbols';
import {MAX_QUERY_LENGTH, normalize, queryTerms, typoBudget} from './text';

/** Function words and the words of a question: they say how a reader asks, not what about. */
export const FILLER = new Set(
  (
    'a an and are as at be been by can could did do does for from had has have how i if in into is it its me my of on or our ' +
    'should so than that the their them then there these they this those to was we were what when where which who why will ' +
    'with would you your not no vs versus between'
  ).split(' '),
);

/** Words that mean little on their own in a question ("use", "get", "make"): counted, but lightly. */
export const WEAK_WORDS = new Set(
  'use using used make get set do work way want need able possible thing something also like just please help best proper properly instead'.split(
    ' ',
  ),
);

const WEAK_WEIGHT = 0.35;
/**
 * Letters a later word needs before it is completed: two ("run a job on a cr") would pull in thousands of
 * words for little.
 */
export const LATER_PREFIX_LENGTH = 3;
/** Every page is about Dagster, so its name only helps when nothing else was typed. */
export const PRODUCT_NAME = 'dagster';
const PRODUCT_NAME_WEIGHT = 0.2;
/** A reader's word that a concept explains keeps some weight: the docs may use it too. */
const EXPLAINED_WEIGHT = 1;
/** A concept the reader described stands for their whole phrase, so it weighs more than one typed word. */
const CONCEPT_WEIGHT = 2;

export interface QueryWord {
  /** Normalized, as typed (or as the concept map adds it). */
  text: string;
  stem: string;
  /** 0 for filler; 1 for a word that carries the question. */
  weight: number;
  /** The last word as typed also matches the words it begins ("sched" finds "schedules"). */
  prefix: boolean;
  /**
   * The last word as typed, still too short to complete ("asset ch"): searched as it is, but a page need not
   * hold it, since the reader has most likely not finished it.
   */
  unfinished?: true;
  /** Edits a typed word may be off by; words from the concept map are spelled right. */
  typos: number;
  /** Typed by the reader, or added from the concept map. */
  source: 'typed' | 'concept';
}

export interface ParsedQuery {
  /** The query as searched (`searchedText`). */
  text: string;
  words: QueryWord[];
  /** Stems of every typed and added word, filler included: for rules that look for a named thing. */
  stems: Set<string>;
  /** The query, if it could be an API symbol's name ("asset", "dagster dev", "AssetSpec"). */
  symbol: string | null;
  /** The query names Dagster+ or a feature only Dagster+ has. */
  namesDagsterPlus: boolean;
  /** The query asks for the API reference in words ("asset api", "k8s reference"). */
  namesReference: boolean;
  /** The docs' words of every concept the query matched. */
  concepts: string[];
}

function wordsOf(phrase: string): string[] {
  return queryTerms(phrase);
}

function containsPhrase(words: string[], phrase: string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** Whether the query names Dagster+ ("Dagster+", "dagster plus") or a feature only it has ("branch deployment"). */
export function namesDagsterPlus(query: string, typed: string[]): boolean {
  if (/dagster\s*\+/i.test(query)) return true;
  const stems = typed.map(stem);
  return DAGSTER_PLUS_NAMES.some((name) => containsPhrase(stems, wordsOf(name).map(stem)));
}

/** A web API the reader talks to ("a REST api"), not Dagster's Python API. */
const WEB_API = /\b(rest|http|web|graphql|external|third[- ]party)\s+api\b/i;

/**
 * Whether the query asks for the API reference itself rather than a guide: it says "reference" or
 * "python api", ends with "api" ("asset api", "k8s api docs"), or is a library's package name.
 */
export function namesReference(query: string): boolean {
  const text = query.trim();
  if (/\breference\b|\bpython api\b/i.test(text) || isPackageName(text)) return true;
  return /\bapi(\s+docs?)?$/i.test(text) && !WEB_API.test(text);
}

/** Most words a reader may put between two words of a phrase ("new csv file lands" for "new file lands"). */
const PHRASE_GAP = 2;

/**
 * Whether the phrase's stems occur in the query's stems in order, each close after the one before. A phrase
 * with a function word in it ("in process", "at once") must occur exactly: loosely, it would match anywhere.
 */
export function containsLoosePhrase(stems: readonly string[], phrase: readonly string[]): boolean {
  const gap = phrase.some((word) => FILLER.has(word)) ? 0 : PHRASE_GAP;
  const search = (from: number, index: number, limit: number): boolean => {
    if (index === phrase.length) return true;
    for (let i = from; i < Math.min(stems.length, limit); i += 1) {
      if (stems[i] === phrase[index] && search(i + 1, index + 1, i + 2 + gap)) return true;
    }
    return false;
  };
  return phrase.length > 0 && search(0, 0, stems.length);
}

/** The concepts whose reader phrases occur in the query (by stem, in order, loosely). */
export function matchConcepts(typedStems: readonly string[]): {docs: string; phrase: string[]}[] {
  const matched: {docs: string; phrase: string[]}[] = [];
  for (const entry of CONCEPTS) {
    for (const reader of entry.readers) {
      const phrase = wordsOf(reader).map(stem);
      if (containsLoosePhrase(typedStems, phrase)) {
        matched.push({docs: entry.docs, phrase});
        break;
      }
    }
  }
  return matched;
}

/** Whether the index holds a word in any of its forms: a word it does not hold finds nothing. */
export type HoldsWord = (word: string) => boolean;

/**
 * The query as it is searched: capped in length, and without a later word the reader has just started that
 * cannot change what is found yet. One letter ("asset c") is too short to complete, and searched as a word it
 * finds stray letters (the "-c" of a command line) on pages unrelated to the query; two letters that make a
 * function word ("how do i in"), or that the index does not hold as a word (`holds`: "asset ch"), weigh
 * nothing. Until the next letter, the query is searched as it stood after the space, so that keystroke costs
 * nothing new. Likewise a question's opening words ("how do i "): until a word says what it is about, it is
 * searched as its first word, instead of matching function words all over the site with each one added.
 */
export function searchedText(raw: string, holds?: HoldsWord): string {
  const text = withoutStartedWord(raw.slice(0, MAX_QUERY_LENGTH), holds);
  const first = /^\s*\S+\s+/u.exec(text);
  if (!first) return text;
  const terms = queryTerms(text);
  return terms.length > queryTerms(first[0]).length && terms.every((term) => FILLER.has(term)) ? first[0] : text;
}

function withoutStartedWord(text: string, holds?: HoldsWord): string {
  const started = /\S\s+([\p{L}\p{N}]{1,2})$/u.exec(text);
  if (!started) return text;
  const word = normalize(started[1]);
  const findsNothingYet = Array.from(word).length === 1 || FILLER.has(word) || (holds !== undefined && !holds(word));
  return findsNothingYet ? text.slice(0, text.length - started[1].length) : text;
}

/** Whether the last typed word is a later word still being typed (`endsWord`) and too short to complete. */
function isShortLaterWord(typed: readonly string[], endsWord: boolean): boolean {
  const last = typed.at(-1);
  return endsWord && typed.length > 1 && last !== undefined && Array.from(last).length < LATER_PREFIX_LENGTH;
}

/**
 * Parses a query into the words to search for: question words and filler weigh nothing, the product's
 * name and vague verbs weigh little, and concepts the reader described in their own words join the query
 * in the docs' words.
 */
export function parseQuery(raw: string, holds?: HoldsWord): ParsedQuery {
  const text = searchedText(raw, holds);
  const typed = queryTerms(text);
  const endsWord = !/\s$/.test(text);
  const words: QueryWord[] = [];
  typed.forEach((word, index) => {
    const typing = endsWord && index === typed.length - 1;
    const entry: QueryWord = {
      text: word,
      stem: stem(word),
      weight: FILLER.has(word) ? 0 : WEAK_WORDS.has(word) ? WEAK_WEIGHT : word === PRODUCT_NAME ? PRODUCT_NAME_WEIGHT : 1,
      prefix: typing && word.length >= (typed.length > 1 ? LATER_PREFIX_LENGTH : 2),
      typos: typoBudget(word),
      source: 'typed',
    };
    if (index === typed.length - 1 && isShortLaterWord(typed, endsWord)) entry.unfinished = true;
    // "Dagster plus" and "Dagster cloud" name the product (Dagster+): the second word is part of the name.
    if ((word === 'plus' || word === 'cloud') && typed[index - 1] === PRODUCT_NAME) entry.weight = PRODUCT_NAME_WEIGHT;
    // "check ... checks" is one word said twice: counting it twice would double its weight.
    const same = words.find((other) => other.stem === entry.stem);
    if (!same) words.push(entry);
    else if (entry.prefix) Object.assign(same, {text: entry.text, prefix: true, typos: entry.typos});
  });
  // A query of nothing but filler ("how", or "how to" as searched) still searches for what was typed.
  if (words.length > 0 && words.every((word) => word.weight <= WEAK_WEIGHT)) {
    for (const word of words) word.weight = 1;
  }

  const concepts = matchConcepts(typed.map(stem));
  for (const {docs, phrase} of concepts) {
    const docStems = wordsOf(docs)
      .filter((word) => !FILLER.has(word))
      .map((word) => ({word, stem: stem(word)}));
    for (const word of words) {
      if (word.source === 'typed' && phrase.includes(word.stem) && !docStems.some((doc) => doc.stem === word.stem)) {
        word.weight = Math.min(word.weight, EXPLAINED_WEIGHT);
      }
    }
    for (const doc of docStems) {
      const existing = words.find((word) => word.stem === doc.stem);
      if (existing) existing.weight = Math.max(existing.weight, CONCEPT_WEIGHT);
      else words.push({text: doc.word, stem: doc.stem, weight: CONCEPT_WEIGHT, prefix: false, typos: 0, source: 'concept'});
    }
  }

  return {
    text,
    words,
    stems: new Set(words.map((word) => word.stem)),
    symbol: symbolCandidate(text),
    namesDagsterPlus: namesDagsterPlus(text, typed),
    namesReference: namesReference(text),
    concepts: concepts.map((concept) => concept.docs),
  };
}

/**
 * The words a search looks up: everything that carries weight, except the product's name when other
 * words are there (it is on every page, so it would cost time and decide nothing).
 */
export function searchWords(query: ParsedQuery): QueryWord[] {
  const weighted = query.words.filter((word) => word.weight > 0);
  const named = weighted.filter((word) => word.weight > PRODUCT_NAME_WEIGHT);
  return named.length > 0 ? named : weighted;
}
