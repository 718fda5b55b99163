import {useId, useMemo, useRef, type ReactNode} from 'react';
import catalog from '@generated/integration-catalog/default/catalog.json';
import PackageManagerSwitch from '@theme/PackageManagerSwitch';
import {usePackageManager, useUrlFilters} from '../../client';
import {facetCounts, filterEntries, hasFilters, MAX_QUERY_LENGTH, NO_FILTERS, searchText, toggleValue, type Facet} from '../../facets';
import {PROVIDES} from '../../vocabulary';
import Card from './Card';
import InertUntilHydrated from './InertUntilHydrated';
import FacetGroup from './FacetGroup';
import styles from './styles.module.css';

const LEGENDS: Record<Facet, string> = {tier: 'Support', category: 'Category', provides: 'Provides'};
const ORDER: Facet[] = ['tier', 'category', 'provides'];

const plural = (count: number) => (count === 1 ? '1 integration' : `${count} integrations`);

/**
 * Every integration library as a card, with filters by support tier, category, what the library provides
 * and text. The server renders every card, so the list is complete without JavaScript; the filters live
 * in the URL, so a filtered view can be shared and reloaded, and is still there after a visit to a guide.
 */
export default function IntegrationCatalog(): ReactNode {
  const {entries, facets} = catalog;
  const items = useMemo(
    () =>
      entries.map((entry) => ({
        ...entry,
        text: searchText([
          entry.title,
          entry.id,
          entry.package?.name,
          entry.description,
          entry.category.label,
          ...entry.provides.map((value) => PROVIDES[value]),
        ]),
      })),
    [entries],
  );
  const [filters, setFilters] = useUrlFilters(facets);
  const [manager, setManager] = usePackageManager();
  const searchId = useId();
  const searchInput = useRef<HTMLInputElement>(null);

  const shown = filterEntries(items, filters);
  const filtered = hasFilters(filters);
  const status = filtered ? `${plural(shown.length)} of ${entries.length} match` : `${plural(entries.length)}`;

  return (
    <div className={styles.catalog}>
      <div role="search" aria-label="Filter integrations" className={styles.filters}>
        <noscript>
          <p className={styles.noscript}>Filtering needs JavaScript. Every integration is listed below.</p>
        </noscript>
        <InertUntilHydrated className={styles.controls}>
          <div className={styles.toolbar}>
            <label htmlFor={searchId} className={styles.searchLabel}>
              Filter by name or keyword
            </label>
            <input
              id={searchId}
              ref={searchInput}
              type="search"
              className={styles.search}
              placeholder="Snowflake, dagster-dbt, alerts…"
              autoComplete="off"
              maxLength={MAX_QUERY_LENGTH}
              value={filters.q}
              onChange={(event) => setFilters({...filters, q: event.target.value})}
            />
            <PackageManagerSwitch value={manager} onChange={setManager} className={styles.manager} />
          </div>
          {ORDER.map((facet) => (
            <FacetGroup
              key={facet}
              legend={LEGENDS[facet]}
              values={facets[facet]}
              selected={filters[facet]}
              counts={facetCounts(items, filters, facet)}
              onToggle={(value) => setFilters(toggleValue(filters, facet, value, facets))}
            />
          ))}
        </InertUntilHydrated>
      </div>
      <div className={styles.summary}>
        <p role="status" aria-live="polite" aria-atomic="true" className={styles.status}>
          {status}
        </p>
        {filtered && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              setFilters(NO_FILTERS);
              // The button goes away with the filters; keep the keyboard in the catalog.
              searchInput.current?.focus();
            }}
          >
            Clear filters
          </button>
        )}
      </div>
      {shown.length > 0 ? (
        <ul className={styles.grid}>
          {shown.map((entry) => (
            <Card key={entry.id} entry={entry} manager={manager} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No integration matches these filters. Clear a filter or try another word.</p>
      )}
    </div>
  );
}
