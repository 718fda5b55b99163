/**
 * After a space, the likely opening of the reader's next word: its first letters up to the length at which a
 * later word starts to be completed ("asset che"), the first query that finds anything new (one letter is left
 * out of the search, and two only find that exact word, if any). Nothing in the index says which word follows
 * another, but a reader who adds a word usually narrows toward what the hits on screen are about: the words
 * those hits use, filler and the query's own words aside (in any form: "assets" after "asset " adds nothing),
 * weighted by how often they appear.
 */
import {FILLER, LATER_PREFIX_LENGTH} from './query';
import {stem} from './stem';
import {normalize} from './text';

const WORD = /[\p{L}\p{N}][\p{L}\p{N}_]*/gu;

export function nextWordQueries(queryText: string, hitTexts: readonly string[], count: number): string[] {
  if (count <= 0 || !/\s$/u.test(queryText)) return [];
  const typed = new Set((queryText.match(WORD) ?? []).map((word) => stem(normalize(word))));
  const weights = new Map<string, number>();
  for (const text of hitTexts) {
    for (const match of text.match(WORD) ?? []) {
      const word = normalize(match);
      if (word.length < 2 || FILLER.has(word) || typed.has(stem(word))) continue;
      const opening = Array.from(word).slice(0, LATER_PREFIX_LENGTH).join('');
      weights.set(opening, (weights.get(opening) ?? 0) + 1);
    }
  }
  return [...weights]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([opening]) => queryText + opening);
}
