import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {createFailureStore, isUnreachable, withFailureTracking} from '../../src/plugins/local-search/client/failure-store';
import {missingResultsUrl} from '../../src/config/search';

function retryError(): Error {
  const error = new Error('Unreachable hosts');
  error.name = 'RetryError';
  return error;
}

describe('search failure tracking', () => {
  it('records unreachable hosts and answers with one empty result per request', async () => {
    const store = createFailureStore();
    let calls = 0;
    store.subscribe(() => (calls += 1));
    const client = withFailureTracking({search: (_request: unknown) => Promise.reject(retryError())}, store);
    const response = await client.search({requests: [{query: 'a'}, {query: 'b'}]});
    assert.equal(response.results.length, 2);
    assert.equal(store.failed(), true);
    assert.equal(calls, 1);
  });
  it('clears the failure on the next successful search', async () => {
    const store = createFailureStore();
    store.fail();
    const client = withFailureTracking({search: (_request: unknown) => Promise.resolve({results: [{hits: []}]})}, store);
    await client.search({requests: [{query: 'a'}]});
    assert.equal(store.failed(), false);
  });
  it('passes other errors through untouched', async () => {
    const store = createFailureStore();
    const client = withFailureTracking({search: (_request: unknown) => Promise.reject(new TypeError('bug'))}, store);
    await assert.rejects(client.search({requests: []}), TypeError);
    assert.equal(store.failed(), false);
    assert.equal(isUnreachable(retryError()), true);
    assert.equal(isUnreachable(null), false);
  });
  it('builds a prefilled issue URL for missing results, with the query encoded', () => {
    const url = new URL(missingResultsUrl('<script>x</script> & more'));
    assert.equal(url.origin + url.pathname, 'https://github.com/dagster-io/dagster/issues/new');
    assert.match(url.searchParams.get('title') ?? '', /<script>x<\/script> & more/);
    assert.doesNotMatch(url.search, /<script>/);
  });
});
