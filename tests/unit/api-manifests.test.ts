import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {
  checkAgainstManifests,
  compareParams,
  normalizeDefault,
  parseParam,
  validateManifest,
  type Manifest,
} from '../../scripts/content-check/manifests';
import type {ApiPage, ApiSymbol} from '../../src/plugins/api-reference/schema';

const source = [{repo: 'dagster-io/dagster', path: 'python_modules/libraries/dagster-fake/dagster_fake/__init__.py', commit: 'abc1234'}];

function manifest(exports: unknown[], extra: Partial<Manifest> = {}): Manifest {
  return validateManifest(
    {module: 'dagster_fake', package: 'dagster-fake', release: '0.26.x', sources: source, exports, ...extra},
    'manifests/dagster_fake.yaml',
    'dagster_fake',
  );
}

function page(symbols: ApiSymbol[]): ApiPage {
  return {
    page: 'libraries/dagster-fake',
    title: 'dagster-fake',
    description: 'd',
    module: 'dagster_fake',
    intro: 'i',
    sections: [{title: 'S', symbols}],
  };
}

const resource: ApiSymbol = {
  name: 'dagster_fake.FakeResource',
  kind: 'class',
  signature: '(*, host: str, port: int = 5432)',
  summary: 's',
  params: [
    {name: 'host', description: 'd'},
    {name: 'port', default: '5432', description: 'd'},
  ],
};

function messages(symbols: ApiSymbol[], exports: unknown[], extra: Partial<Manifest> = {}): string[] {
  const report = checkAgainstManifests(
    [{page: page(symbols), file: 'data.yaml'}],
    [{manifest: manifest(exports, extra), file: 'manifests/dagster_fake.yaml'}],
  );
  return report.problems.map((problem) => problem.message);
}

const goodExport = {name: 'FakeResource', kind: 'class', params: ['*', 'host', 'port=5432']};

describe('source manifests', () => {
  it('passes a symbol that matches its source', () => {
    assert.deepEqual(messages([resource], [goodExport]), []);
  });
  it('fails a made-up symbol, naming the module', () => {
    const [message] = messages([resource, {...resource, name: 'dagster_fake.Invented'}], [goodExport]);
    assert.match(message, /dagster_fake\.Invented is documented, but dagster_fake does not export "Invented"/);
  });
  it('fails a parameter the signature does not have', () => {
    const invented = {...resource, params: [...(resource.params ?? []), {name: 'timeout', description: 'd'}]};
    assert.match(
      messages([invented], [goodExport])[0],
      /documents parameter "timeout", which the source does not have \(source: host, port\)/,
    );
  });
  it('fails parameters in another order than the source', () => {
    const swapped = {...resource, params: [...(resource.params ?? [])].reverse()};
    assert.match(messages([swapped], [goodExport])[0], /lists parameters as port, host, but the source order is host, port/);
  });
  it('fails a wrong default, and a default on a required parameter', () => {
    assert.match(
      messages([resource], [{...goodExport, params: ['host', 'port=10']}])[0],
      /gives "port" the default 5432, but the source has 10/,
    );
    assert.match(messages([resource], [{...goodExport, params: ['host', 'port']}])[0], /the parameter is required in the source/);
    assert.match(
      messages([resource], [{...goodExport, params: ['host="h"', 'port=5432']}])[0],
      /documents "host" as required, but its default in the source is "h"/,
    );
  });
  it('fails a lifecycle status that differs from the source', () => {
    assert.match(messages([resource], [{...goodExport, status: 'beta'}])[0], /has status none, but the source marks it beta/);
    assert.match(
      messages([{...resource, status: {stage: 'preview'}}], [goodExport])[0],
      /has status preview, but the source marks it with none/,
    );
  });
  it('fails an export neither documented nor omitted, and accepts an omitted one', () => {
    assert.match(
      messages([resource], [goodExport, {name: 'helper', kind: 'function'}])[0],
      /dagster_fake\.helper is exported but neither documented nor marked omitted/,
    );
    assert.deepEqual(messages([resource], [goodExport, {name: 'helper', kind: 'function', omitted: 'internal helper'}]), []);
    assert.deepEqual(messages([resource], [goodExport, {name: 'helper', kind: 'function'}], {partial: true}), []);
  });
  it('fails a documented symbol the manifest marks omitted', () => {
    assert.match(messages([resource], [{...goodExport, omitted: 'internal'}])[0], /the manifest marks it omitted/);
  });
  it('fails a member the class does not have, and checks member parameters', () => {
    const withMembers: ApiSymbol = {
      ...resource,
      members: [
        {
          name: 'connect',
          kind: 'method',
          signature: '(timeout=5)',
          summary: 's',
          params: [{name: 'timeout', default: '5', description: 'd'}],
        },
      ],
    };
    assert.match(
      messages([withMembers], [{...goodExport, members: ['close']}])[0],
      /FakeResource\.connect is documented, but the source's FakeResource has no public member "connect"/,
    );
    assert.match(
      messages([withMembers], [{...goodExport, members: [{name: 'connect', params: ['timeout=10']}]}])[0],
      /gives "timeout" the default 5, but the source has 10/,
    );
  });
  it('accepts config fields for function-style resources, in any order', () => {
    const fn: ApiSymbol = {
      name: 'dagster_fake.fake_resource',
      kind: 'function',
      signature: '(init_context)',
      summary: 's',
      params: [
        {name: 'b', description: 'd'},
        {name: 'a', description: 'd'},
      ],
    };
    assert.deepEqual(messages([fn], [{name: 'fake_resource', kind: 'function', config: ['a', 'b']}]), []);
  });
  it('fails documented modules without a manifest, once per module', () => {
    const report = checkAgainstManifests([{page: page([{...resource, name: 'dagster_other.Thing'}]), file: 'data.yaml'}], []);
    assert.deepEqual([...report.unverified], [['dagster_other', 1]]);
    assert.match(report.problems[0].message, /its module dagster_other has no source manifest/);
  });
  it('rejects a manifest without provenance or with a wrong module name', () => {
    assert.throws(
      () => validateManifest({module: 'dagster_fake', package: 'p', release: 'r', sources: [], exports: []}, 'f.yaml', 'dagster_fake'),
      /"sources" must list at least one file/,
    );
    assert.throws(
      () => validateManifest({module: 'x', package: 'p', release: 'r', sources: source, exports: []}, 'f.yaml', 'dagster_fake'),
      /the file name says "dagster_fake"/,
    );
    assert.throws(
      () =>
        validateManifest(
          {module: 'dagster_fake', package: 'p', release: 'r', sources: source, exports: [{name: 'A', kind: 'widget'}]},
          'f.yaml',
          'dagster_fake',
        ),
      /"kind" must be one of/,
    );
  });
  it('parses parameters and compares defaults by value', () => {
    assert.deepEqual(parseParam('base_dir = None'), {name: 'base_dir', default: 'None'});
    assert.deepEqual(parseParam('**kwargs'), {name: 'kwargs'});
    assert.equal(parseParam('*'), null);
    assert.equal(normalizeDefault("'a, b'"), normalizeDefault('"a,b"'));
    assert.deepEqual(compareParams([{name: 'kwargs', description: 'd'}], ['x'], undefined), []);
  });
});
