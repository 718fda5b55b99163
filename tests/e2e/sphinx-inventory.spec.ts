import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';

/** Debian's sphinx-build (python3-sphinx, installed by scripts/setup.sh); SPHINX_BUILD names another. */
const SPHINX_BUILD = process.env.SPHINX_BUILD ?? 'sphinx-build';

/** One reference per kind of symbol, and the page and anchor each must link to. */
const REFERENCES = [
  {role: ':py:func:`dagster.asset`', kind: 'decorator', target: '/api/python-api/assets#dagster.asset'},
  {role: ':py:class:`dagster.AssetSpec`', kind: 'class', target: '/api/python-api/assets#dagster.AssetSpec'},
  {
    role: ':py:meth:`dagster.AssetSpec.replace_attributes`',
    kind: 'method',
    target: '/api/python-api/assets#dagster.AssetSpec.replace_attributes',
  },
  {
    role: ':py:func:`dagster_dbt.build_dbt_asset_selection`',
    kind: 'library function',
    target: '/api/python-api/libraries/dagster-dbt#dagster_dbt.build_dbt_asset_selection',
  },
  {role: ':option:`dagster dev`', kind: 'CLI command', target: '/api/python-api/cli#dagster-dev'},
  {role: ':option:`dagster dev --port`', kind: 'CLI option', target: '/api/python-api/cli#dagster-dev'},
  {role: ':py:attr:`dagster.AssetSpec.key`', kind: 'property', target: '/api/python-api/assets#dagster.AssetSpec.key'},
  {
    role: ':py:exc:`dagster.DagsterInvalidDefinitionError`',
    kind: 'exception',
    target: '/api/python-api/errors#dagster.DagsterInvalidDefinitionError',
  },
  {role: ':py:mod:`dagster_aws.s3`', kind: 'module', target: '/api/python-api/libraries/dagster-aws'},
];

test('a Sphinx project with intersphinx pointed at the site links its references to our API entries', async ({request, baseURL}) => {
  test.setTimeout(120_000);
  const version = spawnSync(SPHINX_BUILD, ['--version'], {encoding: 'utf8'});
  expect(version.error, `${SPHINX_BUILD} must be installed (scripts/setup.sh installs Debian's python3-sphinx)`).toBeUndefined();

  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'intersphinx-'));
  const site = `${baseURL}/`;
  fs.writeFileSync(
    path.join(project, 'conf.py'),
    [
      'project = "intersphinx-probe"',
      'extensions = ["sphinx.ext.intersphinx"]',
      `intersphinx_mapping = {"dagster": (${JSON.stringify(site)}, None)}`,
      '',
    ].join('\n'),
  );
  fs.writeFileSync(
    path.join(project, 'index.rst'),
    ['Probe', '=====', '', ...REFERENCES.map((reference, index) => `${index + 1}. ${reference.role}`), ''].join('\n'),
  );
  const build = spawnSync(SPHINX_BUILD, ['-b', 'html', '-n', '-q', project, path.join(project, '_build')], {
    encoding: 'utf8',
    env: {...process.env, NO_PROXY: 'localhost,127.0.0.1', no_proxy: 'localhost,127.0.0.1'},
  });
  expect(build.status, build.stderr).toBe(0);
  expect(build.stderr, 'every reference resolves (no "reference target not found" warnings)').not.toMatch(/not found|failed to reach/);

  const html = fs.readFileSync(path.join(project, '_build', 'index.html'), 'utf8');
  const list = /<ol class="arabic[^"]*">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
  const items = [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => match[1]);
  expect(items).toHaveLength(REFERENCES.length);
  for (const [index, reference] of REFERENCES.entries()) {
    const href = /<a class="reference external" href="([^"]+)"/.exec(items[index])?.[1];
    expect(href, `${reference.kind} ${reference.role} becomes a link`).toBeDefined();
    expect(href!.replace(/&amp;/g, '&'), reference.kind).toBe(`${baseURL}${reference.target}`);
  }

  // The anchors exist on the pages they point to.
  for (const reference of REFERENCES.filter((candidate) => candidate.target.includes('#'))) {
    const [page, anchor] = reference.target.split('#');
    const body = await (await request.get(page)).text();
    expect(body, `${page} has the anchor ${anchor}`).toMatch(new RegExp(`id=["']?${anchor.replace(/\./g, '\\.')}["'\\s>]`));
  }
});
