/**
 * The path-to-regexp stand-in matches static route paths exactly as path-to-regexp 1.x's regular expressions
 * do (same source, flags and match for every option React Router passes, on inputs built to sit on each
 * rule's edge), and hands every other path to path-to-regexp itself.
 */
import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import pathToRegexp from 'path-to-regexp';
import standIn from '../../src/plugins/static-route-match/client/path-to-regexp';
import {isStaticRoute, StaticPathPattern} from '../../src/plugins/static-route-match/static-path';

const PATHS = [
  '',
  '/',
  '//',
  '/docs',
  '/docs/',
  '/api/python-api/assets',
  '/integrations/libraries/',
  '/Search',
  '/__docusaurus/debug',
  '/guides/build/assets/asset-checks',
  '/a.b/c-d_e~f%20g@h',
  'relative/path',
];

/** A seeded generator, so a failure names a path that can be tried again. */
function* randomPaths(count: number): Generator<string> {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const alphabet = 'abcXYZ09-_./~%@';
  for (let i = 0; i < count; i += 1) {
    let path = next() < 0.8 ? '/' : '';
    const length = Math.floor(next() * 12);
    for (let j = 0; j < length; j += 1) path += alphabet[Math.floor(next() * alphabet.length)];
    yield path;
  }
}

/** Inputs on the edges of each rule: the path itself, a trailing slash, more segments, other case, look-alikes. */
function inputsFor(path: string): string[] {
  const lookAlikes = path.replace(/k/gi, '\u212a').replace(/s/gi, '\u017f').replace(/i/gi, '\u0131');
  return [
    path,
    `${path}/`,
    `${path}//`,
    `${path}x`,
    `${path}/x`,
    `${path}/x/`,
    path.slice(0, -1),
    path.toUpperCase(),
    path.toLowerCase(),
    `${path.toUpperCase()}/`,
    lookAlikes,
    '',
    '/',
    '/docs/intro',
    `${path}/${path}`,
    `x${path}`,
  ];
}

const OPTIONS = [
  undefined,
  {},
  ...[true, false].flatMap((end) => [true, false].flatMap((strict) => [true, false].map((sensitive) => ({end, strict, sensitive})))),
];

const execResult = (match: RegExpExecArray | null) =>
  match === null ? null : {text: match[0], index: match.index, input: match.input, rest: match.slice(1)};

describe('static route matching', () => {
  it('builds the same pattern as path-to-regexp and matches every input as its regular expression does', () => {
    let compared = 0;
    for (const path of [...PATHS, ...randomPaths(300)]) {
      for (const options of OPTIONS) {
        const expected = pathToRegexp(path, [], options);
        const actual = standIn(path, [], options);
        assert.ok(actual instanceof StaticPathPattern, `${path} is static`);
        assert.equal(actual.source, expected.source, `source of ${path} ${JSON.stringify(options)}`);
        assert.equal(actual.flags, expected.flags);
        assert.equal(String(actual), String(expected));
        for (const input of inputsFor(path)) {
          assert.deepEqual(
            execResult(actual.exec(input)),
            execResult(expected.exec(input)),
            `${JSON.stringify(path)} ${JSON.stringify(options)} on ${JSON.stringify(input)}`,
          );
          assert.equal(actual.test(input), expected.test(input));
          compared += 1;
        }
      }
    }
    assert.ok(compared > 40_000, `${compared} comparisons`);
  });

  it('accepts options in place of the keys, as path-to-regexp does, and attaches the keys it was given', () => {
    const keys: pathToRegexp.Key[] = [];
    const withKeys = standIn('/docs', keys, {end: false});
    assert.equal(withKeys.keys, keys);
    const withoutKeys = standIn('/docs', {end: false});
    assert.equal(withoutKeys.source, pathToRegexp('/docs', {end: false}).source);
    assert.equal(withoutKeys.exec('/docs/intro')?.[0], '/docs');
  });

  it('hands a path with parameters, a wildcard, a group or an unknown option to path-to-regexp', () => {
    for (const path of ['/docs/:id', '/docs/:id?', '/files/*', '/a(b|c)', '/a\\:b']) {
      const keys: pathToRegexp.Key[] = [];
      const actual = standIn(path, keys, {end: true});
      assert.ok(!(actual instanceof StaticPathPattern), path);
      assert.equal(actual.source, pathToRegexp(path, [], {end: true}).source);
    }
    const keys: pathToRegexp.Key[] = [];
    assert.deepEqual(standIn('/docs/:id', keys).exec('/docs/7')?.slice(1), ['7']);
    assert.equal(keys[0]?.name, 'id');
    assert.equal(isStaticRoute('/docs', {delimiter: '.'}), false);
    assert.equal(isStaticRoute(['/a', '/b'], {}), false);
    assert.equal(isStaticRoute(/docs/, {}), false);
  });

  it('keeps path-to-regexp’s other exports', () => {
    assert.equal(standIn.compile('/docs/:id')({id: 'x'}), '/docs/x');
    assert.deepEqual(standIn.parse('/a'), pathToRegexp.parse('/a'));
  });
});
