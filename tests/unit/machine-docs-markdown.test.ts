import {strict as assert} from 'node:assert';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {ApiPage} from '../../src/plugins/api-reference/schema';
import {apiPageToMarkdown, proseToMarkdown, type ApiTwinContext} from '../../src/plugins/machine-docs/api-markdown';
import {absoluteUrl, type LinkBase} from '../../src/plugins/machine-docs/links';
import {mdxToMarkdown, twinHeader, type TwinContext} from '../../src/plugins/machine-docs/mdx-to-markdown';
import {parseMdx} from '../../src/plugins/machine-docs/parse';

const docsDir = path.resolve('/site/docs');
const routes: Record<string, string> = {
  [path.join(docsDir, 'guides/build/ops.md')]: '/guides/build/ops',
  [path.join(docsDir, 'guides/build/assets/index.md')]: '/guides/build/assets/',
  [path.join(docsDir, 'intro.md')]: '/',
};
const base: LinkBase = {
  siteUrl: 'https://docs.example.com',
  permalink: '/guides/build/graphs',
  sourceFile: path.join(docsDir, 'guides/build/graphs.md'),
  docsDir,
  routeOfSource: (file) => routes[file],
};

function convert(source: string, overrides: Partial<TwinContext> = {}): {markdown: string; warnings: string[]} {
  const warnings: string[] = [];
  const context: TwinContext = {
    resolveUrl: (url) => absoluteUrl(url, base),
    symbolUrl: (name) => (name === 'dagster.asset' || name === 'dagster.Definitions' ? `https://docs.example.com/api#${name}` : undefined),
    cards: () => [],
    libraries: () => [],
    warn: (message) => warnings.push(message),
    ...overrides,
  };
  return {markdown: mdxToMarkdown(parseMdx(source, 'test.md'), context), warnings};
}

describe('links in a twin', () => {
  it('turns a link to a Markdown file into the URL of its page, keeping the anchor', () => {
    assert.equal(absoluteUrl('./ops.md#inputs', base), 'https://docs.example.com/guides/build/ops#inputs');
    assert.equal(absoluteUrl('assets/index.md', base), 'https://docs.example.com/guides/build/assets/');
    assert.equal(absoluteUrl('../../intro.md', base), 'https://docs.example.com/');
  });
  it('also finds a Markdown file named from the docs folder, as Docusaurus does', () => {
    assert.equal(absoluteUrl('/guides/build/ops.md', base), 'https://docs.example.com/guides/build/ops');
  });
  it('resolves routes, static files, anchors and relative URLs against the page', () => {
    assert.equal(absoluteUrl('/guides/build/ops', base), 'https://docs.example.com/guides/build/ops');
    assert.equal(absoluteUrl('/img/graph.svg', base), 'https://docs.example.com/img/graph.svg');
    assert.equal(absoluteUrl('#next-steps', base), 'https://docs.example.com/guides/build/graphs#next-steps');
    assert.equal(absoluteUrl('pathname:///api/inventory.json', base), 'https://docs.example.com/api/inventory.json');
  });
  it('keeps links that name a scheme', () => {
    assert.equal(absoluteUrl('https://pypi.org/project/dagster/', base), 'https://pypi.org/project/dagster/');
    assert.equal(absoluteUrl('mailto:docs@example.com', base), 'mailto:docs@example.com');
  });
  it('refuses a link to a Markdown file that is no page', () => {
    assert.throws(() => absoluteUrl('./missing.md', base), /missing\.md.*no page/);
  });
});

describe('MDX to Markdown', () => {
  it('drops front matter, imports and comments, and the explicit heading ids', () => {
    const {markdown} = convert(
      [
        '---',
        'title: T',
        '---',
        '',
        "import Foo from '@site/foo';",
        '',
        '{/* a note to writers */}',
        '',
        '## Inputs {#custom-inputs}',
        '',
        'Text.',
      ].join('\n'),
    );
    assert.equal(markdown, '## Inputs\n\nText.\n');
  });

  it('writes a <PyObject> as its linked name, or as code when the reference lacks it', () => {
    const {markdown} = convert(
      'Use <PyObject object="asset" decorator /> and <PyObject module="dagster_x" object="Thing" displayText="x.Thing" />.',
    );
    assert.equal(markdown, 'Use [`@asset`](https://docs.example.com/api#dagster.asset) and `x.Thing`.\n');
  });

  it('writes tabs as labelled sections, each label in bold before its content', () => {
    const {markdown} = convert(
      [
        '<Tabs groupId="pm">',
        '<TabItem value="uv" label="uv">',
        '',
        '```bash',
        'uv add dagster',
        '```',
        '',
        '</TabItem>',
        '<TabItem value="pip">',
        '',
        'Run this:',
        '',
        '```bash',
        'pip install dagster',
        '```',
        '',
        '</TabItem>',
        '</Tabs>',
      ].join('\n'),
    );
    assert.equal(markdown, '**uv**\n\n```bash\nuv add dagster\n```\n\n**pip**\n\nRun this:\n\n```bash\npip install dagster\n```\n');
  });

  it('writes admonitions as blockquotes that open with their label or title', () => {
    const {markdown} = convert(
      ':::warning\n\nCheck this.\n\n:::\n\n:::tip[Faster builds]\n\nUse the cache.\n\n:::\n\n:::note Old style title\n\nStill works.\n\n:::',
    );
    assert.equal(markdown, '> **Warning:** Check this.\n\n> **Faster builds:** Use the cache.\n\n> **Old style title:** Still works.\n');
  });

  it('writes a card list as a list of links with descriptions', () => {
    const cards = () => [
      {label: 'Ops', href: '/guides/build/ops', description: 'What an op is.'},
      {label: 'PyPI', href: 'https://pypi.org/'},
    ];
    const {markdown} = convert('Pages:\n\n<DocCardList />', {cards});
    assert.equal(markdown, 'Pages:\n\n- [Ops](https://docs.example.com/guides/build/ops): What an op is.\n- [PyPI](https://pypi.org/)\n');
  });

  it('keeps code blocks whole with their language and title, and Mermaid as a mermaid block', () => {
    const source = [
      '```python title="defs.py" showLineNumbers',
      'import dagster as dg',
      '# highlight-next-line',
      'x = {"a": 1}',
      '```',
      '',
      '```mermaid',
      'graph LR',
      '  A --> B',
      '```',
    ].join('\n');
    assert.equal(
      convert(source).markdown,
      '```python title="defs.py"\nimport dagster as dg\nx = {"a": 1}\n```\n\n```mermaid\ngraph LR\n  A --> B\n```\n',
    );
  });

  it('makes every link and image absolute', () => {
    const {markdown} = convert('See [ops](./ops.md#config), [top](#top) and ![graph](/img/g.svg).\n\n[ref]: ../build/assets/index.md');
    assert.equal(
      markdown,
      'See [ops](https://docs.example.com/guides/build/ops#config), [top](https://docs.example.com/guides/build/graphs#top) and ![graph](https://docs.example.com/img/g.svg).\n\n[ref]: https://docs.example.com/guides/build/assets/\n',
    );
  });

  it('writes a status badge as a link to what the status means, and GFM tables as tables', () => {
    const {markdown} = convert('<StatusBadge status="preview" />\n\n| A | B |\n|---|---|\n| 1 | 2 |');
    assert.equal(markdown, '[**Preview**](https://docs.example.com/api/api-lifecycle#preview)\n\n| A | B |\n| - | - |\n| 1 | 2 |\n');
  });

  it('keeps the content of an unknown component and says so once', () => {
    const {markdown, warnings} = convert(
      '<Widget>\n\nInside.\n\n</Widget>\n\n<Widget>\n\nAgain.\n\n</Widget>\n\nA <span>word</span> here.',
    );
    assert.equal(markdown, 'Inside.\n\nAgain.\n\nA word here.\n');
    assert.deepEqual(warnings, ['kept the content of <Widget> without the component']);
  });

  it('keeps a colon that the directive syntax would read as a text directive', () => {
    assert.equal(
      convert('Ports like localhost:3000 and the ratio 1:2 stay, and so does :text.').markdown,
      'Ports like localhost:3000 and the ratio 1:2 stay, and so does :text.\n',
    );
  });

  it('shows the applicability badges of a card after its description', () => {
    const cards = () => [{label: 'Hybrid agents', href: '/plus/agents', description: 'Run agents.', appliesTo: 'Dagster+ Hybrid'}];
    assert.equal(
      convert('<DocCardList />', {cards}).markdown,
      '- [Hybrid agents](https://docs.example.com/plus/agents): Run agents. _(Dagster+ Hybrid)_\n',
    );
  });

  it('fails clearly on a <PyObject> without an object', () => {
    assert.throws(() => convert('<PyObject module="dagster" />'), /needs an "object" attribute/);
  });

  it('does not modify the tree it converts', () => {
    const tree = parseMdx('<Tabs>\n<TabItem value="a">\n\nA\n\n</TabItem>\n</Tabs>\n\n[x](./ops.md)', 'test.md');
    const before = JSON.stringify(tree);
    mdxToMarkdown(tree, {
      resolveUrl: (url) => absoluteUrl(url, base),
      symbolUrl: () => undefined,
      cards: () => [],
      libraries: () => [],
      warn: () => undefined,
    });
    assert.equal(JSON.stringify(tree), before);
  });

  it('opens a twin with the title as its only h1 and the canonical URL', () => {
    assert.equal(twinHeader('Defining  assets\n', 'https://docs.example.com/a'), '# Defining assets\n\nURL: https://docs.example.com/a\n');
  });
});

describe('API reference twins', () => {
  const context: ApiTwinContext = {
    resolveUrl: (url) => new URL(url, 'https://docs.example.com/api/python-api/assets').href,
    symbolUrl: (name) => (name === 'dagster.AssetKey' ? 'https://docs.example.com/api/python-api/assets#dagster.AssetKey' : undefined),
    pageUrl: 'https://docs.example.com/api/python-api/assets',
  };

  it('rewrites prose outside code: cross-links, inline tags and routes', () => {
    assert.equal(
      proseToMarkdown(
        'A <PyObject object="AssetKey" /> or <PyObject module="other" object="X" />; see [guide](/guides/a).\n\n`<PyObject object="AssetKey" />` stays.',
        context,
      ),
      'A [`AssetKey`](https://docs.example.com/api/python-api/assets#dagster.AssetKey) or `X`; see [guide](https://docs.example.com/guides/a).\n\n`<PyObject object="AssetKey" />` stays.',
    );
    assert.equal(proseToMarkdown('Run:\n\n```python\nprint("[x](/y)")\n```', context), 'Run:\n\n```python\nprint("[x](/y)")\n```');
  });

  it('writes each symbol with its name, kind, signature, status, parameters, returns, raises and example', () => {
    const page: ApiPage = {
      page: 'assets',
      title: 'Assets',
      description: 'Asset APIs.',
      module: 'dagster',
      intro: 'Intro with <PyObject object="AssetKey" />.',
      sections: [
        {
          title: 'Keys',
          symbols: [
            {
              name: 'dagster.AssetKey',
              kind: 'class',
              signature: '(path: Sequence[str])',
              summary: 'Names an asset.',
              status: {stage: 'deprecated', replacement: 'dagster.NewKey', removal: '2.0'},
              params: [
                {name: 'path', type: 'Sequence[str]', description: 'The key parts.'},
                {name: 'sep', type: 'str', default: '"/"', description: 'The separator.'},
              ],
              returns: {type: 'AssetKey', description: 'The key.'},
              raises: [{type: 'ValueError', description: 'On an empty path.'}],
              example: 'import dagster as dg\nkey = dg.AssetKey(["a", "b"])',
              members: [{name: 'to_string', kind: 'method', signature: '() -> str', summary: 'The key as text.'}],
            },
          ],
        },
      ],
    };
    const markdown = apiPageToMarkdown(page, context);
    assert.equal(
      markdown,
      [
        'Intro with [`AssetKey`](https://docs.example.com/api/python-api/assets#dagster.AssetKey).',
        '## Keys',
        '### `dagster.AssetKey`',
        'Class · [docs.example.com/api/python-api/assets#dagster.AssetKey](https://docs.example.com/api/python-api/assets#dagster.AssetKey)',
        '```python\nclass dagster.AssetKey(path: Sequence[str])\n```',
        '**Status:** [Deprecated](https://docs.example.com/api/api-lifecycle#deprecated). Use `dagster.NewKey` instead. It will be removed in 2.0.',
        'Names an asset.',
        '**Parameters:**\n\n- `path` (`Sequence[str]`, required): The key parts.\n- `sep` (`str`, default `"/"`): The separator.',
        '**Returns:** `AssetKey`: The key.',
        '**Raises:**\n\n- `ValueError`: On an empty path.',
        '**Example:**\n\n```python\nimport dagster as dg\nkey = dg.AssetKey(["a", "b"])\n```',
        '#### `dagster.AssetKey.to_string`',
        'Method · [docs.example.com/api/python-api/assets#dagster.AssetKey.to_string](https://docs.example.com/api/python-api/assets#dagster.AssetKey.to_string)',
        '```python\nAssetKey.to_string() -> str\n```',
        'The key as text.',
      ].join('\n\n') + '\n',
    );
  });

  it('writes CLI commands with a bash signature, their options and the command anchor', () => {
    const page: ApiPage = {
      page: 'cli',
      title: 'CLI',
      description: 'Commands.',
      module: 'dagster',
      intro: 'Commands.',
      sections: [
        {
          title: 'Run',
          symbols: [
            {
              name: 'dagster dev',
              kind: 'cli',
              signature: 'dagster dev [OPTIONS]',
              summary: 'Starts it.',
              params: [{name: '-p, --port', type: 'TEXT', description: 'Port.'}],
            },
          ],
        },
      ],
    };
    const markdown = apiPageToMarkdown(page, {...context, pageUrl: 'https://docs.example.com/api/python-api/cli'});
    assert.match(markdown, /### `dagster dev`\n\nCommand · \[docs\.example\.com\/api\/python-api\/cli#dagster-dev\]/);
    assert.match(markdown, /```bash\ndagster dev \[OPTIONS\]\n```/);
    assert.match(markdown, /\*\*Options:\*\*\n\n- `-p, --port` \(`TEXT`\): Port\./);
  });
});
