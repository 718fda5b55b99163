import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {MAX_SUGGESTIONS, POPULAR_QUERIES, similarity, suggestQueries} from '../../src/plugins/local-search/suggestions';

describe('no-results suggestions', () => {
  it('offers at most three popular queries, never the query itself', () => {
    const suggestions = suggestQueries('zzqxvw');
    assert.equal(suggestions.length, MAX_SUGGESTIONS);
    assert.deepEqual(suggestions, POPULAR_QUERIES.slice(0, 3), 'with nothing in common, the most popular come first');
    assert.ok(!suggestQueries('assets').includes('assets'));
    assert.deepEqual(suggestQueries('x', ['a', 'b'], 5), ['a', 'b']);
    assert.deepEqual(suggestQueries('x', POPULAR_QUERIES, 0), []);
  });
  it('puts the topic closest to what was typed first', () => {
    assert.equal(suggestQueries('shedulez')[0], 'schedules');
    assert.equal(suggestQueries('kubernetis helm chrt')[0], 'kubernetes');
    assert.equal(suggestQueries('declaritive automaton')[0], 'declarative automation');
  });
  it('measures spelling likeness by shared letter triples', () => {
    assert.equal(similarity('schedules', 'schedules'), 1);
    assert.equal(similarity('zzz', 'schedules'), 0);
    assert.equal(similarity('', 'schedules'), 0);
    assert.ok(similarity('shedules', 'schedules') > similarity('sensors', 'schedules'));
  });
  it('lists real queries: lower case, unique, short', () => {
    assert.equal(new Set(POPULAR_QUERIES).size, POPULAR_QUERIES.length);
    for (const query of POPULAR_QUERIES) {
      assert.equal(query, query.toLowerCase());
      assert.ok(query.split(' ').length <= 3, query);
    }
  });
});
