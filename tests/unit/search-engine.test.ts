import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {LocalSearchEngine, matchesFacetFilters, rankSearch, symbolNames} from '../../src/plugins/local-search/engine';
import {emptyHierarchy, pack, unpack, type PageRecordInput, type RecordType} from '../../src/plugins/local-search/records';
import {normalizeRequests} from '../../src/plugins/local-search/requests';
import {escapeHtml, highlight, MAX_QUERY_TERMS, queryTerms, snippet, withinDistance} from '../../src/plugins/local-search/text';

function page(path: string, lvl0: string, title: string, sections: [string, string, string][]): PageRecordInput[] {
  const base = {...emptyHierarchy(), lvl0, lvl1: title};
  const records: PageRecordInput[] = [{path, anchor: null, type: 'lvl1', content: null, hierarchy: base}];
  for (const [heading, anchor, text] of sections) {
    const hierarchy = {...base, lvl2: heading};
    records.push({path, anchor, type: 'lvl2' as RecordType, content: null, hierarchy});
    records.push({path, anchor, type: 'content', content: text, hierarchy});
  }
  return records;
}

const corpus = [
  ...page('/guides/build/assets/defining-assets', 'Assets', 'Defining assets', [
    [
      'Define an asset with a decorator',
      'decorator',
      'Decorate a function with @dg.asset to define an asset that Dagster can materialize.',
    ],
    ['Caching results', 'caching', 'Dagster skips recomputation when the code version is unchanged.'],
  ]),
  ...page('/guides/deploy/deployment-options/kubernetes/', 'Deploy', 'Deploying to Kubernetes', [
    ['Install the Helm chart', 'helm', 'Use helm install to deploy Dagster on a Kubernetes cluster.'],
  ]),
  ...page('/guides/deploy/execution/run-retries', 'Execution', 'Run retries', [
    ['Retry failed runs', 'retry', 'Configure run_retries in dagster.yaml so failed runs start again automatically.'],
  ]),
  ...page('/api/python-api/assets', 'API reference', 'Assets', [
    ['@dagster.asset', 'dagster.asset', 'Create a definition for how to compute an asset.'],
    ['dagster.AssetSpec', 'dagster.AssetSpec', 'Specifies the core attributes of an asset.'],
  ]),
  ...page('/api/python-api/cli', 'API reference', 'CLI', [
    ['dagster dev', 'dagster-dev', 'Start a local deployment of Dagster: the webserver and the daemon.'],
  ]),
];
const engine = new LocalSearchEngine(unpack(pack(corpus, 'https://docs.example.com')));

function top(query: string, count = 3): string[] {
  return engine.search({query, hitsPerPage: count}).hits.map((hit) => hit.url.replace('https://docs.example.com', ''));
}

describe('local search ranking', () => {
  it('ranks the API entry first for an exact API name', () => {
    assert.equal(top('asset')[0], '/api/python-api/assets#dagster.asset');
    assert.equal(top('@asset')[0], '/api/python-api/assets#dagster.asset');
    assert.equal(top('AssetSpec')[0], '/api/python-api/assets#dagster.AssetSpec');
    assert.equal(top('dagster dev')[0], '/api/python-api/cli#dagster-dev');
  });
  it('still answers a natural-language question with the guide', () => {
    assert.equal(top('how do I retry failed runs')[0], '/guides/deploy/execution/run-retries#retry');
    assert.equal(top('define an asset with a decorator')[0], '/guides/build/assets/defining-assets#decorator');
  });
  it('prefers the guide over a reference entry that only mentions the words, unless the query names the symbol', () => {
    const small = new LocalSearchEngine(
      unpack(
        pack(
          [
            ...page('/api/python-api/metadata', 'API reference', 'Metadata', [
              [
                'dagster.MetadataValue',
                'dagster.MetadataValue',
                'Attach metadata to an asset: metadata values attach metadata to an asset materialization.',
              ],
            ]),
            ...page('/guides/build/assets/metadata-and-tags/', 'Assets', 'Metadata and tags', [
              ['Recording information', 'attach', 'Attach metadata to an asset so the UI shows it.'],
            ]),
          ],
          'https://x',
        ),
      ),
    );
    const first = (query: string) => small.search({query, hitsPerPage: 1}).hits[0].url.replace('https://x', '');
    assert.equal(first('attach metadata to an asset'), '/guides/build/assets/metadata-and-tags/#attach');
    assert.equal(first('attac'), '/guides/build/assets/metadata-and-tags/#attach');
    assert.equal(first('MetadataValue'), '/api/python-api/metadata#dagster.MetadataValue');
  });
  it('tolerates typos and completes the last word as a prefix', () => {
    assert.ok(top('kubernets').every((url) => url.startsWith('/guides/deploy/deployment-options/kubernetes/')));
    assert.equal(top('cach')[0], '/guides/build/assets/defining-assets#caching');
  });
  it('returns one hit per section (distinct on url)', () => {
    const urls = engine.search({query: 'dagster', hitsPerPage: 100}).hits.map((hit) => hit.url);
    assert.equal(new Set(urls).size, urls.length);
  });
  it('pages results and reports counts in Algolia’s shape', () => {
    const all = engine.search({query: 'dagster', hitsPerPage: 100});
    const first = engine.search({query: 'dagster', hitsPerPage: 2, page: 0});
    const second = engine.search({query: 'dagster', hitsPerPage: 2, page: 1});
    assert.equal(first.nbHits, all.nbHits);
    assert.equal(first.nbPages, Math.ceil(all.nbHits / 2));
    assert.deepEqual(
      [...first.hits, ...second.hits].map((h) => h.objectID),
      all.hits.slice(0, 4).map((h) => h.objectID),
    );
    assert.equal(engine.search({query: 'dagster', hitsPerPage: 0}).hits.length, 0);
    assert.match(engine.search({query: 'dagster', clickAnalytics: true}).queryID ?? '', /^local-/);
  });
  it('answers nothing for an empty query or one with no match', () => {
    assert.equal(engine.search({query: ''}).nbHits, 0);
    assert.equal(engine.search({query: 'zzqxv'}).nbHits, 0);
  });
});

describe('hostile and oversized input', () => {
  it('escapes HTML in highlights and snippets and never returns raw tags', () => {
    const result = engine.search({query: '<img src=x onerror=alert(1)>'});
    for (const hit of result.hits) assert.doesNotMatch(JSON.stringify(hit._highlightResult), /<img/);
    const marked = highlight('<div onclick="x">asset</div>', ['asset', 'div']);
    assert.equal(marked.value, '&lt;<mark>div</mark> onclick=&quot;x&quot;&gt;<mark>asset</mark>&lt;/<mark>div</mark>&gt;');
    assert.equal(escapeHtml(`<a href='x'>&</a>`), '&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
  });
  it('caps the length and number of query terms', () => {
    const long = 'asset '.repeat(2000);
    assert.equal(queryTerms(long).length, MAX_QUERY_TERMS);
    const started = Date.now();
    const result = engine.search({query: long});
    assert.ok(Date.now() - started < 1000);
    assert.ok(result.nbHits > 0, 'the capped query still finds the pages about assets');
    assert.equal(result.query.length <= long.length, true);
  });
});

describe('highlighting and snippets', () => {
  it('marks the typed prefix of the last word, whole words for typos', () => {
    assert.equal(highlight('Caching results', ['cach']).value, '<mark>Cach</mark>ing results');
    assert.equal(highlight('Deploying to Kubernetes', ['kubernets']).value, 'Deploying to <mark>Kubernetes</mark>');
    assert.equal(highlight('Caching results', ['cach', 'results']).value, 'Caching <mark>results</mark>');
    const level = highlight('Retry failed runs', ['retry', 'zebra']);
    assert.equal(level.matchLevel, 'partial');
    assert.deepEqual(level.matchedWords, ['retry']);
  });
  it('cuts a window of N words around the first match with ellipses', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen';
    const cut = snippet(text, ['nine'], 5);
    // A third of the window (rounded down) comes before the first match.
    assert.equal(cut.value, '…eight <mark>nine</mark> ten eleven twelve…');
    assert.equal(snippet('short text', ['short'], 10).value, '<mark>short</mark> text');
  });
  it('measures edit distance within a budget', () => {
    assert.equal(withinDistance('kubernets', 'kubernetes', 1), true);
    assert.equal(withinDistance('asset', 'assets', 0), false);
  });
});

describe('requests and filters', () => {
  it('accepts the v5 and the legacy multi-query forms', () => {
    assert.deepEqual(normalizeRequests({requests: [{query: 'a', indexName: 'i'}]}), [{query: 'a', indexName: 'i'}]);
    assert.deepEqual(normalizeRequests([{indexName: 'i', params: {query: 'a', hitsPerPage: 15}}]), [
      {indexName: 'i', query: 'a', hitsPerPage: 15},
    ]);
    assert.deepEqual(normalizeRequests([{indexName: 'i', params: 'query=a&page=1'}]), [{indexName: 'i', query: 'a', page: '1'}]);
    assert.deepEqual(normalizeRequests(undefined), []);
  });
  it('applies facet filters with AND of ORs and negation', () => {
    const record = unpack(pack(corpus.slice(0, 1), 'https://x'))[0];
    assert.equal(matchesFacetFilters(record, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]), true);
    assert.equal(matchesFacetFilters(record, ['language:fr']), false);
    assert.equal(matchesFacetFilters(record, ['-language:en']), false);
    assert.equal(matchesFacetFilters(record, '["language:en"]'), true);
    assert.equal(engine.search({query: 'asset', facetFilters: ['language:fr']}).nbHits, 0);
  });
  it('tests a filter on the facets every record shares once per search, and other filters per record', () => {
    const siteFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    let calls = 0;
    const counting = Object.create(engine) as LocalSearchEngine;
    counting.facetFields = (doc: number) => {
      calls += 1;
      return engine.facetFields(doc);
    };
    const filtered = rankSearch(counting, {query: 'asset', facetFilters: siteFilters});
    assert.equal(calls, 1);
    assert.ok(filtered.nbHits > 0);
    assert.deepEqual(filtered.pageDocs, rankSearch(engine, {query: 'asset'}).pageDocs);
    assert.equal(rankSearch(counting, {query: 'asset', facetFilters: ['language:fr']}).nbHits, 0);
    calls = 0;
    const byType = rankSearch(counting, {query: 'asset', facetFilters: ['type:lvl1']});
    assert.ok(calls > 1, 'a filter on type reads each record');
    assert.ok(byType.pageDocs.length > 0);
    assert.ok(byType.pageDocs.every((doc) => engine.facetFields(doc).type === 'lvl1'));
  });
  it('reads the name an API heading documents', () => {
    assert.deepEqual(symbolNames('@dagster.asset(key=None)'), ['dagster.asset', 'asset']);
    assert.deepEqual(symbolNames('dagster dev'), ['dagster dev']);
  });
});
