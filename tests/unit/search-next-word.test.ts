/**
 * After a space, the next word's likely first letters come from the words of the hits on screen: the most
 * frequent first, without filler or the words already typed; nothing is guessed mid-word.
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

  it('guesses the first letters the hits’ words start with, most frequent first', () => {
    // c: checks ×3; then a tie at two, broken alphabetically: a (after, assets: only "asset" is typed), m
    // (materialized, materialize), s (selection, syntax); r (run) and u (ui) once each.
    assert.deepEqual(nextWordQueries('asset ', hits, 3), ['asset c', 'asset a', 'asset m']);
    assert.deepEqual(nextWordQueries('asset ', hits, 1), ['asset c']);
  });

  it('skips filler and the words already typed, and breaks ties alphabetically', () => {
    assert.deepEqual(nextWordQueries('checks ', ['the an is of to and', 'Beta alpha'], 5), ['checks a', 'checks b']);
    assert.deepEqual(nextWordQueries('run ', ['Run runs zeta yak'], 5), ['run r', 'run y', 'run z']);
  });

  it('guesses nothing mid-word, with no hits, or when asked for none', () => {
    assert.deepEqual(nextWordQueries('asset', hits, 3), []);
    assert.deepEqual(nextWordQueries('asset ', [], 3), []);
    assert.deepEqual(nextWordQueries('asset ', hits, 0), []);
  });

  it('reads letters without their accents, as the index does', () => {
    assert.deepEqual(nextWordQueries('deploy ', ['Éléphant étude'], 1), ['deploy e']);
  });
});
