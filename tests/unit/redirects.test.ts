import {strict as assert} from 'node:assert';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import yaml from 'js-yaml';
import {parseRedirectData, splitTarget, withoutTrailingSlash} from '../../src/plugins/redirects/data';
import {redirectsFile, vercelConfig} from '../../src/plugins/redirects/edge';
import {expandRedirects, missingAnchors} from '../../src/plugins/redirects/expand';

const ROUTES = [
  '/',
  '/api/',
  '/guides/build/',
  '/guides/build/ops',
  '/api/python-api/',
  '/api/python-api/assets',
  '/dagster-plus/features/alerts/',
];

function data(raw: unknown) {
  return parseRedirectData(raw, 'test.yaml');
}

describe('redirect map: parsing', () => {
  it('reads aliases and redirects, storing old paths without a trailing slash', () => {
    const parsed = data({
      aliases: [{from: '/_apidocs/', to: '/api/python-api/', over: 'routes'}],
      redirects: {'/concepts/ops/': '/guides/build/ops', '/tutorial': '/guides/build/ops#an-anchor'},
    });
    assert.deepEqual(parsed.aliases, [{from: '/_apidocs/', to: '/api/python-api/', over: 'routes'}]);
    assert.deepEqual(
      [...parsed.redirects],
      [
        ['/concepts/ops', '/guides/build/ops'],
        ['/tutorial', '/guides/build/ops#an-anchor'],
      ],
    );
  });

  it('reports every problem of a malformed file in one error', () => {
    const error = (() => {
      try {
        data({
          extra: 1,
          aliases: [{from: '/a', to: '/b/', over: 'routes'}, {from: '/c/', to: '/d/', over: 'everything'}, 'nope'],
          redirects: {
            '/with space': '/x',
            'relative/path': '/x',
            '/ok': 'no-slash',
            '/anchor': '/x#bad anchor',
            '/dup': '/x',
            '/dup/': '/y',
          },
        });
      } catch (caught) {
        return (caught as Error).message;
      }
      return '';
    })();
    assert.match(error, /^Redirect map test\.yaml is invalid:/);
    for (const expected of [
      'unknown top-level keys: extra',
      'aliases[0]: from and to are prefixes and must end with "/"',
      'aliases[1].over must be "routes" or "old-paths", got "everything"',
      'aliases[2] must be a mapping',
      'Old path "/with space" must be a path',
      'Old path "relative/path" must be a path',
      'The target of /ok must be a path',
      'The target of /anchor has an anchor that is not a heading id',
      '/dup/ is listed twice',
    ]) {
      assert.ok(error.includes(expected), `expected "${expected}" in:\n${error}`);
    }
  });

  it('rejects a file that is not a mapping, and redirects that are not a mapping', () => {
    assert.throws(() => data(['a']), /must be a mapping with "aliases" and "redirects"/);
    assert.throws(() => data({redirects: ['/a']}), /"redirects" must be a mapping of old path to target path/);
    assert.throws(() => data({aliases: {from: '/a/'}, redirects: {}}), /"aliases" must be a list/);
  });

  it('splits targets and trims trailing slashes', () => {
    assert.deepEqual(splitTarget('/a/b#c'), {path: '/a/b', anchor: 'c'});
    assert.deepEqual(splitTarget('/a/'), {path: '/a/', anchor: null});
    assert.equal(withoutTrailingSlash('/a/b/'), '/a/b');
    assert.equal(withoutTrailingSlash('/'), '/');
  });
});

describe('redirect map: expansion against the pages of a site', () => {
  it('keeps listed redirects whose target is a page, sorted by old path', () => {
    const {redirects, errors} = expandRedirects(data({redirects: {'/z-old': '/', '/a-old': '/guides/build/ops#x'}}), ROUTES);
    assert.deepEqual(errors, []);
    assert.deepEqual(redirects, [
      {from: '/a-old', to: '/guides/build/ops#x', origin: 'listed'},
      {from: '/z-old', to: '/', origin: 'listed'},
    ]);
  });

  it('rejects a target that is not a page, naming the spelling that is', () => {
    const {redirects, errors} = expandRedirects(data({redirects: {'/a': '/guides/build', '/b': '/nowhere'}}), ROUTES);
    assert.deepEqual(redirects, []);
    assert.deepEqual(errors, ['/a -> /guides/build: the page is /guides/build/', '/b -> /nowhere: no page of this site has that path']);
  });

  it('rejects an anchor on a section landing page, which the redirect pages would move off its URL', () => {
    const {redirects, errors} = expandRedirects(data({redirects: {'/a': '/guides/build/#x'}}), ROUTES);
    assert.deepEqual(redirects, []);
    assert.deepEqual(errors, [
      '/a -> /guides/build/#x: a section landing page (ending in "/") cannot take an anchor here; link the page itself',
    ]);
  });

  it('rejects an old path that is a page of the site, with or without its trailing slash', () => {
    const {errors} = expandRedirects(data({redirects: {'/guides/build': '/guides/build/ops'}}), ROUTES);
    assert.deepEqual(errors, ['/guides/build is a page of this site, so it cannot redirect (to /guides/build/ops)']);
  });

  it('expands an alias over routes, skipping pages and listed paths', () => {
    const parsed = data({
      aliases: [{from: '/api/', to: '/api/python-api/', over: 'routes'}],
      redirects: {'/api/assets': '/guides/build/ops'},
    });
    const {redirects, errors} = expandRedirects(parsed, ROUTES);
    assert.deepEqual(errors, []);
    // "/api/" would come from "/api/python-api/", but it is a page; "/api/assets" is listed and wins.
    assert.deepEqual(redirects, [{from: '/api/assets', to: '/guides/build/ops', origin: 'listed'}]);
  });

  it('expands an alias over old paths to where each old path lands', () => {
    const parsed = data({
      aliases: [{from: '/dagster-cloud/', to: '/dagster-plus/', over: 'old-paths'}],
      redirects: {'/dagster-plus/alerts/': '/dagster-plus/features/alerts/'},
    });
    const {redirects} = expandRedirects(parsed, ROUTES);
    assert.deepEqual(redirects, [
      {from: '/dagster-cloud/alerts', to: '/dagster-plus/features/alerts/', origin: 'alias'},
      {from: '/dagster-plus/alerts', to: '/dagster-plus/features/alerts/', origin: 'listed'},
    ]);
  });

  it('reports two aliases that send one old path to different pages', () => {
    const parsed = data({
      aliases: [
        {from: '/old/', to: '/guides/', over: 'routes'},
        {from: '/old/', to: '/api/python-api/', over: 'routes'},
      ],
      redirects: {},
    });
    const {errors} = expandRedirects(parsed, ['/guides/assets', '/api/python-api/assets']);
    assert.deepEqual(errors, [
      'aliases send /old/assets both to /guides/assets and to /api/python-api/assets; list it under redirects to choose',
    ]);
  });

  it('finds anchors that the target page lacks or that cannot be read', () => {
    const redirects = [
      {from: '/a', to: '/p#here', origin: 'listed' as const},
      {from: '/b', to: '/p#gone', origin: 'listed' as const},
      {from: '/c', to: '/q#x', origin: 'listed' as const},
      {from: '/d', to: '/q', origin: 'listed' as const},
    ];
    const pages: Record<string, Set<string>> = {'/p': new Set(['here'])};
    assert.deepEqual(
      missingAnchors(redirects, (route) => pages[route] ?? null),
      ['/b -> /p#gone: /p has no element with id "gone"', '/c -> /q#x: the page /q could not be read'],
    );
  });
});

describe('redirect map: edge formats', () => {
  const redirects = [
    {from: '/concepts/ops', to: '/guides/build/ops', origin: 'listed' as const},
    {from: '/tutorial/testable', to: '/guides/build/ops#test-an-op', origin: 'listed' as const},
  ];
  it('writes a _redirects file with one permanent rule per old path', () => {
    const lines = redirectsFile(redirects).trimEnd().split('\n');
    assert.match(lines[0], /^# /);
    assert.deepEqual(lines.slice(1), ['/concepts/ops /guides/build/ops 301', '/tutorial/testable /guides/build/ops#test-an-op 301']);
  });
  it('writes Vercel redirects as permanent literal sources', () => {
    assert.deepEqual(vercelConfig(redirects), {
      redirects: [
        {source: '/concepts/ops', destination: '/guides/build/ops', permanent: true},
        {source: '/tutorial/testable', destination: '/guides/build/ops#test-an-op', permanent: true},
      ],
    });
  });
});

describe('the site redirect map', () => {
  const file = path.resolve(__dirname, '..', '..', 'src', 'data', 'redirects.yaml');
  const parsed = parseRedirectData(yaml.load(readFileSync(file, 'utf8')), file);
  it('parses and lists at least 300 old paths of its own', () => {
    assert.ok(parsed.redirects.size >= 300, `only ${parsed.redirects.size} listed old paths`);
  });
  it('never sends an old path to another old path', () => {
    const chained = [...parsed.redirects].filter(([, to]) => parsed.redirects.has(withoutTrailingSlash(splitTarget(to).path)));
    assert.deepEqual(chained, []);
  });
});
