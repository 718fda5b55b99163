import {strict as assert} from 'node:assert';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {PluginRouteConfig} from '@docusaurus/types';
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import {clientRegistry, RegistryShapeError} from '../../src/plugins/client-registry/registry';

const plugin = {name: 'docusaurus-plugin-content-docs', id: 'default'};
const routes: PluginRouteConfig[] = [
  {path: '/guide', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/guide.md'}, plugin},
  {path: '/quote"d', component: '@theme/DocItem', exact: true, modules: {content: 'C:\\site\\docs\\quote.md'}, plugin},
];

/** The registry exactly as the installed Docusaurus writes it for these routes. */
async function generatedRegistry(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'client-registry-'));
  try {
    await generateRouteFiles({generatedFilesDir: dir, routes, baseUrl: '/'});
    return readFileSync(path.join(dir, 'registry.js'), 'utf8');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

describe('client registry', () => {
  it('drops every module path string from what the installed Docusaurus generates, and keeps the loaders and ids', async () => {
    const source = await generatedRegistry();
    const slim = clientRegistry(source);
    assert.ok(source.includes('"@site/docs/guide.md", require.resolveWeak'), 'the fixture holds the module path string');
    assert.equal(slim.match(/, 0, require\.resolveWeak\(/g)?.length, source.match(/require\.resolveWeak\(/g)?.length);
    assert.ok(slim.includes('() => import(/* webpackChunkName: '));
    assert.ok(slim.includes('import(/* webpackChunkName: "') && slim.includes('*/ "@site/docs/guide.md")'));
    assert.ok(slim.includes('require.resolveWeak("@site/docs/guide.md")'));
    assert.ok(!slim.includes('"@site/docs/guide.md", require'));
    assert.ok(slim.length < source.length);
  });

  it('produces a module whose entries keep their positions: loader first, module id third', async () => {
    const slim = clientRegistry(await generatedRegistry());
    const body = slim.replace('export default', 'return').replace(/require\.resolveWeak\(("(?:[^"\\]|\\.)*")\)/g, 'weak($1)');
    const registry = new Function('weak', body)((request: string) => `id:${request}`) as Record<string, [() => unknown, unknown, string]>;
    const entries = Object.values(registry);
    assert.equal(entries.length, 3); // DocItem once, two contents
    for (const [load, modulePath, id] of entries) {
      assert.equal(typeof load, 'function');
      assert.equal(modulePath, 0);
      assert.match(id, /^id:/);
    }
    assert.ok(entries.some(([, , id]) => id === 'id:C:\\site\\docs\\quote.md'));
  });

  it('leaves an empty registry as it is', () => {
    assert.equal(clientRegistry('export default {\n};\n'), 'export default {\n};\n');
  });

  it('fails loudly, naming the entry, when the generated shape changes', () => {
    const entry = '  "abc": [() => import(/* webpackChunkName: "abc" */ "@site/a.md"), "@site/a.md", require.resolveWeak("@site/a.md")],';
    assert.ok(clientRegistry(`export default {\n${entry}};\n`).includes(', 0, '));
    const changed = [
      `export default {\n${entry.replace(', require.resolveWeak', ', "extra", require.resolveWeak')}};\n`,
      `export default {\n${entry.replace('() => import', 'import')}};\n`,
      `export default {\n${entry.replace('"@site/a.md", require', '"@site/b.md", require')}};\n`,
      `module.exports = {\n${entry}};\n`,
      `export default {\n${entry}}\n`,
    ];
    for (const source of changed) {
      assert.throws(
        () => clientRegistry(source),
        (error: unknown) => error instanceof RegistryShapeError && /client-registry/.test(error.message),
      );
    }
    assert.throws(() => clientRegistry(`export default {\n${entry}\n  "x": 1,};\n`), /entry 2/);
  });
});
