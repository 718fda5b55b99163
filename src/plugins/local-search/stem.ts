import {stem as porter2} from 'porter2';

const cache = new Map<string, string>();
const MAX_CACHE = 50_000;

/**
 * The Porter2 stem of a normalized word, so word forms meet: "partitions" and "partitioned" are both
 * "partit", "scheduling" is "schedul". Identifiers (`multi_asset`), numbers and words under three letters
 * are kept whole: stemming them only invents collisions.
 */
export function stem(word: string): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
  let stemmed = cache.get(word);
  if (stemmed === undefined) {
    stemmed = porter2(word);
    if (cache.size < MAX_CACHE) cache.set(word, stemmed);
  }
  return stemmed;
}

/** Index terms grouped by stem, so a query word finds every form the docs use without fuzzy matching. */
export class StemGroups {
  private readonly groups = new Map<string, string[]>();
  private readonly seen = new Set<string>();

  add(term: string): void {
    if (this.seen.has(term)) return;
    this.seen.add(term);
    const key = stem(term);
    const group = this.groups.get(key);
    if (group) group.push(term);
    else this.groups.set(key, [term]);
  }

  /** Every indexed form sharing the word's stem, the word itself included. */
  forms(word: string): string[] {
    const group = this.groups.get(stem(word)) ?? [];
    return group.includes(word) ? group : [word, ...group];
  }

  get size(): number {
    return this.seen.size;
  }
}
