/** Escaped text matches itself, literally, and nothing its special characters would otherwise allow. */
import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {escapeRegExp} from '../../src/lib/escape-regexp';

describe('escapeRegExp', () => {
  it('makes every character with a meaning in a regular expression match only itself', () => {
    const text = '/api/x.y*z+?^${a}(b)|[c]\\d#anchor';
    const exact = new RegExp(`^${escapeRegExp(text)}$`);
    assert.ok(exact.test(text));
    for (const near of ['/api/xzy*z+?^${a}(b)|[c]\\d#anchor', '/api/x.yyz+?^${a}(b)|[c]\\d#anchor', '/api/x.y*z+?^${a}b|c\\d#anchor'])
      assert.equal(exact.test(near), false, near);
  });

  it('leaves text without special characters as it is', () => {
    assert.equal(escapeRegExp('/guides/build-assets_1'), '/guides/build-assets_1');
  });
});
