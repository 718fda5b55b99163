import {strict as assert} from 'node:assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {EmitFilesPlugin} from '../../src/plugins/integration-catalog/emit';
import {apiReferenceLookup, readTagDefinitions} from '../../src/plugins/integration-catalog/load';
import {addIntegrationHeader, HEADER_COMPONENT, importCatalog} from '../../src/plugins/integration-catalog/remark';

/** A throwaway site with a tags file and one library API data file. */
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'integration-catalog-'));
fs.mkdirSync(path.join(siteDir, 'docs'), {recursive: true});
fs.writeFileSync(
  path.join(siteDir, 'docs', 'tags.yml'),
  'dagster-supported:\n  label: Dagster-supported\n  permalink: /integrations/dagster-supported\nstorage:\n  label: Storage\n  permalink: /integrations/storage\nbare: {}\n',
);
fs.mkdirSync(path.join(siteDir, 'src/data/api/libraries'), {recursive: true});
fs.writeFileSync(path.join(siteDir, 'src/data/api/libraries/dagster-duckdb.yaml'), 'page: libraries/dagster-duckdb\n');
after(() => fs.rmSync(siteDir, {recursive: true, force: true}));

const frontMatter = {
  title: 'DuckDB',
  description: 'DuckDB from Dagster.',
  tags: ['dagster-supported', 'storage'],
  package: 'dagster-duckdb',
  provides: ['resource', 'io-manager'],
  logo: 'duckdb',
};

type Node = {type: string; name?: string; value?: string; attributes?: {name: string; value: string}[]; children?: Node[]};

describe('load', () => {
  it('reads tag labels and the tags route from tags.yml', () => {
    const tags = readTagDefinitions(path.join(siteDir, 'docs'));
    assert.deepEqual(tags.storage, {label: 'Storage', permalink: '/tags/integrations/storage'});
    assert.deepEqual(tags.bare, {label: 'bare', permalink: '/tags/bare'});
  });
  it('links an API reference page only where its data file exists', () => {
    const lookup = apiReferenceLookup(siteDir);
    assert.equal(lookup('dagster-duckdb'), '/api/python-api/libraries/dagster-duckdb');
    assert.equal(lookup('dagster-cube'), null);
  });
});

describe('remark integration header', () => {
  it('puts the import and the header first on a library landing page', () => {
    const tree: Node = {type: 'root', children: [{type: 'paragraph'}]};
    addIntegrationHeader(tree, 'integrations/libraries/duckdb/index.md', frontMatter, siteDir);
    const [esm, header, paragraph] = tree.children!;
    assert.equal(esm.type, 'mdxjsEsm');
    assert.equal(esm.value, "import IntegrationHeader from '@theme/IntegrationHeader';");
    assert.equal(header.name, HEADER_COMPONENT);
    assert.equal(paragraph.type, 'paragraph');
    const data = JSON.parse(header.attributes![0].value);
    assert.equal(data.title, 'DuckDB');
    assert.equal(data.package.spec, 'dagster-duckdb');
    assert.equal(data.apiReference, '/api/python-api/libraries/dagster-duckdb');
    assert.equal(data.category.permalink, '/tags/integrations/storage');
    assert.equal(data.logo.slug, 'duckdb');
  });
  it('leaves other pages alone', () => {
    for (const page of ['integrations/libraries/index.md', 'integrations/libraries/duckdb/reference.md', 'guides/build/index.md']) {
      const tree: Node = {type: 'root', children: []};
      addIntegrationHeader(tree, page, {}, siteDir);
      assert.deepEqual(tree.children, [], page);
    }
  });
  it('fails with the page and what is missing', () => {
    const tree: Node = {type: 'root', children: []};
    assert.throws(
      () => addIntegrationHeader(tree, 'integrations/libraries/cube.md', {...frontMatter, logo: undefined}, siteDir),
      /docs\/integrations\/libraries\/cube.md lacks the data the integrations catalog needs:\n- missing front matter "logo"/,
    );
  });
});

describe('EmitFilesPlugin', () => {
  it('emits the current files on every compilation', () => {
    const emitted: [string, string][] = [];
    let compile: () => void = () => {};
    class RawSource {
      constructor(readonly text: string) {}
    }
    const compiler = {
      webpack: {sources: {RawSource}, Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: -2000}},
      hooks: {
        thisCompilation: {
          tap: (_name: string, callback: (compilation: unknown) => void) =>
            callback({
              hooks: {processAssets: {tap: (_options: unknown, run: () => void) => (compile = run)}},
              emitAsset: (file: string, source: RawSource) => emitted.push([file, source.text]),
            }),
        },
      },
    };
    const files = new Map([['img/integrations/a.svg', '<svg/>']]);
    new EmitFilesPlugin(() => files).apply(compiler as never);
    compile();
    files.set('img/integrations/b.svg', '<svg></svg>');
    compile();
    assert.deepEqual(
      emitted.map(([file]) => file),
      ['img/integrations/a.svg', 'img/integrations/a.svg', 'img/integrations/b.svg'],
    );
  });
});

describe('remark catalog import', () => {
  it('imports the catalog into the page that uses it, nowhere else', () => {
    const used: Node = {type: 'root', children: [{type: 'paragraph', children: [{type: 'mdxJsxTextElement', name: 'IntegrationCatalog'}]}]};
    importCatalog(used);
    assert.equal(used.children![0].value, "import IntegrationCatalog from '@theme/IntegrationCatalog';");
    const unused: Node = {type: 'root', children: [{type: 'mdxJsxFlowElement', name: 'DocCardList'}]};
    importCatalog(unused);
    assert.equal(unused.children!.length, 1);
  });
});
