/**
 * The catalog's filters: three facets and a text query, read from and written to the URL
 * (`?category=etl&tier=community&q=snow`). Values within a facet are alternatives (etl or storage);
 * facets, and the words of the query, all have to match. Each value's count is what the list would show
 * if it were added, the usual rule for faceted search, so a count never promises a result it cannot give.
 */

export const FACETS = ['category', 'tier', 'provides'] as const;

export type Facet = (typeof FACETS)[number];

export interface Filters {
  category: string[];
  tier: string[];
  provides: string[];
  q: string;
}

/** What filtering needs to know about an entry. */
export interface Filterable {
  category: {key: string};
  tier: {key: string};
  provides: readonly string[];
  /** Lower-cased, accent-free text that the query searches. */
  text: string;
}

export interface FacetValue {
  value: string;
  label: string;
}

export type FacetValues = Record<Facet, FacetValue[]>;

export const NO_FILTERS: Filters = {category: [], tier: [], provides: [], q: ''};

/** The longest query kept from a URL; longer ones are cut, not rejected. */
export const MAX_QUERY_LENGTH = 100;

/** Lower case without accents, so `Pandera` matches `pandera` and `cafe` matches `café`. */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const valuesOf = (entry: Filterable, facet: Facet): readonly string[] =>
  facet === 'provides' ? entry.provides : [facet === 'tier' ? entry.tier.key : entry.category.key];

function matchesFacet(entry: Filterable, facet: Facet, selected: readonly string[]): boolean {
  return selected.length === 0 || valuesOf(entry, facet).some((value) => selected.includes(value));
}

export function matchesQuery(entry: Filterable, query: string): boolean {
  return normalizeText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => entry.text.includes(word));
}

function matches(entry: Filterable, filters: Filters, ignoring?: Facet): boolean {
  return FACETS.every((facet) => facet === ignoring || matchesFacet(entry, facet, filters[facet])) && matchesQuery(entry, filters.q);
}

export function filterEntries<T extends Filterable>(entries: readonly T[], filters: Filters): T[] {
  return entries.filter((entry) => matches(entry, filters));
}

/** For each value of a facet, how many entries the list would show with that value selected as well. */
export function facetCounts(entries: readonly Filterable[], filters: Filters, facet: Facet): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of entries) {
    if (!matches(entry, filters, facet)) continue;
    for (const value of valuesOf(entry, facet)) counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

export const hasFilters = (filters: Filters): boolean => FACETS.some((facet) => filters[facet].length > 0) || filters.q.trim() !== '';

/**
 * Filters from a query string. Values may be repeated or comma-separated; unknown values, other
 * parameters and malformed escapes are ignored, so a hand-edited or stale URL still opens the catalog.
 */
export function parseFilters(search: string, known: FacetValues): Filters {
  const params = new URLSearchParams(search);
  const filters: Filters = {...NO_FILTERS};
  for (const facet of FACETS) {
    const asked = new Set(params.getAll(facet).flatMap((value) => value.split(',').map((part) => part.trim())));
    filters[facet] = known[facet].map(({value}) => value).filter((value) => asked.has(value));
  }
  filters.q = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  return filters;
}

/** The query string for filters, in a fixed order, with commas between values; empty when nothing is filtered. */
export function serializeFilters(filters: Filters): string {
  const parts = FACETS.filter((facet) => filters[facet].length > 0).map(
    (facet) => `${facet}=${filters[facet].map(encodeURIComponent).join(',')}`,
  );
  if (filters.q.trim()) parts.push(`q=${encodeURIComponent(filters.q)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The filters with one facet value switched on or off, keeping the facet's own order. */
export function toggleValue(filters: Filters, facet: Facet, value: string, known: FacetValues): Filters {
  const selected = new Set(filters[facet]);
  if (selected.has(value)) selected.delete(value);
  else selected.add(value);
  return {...filters, [facet]: known[facet].map((option) => option.value).filter((option) => selected.has(option))};
}

/** The search text of an entry: its names, package, description and labels. */
export function searchText(parts: readonly (string | null | undefined)[]): string {
  return normalizeText(parts.filter(Boolean).join(' '));
}
