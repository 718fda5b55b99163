/**
 * Ranking only the first hits: candidates in flat arrays, the first `count` hits found from the top pages down,
 * the first distinct hits settled from them, and a search that ranks only what it shows answering exactly as
 * one that ranks every hit (which facet counts still do).
 */
import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {Candidates} from '../../src/plugins/local-search/candidates';
import {distinctHits, distinctPrefix} from '../../src/plugins/local-search/distinct';
import {rankSearch} from '../../src/plugins/local-search/engine';
import {CONTENT_DEPTH, scorePages, type DocPlace, type RankOptions} from '../../src/plugins/local-search/rank';
import {emptyHierarchy, type PageRecordInput} from '../../src/plugins/local-search/records';
import {wholeIndex} from '../../src/plugins/local-search/shard-build';

/** A small seeded generator (mulberry32), so a failure names the seed that shows it. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('candidates', () => {
  it('keep the best quality of each word per record, in the order records were found', () => {
    const candidates = new Candidates(10, 2);
    candidates.raise(7, 0, 0.5);
    candidates.raise(3, 1, 0.6);
    candidates.raise(7, 0, 0.4);
    candidates.raise(7, 1, 0.9);
    assert.deepEqual(candidates.docs, [7, 3]);
    assert.equal(candidates.size, 2);
    assert.equal(candidates.quality(candidates.slotOf(7), 0), 0.5);
    assert.equal(candidates.quality(candidates.slotOf(7), 1), 0.9);
    assert.equal(candidates.quality(candidates.slotOf(3), 0), 0);
    assert.equal(candidates.slotOf(4), -1);
  });
  it('grow past their first capacity without losing a value', () => {
    const candidates = new Candidates(1000, 3);
    for (let doc = 999; doc >= 0; doc -= 1) candidates.raise(doc, doc % 3, doc / 1000);
    for (const doc of [0, 1, 500, 998, 999]) assert.equal(candidates.quality(candidates.slotOf(doc), doc % 3), doc / 1000);
  });
  it('match a map of qualities', () => {
    const candidates = Candidates.fromMap(
      new Map([
        [4, [0.2, 0]],
        [1, [0, 1]],
      ]),
      5,
      2,
    );
    assert.deepEqual(candidates.docs, [4, 1]);
    assert.equal(candidates.quality(1, 1), 1);
  });
  it('refuse a record the index does not have', () => {
    assert.throws(() => new Candidates(5, 1).raise(5, 0, 1), RangeError);
    assert.throws(() => new Candidates(5, 1).raise(-1, 0, 1), RangeError);
  });
});

/** A random site: pages of a title, headings and paragraphs, and random qualities for two words. */
function randomRanking(seed: number) {
  const next = random(seed);
  const places: DocPlace[] = [];
  const titles: number[] = [];
  for (let page = 0; page < 60; page += 1) {
    const title = places.length;
    titles.push(title);
    places.push({page, depth: 1, parents: [], position: title});
    for (let section = 0; section < 1 + Math.floor(next() * 4); section += 1) {
      const heading = places.length;
      places.push({page, depth: 2, parents: [title], position: heading});
      for (let p = 0; p < Math.floor(next() * 4); p += 1)
        places.push({page, depth: CONTENT_DEPTH, parents: [title, heading], position: places.length});
    }
  }
  const own = new Map<number, number[]>();
  // Coarse qualities make ties between records, which ordering must break the same way.
  const quality = () => (next() < 0.5 ? 0 : [0.6, 0.9, 1][Math.floor(next() * 3)]);
  for (let doc = 0; doc < places.length; doc += 1) if (next() < 0.6) own.set(doc, [quality(), quality()]);
  const options: RankOptions = {
    weights: [1, 1],
    typed: [true, true],
    required: [false, false],
    minCoverage: 0,
    pageCount: 60,
    prior: (page) => (page % 7 === 0 ? 0.65 : 1),
    headingWordCount: () => 2,
    titleOf: (page) => titles[page],
    symbolDocs: new Set(seed % 2 === 0 ? [places.length - 1, 5] : []),
  };
  return scorePages(own, places, options);
}

describe('the first hits of a ranking', () => {
  it('are the first of all hits, for any count', () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const ranking = randomRanking(seed);
      const all = ranking.all();
      assert.ok(all.length > 40, `seed ${seed} ranks enough hits to cut`);
      for (const count of [1, 3, 10, 25]) {
        const {hits, complete} = ranking.top(count);
        assert.deepEqual(hits, all.slice(0, count), `seed ${seed}, first ${count}`);
        assert.equal(complete, false, `seed ${seed}, first ${count}: the top pages were enough`);
      }
      const whole = ranking.top(all.length + 1);
      assert.equal(whole.complete, true);
      assert.deepEqual(whole.hits, all);
    }
  });
  it('list every record of every listed page once', () => {
    const ranking = randomRanking(4);
    const docs: number[] = [];
    ranking.forEachDoc((doc) => docs.push(doc));
    assert.deepEqual(
      docs.sort((a, b) => a - b),
      ranking
        .all()
        .map((hit) => hit.doc)
        .sort((a, b) => a - b),
    );
  });
});

describe('distinct hits from the first hits', () => {
  it('are settled only when later hits can no longer change them', () => {
    const next = random(99);
    for (let round = 0; round < 200; round += 1) {
      const ranked = Array.from({length: 30}, () => ({
        page: Math.floor(next() * 6),
        targeted: next() < 0.1,
        url: Math.floor(next() * 25),
      }));
      const whole = distinctHits(ranked, (entry) => entry.url, 4);
      for (let length = 0; length <= ranked.length; length += 1) {
        for (const needed of [1, 4, 8]) {
          const settled = distinctPrefix(ranked.slice(0, length), (entry) => entry.url, needed, 4);
          if (settled) assert.deepEqual(settled.slice(0, needed), whole.slice(0, needed), `round ${round}, ${length} hits`);
        }
      }
      assert.deepEqual(
        distinctPrefix(ranked, (entry) => entry.url, 1, 4),
        whole,
      );
    }
  });
  it('are not settled while the lead has room', () => {
    const ranked = [
      {page: 0, targeted: false, url: 0},
      {page: 0, targeted: false, url: 1},
    ];
    assert.equal(
      distinctPrefix(ranked, (entry) => entry.url, 2, 4),
      undefined,
    );
    assert.deepEqual(
      distinctPrefix(ranked, (entry) => entry.url, 1, 4),
      [ranked[0], ranked[1]],
    );
  });
});

describe('a search that ranks only the hits it shows', () => {
  // Sixty pages, with "asset" and "check" spread unevenly, so broad queries list far more hits than a page shows.
  const records: PageRecordInput[] = [];
  const next = random(7);
  const words = ['asset', 'check', 'partition', 'schedule', 'sensor', 'daily'];
  const sentence = () => Array.from({length: 6}, () => words[Math.floor(next() * words.length)]).join(' ');
  for (let n = 0; n < 60; n += 1) {
    const path = `/guides/topic-${n}`;
    const base = {...emptyHierarchy(), lvl0: 'Guides', lvl1: `Topic ${n} ${words[n % words.length]}`};
    records.push({path, anchor: null, type: 'lvl1', content: null, hierarchy: base});
    for (let section = 0; section < 3; section += 1) {
      const hierarchy = {...base, lvl2: `Section ${section} ${sentence().split(' ')[0]}`};
      records.push({path, anchor: `s${section}`, type: 'lvl2', content: null, hierarchy});
      records.push({path, anchor: `s${section}`, type: 'content', content: sentence(), hierarchy});
    }
  }
  const index = wholeIndex(records, 'https://docs.example.com');

  it('finds the same hits, count and pages as one that ranks every hit', () => {
    let cut = 0;
    for (const query of ['asset', 'asset check', 'partition daily', 'sens', 'check asset sensor', 'topic', 'schedul']) {
      for (const [page, hitsPerPage] of [
        [0, 20],
        [0, 1],
        [2, 5],
        [1, 20],
        [30, 3],
      ]) {
        const shown = rankSearch(index, {query, page, hitsPerPage});
        const every = rankSearch(index, {query, page, hitsPerPage, facets: ['type']});
        const label = `${query}, page ${page} of ${hitsPerPage}`;
        assert.deepEqual(shown.pageDocs, every.pageDocs, label);
        assert.equal(shown.nbHits, every.nbHits, label);
        assert.equal(shown.nbPages, every.nbPages, label);
        if (shown.distinct.length < every.distinct.length) cut += 1;
      }
    }
    assert.ok(cut > 10, `most requests rank fewer hits than they count (${cut})`);
  });
});
