/** Tokenising, normalising, escaping, highlighting and snippeting, shared by indexing and querying. */

export const MAX_QUERY_LENGTH = 256;
export const MAX_QUERY_TERMS = 16;

const WORD = /[\p{L}\p{N}]+/gu;
/** Identifiers such as `multi_asset` or `run_status_sensor`, searchable as one term as well as by part. */
const COMPOUND = /[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+/gu;
const QUERY_TERM = /[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*/gu;

/** Lower case without diacritics, so "Kubernetés" matches "kubernetes". */
export function normalize(term: string): string {
  // Most words are plain ASCII, and indexing normalizes every word of the site: skip the Unicode work for them.
  return ASCII.test(term) ? term.toLowerCase() : term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
const ASCII = /^[ -~]*$/;

/** "I/O" is one word to readers ("io manager"), though a slash splits it. */
const IO = /\bI\/O\b/gi;

/** The words inside a CamelCase identifier: "RetryPolicy" holds "Retry" and "Policy". */
const CAMEL_PART = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu;
const CAMEL = /^\p{Lu}?\p{Ll}+(?:\p{Lu}\p{Ll}*)+$|^\p{Lu}{2,}\p{Ll}+\p{Lu}/u;

/** The words of a heading as a reader reads them: a CamelCase name counts as the words it is made of. */
export function headingWords(text: string): string[] {
  return (text.replace(IO, 'IO').match(WORD) ?? [])
    .flatMap((word) => (CAMEL.test(word) ? (word.match(CAMEL_PART) ?? [word]) : [word]))
    .map(normalize);
}

/** Index tokens: every word, each underscore compound whole, and the words of a CamelCase name too. */
export function tokenize(text: string): string[] {
  const words = text.replace(IO, 'IO').match(WORD) ?? [];
  const camelParts = words.filter((word) => CAMEL.test(word)).flatMap((word) => word.match(CAMEL_PART) ?? []);
  return [...words, ...camelParts, ...(text.match(COMPOUND) ?? [])];
}

/**
 * Query terms a search runs on, with an underscore compound kept as one term, capped in length and
 * number so a hostile query cannot stall the page.
 */
export function queryTerms(query: string): string[] {
  return (query.slice(0, MAX_QUERY_LENGTH).match(QUERY_TERM) ?? []).map(normalize).slice(0, MAX_QUERY_TERMS);
}

/** A query word as highlighting sees it: the forms that count as the word itself, and how else it may match. */
export interface MarkTerm {
  /** The word as the reader typed it, reported in `matchedWords`. */
  term: string;
  /** Other spellings that match it whole: the forms sharing its stem ("partitions" for "partitioned"). */
  forms: ReadonlySet<string>;
  /** The last word as typed: a word it begins is highlighted up to its length. */
  prefix: boolean;
  typos: number;
}

/** Terms to highlight: the query terms with each compound also split into its words. */
export function highlightTerms(terms: string[]): string[] {
  return [...new Set(terms.flatMap((term) => (term.includes('_') ? [term, ...term.split('_')] : [term])))];
}

/** Plain query terms as mark terms: the last one matches as a prefix, all within their typo budget. */
export function markTerms(terms: readonly string[]): MarkTerm[] {
  return terms.map((term, index) => ({
    term,
    forms: new Set([term]),
    prefix: index === terms.length - 1 && term.length >= 2,
    typos: typoBudget(term),
  }));
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[char]!);
}

export interface Highlight {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

interface Piece {
  text: string;
  word: boolean;
  /** Length of the highlighted prefix of a word (0 when not highlighted). */
  mark: number;
  /** Query terms this piece matched. */
  terms: string[];
}

/** The edit distance a query term may be off by, matching the engine's fuzzy setting. */
export function typoBudget(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/**
 * How much of `word` the query highlights: all of it for an exact or typo match, the typed prefix
 * when the last query term is a prefix of it (as Algolia does: "<mark>Cach</mark>ing").
 */
function markLength(word: string, terms: readonly MarkTerm[]): {length: number; terms: string[]} {
  const normal = normalize(word);
  let length = 0;
  const hit: string[] = [];
  for (const {term, forms, prefix, typos} of terms) {
    if (normal === term || forms.has(normal)) {
      length = word.length;
      hit.push(term);
    } else if (prefix && normal.startsWith(term)) {
      length = Math.max(length, prefixLength(word, term.length));
      hit.push(term);
    } else if (typos > 0 && withinDistance(term, normal, typos)) {
      length = word.length;
      hit.push(term);
    }
  }
  return {length, terms: hit};
}

/** Characters of `word` that make up its first `normalizedLength` normalized characters. */
function prefixLength(word: string, normalizedLength: number): number {
  for (let i = 1; i <= word.length; i += 1) {
    if (normalize(word.slice(0, i)).length >= normalizedLength) return i;
  }
  return word.length;
}

/** Whether two terms are at most `max` insertions, deletions or substitutions apart. */
export function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  const previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous.splice(0, previous.length, ...current);
  }
  return previous[b.length] <= max;
}

function split(text: string, terms: readonly MarkTerm[]): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (match.index! > last) pieces.push({text: text.slice(last, match.index), word: false, mark: 0, terms: []});
    const {length, terms: hit} = markLength(match[0], terms);
    pieces.push({text: match[0], word: true, mark: length, terms: hit});
    last = match.index! + match[0].length;
  }
  if (last < text.length) pieces.push({text: text.slice(last), word: false, mark: 0, terms: []});
  return pieces;
}

function render(pieces: Piece[], pre: string, post: string): string {
  return pieces
    .map((piece) =>
      piece.mark > 0
        ? `${pre}${escapeHtml(piece.text.slice(0, piece.mark))}${post}${escapeHtml(piece.text.slice(piece.mark))}`
        : escapeHtml(piece.text),
    )
    .join('');
}

function summary(pieces: Piece[], terms: readonly MarkTerm[]): Omit<Highlight, 'value'> {
  const hitTerms = new Set(pieces.flatMap((piece) => piece.terms));
  const matchedWords = [...new Set(terms.map(({term}) => term))].filter((term) => hitTerms.has(term));
  const matchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length === new Set(terms.map(({term}) => term)).size ? 'full' : 'partial';
  const words = pieces.filter((piece) => piece.word);
  return {matchLevel, matchedWords, fullyHighlighted: words.length > 0 && words.every((piece) => piece.mark === piece.text.length)};
}

function asMarkTerms(terms: readonly string[] | readonly MarkTerm[]): readonly MarkTerm[] {
  return terms.length > 0 && typeof terms[0] === 'string' ? markTerms(terms as readonly string[]) : (terms as readonly MarkTerm[]);
}

/** The escaped text with every match wrapped in the highlight tags. */
export function highlight(text: string, terms: readonly string[] | readonly MarkTerm[], pre = '<mark>', post = '</mark>'): Highlight {
  const marks = asMarkTerms(terms);
  const pieces = split(text, marks);
  return {value: render(pieces, pre, post), ...summary(pieces, marks)};
}

/** A window of `words` words around the first match, highlighted, with the ellipsis where text was cut. */
export function snippet(
  text: string,
  terms: readonly string[] | readonly MarkTerm[],
  words: number,
  ellipsis = '…',
  pre = '<mark>',
  post = '</mark>',
): Highlight {
  const marks = asMarkTerms(terms);
  const pieces = split(text, marks);
  const wordIndexes = pieces.flatMap((piece, index) => (piece.word ? [index] : []));
  const base = summary(pieces, marks);
  if (wordIndexes.length <= words) return {value: render(pieces, pre, post), ...base};
  const firstHit = Math.max(
    0,
    wordIndexes.findIndex((index) => pieces[index].mark > 0),
  );
  const startWord = Math.max(0, Math.min(firstHit - Math.floor(words / 3), wordIndexes.length - words));
  const from = startWord === 0 ? 0 : wordIndexes[startWord];
  const endWord = startWord + words - 1;
  const to = endWord >= wordIndexes.length - 1 ? pieces.length : wordIndexes[endWord] + 1;
  const value = `${from > 0 ? ellipsis : ''}${render(pieces.slice(from, to), pre, post)}${to < pieces.length ? ellipsis : ''}`;
  return {value, ...base};
}
