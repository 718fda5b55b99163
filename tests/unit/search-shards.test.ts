/**
 * The sharded index: cutting the whole index into a manifest, term shards and record chunks loses nothing
 * a query needs; a query selects the shards of its words, their completions and typo corrections; bad
 * files are refused with a plain error; the load cache shares, retries and evicts.
 */
import {strict as assert} from 'node:assert';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {rankSearch, searchResult, type AlgoliaRequest, type AlgoliaResult} from '../../src/plugins/local-search/engine';
import {LoadCache} from '../../src/plugins/local-search/load-cache';
import {answeredQueries, shardIndex, wholeIndex, type ShardedFiles} from '../../src/plugins/local-search/shard-build';
import {
  decodePostings,
  encodePostings,
  keysForPrefix,
  parseChunk,
  parseManifest,
  parsePrefixHits,
  parseShard,
  parseVocabulary,
  prefixHitsFile,
  shardFile,
  shardKey,
  VOCABULARY_FILE,
} from '../../src/plugins/local-search/shard-format';
import {firstLoads, likelyFirstLetters, likelyNextQueries, ShardedIndex, shardsFor} from '../../src/plugins/local-search/sharded-index';
import {writeIndex} from '../../src/plugins/local-search/write-index';
import {corpus, page, SITE} from './fixtures/search/corpus';

const whole = wholeIndex(corpus, SITE);
const files: ShardedFiles = JSON.parse(
  JSON.stringify(shardIndex(wholeIndex(corpus, SITE)), (_, value) => (value instanceof Map ? Object.fromEntries(value) : value)),
);
const shardData = files.shards as unknown as Record<string, unknown>;
const prefixHitData = files.prefixHits as unknown as Record<string, unknown>;

/** What a browser-like search fetched: shard keys, prefix-hit keys, chunk numbers and the vocabulary. */
interface Fetched {
  shards: string[];
  prefixHits: string[];
  chunks: number[];
  vocabulary: boolean;
}

/** A browser-like search over the files: loads what the query selects (as the client does), then the chunks of its hits. */
function shardedSearch(index: ShardedIndex, request: AlgoliaRequest, fetched?: Fetched): AlgoliaResult {
  const queryText = String(request.query ?? '');
  const loadShard = (key: string) => {
    if (index.hasShard(key)) return;
    fetched?.shards.push(key);
    index.addShard(key, parseShard(shardData[key], index.docCount));
  };
  const {shards, prefixHits} = firstLoads(queryText, index.manifest);
  shards.forEach(loadShard);
  if (prefixHits) {
    fetched?.prefixHits.push(prefixHits);
    index.addPrefixHits(prefixHits, parsePrefixHits(prefixHitData[prefixHits], index.docCount));
  }
  if (index.hasTypoGap(queryText)) {
    if (fetched && !index.hasVocabulary) fetched.vocabulary = true;
    if (!index.hasVocabulary) index.setVocabulary(parseVocabulary(files.vocabulary));
    index.typoShards(queryText).forEach(loadShard);
  }
  const ranked = rankSearch(index, request);
  for (const chunk of index.missingChunks(ranked.pageDocs)) {
    fetched?.chunks.push(chunk);
    index.addChunk(chunk, parseChunk(files.chunks[chunk], index.chunkRecords(chunk)));
  }
  return searchResult(index, ranked, request, (doc) => index.record(doc));
}

const noneFetched = (): Fetched => ({shards: [], prefixHits: [], chunks: [], vocabulary: false});
const timeless = (result: AlgoliaResult) => ({...result, processingTimeMS: 0});

describe('postings encoding', () => {
  it('round-trips record gaps and field bits, including large record numbers', () => {
    const postings = [0, 1, 3, 5, 4, 2, 1000, 7, 1_000_000, 4];
    assert.deepEqual(decodePostings(encodePostings(postings), 1_000_001), postings);
  });
  it('refuses postings that are cut, out of range, repeat a record or use other characters', () => {
    const text = encodePostings([0, 1, 5000, 1]);
    assert.throws(() => decodePostings(text.slice(0, -1), 10_000), /malformed/);
    assert.throws(() => decodePostings(text, 10), /malformed/);
    assert.throws(() => decodePostings(encodePostings([2, 1]) + encodePostings([0, 1]), 10), /malformed/);
    assert.throws(() => decodePostings('"}', 10), /malformed/);
  });
});

describe('sharding', () => {
  it('keys a term by its first two letters and names every key with a safe, distinct file', () => {
    assert.equal(shardKey('schedules'), 'sc');
    assert.equal(shardKey('s'), 's');
    assert.equal(shardKey('ünïcode'), 'ün');
    const names = ['sc', 's', 'ün', 'x1', 'a_', '_a'].map(shardFile);
    assert.equal(new Set(names).size, names.length);
    for (const name of names) assert.match(name, /^t-[a-z0-9_]+\.json$/);
  });

  it('puts every term in the shard of its key, and every form of a word beside it ("tying" with "tie")', () => {
    for (const [key, shard] of Object.entries(shardData) as [string, {terms: Record<string, unknown>}][]) {
      for (const term of Object.keys(shard.terms))
        assert.ok(shardKey(term) === key || whole.forms(term).some((form) => shardKey(form) === key), term);
    }
    const ti = (shardData.ti as {terms: Record<string, unknown>}).terms;
    const ty = (shardData.ty as {terms: Record<string, unknown>}).terms;
    assert.ok('tie' in ti && 'tying' in ti && 'tying' in ty && 'tie' in ty);
  });

  it('writes a manifest that places every record as the whole index does', () => {
    const index = new ShardedIndex(parseManifest(files.manifest));
    assert.equal(index.docCount, whole.size);
    assert.equal(index.pageCount, whole.pageCount);
    assert.equal(index.referencePageCount, whole.referencePageCount);
    for (let doc = 0; doc < whole.size; doc += 1) {
      assert.deepEqual(index.places[doc], whole.places[doc]);
      assert.equal(index.urlKey(doc), whole.urlKey(doc));
      assert.equal(index.isReferenceDoc(doc), whole.isReferenceDoc(doc));
      if (whole.places[doc].depth < 7) assert.equal(index.headingWordCount(doc), whole.headingWordCount(doc));
    }
  });

  it('answers every query exactly as the whole index does, records included', () => {
    const index = new ShardedIndex(parseManifest(files.manifest));
    for (const query of [
      'schedules',
      'sched',
      'sensor cursor',
      'kubernets helm',
      'tie a job',
      'asset',
      'AssetSpec',
      'define an asset',
      'wörds',
      'zzqx',
      's',
      'sc',
      'he',
    ]) {
      for (const request of [
        {query, hitsPerPage: 20},
        {query, hitsPerPage: 2, page: 1},
      ]) {
        assert.deepEqual(timeless(shardedSearch(index, request)), timeless(whole.search(request)), query);
      }
    }
  });

  it('answers the first keystrokes from their prefix hits, with no record chunk', () => {
    const index = new ShardedIndex(parseManifest(files.manifest));
    for (const query of ['sc', 'he', 'ku', 'de']) {
      const fetched = noneFetched();
      const request = {query, hitsPerPage: 20};
      assert.deepEqual(timeless(shardedSearch(index, request, fetched)), timeless(whole.search(request)), query);
      assert.ok(whole.search(request).hits.length > 0, `${query} has hits`);
      assert.deepEqual(fetched.prefixHits, [query]);
      assert.deepEqual(fetched.chunks, [], query);
    }
  });

  it('answers at build time every shard key, and the prefixes of words a fifth of the pages use', () => {
    const pages = Array.from({length: 10}, (_, n) =>
      page(`/guides/p${n}`, 'Guides', `Page ${n}`, [
        ['Body', 'body', [n < 3 ? 'The pipeline runs daily.' : n === 9 ? 'A lonely widget.' : 'Nothing here.']],
      ]),
    );
    const engine = wholeIndex(pages.flat(), SITE);
    const queries = answeredQueries(engine, ['pi', 'wi', 'p']);
    for (const query of ['p', 'pi', 'wi', 'pip', 'pipe', 'pipel', 'pipeline']) assert.ok(queries.includes(query), query);
    assert.ok(!queries.includes('wid'), 'a word on one page in ten is cheap to rank');
    assert.ok(!queries.includes('pa'), 'only the keys given');
  });

  it('answers the first keystrokes without ranking, but ranks for another page, facet counts or a filter on record type', () => {
    const index = new ShardedIndex(parseManifest(files.manifest));
    shardedSearch(index, {query: 'sc', hitsPerPage: 20});
    const siteFilters = [`language:${files.manifest.language}`, [`docusaurus_tag:${files.manifest.tag}`, 'docusaurus_tag:other']];
    assert.deepEqual(rankSearch(index, {query: 'Sc ', hitsPerPage: 20, facetFilters: siteFilters}).distinct, []);
    assert.ok(rankSearch(index, {query: 'sc', hitsPerPage: 20, page: 1}).distinct.length > 0);
    assert.ok(rankSearch(index, {query: 'sc', hitsPerPage: 20, facets: ['type']}).distinct.length > 0);
    assert.notDeepEqual(
      rankSearch(index, {query: 'sc', hitsPerPage: 20, facetFilters: ['type:content']}).pageDocs,
      rankSearch(index, {query: 'sc', hitsPerPage: 20}).pageDocs,
    );
  });

  it('corrects a typo in a word\u2019s first two letters from the vocabulary, as the whole index does', () => {
    for (const query of ['zchedules', 'ensor cursor', 'cshedules', 'kubernetes jelm']) {
      const index = new ShardedIndex(parseManifest(files.manifest));
      const fetched = noneFetched();
      const request = {query, hitsPerPage: 20};
      const expected = whole.search(request);
      assert.ok(expected.hits.length > 0, `${query} has hits in the whole index`);
      assert.deepEqual(timeless(shardedSearch(index, request, fetched)), timeless(expected), query);
      assert.ok(fetched.vocabulary, `${query} loaded the vocabulary`);
    }
  });

  it('leaves the vocabulary alone for known words, words being typed and typos past the first two letters', () => {
    for (const query of ['schedules', 'sched', 'kubernets helm', 'sensr cursr', 'zzq']) {
      const index = new ShardedIndex(parseManifest(files.manifest));
      const fetched = noneFetched();
      shardedSearch(index, {query, hitsPerPage: 20}, fetched);
      assert.equal(fetched.vocabulary, false, query);
    }
  });

  it('finds nothing, without failing, when a query runs before its shards are loaded', () => {
    const index = new ShardedIndex(parseManifest(files.manifest));
    assert.deepEqual(rankSearch(index, {query: 'schedules'}).pageDocs, []);
  });
});

describe('writing the index', () => {
  it('writes the manifest and a hash-named folder of shards and chunks, and removes older folders but the one kept', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-shards-'));
    try {
      mkdirSync(path.join(dir, 'search-index', 'aaaaaaaaaaaa'), {recursive: true});
      mkdirSync(path.join(dir, 'search-index', 'bbbbbbbbbbbb'), {recursive: true});
      const hash = writeIndex(dir, corpus, SITE, {keep: 'bbbbbbbbbbbb'});
      assert.deepEqual(readdirSync(path.join(dir, 'search-index')).sort(), ['bbbbbbbbbbbb', hash].sort());
      const manifest = parseManifest(JSON.parse(readFileSync(path.join(dir, 'search-index.json'), 'utf8')));
      assert.equal(manifest.hash, hash);
      for (const key of Object.keys(manifest.shards)) assert.ok(existsSync(path.join(dir, 'search-index', hash, shardFile(key))), key);
      assert.ok(existsSync(path.join(dir, 'search-index', hash, 'r-0.json')));
      assert.ok(existsSync(path.join(dir, 'search-index', hash, VOCABULARY_FILE)));
      assert.ok((manifest.prefixHits ?? []).length > 0);
      for (const key of manifest.prefixHits ?? []) assert.ok(existsSync(path.join(dir, 'search-index', hash, prefixHitsFile(key))), key);
      // The same records give the same hash: an unchanged site keeps its files' URLs.
      assert.equal(writeIndex(dir, corpus, SITE), hash);
      // The dev server's rewrite skips the build-time answers: same search, fewer files, a different folder.
      const devHash = writeIndex(dir, corpus, SITE, {answers: false});
      const dev = parseManifest(JSON.parse(readFileSync(path.join(dir, 'search-index.json'), 'utf8')));
      assert.deepEqual(dev.prefixHits, []);
      assert.ok(!readdirSync(path.join(dir, 'search-index', devHash)).some((file) => file.startsWith('h-')));
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('shard selection', () => {
  const keys = {sc: 1, se: 5, st: 3, s: 1, ku: 1, ch: 1, ti: 1, da: 1, as: 1, cu: 1, cr: 1, in: 1};

  it('loads the shard of each search word, not those of filler words', () => {
    assert.deepEqual(shardsFor('how do I install the chart', keys).sort(), ['ch', 'in']);
  });

  it('serves a word still being typed from one shard once it has two letters, and from every shard it begins before', () => {
    assert.deepEqual(shardsFor('sche', keys), ['sc']);
    assert.deepEqual(keysForPrefix('s', Object.keys(keys)).sort(), ['s', 'sc', 'se', 'st']);
  });

  it('serves a misspelled word from the shard of its first two letters, where its corrections are', () => {
    assert.deepEqual(shardsFor('kubernets', keys), ['ku']);
    assert.deepEqual(shardsFor('sensr cursr', keys).sort(), ['cu', 'se']);
  });

  it('adds the shard of the API symbol a query may name, and skips keys the index lacks', () => {
    assert.ok(shardsFor('dagster dev', keys).includes('da'));
    assert.deepEqual(shardsFor('zzqx', keys), []);
  });

  it('adds the shards of the docs\u2019 words for a concept the reader described', () => {
    assert.ok(shardsFor('run on a cron', {...keys, ru: 1}).includes('cr'));
    assert.ok(shardsFor('run on a cron', {...keys, ru: 1}).includes('ru'));
  });

  it('asks for the prefix hits of one word of one or two letters, and only when the index has them', () => {
    const manifest = {...parseManifest(files.manifest), shards: keys, prefixHits: ['s', 'sc']};
    assert.deepEqual(firstLoads(' S', manifest), {shards: shardsFor(' S', keys), prefixHits: 's'});
    assert.equal(firstLoads('sc', manifest).prefixHits, 'sc');
    assert.equal(firstLoads('se', manifest).prefixHits, undefined);
    assert.equal(firstLoads('sch', manifest).prefixHits, undefined);
    assert.equal(firstLoads('run s', manifest).prefixHits, undefined);
  });

  it('prepares the likeliest next letters: by shard weight after one letter, by the words a longer prefix leads to', () => {
    const manifest = parseManifest(files.manifest);
    const index = new ShardedIndex({...manifest, shards: {...keys, sx: 0}});
    assert.deepEqual(likelyNextQueries('s', index, 2, 1), ['se', 'st']);
    assert.deepEqual(likelyNextQueries('run s', index, 3, 0.5), ['run se']);
    assert.deepEqual(likelyNextQueries('s ', index, 2, 1), []);
    const loaded = new ShardedIndex(manifest);
    loaded.addShard('sc', parseShard(shardData.sc, loaded.docCount));
    const next = likelyNextQueries('sc', loaded, 5, 1);
    assert.deepEqual(next, ['sch']);
  });

  it('picks the likeliest first letters of a new query by the weight of the shards they begin', () => {
    const shards = {sa: 5, sc: 3, as: 4, de: 1, '1x': 1, _a: 9};
    assert.deepEqual(likelyFirstLetters(shards, 2, 1), ['s', 'a']);
    // Half of the weight of letters and digits (14) is covered by "s" alone; ties go alphabetically.
    assert.deepEqual(likelyFirstLetters(shards, 6, 0.5), ['s']);
    assert.deepEqual(likelyFirstLetters(shards, 6, 1), ['s', 'a', '1', 'd']);
    assert.deepEqual(likelyFirstLetters(shards, 0, 1), []);
  });
});

describe('hostile and broken files', () => {
  it('refuses a manifest that is not one, with a plain error', () => {
    assert.throws(() => parseManifest(null), /unknown format/);
    assert.throws(() => parseManifest({...files.manifest, hash: '../../etc'}), /unknown format/);
    assert.throws(() => parseManifest({...files.manifest, docs: files.manifest.docs.slice(1)}), /malformed records/);
    assert.throws(() => parseManifest({...files.manifest, pageDocs: files.manifest.pageDocs.slice(1)}), /malformed pages/);
    assert.throws(() => parseManifest({...files.manifest, parents: {3: [7]}}), /malformed parents/);
    assert.throws(() => parseManifest({...files.manifest, urls: {'2': 5}}), /malformed URLs/);
    assert.throws(() => new ShardedIndex(parseManifest({...files.manifest, headingWords: ''})), /malformed headings/);
  });

  it('refuses prefix hits and vocabularies that are not ones', () => {
    assert.throws(() => parsePrefixHits({docs: [0, 99999], records: {hierarchies: [], records: []}}, 10), /prefix hits/);
    assert.throws(() => parsePrefixHits({docs: [0], nbHits: 1, records: {hierarchies: [], records: []}}, 10), /chunk/);
    assert.throws(() => parsePrefixHits({docs: [0, 1], nbHits: 1, records: {hierarchies: [], records: []}}, 10), /prefix hits/);
    assert.throws(() => parseVocabulary({terms: []}), /vocabulary/);
    assert.throws(() => parseVocabulary(['ok', 3]), /vocabulary/);
    assert.throws(() => parseManifest({...files.manifest, prefixHits: 'ab'}), /prefix hits/);
  });

  it('refuses shards and chunks that are not ones', () => {
    assert.throws(() => parseShard({terms: {a: [1]}, symbols: {}}, 10), /malformed term/);
    assert.throws(() => parseShard({terms: {}, symbols: {a: [99]}}, 10), /malformed symbol/);
    assert.throws(() => parseShard('[]', 10), /unknown format/);
    assert.throws(() => parseChunk({hierarchies: [], records: [[0, null, 'x', null]]}, 1), /malformed record/);
    assert.throws(() => parseChunk({hierarchies: [[1]], records: [[0, null, null, null]]}, 1), /malformed hierarchy/);
    assert.throws(() => parseChunk({hierarchies: [], records: []}, 3), /unknown format/);
  });

  it('keeps a term named like an object property from reaching the prototype', () => {
    const index = new ShardedIndex(parseManifest(files.manifest));
    index.addShard('__', parseShard(JSON.parse('{"terms": {"__proto__": [1, "B"]}, "symbols": {}}'), index.docCount));
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.deepEqual(index.symbolDocs('constructor'), []);
  });
});

describe('load cache', () => {
  it('shares one load between callers and keeps its answer', async () => {
    const cache = new LoadCache<string, number>();
    let loads = 0;
    const load = () => Promise.resolve((loads += 1));
    assert.deepEqual(await Promise.all([cache.get('a', load), cache.get('a', load)]), [1, 1]);
    assert.equal(await cache.get('a', load), 1);
    assert.equal(loads, 1);
  });

  it('forgets a failed load so the next caller retries', async () => {
    const cache = new LoadCache<string, number>();
    await assert.rejects(
      cache.get('a', () => Promise.reject(new Error('offline'))),
      /offline/,
    );
    assert.equal(cache.has('a'), false);
    assert.equal(await cache.get('a', () => Promise.resolve(2)), 2);
  });

  it('drops the least recently used entry past its limit and says so', async () => {
    const evicted: string[] = [];
    const cache = new LoadCache<string, string>(2, (key) => evicted.push(key));
    await cache.get('a', () => Promise.resolve('a'));
    await cache.get('b', () => Promise.resolve('b'));
    await cache.get('a', () => Promise.resolve('a again'));
    await cache.get('c', () => Promise.resolve('c'));
    assert.deepEqual(evicted, ['b']);
    assert.equal(cache.size, 2);
    assert.equal(await cache.get('a', () => Promise.resolve('reloaded')), 'a');
  });
});
