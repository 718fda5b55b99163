/** Step 4 of a search: one hit per section, and one per page among the first results. */

export interface DistinctEntry {
  page: number;
  targeted: boolean;
}

/** How many leading hits show different pages, so the first screen offers choices, not one page's sections. */
export const DISTINCT_PAGES_FIRST = 10;

/**
 * Keeps the first hit of each URL (DocSearch indices are distinct on URL), and among the first
 * `firstDistinct` hits at most one per page, unless a hit's own heading is what the reader asked for.
 * Hits moved out of the lead keep their order after it.
 */
export function distinctHits<T extends DistinctEntry>(
  ranked: readonly T[],
  urlOf: (entry: T) => string | number,
  firstDistinct = DISTINCT_PAGES_FIRST,
): T[] {
  const seenUrls = new Set<string | number>();
  const leadPages = new Set<number>();
  const lead: T[] = [];
  const later: T[] = [];
  for (const entry of ranked) {
    const url = urlOf(entry);
    if (seenUrls.has(url)) continue;
    seenUrls.add(url);
    if (lead.length < firstDistinct && (!leadPages.has(entry.page) || entry.targeted)) {
      lead.push(entry);
      leadPages.add(entry.page);
    } else {
      later.push(entry);
    }
  }
  return [...lead, ...later];
}
