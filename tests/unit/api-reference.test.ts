import {strict as assert} from 'node:assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {checkApiLinks, findPyObjects} from '../../scripts/content-check/api-links';
import {findModuleNameUses} from '../../scripts/content-check/python';
import {addCacheBuildDependencies} from '../../src/plugins/api-reference/cache';
import {generateApiPages} from '../../src/plugins/api-reference/generate';
import {buildInventory, symbolAnchor, symbolLookup} from '../../src/plugins/api-reference/inventory';
import {formatSignature, GENERATED_MARKER, renderApiPage, splitArguments} from '../../src/plugins/api-reference/render';
import remarkPyObject, {resolvePyObjects} from '../../src/plugins/api-reference/remark-pyobject';
import apiReferencePlugin from '../../src/plugins/api-reference';
import config from '../../docusaurus.config';
import {docsOptions} from '../../src/plugins/docs/options';
import {mdxProblem, validateApiPage, type ApiPage} from '../../src/plugins/api-reference/schema';

function samplePage(overrides: Partial<ApiPage> = {}): ApiPage {
  return {
    page: 'assets',
    title: 'Assets',
    description: 'Asset APIs.',
    module: 'dagster',
    intro: 'Assets are the core abstraction.',
    sections: [
      {
        title: 'Defining assets',
        symbols: [
          {
            name: 'dagster.asset',
            kind: 'decorator',
            signature: '(compute_fn=None, *, name: str | None = None)',
            summary: 'Defines an asset.',
            params: [{name: 'name', type: 'str | None', default: 'None', description: 'The name.'}],
            example: 'import dagster as dg\n\n@dg.asset\ndef a(): ...\n',
          },
          {
            name: 'dagster.AssetSpec',
            kind: 'class',
            signature: '(key)',
            summary: 'Describes an asset.',
            status: {stage: 'beta'},
            members: [{name: 'replace_attributes', kind: 'method', signature: '(**kwargs) -> AssetSpec', summary: 'Copies the spec.'}],
          },
          {
            name: 'dagster dev',
            kind: 'cli',
            summary: 'Starts a local deployment.',
            params: [{name: '-p, --port', type: 'INTEGER', description: 'Port.'}],
          },
        ],
      },
    ],
    ...overrides,
  };
}

describe('API data schema', () => {
  it('accepts a complete page', () => {
    assert.equal(validateApiPage(samplePage(), 'assets.yaml').page, 'assets');
  });
  it('reports every problem of a bad page at once', () => {
    const bad = samplePage();
    const symbols = bad.sections[0].symbols as unknown as Record<string, unknown>[];
    symbols[0].kind = 'macro';
    symbols[1].name = 'AssetSpec';
    symbols[1].status = {stage: 'deprecated'};
    (symbols[1].members as Record<string, unknown>[])[0].name = 'AssetSpec.replace_attributes';
    symbols[2].colour = 'red';
    const error = (() => {
      try {
        validateApiPage(bad, 'assets.yaml');
        return '';
      } catch (caught) {
        return (caught as Error).message;
      }
    })();
    assert.match(error, /"kind" must be one of/);
    assert.match(error, /must be fully qualified/);
    assert.match(error, /deprecated symbol needs "replacement" and "removal"/);
    assert.match(error, /short name, without dots/);
    assert.match(error, /unknown field "colour"/);
  });
  it('requires a signature for callables and flags prose that MDX would misread', () => {
    const page = samplePage();
    delete page.sections[0].symbols[0].signature;
    page.sections[0].symbols[1].summary = 'Returns {a} for x < y.';
    assert.throws(() => validateApiPage(page, 'x.yaml'), /needs a "signature"[\s\S]*brace outside backticks/);
    assert.equal(mdxProblem('Returns `dict[str, {}]`, see <PyObject object="AssetKey" />.'), null);
    assert.match(String(mdxProblem('when a < b')), /angle bracket/);
  });
});

describe('API page rendering', () => {
  const mdx = renderApiPage(samplePage());
  it('gives every symbol and member a heading with its qualified anchor, members outside the TOC', () => {
    assert.match(mdx, /^### `@asset` \{\/\* #dagster\.asset \*\/\}$/m);
    assert.match(mdx, /^### `AssetSpec` \{\/\* #dagster\.AssetSpec \*\/\}$/m);
    assert.match(mdx, /^#### `replace_attributes` \{\/\* #dagster\.AssetSpec\.replace_attributes \*\/\}$/m);
    assert.match(mdx, /^### `dagster dev` \{\/\* #dagster-dev \*\/\}$/m);
    assert.match(mdx, /^toc_max_heading_level: 3$/m);
    assert.ok(mdx.includes(GENERATED_MARKER));
  });
  it('renders signatures, parameter lists, badges and examples', () => {
    assert.ok(mdx.includes('@dagster.asset(compute_fn=None, *, name: str | None = None)'));
    assert.ok(mdx.includes('**Parameters:**\n\n- `name` (`str | None`, default `None`): The name.'));
    assert.ok(mdx.includes('**Options:**\n\n- `-p, --port` (`INTEGER`): Port.'));
    assert.ok(mdx.includes('<StatusBadge status="beta" />'));
    assert.ok(mdx.includes('AssetSpec.replace_attributes(**kwargs) -> AssetSpec'));
    assert.match(mdx, /\*\*Example:\*\*\n\n```python\nimport dagster as dg/);
  });
  it('shows what replaces a deprecated symbol and when it goes', () => {
    const page = samplePage();
    page.sections[0].symbols[1].status = {stage: 'deprecated', replacement: 'dagster.AssetOut', removal: '2.0'};
    assert.match(renderApiPage(page), /:::warning\[Deprecated\]\n\nUse `dagster\.AssetOut` instead\. It will be removed in 2\.0\./);
  });
  it('wraps long signatures one argument per line without splitting nested brackets or strings', () => {
    assert.deepEqual(splitArguments('a: dict[str, int] = {}, b="x, y", *, c=(1, 2)'), [
      'a: dict[str, int] = {}',
      'b="x, y"',
      '*',
      'c=(1, 2)',
    ]);
    const long = formatSignature(
      'dagster.materialize',
      `(${Array.from({length: 8}, (_, i) => `argument_${i}: str | None = None`).join(', ')}) -> Result`,
    );
    assert.match(long, /^dagster\.materialize\(\n {4}argument_0: str \| None = None,\n/);
    assert.match(long, /\n\) -> Result$/);
    assert.equal(formatSignature('f', '(a, b)'), 'f(a, b)');
  });
});

describe('API inventory', () => {
  it('lists symbols and members with URLs and statuses', () => {
    const inventory = buildInventory([samplePage()]);
    assert.deepEqual(
      inventory.map((entry) => [entry.name, entry.url]),
      [
        ['dagster.asset', '/api/python-api/assets#dagster.asset'],
        ['dagster.AssetSpec', '/api/python-api/assets#dagster.AssetSpec'],
        ['dagster.AssetSpec.replace_attributes', '/api/python-api/assets#dagster.AssetSpec.replace_attributes'],
        ['dagster dev', '/api/python-api/assets#dagster-dev'],
      ],
    );
    assert.equal(inventory[1].status, 'beta');
    assert.equal(symbolAnchor('dagster asset materialize', 'cli'), 'dagster-asset-materialize');
  });
  it('refuses a symbol documented on two pages', () => {
    assert.throws(
      () => buildInventory([samplePage(), samplePage({page: 'other'})]),
      /dagster\.asset is documented twice: on the assets page and on the other page/,
    );
  });
});

describe('PyObject cross-links', () => {
  const lookup = symbolLookup([samplePage()]);
  const element = (attrs: Record<string, string>) => ({
    type: 'mdxJsxTextElement',
    name: 'PyObject',
    attributes: Object.entries(attrs).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
  });
  it('adds the entry URL to a known symbol', () => {
    const node = element({object: 'AssetSpec.replace_attributes'});
    resolvePyObjects({type: 'root', children: [node]}, lookup, 'docs/a.md');
    assert.equal(
      node.attributes.find((attr) => attr.name === 'href')?.value,
      '/api/python-api/assets#dagster.AssetSpec.replace_attributes',
    );
  });
  it('fails on an unknown symbol, naming the file and the symbol', () => {
    assert.throws(
      () => resolvePyObjects({type: 'root', children: [element({object: 'Nope'})]}, lookup, 'docs/guide.md'),
      /docs\/guide\.md: <PyObject> names dagster\.Nope/,
    );
  });
  it('leaves symbols of modules without reference pages unlinked', () => {
    const node = element({module: 'dagster_dbt', object: 'DbtCliResource'});
    resolvePyObjects({type: 'root', children: [node]}, lookup, 'docs/a.md');
    assert.equal(
      node.attributes.some((attr) => attr.name === 'href'),
      false,
    );
  });
});

describe('content check against the inventory', () => {
  it('finds PyObject uses with their lines', () => {
    assert.deepEqual(
      findPyObjects(
        'a.md',
        'text\nSee <PyObject object="asset" decorator /> and\n<PyObject module="dagster_dbt" object="DbtCliResource" />',
      ),
      [
        {file: 'a.md', line: 2, module: 'dagster', object: 'asset'},
        {file: 'a.md', line: 3, module: 'dagster_dbt', object: 'DbtCliResource'},
      ],
    );
  });
  it('flags undocumented imports and dg attributes, and unresolved cross-links', () => {
    const sources = [
      {id: 'docs/a.md:10', code: 'from dagster import asset, Nonexistent\n'},
      {id: 'docs/b.md:4', code: 'import dagster as dg\n\n@dg.asset\ndef x():\n    return dg.MadeUp()\n'},
      {id: 'docs/c.md:1', code: 'import pandas as pd\nfrom dagster_dbt import DbtCliResource\n'},
    ];
    const uses = findModuleNameUses(sources, ['dagster']);
    const report = checkApiLinks([samplePage()], [{file: 'docs/a.md', line: 3, module: 'dagster', object: 'Gone'}], uses);
    const messages = report.problems.map((problem) => `${problem.file}:${problem.line} ${problem.message}`);
    assert.deepEqual(messages.sort(), [
      'docs/a.md:11 example uses dagster.Nonexistent, which the API reference does not document',
      'docs/a.md:3 <PyObject> names dagster.Gone, which the API reference does not document',
      'docs/b.md:9 example uses dagster.MadeUp, which the API reference does not document',
    ]);
    assert.equal(report.examples.checked, 2);
    assert.deepEqual([report.crossLinks.resolved, report.crossLinks.total], [0, 1]);
  });
});

describe('API page generation', () => {
  it('writes a page per data file and removes generated pages whose data file is gone', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'api-site-'));
    fs.mkdirSync(path.join(site, 'src/data/api'), {recursive: true});
    fs.mkdirSync(path.join(site, 'docs/api/python-api'), {recursive: true});
    fs.writeFileSync(path.join(site, 'docs/api/python-api/old.mdx'), `${GENERATED_MARKER}old.yaml */}\n`);
    fs.writeFileSync(path.join(site, 'docs/api/python-api/index.md'), '# hand-written\n');
    fs.writeFileSync(path.join(site, 'src/data/api/assets.yaml'), JSON.stringify(samplePage()));
    const inventory = generateApiPages(site);
    assert.equal(inventory.length, 4);
    assert.deepEqual(fs.readdirSync(path.join(site, 'docs/api/python-api')).sort(), ['assets.mdx', 'index.md']);
    fs.writeFileSync(path.join(site, 'src/data/api/assets.yaml'), JSON.stringify(samplePage({page: 'wrong'})));
    assert.throws(() => generateApiPages(site), /"page" is "wrong" but the file name says "assets"/);
  });
});

describe('library API pages', () => {
  const libraryPage = (): ApiPage => ({
    page: 'libraries/dagster-aws',
    title: 'AWS (dagster-aws)',
    description: 'AWS APIs.',
    module: 'dagster_aws',
    intro: 'Resources for AWS.',
    sections: [
      {
        title: 'S3',
        symbols: [{name: 'dagster_aws.s3.S3Resource', kind: 'class', signature: '(*, region_name=None)', summary: 'An S3 client.'}],
      },
    ],
  });

  it('generates a library page under libraries/ with anchors and URLs of its own', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'api-site-'));
    fs.mkdirSync(path.join(site, 'src/data/api/libraries'), {recursive: true});
    fs.mkdirSync(path.join(site, 'docs/api/python-api/libraries'), {recursive: true});
    fs.writeFileSync(path.join(site, 'docs/api/python-api/libraries/stale.mdx'), `${GENERATED_MARKER}libraries/stale.yaml */}\n`);
    fs.writeFileSync(path.join(site, 'src/data/api/assets.yaml'), JSON.stringify(samplePage()));
    fs.writeFileSync(path.join(site, 'src/data/api/libraries/dagster-aws.yaml'), JSON.stringify(libraryPage()));
    const inventory = generateApiPages(site);
    const s3 = inventory.find((entry) => entry.name === 'dagster_aws.s3.S3Resource');
    assert.equal(s3?.url, '/api/python-api/libraries/dagster-aws#dagster_aws.s3.S3Resource');
    assert.deepEqual(fs.readdirSync(path.join(site, 'docs/api/python-api/libraries')), ['dagster-aws.mdx']);
    fs.writeFileSync(path.join(site, 'src/data/api/libraries/dagster-aws.yaml'), JSON.stringify({...libraryPage(), page: 'dagster-aws'}));
    assert.throws(() => generateApiPages(site), /"page" is "dagster-aws" but the file name says "libraries\/dagster-aws"/);
  });

  it('treats the submodules a page documents as documented, so their cross-links and imports are checked', () => {
    const lookup = symbolLookup([samplePage(), libraryPage()]);
    assert.ok(lookup.isDocumentedModule('dagster_aws.s3'));
    assert.ok(!lookup.isDocumentedModule('dagster_aws.ecs'));
    assert.deepEqual([...lookup.names('dagster_aws.s3')], ['S3Resource']);
    const tree = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxTextElement',
          name: 'PyObject',
          attributes: [
            {type: 'mdxJsxAttribute', name: 'module', value: 'dagster_aws.s3'},
            {type: 'mdxJsxAttribute', name: 'object', value: 'S3Bucket'},
          ],
        },
      ],
    };
    assert.throws(() => resolvePyObjects(tree, lookup, 'docs/x.md'), /docs\/x\.md: <PyObject> names dagster_aws\.s3\.S3Bucket/);
  });
});

describe('bundler cache', () => {
  it('makes the API data files build dependencies of the Rspack and webpack persistent caches', () => {
    const rspack = {experiments: {cache: {type: 'persistent', buildDependencies: ['docusaurus.config.ts']}}};
    addCacheBuildDependencies(rspack, ['src/data/api/assets.yaml']);
    assert.deepEqual(rspack.experiments.cache.buildDependencies, ['docusaurus.config.ts', 'src/data/api/assets.yaml']);
    const webpack = {cache: {type: 'filesystem', buildDependencies: {config: ['docusaurus.config.ts']}}};
    addCacheBuildDependencies(webpack, ['src/data/api/assets.yaml']);
    assert.deepEqual(webpack.cache.buildDependencies, {config: ['docusaurus.config.ts'], apiReferenceData: ['src/data/api/assets.yaml']});
  });

  it('leaves a build without a persistent cache alone', () => {
    const memory: {cache?: unknown; experiments?: {cache?: unknown}} = {cache: true, experiments: {}};
    addCacheBuildDependencies(memory, ['src/data/api/assets.yaml']);
    assert.deepEqual(memory, {cache: true, experiments: {}});
  });
});

describe('site wiring', () => {
  it('runs the PyObject check on every doc and generates the API pages', () => {
    assert.ok(docsOptions.remarkPlugins.some(([plugin]) => plugin === remarkPyObject));
    assert.ok((config.plugins as unknown[]).some((entry) => Array.isArray(entry) && entry[1] === docsOptions));
    assert.ok((config.plugins as unknown[]).includes(apiReferencePlugin));
  });
});
