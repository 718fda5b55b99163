import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {createElement} from 'react';
import {textOf} from '../../src/lib/react-text';

describe('textOf', () => {
  it('joins the text of nested elements, arrays and numbers', () => {
    const node = ['Run ', createElement('code', null, 'dagster dev'), ' on port ', 3000, null, false];
    assert.equal(textOf(node), 'Run dagster dev on port 3000');
  });
  it('returns an empty string for nothing', () => {
    assert.equal(textOf(undefined), '');
  });
});
