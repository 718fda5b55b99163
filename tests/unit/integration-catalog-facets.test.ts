import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {
  facetCounts,
  filterEntries,
  hasFilters,
  matchesQuery,
  NO_FILTERS,
  normalizeText,
  parseFilters,
  searchText,
  serializeFilters,
  toggleValue,
  type FacetValues,
  type Filters,
} from '../../src/plugins/integration-catalog/facets';

const known: FacetValues = {
  category: [
    {value: 'etl', label: 'ETL'},
    {value: 'storage', label: 'Storage'},
    {value: 'alerting', label: 'Alerting'},
  ],
  tier: [
    {value: 'dagster', label: 'Dagster-supported'},
    {value: 'community', label: 'Community-supported'},
  ],
  provides: [
    {value: 'resource', label: 'Resources'},
    {value: 'io-manager', label: 'I/O managers'},
    {value: 'assets', label: 'Assets'},
  ],
};

const entry = (id: string, tier: string, category: string, provides: string[], words: string) => ({
  id,
  tier: {key: tier},
  category: {key: category},
  provides,
  text: searchText([id, words]),
});

const entries = [
  entry('snowflake', 'dagster', 'storage', ['resource', 'io-manager'], 'Snowflake dagster-snowflake warehouse'),
  entry('duckdb', 'dagster', 'storage', ['resource', 'io-manager'], 'DuckDB dagster-duckdb'),
  entry('qdrant', 'community', 'storage', ['resource'], 'Qdrant vector database'),
  entry('dbt', 'dagster', 'etl', ['resource', 'assets'], 'dbt models'),
  entry('meltano', 'community', 'etl', [], 'Meltano Singer taps'),
  entry('slack', 'dagster', 'alerting', ['resource'], 'Slack messages Café'),
];

const ids = (filters: Partial<Filters>) => filterEntries(entries, {...NO_FILTERS, ...filters}).map((e) => e.id);

describe('filterEntries', () => {
  it('shows everything without filters', () => {
    assert.equal(ids({}).length, entries.length);
  });
  it('filters by each facet', () => {
    assert.deepEqual(ids({tier: ['community']}), ['qdrant', 'meltano']);
    assert.deepEqual(ids({category: ['etl']}), ['dbt', 'meltano']);
    assert.deepEqual(ids({provides: ['assets']}), ['dbt']);
  });
  it('treats values of one facet as alternatives', () => {
    assert.deepEqual(ids({category: ['etl', 'alerting']}), ['dbt', 'meltano', 'slack']);
    assert.deepEqual(ids({provides: ['io-manager', 'assets']}), ['snowflake', 'duckdb', 'dbt']);
  });
  it('requires every facet to match when two are combined', () => {
    assert.deepEqual(ids({category: ['storage'], tier: ['community']}), ['qdrant']);
    assert.deepEqual(ids({category: ['etl'], tier: ['community'], q: 'snow'}), []);
  });
  it('matches every word of the query, ignoring case and accents', () => {
    assert.deepEqual(ids({q: 'snow'}), ['snowflake']);
    assert.deepEqual(ids({q: 'DAGSTER-DUCKDB'}), ['duckdb']);
    assert.deepEqual(ids({q: 'vector qdrant'}), ['qdrant']);
    assert.deepEqual(ids({q: 'vector slack'}), []);
    assert.deepEqual(ids({q: 'cafe'}), ['slack']);
    assert.deepEqual(ids({q: '   '}).length, entries.length);
  });
});

describe('facetCounts', () => {
  it('counts each value over the entries the other filters leave', () => {
    const filters = {...NO_FILTERS, category: ['storage']};
    assert.deepEqual(facetCounts(entries, filters, 'tier'), {dagster: 2, community: 1});
    assert.deepEqual(facetCounts(entries, filters, 'provides'), {resource: 3, 'io-manager': 2});
  });
  it('ignores the facet itself, so other values of it stay available', () => {
    assert.deepEqual(facetCounts(entries, {...NO_FILTERS, category: ['storage']}, 'category'), {storage: 3, etl: 2, alerting: 1});
  });
  it('applies the text query', () => {
    assert.deepEqual(facetCounts(entries, {...NO_FILTERS, q: 'dagster-'}, 'category'), {storage: 2});
  });
});

describe('URL state', () => {
  it('reads the example URL of the issue', () => {
    assert.deepEqual(parseFilters('?category=etl&tier=community&q=snow', known), {
      category: ['etl'],
      tier: ['community'],
      provides: [],
      q: 'snow',
    });
  });
  it('accepts repeated and comma-separated values, in the facet order, without duplicates', () => {
    assert.deepEqual(parseFilters('?category=storage,etl&category=etl&provides=assets', known).category, ['etl', 'storage']);
  });
  it('drops unknown values and parameters and cuts overlong queries', () => {
    const filters = parseFilters(`?category=nope,etl&tier=&sort=x&q=${'a'.repeat(500)}`, known);
    assert.deepEqual(filters.category, ['etl']);
    assert.deepEqual(filters.tier, []);
    assert.equal(filters.q.length, 100);
  });
  it('survives malformed escapes', () => {
    assert.deepEqual(parseFilters('?q=%E0%A4%A&category=%', known).category, []);
  });
  it('writes a stable, readable query string that reads back the same', () => {
    const filters: Filters = {category: ['etl', 'storage'], tier: ['community'], provides: ['io-manager'], q: 'snow flake&'};
    const search = serializeFilters(filters);
    assert.equal(search, '?category=etl,storage&tier=community&provides=io-manager&q=snow%20flake%26');
    assert.deepEqual(parseFilters(search, known), filters);
  });
  it('writes nothing when nothing is filtered', () => {
    assert.equal(serializeFilters(NO_FILTERS), '');
    assert.equal(serializeFilters({...NO_FILTERS, q: '  '}), '');
  });
});

describe('toggleValue and hasFilters', () => {
  it('adds and removes a value, keeping the facet order', () => {
    const once = toggleValue(NO_FILTERS, 'category', 'storage', known);
    const twice = toggleValue(once, 'category', 'etl', known);
    assert.deepEqual(twice.category, ['etl', 'storage']);
    assert.deepEqual(toggleValue(twice, 'category', 'etl', known).category, ['storage']);
  });
  it('knows when anything is filtered', () => {
    assert.equal(hasFilters(NO_FILTERS), false);
    assert.equal(hasFilters({...NO_FILTERS, q: 'x'}), true);
    assert.equal(hasFilters({...NO_FILTERS, tier: ['dagster']}), true);
  });
});

describe('text helpers', () => {
  it('normalizes case and accents', () => {
    assert.equal(normalizeText('Pandéra ÅB'), 'pandera ab');
    assert.equal(matchesQuery({...entries[0]}, 'WAREHOUSE snow'), true);
  });
});
