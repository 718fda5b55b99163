import {strict as assert} from 'node:assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import routeScriptsPlugin, {importedChunkGroups} from '../../src/plugins/route-scripts';
import {isClientManifest, withImportOrigins, type ClientManifest} from '../../src/plugins/route-scripts/manifest';

const js = (file: string) => ({js: [{file, publicPath: `/${file}`}]});

/** A manifest as the addon writes it with Rspack: origins keyed by chunk id, never by module path. */
function addonManifest(): ClientManifest {
  return {
    entrypoints: ['main'],
    origins: {'390': ['390'], main: ['7102', 'main']},
    assets: {
      '390': js('assets/js/c05c5d66.js'),
      '46588': js('assets/js/46588.js'),
      '7102': js('assets/js/runtime~main.js'),
      main: js('assets/js/main.js'),
    },
  };
}

describe('route chunks in each page', () => {
  it('keys origins by the module path each dynamic import requests, with every chunk of its group', () => {
    const manifest = withImportOrigins(addonManifest(), [{request: '@site/docs/intro.md', chunkIds: ['46588', '390']}]);
    assert.deepEqual(manifest.origins['@site/docs/intro.md'], ['46588', '390']);
  });

  it('keeps what the addon wrote and leaves out chunks without files', () => {
    const before = addonManifest();
    const manifest = withImportOrigins(before, [
      {request: '@theme/DocItem', chunkIds: ['404', '46588']},
      {request: 'main', chunkIds: ['390']},
      {request: '@theme/Missing', chunkIds: ['404']},
      {request: '', chunkIds: ['390']},
    ]);
    assert.deepEqual(manifest.origins['@theme/DocItem'], ['46588']);
    assert.deepEqual(manifest.origins.main, ['7102', 'main'], 'an existing key is not replaced');
    assert.equal(Object.hasOwn(manifest.origins, '@theme/Missing'), false);
    assert.equal(Object.hasOwn(manifest.origins, ''), false);
    assert.deepEqual(before.origins, addonManifest().origins, 'the input is not changed');
  });

  it('merges the groups of one module path imported from two places', () => {
    const manifest = withImportOrigins(addonManifest(), [
      {request: '@theme/DocItem', chunkIds: ['46588']},
      {request: '@theme/DocItem', chunkIds: ['390', '46588']},
    ]);
    assert.deepEqual(manifest.origins['@theme/DocItem'], ['46588', '390']);
  });

  it('reads the module path and chunk ids of every dynamic import of a compilation', () => {
    const compilation = {
      chunkGroups: [
        {origins: [], chunks: [{id: 7102}, {id: 'main'}]},
        {origins: [{request: '@site/docs/intro.md'}, {request: null}], chunks: [{id: 46588, ids: [46588]}, {id: 390}]},
      ],
    };
    assert.deepEqual(importedChunkGroups(compilation), [{request: '@site/docs/intro.md', chunkIds: ['46588', '390']}]);
  });

  it('tells a client manifest from anything else', () => {
    assert.equal(isClientManifest(addonManifest()), true);
    for (const value of [null, [], {entrypoints: ['main']}, {entrypoints: 'main', origins: {}, assets: {}}])
      assert.equal(isClientManifest(value), false);
  });

  it('rewrites the manifest after emit in production client builds only, and fails clearly on a file it cannot read', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-scripts-'));
    const plugin = routeScriptsPlugin({generatedFilesDir: dir}) as unknown as {
      configureWebpack: (config: {mode: string}, isServer: boolean) => {plugins?: {apply(compiler: unknown): void}[]};
    };
    assert.deepEqual(plugin.configureWebpack({mode: 'production'}, true), {}, 'not the server bundle');
    assert.deepEqual(plugin.configureWebpack({mode: 'development'}, false), {}, 'not the dev server');
    const [bundlerPlugin] = plugin.configureWebpack({mode: 'production'}, false).plugins ?? [];
    let afterEmit: ((compilation: unknown) => void) | undefined;
    bundlerPlugin.apply({hooks: {afterEmit: {tap: (_name: string, run: (compilation: unknown) => void) => (afterEmit = run)}}});
    const compilation = {chunkGroups: [{origins: [{request: '@theme/DocItem'}], chunks: [{id: 46588}]}]};

    afterEmit!(compilation);
    assert.equal(fs.existsSync(path.join(dir, 'client-manifest.json')), false, 'no manifest, nothing written');

    fs.writeFileSync(path.join(dir, 'client-manifest.json'), JSON.stringify(addonManifest()));
    afterEmit!(compilation);
    const written = JSON.parse(fs.readFileSync(path.join(dir, 'client-manifest.json'), 'utf8')) as ClientManifest;
    assert.deepEqual(written.origins['@theme/DocItem'], ['46588']);

    fs.writeFileSync(path.join(dir, 'client-manifest.json'), '{"files": []}');
    assert.throws(() => afterEmit!(compilation), /route-scripts.*client-manifest\.json is not a client manifest/);
  });
});
