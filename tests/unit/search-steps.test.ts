/** The named steps of a local search, each on its own: parse, rank, distinct, paginate, highlight, facets. */
import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {CONCEPTS} from '../../src/plugins/local-search/concepts';
import {distinctHits} from '../../src/plugins/local-search/distinct';
import {facetCounts, paginate, pagingOf, snippetWords, toHit} from '../../src/plugins/local-search/hits';
import {
  CHANGELOG,
  DAGSTER_PLUS_NAMED,
  DAGSTER_PLUS_UNNAMED,
  INTEGRATION_HOME_UNNAMED,
  INTEGRATION_NAMED,
  INTEGRATION_PAGE_UNNAMED,
  LANDING_FOR_SPECIFIC,
  pagePrior,
  REFERENCE_NAMED,
  REFERENCE_WEIGHT,
  TUTORIAL_STEP,
} from '../../src/plugins/local-search/priors';
import {
  containsLoosePhrase,
  matchConcepts,
  namesDagsterPlus,
  namesReference,
  parseQuery,
  searchedText,
  searchWords,
} from '../../src/plugins/local-search/query';
import {CONTENT_DEPTH, rank, rarity, RARITY_CAP, type DocPlace, type RankOptions} from '../../src/plugins/local-search/rank';
import {emptyHierarchy, packSplit, unpack, type PageRecordInput} from '../../src/plugins/local-search/records';
import {stem, StemGroups} from '../../src/plugins/local-search/stem';
import {isReferencePath, isSymbolHeading, symbolCandidate, wantsReference} from '../../src/plugins/local-search/symbols';
import {headingWords, markTerms, tokenize, type MarkTerm} from '../../src/plugins/local-search/text';

describe('stemming', () => {
  it('folds the forms of a word to one stem', () => {
    assert.equal(stem('partitions'), stem('partition'));
    assert.equal(stem('partitioned'), stem('partitioning'));
    assert.equal(stem('scheduling'), stem('schedules'));
    assert.equal(stem('retries'), stem('retry'));
    assert.notEqual(stem('asset'), stem('assert'));
  });
  it('leaves identifiers, numbers and short words whole', () => {
    assert.equal(stem('multi_asset'), 'multi_asset');
    assert.equal(stem('s3'), 's3');
    assert.equal(stem('io'), 'io');
  });
  it('indexes the words inside CamelCase names and reads headings the same way', () => {
    assert.deepEqual(tokenize('RetryPolicy'), ['RetryPolicy', 'Retry', 'Policy']);
    assert.deepEqual(tokenize('I/O managers'), ['IO', 'managers']);
    assert.deepEqual(tokenize('run_status_sensor'), ['run', 'status', 'sensor', 'run_status_sensor']);
    assert.deepEqual(headingWords('OpenMetadata and I/O'), ['open', 'metadata', 'and', 'io']);
  });
  it('groups indexed forms by stem, and always includes the word itself', () => {
    const groups = new StemGroups();
    for (const word of ['partition', 'partitions', 'partitioned', 'sensor']) groups.add(word);
    assert.deepEqual(groups.forms('partitioning').sort(), ['partition', 'partitioned', 'partitioning', 'partitions']);
    assert.deepEqual(groups.forms('sensors').sort(), ['sensor', 'sensors']);
    assert.deepEqual(groups.forms('unknown'), ['unknown']);
  });
});

describe('step 1: parse', () => {
  const weights = (query: string) => Object.fromEntries(parseQuery(query).words.map((word) => [word.text, word.weight]));

  it('weighs question words and filler at zero, vague verbs and the product name lightly', () => {
    const parsed = weights('how do I use dagster with dbt');
    assert.equal(parsed.how, 0);
    assert.equal(parsed.do, 0);
    assert.equal(parsed.i, 0);
    assert.equal(parsed.with, 0);
    assert.ok(parsed.use > 0 && parsed.use < 1);
    assert.ok(parsed.dagster > 0 && parsed.dagster < parsed.use);
    assert.equal(parsed.dbt, 1);
    assert.deepEqual(
      searchWords(parseQuery('how do I use dagster with dbt')).map((word) => word.text),
      ['use', 'dbt'],
      'the product name is not looked up when other words are there',
    );
  });
  it('still searches a query made only of filler, as its first word', () => {
    assert.deepEqual(
      searchWords(parseQuery('how ')).map((word) => [word.text, word.weight]),
      [['how', 1]],
    );
    assert.deepEqual(
      searchWords(parseQuery('how to ')).map((word) => word.text),
      ['how'],
    );
  });
  it('completes only the last word as typed, and only when the reader is still typing it', () => {
    const typing = parseQuery('declarative automat').words;
    assert.deepEqual(
      typing.map((word) => word.prefix),
      [false, true],
    );
    assert.equal(parseQuery('declarative automation ').words.at(-1)!.prefix, false);
    // After other words, two letters are too little to complete.
    assert.equal(parseQuery('run a job on a cr').words.find((word) => word.text === 'cr')!.prefix, false);
    assert.equal(parseQuery('cr').words[0].prefix, true);
  });
  it('leaves out the single letter a later word was just started with, until the next letter', () => {
    const texts = (query: string) => parseQuery(query).words.map((word) => word.text);
    assert.deepEqual(texts('asset c'), ['asset']);
    assert.deepEqual(texts('io manager m'), ['io', 'manager']);
    // Typed whole, a one-letter word is searched; so is a query of one letter, and a two-letter word.
    assert.deepEqual(texts('asset c '), ['asset', 'c']);
    assert.deepEqual(texts('c'), ['c']);
    assert.deepEqual(texts('aws s3'), ['aws', 's3']);
    // So is a function word of two letters being typed ("in" may become "install"), but not another.
    assert.deepEqual(texts('install dagster in'), ['install', 'dagster']);
    assert.deepEqual(texts('install dagster on k'), ['install', 'dagster', 'on']);
    assert.deepEqual(texts('run a job on'), ['run', 'a', 'job']);
    assert.deepEqual(texts('run a job on '), ['run', 'a', 'job', 'on']);
    assert.deepEqual(texts('asset ch'), ['asset', 'ch']);
  });
  it('leaves out two letters the index holds no word for, since they cannot change what is found', () => {
    const holds = (word: string) => word === 'up' || word === 's3';
    assert.equal(searchedText('asset ch', holds), 'asset ');
    assert.equal(searchedText('sensor up', holds), 'sensor up');
    assert.equal(searchedText('aws S3', holds), 'aws S3');
    // Typed whole, or completing from three letters on, a word is searched whether or not the index holds it.
    assert.equal(searchedText('asset ch ', holds), 'asset ch ');
    assert.equal(searchedText('asset che', holds), 'asset che');
    assert.equal(searchedText('ch', holds), 'ch');
    assert.deepEqual(
      parseQuery('asset ch', holds).words.map((word) => word.text),
      ['asset'],
    );
  });
  it('searches a question’s opening words as its first word until a word says what it is about', () => {
    assert.equal(searchedText('how do '), 'how ');
    assert.equal(searchedText('how do i '), 'how ');
    assert.equal(searchedText('how do i in'), 'how ');
    assert.equal(searchedText('how do i ins'), 'how do i ins');
    assert.equal(searchedText('how do i install '), 'how do i install ');
    // One filler word is searched as typed, and so is filler after a word of substance.
    assert.equal(searchedText('how'), 'how');
    assert.equal(searchedText('run a '), 'run a ');
    assert.deepEqual(
      searchWords(parseQuery('how do i')).map((word) => word.text),
      ['how'],
    );
  });
  it('counts a word said twice once', () => {
    assert.equal(parseQuery('check data quality with asset checks').words.filter((word) => word.stem === stem('check')).length, 1);
  });
  it('adds the docs’ words of a concept the reader described', () => {
    const parsed = parseQuery('trigger a run when a new file lands');
    assert.ok(parsed.concepts.includes('sensor'));
    const sensor = parsed.words.find((word) => word.text === 'sensor')!;
    assert.equal(sensor.source, 'concept');
    assert.equal(sensor.prefix, false);
    assert.equal(sensor.typos, 0);
    assert.ok(parseQuery('run a job every hour').concepts.includes('schedule'));
    assert.ok(parseQuery('materialize when upstream changes').concepts.includes('declarative automation'));
    assert.ok(parseQuery('where do I keep api keys').concepts.includes('environment variables'));
    assert.deepEqual(parseQuery('asset checks').concepts, []);
  });
  it('matches reader phrases in order with small gaps, and phrases with function words exactly', () => {
    const stems = (text: string) => text.split(' ').map(stem);
    assert.ok(containsLoosePhrase(stems('when a new csv file lands'), stems('new file lands')));
    assert.ok(!containsLoosePhrase(stems('lands file new'), stems('new file lands')));
    assert.ok(!containsLoosePhrase(stems('a new file that after some time finally lands'), stems('new file lands')));
    assert.ok(containsLoosePhrase(stems('runs at once'), stems('at once')));
    assert.ok(!containsLoosePhrase(stems('run in an external process'), stems('in process')));
    assert.deepEqual(
      matchConcepts(stems('upgrade to a new dagster version')).map((match) => match.docs),
      ['upgrading'],
    );
  });
  it('keeps every concept entry well formed', () => {
    for (const entry of CONCEPTS) {
      assert.ok(entry.docs.trim().length > 0);
      assert.ok(entry.readers.length > 0, entry.docs);
      for (const reader of entry.readers) assert.equal(reader, reader.toLowerCase(), `${entry.docs}: ${reader}`);
    }
  });
  it('notices a query that names Dagster+ or a feature only Dagster+ has', () => {
    assert.equal(namesDagsterPlus('Dagster+ alerts', ['dagster', 'alerts']), true);
    assert.equal(namesDagsterPlus('dagster plus alerts', ['dagster', 'plus', 'alerts']), true);
    assert.equal(namesDagsterPlus('set up branch deployments', ['set', 'up', 'branch', 'deployments']), true);
    assert.equal(namesDagsterPlus('install dagster', ['install', 'dagster']), false);
    assert.equal(namesDagsterPlus('run dagster on google cloud', ['run', 'dagster', 'on', 'google', 'cloud']), false);
    const words = parseQuery('dagster plus alerts').words;
    assert.equal(words.find((word) => word.text === 'plus')!.weight, words.find((word) => word.text === 'dagster')!.weight);
  });
  it('offers the query as an API name when it could be one', () => {
    assert.equal(parseQuery('@asset').symbol, 'asset');
    assert.equal(parseQuery('materialize()').symbol, 'materialize');
    assert.equal(parseQuery('AssetSpec').symbol, 'assetspec');
    assert.equal(parseQuery('what is an asset?').symbol, null);
  });
});

describe('page priors', () => {
  const plain = {stems: new Set<string>(), namesDagsterPlus: false};
  const withWords = (...words: string[]) => ({stems: new Set(words.map(stem)), namesDagsterPlus: false});
  it('keeps guides at full weight', () => {
    assert.equal(pagePrior('/guides/automate/schedules/', plain), 1);
    assert.equal(pagePrior('/getting-started/quickstart', plain), 1);
  });
  it('lowers API reference pages, integration sub-pages, tutorial steps and the changelog', () => {
    assert.equal(pagePrior('/api/python-api/assets', plain), REFERENCE_WEIGHT);
    assert.equal(pagePrior('/integrations/libraries/dbt/using-dbt-with-dagster/upstream-assets', plain), INTEGRATION_PAGE_UNNAMED);
    assert.equal(pagePrior('/etl-pipeline-tutorial/automate-your-pipeline', plain), TUTORIAL_STEP);
    assert.equal(pagePrior('/integrations/libraries/airlift/federation-tutorial/setup', plain), INTEGRATION_PAGE_UNNAMED * TUTORIAL_STEP);
    assert.equal(pagePrior('/about/changelog', plain), CHANGELOG);
  });
  it('restores a page whose subject the query names', () => {
    assert.equal(
      pagePrior('/integrations/libraries/dbt/using-dbt-with-dagster/upstream-assets', withWords('dbt')),
      pagePrior('/integrations/libraries/dbt/', withWords('dbt')),
    );
    assert.equal(pagePrior('/etl-pipeline-tutorial/automate-your-pipeline', withWords('tutorial')), 1);
    assert.equal(pagePrior('/about/changelog', withWords('changelog')), 1);
  });
  it('counts an integration as named only by its whole name', () => {
    assert.equal(pagePrior('/integrations/libraries/microsoft-teams', withWords('teams')), INTEGRATION_HOME_UNNAMED);
    assert.equal(pagePrior('/integrations/libraries/microsoft-teams', withWords('microsoft', 'teams')), INTEGRATION_NAMED);
    assert.equal(pagePrior('/integrations/libraries/open-metadata', withWords('openmetadata')), INTEGRATION_NAMED);
    assert.equal(pagePrior('/integrations/libraries/open-metadata', withWords('metadata')), INTEGRATION_HOME_UNNAMED);
  });
  it('lowers a section’s landing page for a specific question, not for a topic', () => {
    assert.equal(pagePrior('/guides/deploy/deployment-options/kubernetes/', {...plain, contentWords: 1}), 1);
    assert.equal(pagePrior('/guides/deploy/deployment-options/kubernetes/', {...plain, contentWords: 4}), LANDING_FOR_SPECIFIC);
    assert.equal(pagePrior('/guides/deploy/deployment-options/kubernetes/deploying-to-kubernetes', {...plain, contentWords: 4}), 1);
  });
  it('puts Dagster+ pages below the open-source page unless the query names Dagster+', () => {
    assert.equal(pagePrior('/dagster-plus/features/alerts/', plain), DAGSTER_PLUS_UNNAMED);
    assert.equal(pagePrior('/dagster-plus/features/alerts/', {stems: new Set(), namesDagsterPlus: true}), DAGSTER_PLUS_NAMED);
    assert.ok(DAGSTER_PLUS_UNNAMED < 1 && DAGSTER_PLUS_NAMED > 1);
  });
  it('gives API reference pages full weight when the query asks for the reference', () => {
    assert.equal(pagePrior('/api/python-api/assets', {...plain, namesReference: true}), REFERENCE_NAMED);
    assert.ok(REFERENCE_NAMED > REFERENCE_WEIGHT);
    assert.equal(pagePrior('/guides/build/assets/defining-assets', {...plain, namesReference: true}), 1);
  });
});

describe('queries that ask for the reference', () => {
  it('are the ones that say reference or python api, end with api, or name a package', () => {
    for (const query of ['asset api', 'schedules sensors api', 'k8s api docs', 'cli reference', 'python api asset', 'dagster-k8s'])
      assert.equal(namesReference(query), true, query);
  });
  it('are not questions about a web API or with api in passing', () => {
    for (const query of ['pull data from a rest api', 'call a graphql api', 'api keys for the agent', 'define an asset', 'capital'])
      assert.equal(namesReference(query), false, query);
    assert.equal(parseQuery('pull data from a rest api').namesReference, false);
    assert.equal(parseQuery('asset api').namesReference, true);
  });
});

describe('step 3: rank', () => {
  // Page 0: title (doc 0) and a section (1, 2). Page 1: title (3) and a paragraph (4).
  const places: DocPlace[] = [
    {page: 0, depth: 1, parents: [], position: 0},
    {page: 0, depth: 2, parents: [0], position: 1},
    {page: 0, depth: CONTENT_DEPTH, parents: [0, 1], position: 2},
    {page: 1, depth: 1, parents: [], position: 3},
    {page: 1, depth: CONTENT_DEPTH, parents: [3], position: 4},
  ];
  const options = (overrides: Partial<RankOptions> = {}): RankOptions => ({
    weights: [1, 1],
    typed: [true, true],
    required: [false, false],
    minCoverage: 0,
    pageCount: 10,
    prior: () => 1,
    headingWordCount: () => 2,
    titleOf: (page) => (page === 0 ? 0 : 3),
    ...overrides,
  });

  it('weighs rare words above common ones, up to a cap', () => {
    assert.ok(rarity(10, 100) > rarity(50, 100));
    assert.ok(rarity(99, 100) > 0);
    assert.equal(rarity(1, 1000), RARITY_CAP);
  });
  it('lets a record inherit what its title and headings match', () => {
    const own = new Map([
      [0, [1, 0]],
      [2, [0, 0.6]],
    ]);
    const [best] = rank(own, places, options());
    assert.equal(best.doc, 2);
    assert.ok(best.coverage > 0.75, 'the paragraph covers both words with its title');
  });
  it('ranks the page whose title matches above the page whose paragraph does', () => {
    const own = new Map([
      [0, [1, 1]],
      [4, [0.6, 0.6]],
    ]);
    assert.deepEqual(
      rank(own, places, options()).map((entry) => entry.page),
      [0, 1],
    );
  });
  it('applies the prior of each page', () => {
    const own = new Map([
      [0, [1, 1]],
      [3, [1, 1]],
    ]);
    assert.equal(rank(own, places, options({prior: (page) => (page === 0 ? 0.5 : 1)}))[0].page, 1);
  });
  it('drops pages missing a required word, or matching too little of a long query', () => {
    const own = new Map([
      [0, [1, 0]],
      [3, [1, 1]],
    ]);
    assert.deepEqual(
      rank(own, places, options({required: [true, true]})).map((entry) => entry.page),
      [1],
    );
    // Of three words, one matched is neither enough of the weight nor half of the words; two are.
    const three = options({weights: [1, 1, 1], typed: [true, true, true], required: [false, false, false], minCoverage: 0.9});
    const pagesOf = (entries: Map<number, number[]>) => [...new Set(rank(entries, places, three).map((entry) => entry.page))].sort();
    assert.deepEqual(
      pagesOf(
        new Map([
          [0, [1, 0, 0]],
          [3, [1, 1, 1]],
        ]),
      ),
      [1],
    );
    assert.deepEqual(
      pagesOf(
        new Map([
          [0, [1, 1, 0]],
          [3, [1, 1, 1]],
        ]),
      ),
      [0, 1],
    );
  });
  it('lists a page that matches a concept word even if it matches few typed words', () => {
    const own = new Map([[0, [0, 1]]]);
    assert.equal(rank(own, places, options({typed: [true, false], minCoverage: 0.9})).length, 1);
  });
  it('ranks the records of an exact API symbol first', () => {
    const own = new Map([
      [0, [1, 1]],
      [4, [0.6, 0]],
    ]);
    assert.equal(rank(own, places, options({symbolDocs: new Set([4])}))[0].doc, 4);
  });
  it('marks a heading that is exactly the query as targeted', () => {
    const own = new Map([[1, [0.85, 0.85]]]);
    const ranked = rank(own, places, options());
    assert.equal(ranked.find((entry) => entry.doc === 1)!.targeted, true);
    const partial = rank(new Map([[1, [0.85, 0]]]), places, options());
    assert.equal(partial[0].targeted, false);
  });
});

describe('step 4: distinct', () => {
  const entry = (page: number, url: string, targeted = false) => ({page, url, targeted});
  it('keeps one hit per URL and one per page in the lead', () => {
    const ranked = [entry(0, 'a#1'), entry(0, 'a#1'), entry(0, 'a#2'), entry(1, 'b'), entry(2, 'c')];
    assert.deepEqual(
      distinctHits(ranked, (e) => e.url, 2).map((e) => e.url),
      ['a#1', 'b', 'a#2', 'c'],
    );
  });
  it('lets a targeted section join its page in the lead', () => {
    const ranked = [entry(0, 'a#1'), entry(0, 'a#2', true), entry(1, 'b')];
    assert.deepEqual(
      distinctHits(ranked, (e) => e.url, 2).map((e) => e.url),
      ['a#1', 'a#2', 'b'],
    );
  });
});

describe('step 5: paginate', () => {
  it('clamps the page and page size as Algolia does', () => {
    assert.deepEqual(pagingOf({}), {page: 0, hitsPerPage: 20});
    assert.deepEqual(pagingOf({page: -3, hitsPerPage: 5000}), {page: 0, hitsPerPage: 1000});
    assert.deepEqual(pagingOf({page: 'x' as unknown as number, hitsPerPage: 0}), {page: 0, hitsPerPage: 0});
  });
  it('slices a page and counts the pages', () => {
    assert.deepEqual(paginate([1, 2, 3, 4, 5], {page: 1, hitsPerPage: 2}), {items: [3, 4], nbPages: 3});
    assert.deepEqual(paginate([1, 2, 3], {page: 0, hitsPerPage: 0}), {items: [], nbPages: 0});
  });
});

describe('step 6: highlight', () => {
  const record = unpack(
    (() => {
      const hierarchy = {...emptyHierarchy(), lvl0: 'Build', lvl1: 'Partitioning assets', lvl2: 'Partition by day'};
      const inputs: PageRecordInput[] = [
        {path: '/guides/p', anchor: 'day', type: 'content', content: 'Partitions split an asset <by> day.', hierarchy},
      ];
      return packSplit(inputs, 'https://x').core;
    })(),
  )[0];
  const marks: MarkTerm[] = [
    {term: 'partitioned', forms: new Set(['partitioned', 'partitions', 'partitioning', 'partition']), prefix: false, typos: 0},
  ];

  it('marks every form of a word that shares its stem, and escapes the text', () => {
    const hit = toHit(record, marks, {});
    assert.equal(hit._highlightResult.hierarchy.lvl1!.value, '<mark>Partitioning</mark> assets');
    assert.equal(hit._highlightResult.content!.value, '<mark>Partitions</mark> split an asset &lt;by&gt; day.');
    assert.equal(hit._highlightResult.content!.matchLevel, 'full');
    assert.deepEqual(hit._highlightResult.content!.matchedWords, ['partitioned']);
    assert.equal(hit._highlightResult.hierarchy.lvl3, undefined, 'only non-null levels are highlighted');
  });
  it('uses the request’s tags, ellipsis and snippet sizes', () => {
    const hit = toHit(record, markTerms(['day']), {
      highlightPreTag: '[',
      highlightPostTag: ']',
      snippetEllipsisText: '...',
      attributesToSnippet: ['content:3'],
    });
    assert.equal(hit._snippetResult.content!.value, '...asset <by> [day].'.replace('<by>', '&lt;by&gt;'));
    assert.equal(snippetWords(['content:3', 'hierarchy.lvl1']).get('hierarchy.lvl1'), 10);
  });
});

describe('step 7: facet counts', () => {
  it('counts each value of the requested facets over all hits', () => {
    const records = [
      {docusaurus_tag: 'default', language: 'en'},
      {docusaurus_tag: 'default', language: 'en'},
      {docusaurus_tag: 'other', language: 'en'},
    ];
    const counts = facetCounts(records as never, ['docusaurus_tag']);
    assert.deepEqual(counts, {docusaurus_tag: {default: 2, other: 1}});
    assert.deepEqual(facetCounts(records as never, 'language'), {language: {en: 3}});
    assert.equal(facetCounts(records as never, undefined), undefined);
  });
});

describe('the API reference part of the index', () => {
  const hierarchy = (lvl1: string, lvl2: string | null = null) => ({...emptyHierarchy(), lvl0: 'Docs', lvl1, lvl2});
  const inputs: PageRecordInput[] = [
    {path: '/guides/build/assets', anchor: null, type: 'lvl1', content: null, hierarchy: hierarchy('Assets')},
    {path: '/api/python-api/', anchor: null, type: 'lvl1', content: null, hierarchy: hierarchy('Python API')},
    {path: '/api/python-api/assets', anchor: null, type: 'lvl1', content: null, hierarchy: hierarchy('Assets')},
    {
      path: '/api/python-api/assets',
      anchor: 'dagster.asset',
      type: 'lvl2',
      content: null,
      hierarchy: hierarchy('Assets', '@dagster.asset'),
    },
    {path: '/api/python-api/assets', anchor: 'examples', type: 'lvl2', content: null, hierarchy: hierarchy('Assets', 'Examples')},
    {path: '/api/python-api/cli', anchor: 'dagster-dev', type: 'lvl2', content: null, hierarchy: hierarchy('CLI', 'dagster dev')},
  ];

  it('keeps the guides and the reference overview in the core and lists the symbols the reference documents', () => {
    const {core, reference, symbols} = packSplit(inputs, 'https://x');
    assert.deepEqual(core.paths, ['/guides/build/assets', '/api/python-api/']);
    assert.deepEqual(reference.paths, ['/api/python-api/assets', '/api/python-api/cli']);
    assert.deepEqual(symbols, ['asset', 'dagster dev', 'dagster.asset']);
  });
  it('numbers the second part’s records after the first', () => {
    const {core, reference} = packSplit(inputs, 'https://x');
    const first = unpack(core);
    const second = unpack(reference, first.length);
    assert.deepEqual(
      second.map((record) => record.objectID),
      ['2', '3', '4', '5'],
    );
  });
  it('knows which paths and headings belong to the reference', () => {
    assert.equal(isReferencePath('/api/python-api/assets'), true);
    assert.equal(isReferencePath('/api/python-api/'), false);
    assert.equal(isReferencePath('/api/api-lifecycle'), false);
    assert.equal(isSymbolHeading('https://x/api/python-api/assets', 'dagster.asset'), true);
    assert.equal(isSymbolHeading('https://x/api/python-api/assets', 'examples'), false);
    assert.equal(symbolCandidate('  @asset() '), 'asset');
    assert.equal(symbolCandidate('what is an asset?'), null);
  });
  it('is wanted by queries for an API name, code or the reference, not by questions in words', () => {
    const symbols = new Set(['asset', 'dagster.asset', 'dagster dev']);
    for (const query of [
      'asset',
      '@asset',
      'dagster dev',
      'dagster_aws.s3',
      'AssetSpec',
      'materialize()',
      'assets api',
      'cli reference',
      'dagster-k8s',
    ]) {
      assert.equal(wantsReference(query, symbols), true, query);
    }
    for (const query of ['define an asset', 'schedules', 'how do I install dagster'])
      assert.equal(wantsReference(query, symbols), false, query);
  });
});
