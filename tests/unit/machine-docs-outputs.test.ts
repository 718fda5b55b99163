import {strict as assert} from 'node:assert';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {ApiPage} from '../../src/plugins/api-reference/schema';
import {renderFullText, renderLlmsTxt} from '../../src/plugins/machine-docs/llms-txt';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {readMachineDocs} from '../../src/config/env';
import {monogramColours} from '../../src/plugins/integration-catalog/colours';
import type {CatalogEntry} from '../../src/plugins/integration-catalog/entry';
import machineDocsPlugin from '../../src/plugins/machine-docs';
import {MachineDocs, type MachineDocsSettings, type SiteSnapshot} from '../../src/plugins/machine-docs/outputs';
import {parseMdx} from '../../src/plugins/machine-docs/parse';
import {cardItemsFor, sectionsOf, type SidebarNode, type SiteDoc} from '../../src/plugins/machine-docs/site-pages';
import {twinPath} from '../../src/plugins/machine-docs/twin-path';

const docsDir = path.resolve('/site/docs');
const doc = (id: string, permalink: string, extra: Partial<SiteDoc> = {}): SiteDoc => ({
  id,
  title: `Title of ${id}`,
  description: `About ${id}.`,
  permalink,
  sourceFile: path.join(docsDir, `${id}.md`),
  unlisted: false,
  sidebar: 'docs',
  ...extra,
});

const docs: SiteDoc[] = [
  doc('intro', '/'),
  doc('guides/build/index', '/guides/build/'),
  doc('guides/build/ops', '/guides/build/ops', {sidebarLabel: 'Ops'}),
  doc('guides/build/secret', '/guides/build/secret', {unlisted: true}),
  doc('guides/build/assets/index', '/guides/build/assets/'),
  doc('guides/build/assets/defining', '/guides/build/assets/defining'),
  doc('api/index', '/api/', {sidebar: 'api'}),
  doc('api/python-api/assets', '/api/python-api/assets', {sidebar: 'api', sourceFile: path.join(docsDir, 'api/python-api/assets.mdx')}),
  doc('todo', '/todo', {unlisted: true, sidebar: undefined}),
  doc('orphan', '/orphan', {sidebar: undefined}),
];

const sidebars: Record<string, SidebarNode[]> = {
  docs: [
    {type: 'doc', id: 'intro', label: 'Overview'},
    {
      type: 'category',
      label: 'Build',
      link: {type: 'doc', id: 'guides/build/index'},
      items: [
        {type: 'doc', id: 'guides/build/ops'},
        {type: 'doc', id: 'guides/build/secret'},
        {
          type: 'category',
          label: 'Assets',
          link: {type: 'doc', id: 'guides/build/assets/index'},
          items: [{type: 'doc', id: 'guides/build/assets/defining'}],
        },
        {type: 'link', label: 'PyPI', href: 'https://pypi.org/project/dagster/'},
      ],
    },
  ],
  api: [
    {type: 'doc', id: 'api/index'},
    {type: 'doc', id: 'api/python-api/assets'},
  ],
};

const options: MachineDocsSettings = {
  name: 'Example Docs',
  summary: 'Docs for an example.',
  sections: [
    {sidebarId: 'docs', title: 'Docs', file: 'docs/llms.txt'},
    {sidebarId: 'api', title: 'API reference', file: 'api/llms.txt'},
  ],
  inventory: {project: 'Example', version: '1.0'},
};

const apiPage: ApiPage = {
  page: 'assets',
  title: 'Assets',
  description: 'Asset APIs.',
  module: 'dagster',
  intro: 'The asset APIs.',
  sections: [{title: 'Define', symbols: [{name: 'dagster.asset', kind: 'decorator', signature: '(fn)', summary: 'Makes an asset.'}]}],
};

const sources: Record<string, string> = {
  intro: 'Start with [ops](./guides/build/ops.md) or <PyObject object="asset" decorator />.',
  'guides/build/index': 'The build pages:\n\n<DocCardList />',
};

function machine(warnings: string[] = []): MachineDocs {
  const site: SiteSnapshot = {siteUrl: 'https://docs.example.com', docsDir, docs, sidebars, apiPages: [apiPage], libraries: []};
  return new MachineDocs(
    site,
    options,
    (page) => parseMdx(sources[page.id] ?? `Body of ${page.id}.`, page.sourceFile),
    (message) => warnings.push(message),
  );
}

describe('twin paths', () => {
  it('puts a twin beside its page, and a folder index page in the folder', () => {
    assert.equal(twinPath('/guides/build/ops'), '/guides/build/ops.md');
    assert.equal(twinPath('/guides/build/'), '/guides/build/index.md');
    assert.equal(twinPath('/'), '/index.md');
    assert.equal(twinPath('/guides/build/ops#inputs'), '/guides/build/ops.md');
  });
  it('rejects a route without a leading slash', () => {
    assert.throws(() => twinPath('guides/build'), /starts with "\/"/);
  });
});

describe('site pages', () => {
  it('lists each sidebar in order, a category page before its children, without unlisted pages', () => {
    const sections = sectionsOf(docs, sidebars, options.sections);
    assert.deepEqual(
      sections.map((section) => section.docs.map((page) => page.id)),
      [
        ['intro', 'guides/build/index', 'guides/build/ops', 'guides/build/assets/index', 'guides/build/assets/defining'],
        ['api/index', 'api/python-api/assets'],
      ],
    );
  });
  it('names a missing sidebar', () => {
    assert.throws(
      () => sectionsOf(docs, sidebars, [{sidebarId: 'nope', title: 'Nope', file: 'nope/llms.txt'}]),
      /sidebar "nope", which does not exist/,
    );
  });
  it('gives a card list the items of the category the page belongs to, as the theme does', () => {
    assert.deepEqual(cardItemsFor('guides/build/index', sidebars.docs, docs), [
      {label: 'Ops', href: '/guides/build/ops', description: 'About guides/build/ops.'},
      {label: 'Assets', href: '/guides/build/assets/', description: 'About guides/build/assets/index.'},
      {label: 'PyPI', href: 'https://pypi.org/project/dagster/', description: undefined},
    ]);
    assert.deepEqual(
      cardItemsFor('intro', sidebars.docs, docs).map((card) => card.label),
      ['Overview', 'Build'],
      'a page outside any category lists its whole sidebar, with the sidebar labels',
    );
  });
});

describe('llms.txt rendering', () => {
  it('writes the H1, the summary blockquote, notes and one H2 list per section', () => {
    const text = renderLlmsTxt({
      name: 'Site',
      summary: 'One paragraph.',
      notes: ['- A note.'],
      sections: [
        {
          title: 'Docs',
          links: [
            {title: 'A [draft] page', url: 'https://x.test/a.md', description: 'Line one\nline two.'},
            {title: 'B', url: 'https://x.test/b.md'},
          ],
        },
      ],
    });
    assert.equal(
      text,
      '# Site\n\n> One paragraph.\n\n- A note.\n\n## Docs\n\n- [A \\[draft\\] page](https://x.test/a.md): Line one line two.\n- [B](https://x.test/b.md)\n',
    );
  });
  it('refuses a summary of several paragraphs and notes with headings', () => {
    assert.throws(() => renderLlmsTxt({name: 'S', summary: 'One.\n\nTwo.', sections: []}), /one paragraph/);
    assert.throws(() => renderLlmsTxt({name: 'S', summary: 'One.', notes: ['## Heading'], sections: []}), /headings/);
  });
  it('joins the pages of the full text under one header', () => {
    assert.equal(
      renderFullText({name: 'Site', summary: 'Sum.'}, [{markdown: '# A\n\nURL: a\n'}, {markdown: '# B\n'}]),
      '# Site\n\n> Sum.\n\n---\n\n# A\n\nURL: a\n\n---\n\n# B\n',
    );
  });
});

describe('the machine-readable outputs of a site', () => {
  it('writes a page twin from its MDX, with links, cross-links and cards resolved', () => {
    const outputs = machine();
    const intro = outputs.twin(docs[0]);
    assert.equal(
      intro,
      '# Title of intro\n\nURL: https://docs.example.com/\n\nStart with [ops](https://docs.example.com/guides/build/ops) or [`@asset`](https://docs.example.com/api/python-api/assets#dagster.asset).\n',
    );
    assert.match(
      outputs.twin(docs[1]),
      /- \[Ops\]\(https:\/\/docs\.example\.com\/guides\/build\/ops\): About guides\/build\/ops\.\n- \[Assets\]/,
    );
  });

  it('writes an API page twin from the API data, not from its generated MDX', () => {
    const twin = machine().twin(docs[7]);
    assert.match(
      twin,
      /^# Title of api\/python-api\/assets\n\nURL: https:\/\/docs\.example\.com\/api\/python-api\/assets\n\nThe asset APIs\.\n\n## Define\n\n### `@dagster\.asset`/,
    );
  });

  it('lists the listed pages in /llms.txt with their twins, and pages in no section under Other pages', () => {
    const text = machine().llmsTxt();
    assert.match(text, /^# Example Docs\n\n> Docs for an example\.\n/);
    assert.match(
      text,
      /## Docs\n\n- \[Title of intro\]\(https:\/\/docs\.example\.com\/index\.md\): About intro\.\n- \[Title of guides\/build\/index\]\(https:\/\/docs\.example\.com\/guides\/build\/index\.md\)/,
    );
    assert.match(text, /## Other pages\n\n- \[Title of orphan\]\(https:\/\/docs\.example\.com\/orphan\.md\)/);
    assert.doesNotMatch(text, /secret|todo/);
  });

  it('writes one llms.txt per section, headed by its landing page description', () => {
    const files = machine().sectionFiles();
    assert.deepEqual([...files.keys()], ['docs/llms.txt', 'api/llms.txt']);
    assert.match(
      files.get('api/llms.txt') ?? '',
      /^# Example Docs: API reference\n\n> About api\/index\.\n[\s\S]*## API reference\n\n- \[Title of api\/index\]\(https:\/\/docs\.example\.com\/api\/index\.md\)/,
    );
  });

  it('puts every listed twin in the full text in llms.txt order', () => {
    const text = machine().fullText();
    const titles = [...text.matchAll(/^# (.+)$/gm)].map((match) => match[1]);
    assert.deepEqual(titles, [
      'Example Docs',
      'Title of intro',
      'Title of guides/build/index',
      'Title of guides/build/ops',
      'Title of guides/build/assets/index',
      'Title of guides/build/assets/defining',
      'Title of api/index',
      'Title of api/python-api/assets',
      'Title of orphan',
    ]);
  });

  it('names the page whose twin cannot be written', () => {
    const broken = new MachineDocs(
      {siteUrl: 'https://docs.example.com', docsDir, docs, sidebars, apiPages: [apiPage], libraries: []},
      options,
      () => parseMdx('[gone](./gone.md)', 'x.md'),
      () => undefined,
    );
    assert.throws(() => broken.twin(docs[2]), /twin of \/guides\/build\/ops .*gone\.md/);
  });

  it('refuses two pages that would share a twin', () => {
    const clash = [...docs, doc('guides/build/index-page', '/guides/build/index')];
    assert.throws(
      () =>
        new MachineDocs(
          {siteUrl: 'https://docs.example.com', docsDir, docs: clash, sidebars, apiPages: [], libraries: []},
          options,
          () => parseMdx('', 'x'),
          () => undefined,
        ),
      /the pages \/guides\/build\/ and \/guides\/build\/index would share the Markdown twin \/guides\/build\/index\.md/,
    );
  });
});

/** Runs the plugin's validator the way Docusaurus does. */
function validate(options: unknown): Record<string, unknown> {
  const validator = (machineDocsPlugin as {validateOptions?: unknown}).validateOptions as (context: {
    validate: typeof normalizePluginOptions;
    options: unknown;
  }) => Record<string, unknown>;
  return validator({validate: normalizePluginOptions, options});
}

describe('what the site shows around a page', () => {
  const snowflake: CatalogEntry = {
    id: 'snowflake',
    title: 'Snowflake',
    description: 'Query and store  assets\nin Snowflake.',
    route: '/integrations/libraries/snowflake/',
    tier: {key: 'dagster', label: 'Dagster-supported', permalink: '/tags/integrations/dagster-supported'},
    category: {key: 'storage', label: 'Storage', permalink: '/tags/integrations/storage'},
    provides: ['resource', 'io-manager'],
    package: {name: 'dagster-snowflake', spec: 'dagster-snowflake[pandas]'},
    apiReference: '/api/python-api/libraries/dagster-snowflake',
    logo: {kind: 'monogram', letters: 'Sn', colours: monogramColours(200)},
  };
  const slack: CatalogEntry = {
    ...snowflake,
    id: 'slack',
    title: 'Slack',
    description: 'Alerts in Slack.',
    route: '/integrations/libraries/slack',
    tier: {key: 'community', label: 'Community-supported', permalink: '/tags/integrations/community-supported'},
    category: {key: 'alerting', label: 'Alerting', permalink: '/tags/integrations/alerting'},
    provides: [],
    package: null,
    apiReference: null,
  };
  const pages: SiteDoc[] = [
    doc('integrations/libraries/index', '/integrations/libraries/', {sidebar: 'integrations'}),
    doc('integrations/libraries/snowflake/index', '/integrations/libraries/snowflake/', {sidebar: 'integrations'}),
    doc('integrations/libraries/slack', '/integrations/libraries/slack', {sidebar: 'integrations'}),
    doc('plus/hybrid', '/plus/hybrid', {sidebar: 'integrations', appliesTo: {deployments: ['hybrid'], plans: ['starter', 'pro']}}),
  ];
  const site: SiteSnapshot = {
    siteUrl: 'https://docs.example.com',
    docsDir,
    docs: pages,
    sidebars: {integrations: pages.map((page) => ({type: 'doc' as const, id: page.id}))},
    apiPages: [],
    libraries: [slack, snowflake],
  };
  const bodies: Record<string, string> = {'integrations/libraries/index': 'Every library:\n\n<IntegrationCatalog />\n\nPick one.'};
  const outputs = new MachineDocs(
    site,
    {...options, sections: [{sidebarId: 'integrations', title: 'Integrations', file: 'integrations/llms.txt'}]},
    (page) => parseMdx(bodies[page.id] ?? 'Body.', page.sourceFile),
    () => undefined,
  );

  it('lists every library where the page shows the catalog, with its package, category, tier and description', () => {
    assert.equal(
      outputs.twin(pages[0]),
      [
        '# Title of integrations/libraries/index',
        '',
        'URL: https://docs.example.com/integrations/libraries/',
        '',
        'Every library:',
        '',
        '- [Slack](https://docs.example.com/integrations/libraries/slack) (Alerting, Community-supported): Alerts in Slack.',
        '- [Snowflake](https://docs.example.com/integrations/libraries/snowflake/) (`dagster-snowflake`, Storage, Dagster-supported): Query and store assets in Snowflake.',
        '',
        'Pick one.',
        '',
      ].join('\n'),
    );
  });

  it("puts a library's header under its title: tier, category, what it provides, install commands and links", () => {
    assert.equal(
      outputs.twin(pages[1]),
      [
        '# Title of integrations/libraries/snowflake/index',
        '',
        'URL: https://docs.example.com/integrations/libraries/snowflake/',
        '',
        '- Support: [Dagster-supported](https://docs.example.com/tags/integrations/dagster-supported)',
        '- Category: [Storage](https://docs.example.com/tags/integrations/storage)',
        '- Provides: Resources, I/O managers',
        '- Install: `uv add "dagster-snowflake[pandas]"` or `pip install "dagster-snowflake[pandas]"`',
        '- Package: [dagster-snowflake on PyPI](https://pypi.org/project/dagster-snowflake/)',
        '- API reference: [dagster-snowflake](https://docs.example.com/api/python-api/libraries/dagster-snowflake)',
        '',
        'Body.',
        '',
      ].join('\n'),
    );
    assert.match(outputs.twin(pages[2]), /- Install: nothing to install in your Dagster project\n\nBody\./);
    assert.doesNotMatch(outputs.twin(pages[2]), /Provides|PyPI|API reference/);
  });

  it('says where a page applies, as its badges do, and so do the cards that link to it', () => {
    assert.match(
      outputs.twin(pages[3]),
      /^# Title of plus\/hybrid\n\nURL: https:\/\/docs\.example\.com\/plus\/hybrid\n\nApplies to: Dagster\+ Hybrid, Starter and Pro plans\n\nBody\.\n$/,
    );
    assert.doesNotMatch(outputs.twin(pages[2]), /Applies to/);
    const cards = cardItemsFor('integrations/libraries/index', site.sidebars.integrations, pages);
    assert.equal(cards[3].appliesTo, 'Dagster+ Hybrid, Starter and Pro plans');
    assert.equal('appliesTo' in cards[0], false);
  });
});

describe('plugin options', () => {
  it('accepts the options of a site and is on unless told otherwise', () => {
    assert.deepEqual(validate(options), {...options, enabled: true, id: 'default'});
    assert.equal(validate({...options, enabled: false}).enabled, false);
  });
  it('says what is wrong with bad options', () => {
    assert.throws(() => validate({...options, name: ''}), /"name" is not allowed to be empty/);
    assert.throws(() => validate({...options, summary: 'One.\n\nTwo.'}), /"summary" must be one paragraph/);
    assert.throws(
      () => validate({...options, sections: [{sidebarId: 'docs', title: 'Docs', file: '/llms.txt'}]}),
      /"sections\[0\]\.file" must be a path such as "integrations\/llms\.txt"/,
    );
    assert.throws(
      () =>
        validate({
          ...options,
          sections: [
            {sidebarId: 'api', title: 'API', file: 'api/llms.txt'},
            {sidebarId: 'api2', title: 'API 2', file: 'api/llms.txt'},
          ],
        }),
      /"sections\[1\]" uses a file that an earlier section already uses/,
    );
    assert.throws(() => validate({...options, inventory: {project: 'P'}}), /"inventory\.version" is required/);
  });
});

describe('the benchmark switch', () => {
  it('is on unless DOCS_MACHINE_DOCS is off, and refuses anything else', () => {
    assert.equal(readMachineDocs(undefined), true);
    assert.equal(readMachineDocs('on'), true);
    assert.equal(readMachineDocs('off'), false);
    assert.throws(() => readMachineDocs('no'), /DOCS_MACHINE_DOCS may only be "on" or "off".*not "no"/);
  });
});
