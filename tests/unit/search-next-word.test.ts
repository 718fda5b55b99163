/**
 * After a space, the next word's likely opening (its first three letters, where a later word starts to be
 * completed) comes from the words of the hits on screen: the most frequent first, without filler or the words
 * already typed, in any of their forms; nothing is guessed mid-word.
 */
import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {nextWordQueries} from '../../src/plugins/local-search/next-word';

describe('guessing the next word after a space', () => {
  const hits = [
    'Asset checks: checks run after an asset is materialized.',
    'Asset selection syntax and checks',
    'Materialize assets from the UI',
  ];

  it('guesses the openings the hits’ words start with, most frequent first', () => {
    // che: checks ×3; mat: materialized, materialize; then a tie at one, broken alphabetically: aft (after),
    // run, sel, syn, ui ("assets" is a form of the typed word).
    assert.deepEqual(nextWordQueries('asset ', hits, 3), ['asset che', 'asset mat', 'asset aft']);
    assert.deepEqual(nextWordQueries('asset ', hits, 1), ['asset che']);
  });

  it('guesses a two-letter word whole', () => {
    assert.deepEqual(nextWordQueries('dagster ', ['UI ui dbt'], 3), ['dagster ui', 'dagster dbt']);
  });

  it('skips filler and the words already typed, and breaks ties alphabetically', () => {
    assert.deepEqual(nextWordQueries('checks ', ['the an is of to and', 'Beta alpha'], 5), ['checks alp', 'checks bet']);
    assert.deepEqual(nextWordQueries('run ', ['Run zeta yak'], 5), ['run yak', 'run zet']);
  });

  it('skips the other forms of a typed word', () => {
    assert.deepEqual(nextWordQueries('asset ', ['Assets assets assets check'], 3), ['asset che']);
    assert.deepEqual(nextWordQueries('partitions ', ['partitioned partitioning mapping'], 3), ['partitions map']);
  });

  it('guesses nothing mid-word, with no hits, or when asked for none', () => {
    assert.deepEqual(nextWordQueries('asset', hits, 3), []);
    assert.deepEqual(nextWordQueries('asset ', [], 3), []);
    assert.deepEqual(nextWordQueries('asset ', hits, 0), []);
  });

  it('reads letters without their accents, as the index does', () => {
    assert.deepEqual(nextWordQueries('deploy ', ['Éléphant étude'], 1), ['deploy ele']);
  });
});
