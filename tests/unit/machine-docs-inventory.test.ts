import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {inflateSync} from 'node:zlib';
import type {ApiPage} from '../../src/plugins/api-reference/schema';
import {decodeInventory, encodeInventory, sphinxObjects} from '../../src/plugins/machine-docs/sphinx-inventory';

const pages: ApiPage[] = [
  {
    page: 'assets',
    title: 'Assets',
    description: 'Assets.',
    module: 'dagster',
    intro: 'Assets.',
    sections: [
      {
        title: 'Define',
        symbols: [
          {name: 'dagster.asset', kind: 'decorator', signature: '(fn)', summary: 'S.'},
          {
            name: 'dagster.AssetSpec',
            kind: 'class',
            signature: '(key)',
            summary: 'S.',
            members: [
              {name: 'replace_attributes', kind: 'method', signature: '()', summary: 'S.'},
              {name: 'key', kind: 'property', signature: ': AssetKey', summary: 'S.'},
              {name: 'DEFAULT', kind: 'constant', signature: ': str', summary: 'S.'},
            ],
          },
          {name: 'dagster.DagsterError', kind: 'exception', signature: '()', summary: 'S.'},
          {name: 'dagster.MAX', kind: 'constant', signature: ': int', summary: 'S.'},
        ],
      },
    ],
  },
  {
    page: 'cli',
    title: 'CLI',
    description: 'CLI.',
    module: 'dagster',
    intro: 'CLI.',
    sections: [
      {title: 'Run', symbols: [{name: 'dagster dev', kind: 'cli', summary: 'S.', params: [{name: '-p, --port', description: 'Port.'}]}]},
    ],
  },
  {
    page: 'libraries/dagster-aws',
    title: 'AWS',
    description: 'AWS.',
    module: 'dagster_aws',
    intro: 'AWS.',
    sections: [{title: 'S3', symbols: [{name: 'dagster_aws.s3.s3_pickle_io_manager', kind: 'function', signature: '()', summary: 'S.'}]}],
  },
];

describe('Sphinx inventory', () => {
  const objects = sphinxObjects(pages, '/api/python-api/');
  const byName = new Map(objects.map((object) => [`${object.role} ${object.name}`, object]));

  it('gives each kind the role Sphinx uses for it, with the symbol anchor as URI', () => {
    assert.deepEqual(
      objects
        .filter((object) => object.role.startsWith('py:') && object.role !== 'py:module')
        .map((object) => `${object.role} ${object.name} ${object.uri}`),
      [
        'py:function dagster.asset api/python-api/assets#$',
        'py:class dagster.AssetSpec api/python-api/assets#$',
        'py:method dagster.AssetSpec.replace_attributes api/python-api/assets#$',
        'py:property dagster.AssetSpec.key api/python-api/assets#$',
        'py:attribute dagster.AssetSpec.DEFAULT api/python-api/assets#$',
        'py:exception dagster.DagsterError api/python-api/assets#$',
        'py:data dagster.MAX api/python-api/assets#$',
        'py:function dagster_aws.s3.s3_pickle_io_manager api/python-api/libraries/dagster-aws#$',
      ],
    );
  });

  it('names CLI commands and their options by command line, all pointing at the command', () => {
    assert.equal(byName.get('std:cmdoption dagster dev')?.uri, 'api/python-api/cli#dagster-dev');
    assert.equal(byName.get('std:cmdoption dagster dev --port')?.uri, 'api/python-api/cli#dagster-dev');
    assert.equal(byName.get('std:cmdoption dagster dev -p')?.uri, 'api/python-api/cli#dagster-dev');
  });

  it('adds each documented module: one page gets its page, a module on many pages gets the index', () => {
    assert.equal(byName.get('py:module dagster')?.uri, 'api/python-api/');
    assert.equal(byName.get('py:module dagster_aws')?.uri, 'api/python-api/libraries/dagster-aws');
    assert.equal(byName.get('py:module dagster_aws.s3')?.uri, 'api/python-api/libraries/dagster-aws');
    assert.equal(byName.get('py:module dagster')?.priority, 0);
  });

  it('encodes format version 2: four header lines, then zlib-compressed object lines', () => {
    const bytes = encodeInventory('Example', '1.0', objects);
    const text = bytes.toString('latin1');
    assert.ok(
      text.startsWith(
        '# Sphinx inventory version 2\n# Project: Example\n# Version: 1.0\n# The remainder of this file is compressed using zlib.\n',
      ),
    );
    const body = inflateSync(
      bytes.subarray(
        Buffer.byteLength(
          '# Sphinx inventory version 2\n# Project: Example\n# Version: 1.0\n# The remainder of this file is compressed using zlib.\n',
        ),
      ),
    );
    assert.match(body.toString('utf8'), /^dagster\.asset py:function 1 api\/python-api\/assets#\$ -\n/);
    assert.match(body.toString('utf8'), /\ndagster dev --port std:cmdoption 1 api\/python-api\/cli#dagster-dev -\n/);
  });

  it('reads back what it writes, names with spaces included', () => {
    const decoded = decodeInventory(encodeInventory('Example', '1.0', objects));
    assert.equal(decoded.project, 'Example');
    assert.equal(decoded.version, '1.0');
    assert.deepEqual(decoded.objects, objects);
  });

  it('refuses objects the line format cannot carry', () => {
    const ok = {name: 'a', role: 'py:function', priority: 1, uri: 'x#$', displayName: '-'};
    assert.throws(() => encodeInventory('P', '1', [{...ok, name: 'a\nb'}]), /spans lines/);
    assert.throws(() => encodeInventory('P', '1', [{...ok, role: 'function'}]), /not a domain:role/);
    assert.throws(() => encodeInventory('P', '1', [{...ok, uri: 'a b'}]), /whitespace/);
  });

  it('rejects a file that is not an inventory', () => {
    assert.throws(() => decodeInventory(Buffer.from('# Sphinx inventory version 1\n# P\n# V\n# x\n')), /unknown header/);
  });
});
