import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {coverageBySidebar, generatedRoutes} from '../../scripts/content-check/coverage';
import {countProseWords, extractCodeBlocks, parsePage} from '../../scripts/content-check/markdown';
import {findPythonSyntaxErrors} from '../../scripts/content-check/python';
import {MIN_WORDS, pageKind, parseRoutesTsv, routeForDoc} from '../../scripts/content-check/routes';
import {checkPage, dataBlockError, type PageInput} from '../../scripts/content-check/rules';

const fence = '```';

function input(source: string, overrides: Partial<PageInput> = {}): PageInput {
  return {file: 'docs/x.md', route: '/guides/x', isIndex: false, listed: false, page: parsePage(source), ...overrides};
}

function messages(source: string, overrides: Partial<PageInput> = {}): string[] {
  return checkPage(input(source, overrides)).map((problem) => problem.message);
}

const good = `---\ntitle: A page\ndescription: What the reader gets.\n---\n\nSome prose.\n`;

describe('front matter', () => {
  it('accepts a page with title and description', () => {
    assert.deepEqual(messages(good), []);
  });
  it('reports each missing key', () => {
    assert.deepEqual(messages('---\ntitle: Only a title\n---\n\nText\n'), ['missing front matter "description"']);
    assert.deepEqual(messages('No front matter at all\n'), ['missing front matter "title"', 'missing front matter "description"']);
  });
  it('reports front matter that is not YAML', () => {
    assert.match(messages('---\ntitle: [unclosed\n---\n')[0], /front matter does not parse/);
  });
});

describe('admonitions', () => {
  it('flags a title in the old syntax, which Docusaurus 3 prints as text', () => {
    assert.deepEqual(messages(`${good}\n:::info Pro plan\nOnly on Pro.\n:::\n`), [
      'admonition title in the old syntax near body line 4: write ":::info[Pro plan]"',
    ]);
  });
  it('accepts bracketed titles, untitled admonitions and examples inside code', () => {
    assert.deepEqual(messages(`${good}\n:::info[Pro plan]\nOnly on Pro.\n:::\n\n:::tip\nA tip.\n:::\n`), []);
    assert.deepEqual(messages(`${good}\n${fence}md\n:::note Old style\n:::\n${fence}\n`), []);
  });
});

describe('placeholders', () => {
  it('flags TODO, lorem and coming soon in prose', () => {
    for (const text of ['TODO: write this', 'Lorem ipsum dolor', 'This section is coming soon.']) {
      assert.equal(messages(`${good}\n${text}\n`).length, 1, text);
    }
  });
  it('ignores a lower-case todo link and placeholders inside code', () => {
    assert.deepEqual(messages(`${good}\nSee [the plan](../todo.md).\n\n${fence}text\nTODO list app\n${fence}\n`), []);
  });
  it('flags a TODO comment inside an example', () => {
    assert.match(messages(`${good}\n${fence}python\n# TODO: fill in\nx = 1\n${fence}\n`)[0], /placeholder comment/);
  });
  it('exempts the /todo page', () => {
    assert.deepEqual(messages(`${good}\nComing soon.\n`, {route: '/todo'}), []);
  });
});

describe('code blocks', () => {
  it('finds fences with their language, meta and line', () => {
    const blocks = extractCodeBlocks(`a\n${fence}python title="x.py"\nprint(1)\n${fence}\n\n  ${fence}yaml\n  a: 1\n  ${fence}\n`);
    assert.deepEqual(
      blocks.map((b) => [b.lang, b.meta, b.code, b.line]),
      [
        ['python', 'title="x.py"', 'print(1)', 2],
        ['yaml', '', 'a: 1', 6],
      ],
    );
  });
  it('flags a fence without a language', () => {
    assert.deepEqual(messages(`${good}\n${fence}\nls\n${fence}\n`), ['code fence without a language']);
  });
  it('parses YAML, JSON and TOML and reports the broken ones', () => {
    assert.equal(dataBlockError('yaml', 'a: 1\nb: [1, 2]'), null);
    assert.notEqual(dataBlockError('yaml', 'a: [1, 2'), null);
    assert.equal(dataBlockError('json', '{"a": 1}'), null);
    assert.notEqual(dataBlockError('json', '{a: 1}'), null);
    assert.equal(dataBlockError('toml', '[tool.dagster]\nmodule_name = "x"'), null);
    assert.notEqual(dataBlockError('toml', '[tool.dagster\nx = '), null);
    assert.equal(dataBlockError('bash', 'anything ((('), null);
  });
  it('reports Python that does not parse, with its line', () => {
    const errors = findPythonSyntaxErrors([
      {id: 'ok', code: 'import dagster as dg\n\n@dg.asset\ndef a() -> None:\n    ...\n'},
      {id: 'bad', code: 'def broken(:\n    pass\n'},
    ]);
    assert.equal(errors.length, 1);
    assert.equal(errors[0].id, 'bad');
    assert.match(errors[0].message, /^line 1:/);
  });
});

describe('word minimums', () => {
  it('counts prose words and ignores code, tags and link targets', () => {
    assert.equal(
      countProseWords(
        `Two words\n\n${fence}python\nmany words in code here\n${fence}\n<DocCardList />\n[link text](./very/long/path.md)\n`,
      ),
      4,
    );
  });
  it('applies the minimum of the page kind only to pages routes.tsv lists', () => {
    const short = `${good}\n${'word '.repeat(MIN_WORDS.guide - 10)}\n`;
    assert.match(messages(short, {listed: true})[0], /a guide page needs at least 300/);
    assert.deepEqual(messages(short, {listed: false}), []);
    assert.deepEqual(messages(short, {listed: true, isIndex: true, route: '/guides/'}), []);
  });
  it('classifies routes by kind', () => {
    assert.equal(pageKind('/', true), 'home');
    assert.equal(pageKind('/guides/build/', true), 'landing');
    assert.equal(pageKind('/api/python-api/assets', false), 'api');
    assert.equal(pageKind('/tutorials/rag/sources', false), 'tutorial');
    assert.equal(pageKind('/integrations/libraries/slack', false), 'integration');
    assert.equal(pageKind('/dagster-plus/features/insights', false), 'dagster-plus');
    assert.equal(pageKind('/guides/test/asset-checks', false), 'guide');
  });
});

describe('routes and coverage', () => {
  it('maps doc files to routes the way Docusaurus does', () => {
    assert.equal(routeForDoc('guides/build/ops.md'), '/guides/build/ops');
    assert.equal(routeForDoc('guides/build/index.md'), '/guides/build/');
    assert.equal(routeForDoc('intro.md', '/'), '/');
    assert.equal(routeForDoc('a/b/index.md', '/a/b'), '/a/b');
    assert.equal(routeForDoc('a/b.md', 'c'), '/a/c');
  });
  it('parses routes.tsv and rejects malformed rows', () => {
    assert.deepEqual(parseRoutesTsv('route\tsidebar\ttitle\n/\tdocs\tOverview\n'), [{route: '/', sidebar: 'docs', title: 'Overview'}]);
    assert.throws(() => parseRoutesTsv('header\nnot-a-route\n'), /malformed/);
  });
  it('counts existing routes per sidebar', () => {
    const rows = parseRoutesTsv('h\n/\tdocs\tA\n/b\tdocs\tB\n/c\tapi\tC\n');
    assert.deepEqual(coverageBySidebar(rows, new Set(['/', '/c'])), [
      {sidebar: 'docs', existing: 1, total: 2, missing: ['/b']},
      {sidebar: 'api', existing: 1, total: 1, missing: []},
    ]);
  });
  it('treats search and the pages of tags in use as generated', () => {
    const routes = generatedRoutes(['etl'], {etl: '/integrations/etl', bi: '/integrations/bi'});
    assert.deepEqual([...routes].sort(), ['/search', '/tags', '/tags/integrations/etl']);
  });
});
