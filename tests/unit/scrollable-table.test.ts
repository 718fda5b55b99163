import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {overflowsHorizontally} from '../../src/components/ScrollableTable/overflow';

describe('overflowsHorizontally', () => {
  it('is true when the content is wider than the box', () => {
    assert.equal(overflowsHorizontally({scrollWidth: 900, clientWidth: 640}), true);
  });
  it('ignores a one-pixel rounding difference and content that fits', () => {
    assert.equal(overflowsHorizontally({scrollWidth: 641, clientWidth: 640}), false);
    assert.equal(overflowsHorizontally({scrollWidth: 500, clientWidth: 640}), false);
  });
});
