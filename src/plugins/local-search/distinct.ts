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
  const {lead, later} = leadAndLater(ranked, urlOf, firstDistinct);
  return [...lead, ...later];
}

/**
 * The distinct hits of `ranked`, the exact beginning of a longer ranking, when its first `needed` are those of
 * the whole ranking; undefined when hits not yet ranked could still change them. A later hit can enter the lead
 * while it has room, ahead of every hit moved out of it; once the lead is full, later hits only follow.
 */
export function distinctPrefix<T extends DistinctEntry>(
  ranked: readonly T[],
  urlOf: (entry: T) => string | number,
  needed: number,
  firstDistinct = DISTINCT_PAGES_FIRST,
): T[] | undefined {
  const {lead, later} = leadAndLater(ranked, urlOf, firstDistinct);
  const settled = needed <= lead.length || (lead.length >= firstDistinct && lead.length + later.length >= needed);
  return settled ? [...lead, ...later] : undefined;
}

function leadAndLater<T extends DistinctEntry>(
  ranked: readonly T[],
  urlOf: (entry: T) => string | number,
  firstDistinct: number,
): {lead: T[]; later: T[]} {
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
  return {lead, later};
}
