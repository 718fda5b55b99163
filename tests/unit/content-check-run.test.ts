import {strict as assert} from 'node:assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {runContentCheck} from '../../scripts/content-check';
import {apiDataFiles} from '../../src/plugins/api-reference/load';

const fence = '```';

/** A throwaway site: one guide, one API data file and its manifest. */
function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), {recursive: true});
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

const apiData = `page: libraries/dagster-fake
title: dagster-fake
description: Fake library.
module: dagster_fake
intro: A fake library for tests.
sections:
  - title: Resources
    symbols:
      - name: dagster_fake.FakeResource
        kind: class
        signature: '(*, host: str)'
        summary: Connects to a fake service.
        params:
          - name: host
            description: Where it runs.
`;
const manifest = (exportsYaml: string) => `module: dagster_fake
package: dagster-fake
release: 0.26.x
sources:
  - repo: dagster-io/dagster
    path: python_modules/libraries/dagster-fake/dagster_fake/__init__.py
exports:
${exportsYaml}`;
const guide = (code: string) => `---\ntitle: Guide\ndescription: A guide.\n---\n\nUse <PyObject module="dagster_fake" object="FakeResource" /> like this:\n\n${fence}python\n${code}\n${fence}\n`;

function check(files: Record<string, string>) {
  const root = site(files);
  try {
    return runContentCheck({root, docsDir: path.join(root, 'docs'), routesFile: path.join(root, 'missing.tsv')});
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
}

describe('runContentCheck', () => {
  const base = {
    'src/data/api/libraries/dagster-fake.yaml': apiData,
    'src/data/api/manifests/dagster_fake.yaml': manifest('  - name: FakeResource\n    kind: class\n    params: ["*", host]\n'),
  };
  it('passes a consistent site and renders the API page in memory, writing nothing', () => {
    const result = check({...base, 'docs/guide.md': guide('from dagster_fake import FakeResource\n\nFakeResource(host="h")')});
    assert.deepEqual(result.problems, []);
    assert.equal(result.pageCount, 2);
    assert.equal(result.coverage, null);
  });
  it('fails an example that imports an undocumented name', () => {
    const result = check({...base, 'docs/guide.md': guide('from dagster_fake import Invented')});
    assert.ok(result.problems.some((problem) => problem.file === path.join('docs', 'guide.md') && /Invented/.test(problem.message)));
  });
  it('fails a documented parameter the manifest does not list', () => {
    const result = check({...base, 'src/data/api/manifests/dagster_fake.yaml': manifest('  - name: FakeResource\n    kind: class\n    params: [hostname]\n'), 'docs/guide.md': guide('x = 1')});
    assert.match(result.problems.map((problem) => problem.message).join('\n'), /documents parameter "host", which the source does not have/);
  });
  it('does not read manifests as API page data', () => {
    const root = site(base);
    try {
      assert.deepEqual(apiDataFiles(root).map((file) => path.relative(root, file)), [path.join('src', 'data', 'api', 'libraries', 'dagster-fake.yaml')]);
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });
});
