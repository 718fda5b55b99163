import {strict as assert} from 'node:assert';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

const root = path.resolve(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(dir, name));
}

/** Every module specifier a file imports or re-exports. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*(?:\/\*.*?\*\/\s*)?['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? match[2],
  );
}

/** The path under src/ an import points at, or null for a package import. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith('@site/')) return specifier.slice('@site/'.length);
  if (specifier.startsWith('.')) return path.posix.join(path.dirname(file).split(path.sep).join('/'), specifier);
  return null;
}

describe('layering', () => {
  it('site theme wrappers use a plugin only through its public client entry', () => {
    const offending: string[] = [];
    for (const file of sourceFiles('src/theme')) {
      for (const specifier of importsOf(file)) {
        const to = target(file, specifier);
        const plugin = to?.match(/^src\/plugins\/([^/]+)(\/.*)?$/);
        if (plugin && plugin[2] !== '/client') offending.push(`${file} imports ${specifier}`);
      }
    }
    assert.deepEqual(offending, []);
  });
  it('the search plugin does not depend on another plugin', () => {
    const offending = sourceFiles('src/plugins/local-search').flatMap((file) =>
      importsOf(file)
        .map((specifier) => ({specifier, to: target(file, specifier)}))
        .filter(({to}) => to !== null && /^src\/plugins\/(?!local-search\/)/.test(to))
        .map(({specifier}) => `${file} imports ${specifier}`),
    );
    assert.deepEqual(offending, []);
  });
  it('finds the imports it checks (the scan itself works)', () => {
    assert.ok(importsOf('src/theme/SearchBar/index.tsx').includes('@site/src/plugins/local-search/client'));
    assert.equal(target('src/plugins/local-search/extract-html.ts', '../api-reference/render'), 'src/plugins/api-reference/render');
  });
});
