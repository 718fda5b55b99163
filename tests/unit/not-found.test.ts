import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {isApiPath, pathQuery, pathWords} from '../../src/theme/NotFound/Content/path-query';
import {similarWords, suggestPages, type SuggestionHit} from '../../src/theme/NotFound/Content/suggest';

describe('not-found page: the words of a missing path', () => {
  it('searches the last segment alone first, then the whole path', () => {
    assert.deepEqual(pathQuery('/guides/dagster-pipes/aws-lambda'), {query: 'pipes aws lambda', focused: 'aws lambda'});
    assert.deepEqual(pathQuery('/getting-started/instalation'), {query: 'getting started instalation', focused: 'instalation'});
  });

  it('drops the segments that say where a page lived: old prefixes, versions and the product name', () => {
    assert.deepEqual(pathQuery('/master/_apidocs/resources'), {query: 'resources api', focused: null});
    assert.deepEqual(pathQuery('/0.15.7/concepts/ops-jobs-graphs/op-retries'), {
      query: 'ops jobs graphs op retries',
      focused: 'op retries',
    });
    assert.deepEqual(pathQuery('/docs/apidocs/dagster-k8s'), {query: 'k8s api', focused: null});
    assert.deepEqual(pathQuery('/next/guides/build/ops/index.html'), {query: 'build ops', focused: 'ops'});
    assert.deepEqual(pathQuery('/sections/api/apidocs/schedules-sensors/'), {
      query: 'api schedules sensors',
      focused: 'schedules sensors api',
    });
  });

  it('splits words on punctuation and camel case, ignoring the query string and hash', () => {
    assert.deepEqual(pathQuery('/_apidocs/AssetSpec.replace_attributes?x=1#top'), {
      query: 'asset spec replace attributes api',
      focused: null,
    });
    assert.deepEqual(pathQuery('/integrations/Snowflake%20IO-manager'), {
      query: 'integrations snowflake io manager',
      focused: 'snowflake io manager',
    });
  });

  it('asks search for the API reference when the path was an API page', () => {
    assert.equal(isApiPath('/_apidocs/resources'), true);
    assert.equal(isApiPath('/docs/apidocs/dagster-k8s'), true);
    assert.equal(isApiPath('/guides/build/ops'), false);
    assert.equal(pathQuery('/guides/build/ops')!.query.includes('api'), false);
  });

  it('survives a malformed escape instead of throwing', () => {
    assert.deepEqual(pathQuery('/guides/%E0%A4%A/schedules'), {query: 'e0 a4 schedules', focused: 'schedules'});
  });

  it('keeps the most specific words when a path has too many', () => {
    const query = pathQuery('/alpha/beta/gamma/delta/epsilon/zeta/eta/theta/iota/kappa')!;
    assert.equal(query.query, 'gamma delta epsilon zeta eta theta iota kappa');
    assert.ok(pathQuery(`/${'x'.repeat(40)}/${'y'.repeat(40)}`)!.query.length <= 64);
  });

  it('has nothing to search for when only place words remain', () => {
    assert.equal(pathQuery('/'), null);
    assert.equal(pathQuery('/next/1.9.9/'), null);
    assert.equal(pathQuery('/_apidocs/'), null);
  });

  it('lists each word once, in order', () => {
    assert.deepEqual(pathWords('/guides/build/ops/ops-and-jobs'), ['build', 'ops', 'and', 'jobs']);
  });
});

function hit(path: string, title: string, extra: Partial<SuggestionHit> = {}): SuggestionHit {
  return {url: `https://docs.dagster.io${path}`, type: 'lvl1', hierarchy: {lvl0: 'Guides', lvl1: title}, ...extra};
}

describe('not-found page: choosing the pages to suggest', () => {
  it('treats typos, plurals and prefixes as the same word, but not different words', () => {
    assert.ok(similarWords('instalation', 'installation'));
    assert.ok(similarWords('asset', 'assets'));
    assert.ok(similarWords('snowflak', 'snowflake'));
    assert.ok(!similarWords('ops', 'jobs'));
    assert.ok(!similarWords('sensor', 'census'));
  });

  it('suggests each page once, at most three, preferring pages whose path shares the missing words', () => {
    const results = [
      [hit('/integrations/libraries/github', 'GitHub'), hit('/getting-started/installation#verify', 'Installation', {type: 'lvl2'})],
      [hit('/getting-started/installation', 'Installation'), hit('/about/community', 'Community'), hit('/about/releases', 'Releases')],
    ];
    const pages = suggestPages('/getting-started/instalation', results);
    assert.deepEqual(
      pages.map((page) => page.url),
      [
        'https://docs.dagster.io/getting-started/installation',
        'https://docs.dagster.io/integrations/libraries/github',
        'https://docs.dagster.io/about/community',
      ],
    );
    assert.deepEqual(pages[0], {
      url: 'https://docs.dagster.io/getting-started/installation',
      title: 'Installation',
      section: null,
      area: 'Guides',
    });
  });

  it('keeps search order between pages that share as many words with the path', () => {
    const pages = suggestPages('/nothing-alike', [[hit('/b', 'B'), hit('/a', 'A')]]);
    assert.deepEqual(
      pages.map((page) => page.title),
      ['B', 'A'],
    );
  });

  it('links a reference entry with its anchor, and any other page without one', () => {
    const reference = hit('/api/python-api/assets#dagster.asset', 'Assets', {
      type: 'lvl2',
      hierarchy: {lvl0: 'API', lvl1: 'Assets', lvl2: '@asset'},
    });
    const guide = hit('/guides/build/ops#test-an-op', 'Ops', {
      type: 'content',
      hierarchy: {lvl0: 'Build', lvl1: 'Ops', lvl2: 'Test an op'},
    });
    const pages = suggestPages('/api/python-api/asset', [[reference, guide]]);
    assert.deepEqual(pages, [
      {url: 'https://docs.dagster.io/api/python-api/assets#dagster.asset', title: 'Assets', section: '@asset', area: 'API'},
      {url: 'https://docs.dagster.io/guides/build/ops', title: 'Ops', section: null, area: 'Build'},
    ]);
  });

  it('suggests nothing when search found nothing', () => {
    assert.deepEqual(suggestPages('/guides/x', [[], []]), []);
  });
});
