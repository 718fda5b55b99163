import {catalogEntry, type CatalogEntry, type EntryContext, type LibraryPage} from './entry';
import type {FacetValues} from './facets';
import {PROVIDES, PROVIDES_VALUES, TIERS} from './vocabulary';

/** What the catalog component receives: every entry, and the facet values in the order the filters list them. */
export interface CatalogData {
  entries: CatalogEntry[];
  facets: FacetValues;
}

export interface CatalogProblem {
  /** The page's path under docs/. */
  file: string;
  message: string;
}

/** Entries sorted by title, and the facet values they use: tiers and provides in vocabulary order, categories in tags.yml order. */
export function buildCatalog(
  pages: (LibraryPage & {file: string})[],
  context: EntryContext,
): {data: CatalogData; problems: CatalogProblem[]} {
  const entries: CatalogEntry[] = [];
  const problems: CatalogProblem[] = [];
  for (const page of pages) {
    const result = catalogEntry(page, context);
    problems.push(...result.problems.map((message) => ({file: page.file, message})));
    if (result.entry) entries.push(result.entry);
  }
  entries.sort((a, b) => a.title.localeCompare(b.title, 'en', {sensitivity: 'base'}));

  const used = (values: string[]) => new Set(values);
  const tiers = used(entries.map((entry) => entry.tier.key));
  const categories = used(entries.map((entry) => entry.category.key));
  const provides = used(entries.flatMap((entry) => entry.provides));
  const tagLabel = (id: string) => context.tags[id]?.label ?? id;
  return {
    data: {
      entries,
      facets: {
        category: Object.keys(context.tags)
          .filter((id) => categories.has(id))
          .map((id) => ({value: id, label: tagLabel(id)})),
        tier: TIERS.filter((tier) => tiers.has(tier.key)).map((tier) => ({value: tier.key, label: tagLabel(tier.tag)})),
        provides: PROVIDES_VALUES.filter((value) => provides.has(value)).map((value) => ({value, label: PROVIDES[value]})),
      },
    },
    problems,
  };
}
