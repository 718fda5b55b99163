import {strict as assert} from 'node:assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {runContentCheck} from '../../scripts/content-check';
import {checkIntegrationPage} from '../../scripts/content-check/integrations';

const context = {
  tags: {
    'community-supported': {label: 'Community-supported', permalink: '/tags/integrations/community-supported'},
    etl: {label: 'ETL', permalink: '/tags/integrations/etl'},
  },
  findIcon: (slug: string) => (slug === 'airbyte' ? {hex: '615EFF'} : undefined),
};
const complete = {
  title: 'Meltano',
  description: 'Run Meltano.',
  tags: ['community-supported', 'etl'],
  package: 'dagster-meltano',
  provides: ['ops'],
  logo: 'monogram',
};

describe('checkIntegrationPage', () => {
  it('passes a landing page with complete data', () => {
    assert.deepEqual(checkIntegrationPage('docs/integrations/libraries/meltano.md', complete, context), []);
    assert.deepEqual(checkIntegrationPage('docs/integrations/libraries/airbyte/index.md', {...complete, logo: 'airbyte'}, context), []);
  });
  it('fails a landing page without package, provides or logo, one problem each', () => {
    for (const key of ['package', 'provides', 'logo'] as const) {
      const rest: Record<string, unknown> = {...complete};
      delete rest[key];
      const problems = checkIntegrationPage('docs/integrations/libraries/meltano.md', rest, context);
      assert.equal(problems.length, 1, key);
      assert.equal(problems[0].file, 'docs/integrations/libraries/meltano.md');
      assert.match(problems[0].message, new RegExp(`missing front matter "${key}"`));
    }
  });
  it('fails a landing page without its tier or category tag', () => {
    const problems = checkIntegrationPage('docs/integrations/libraries/meltano.md', {...complete, tags: ['etl']}, context);
    assert.match(problems[0].message, /support tier/);
  });
  it('ignores pages that are not a library landing page', () => {
    assert.deepEqual(checkIntegrationPage('docs/integrations/libraries/index.md', {}, context), []);
    assert.deepEqual(checkIntegrationPage('docs/integrations/libraries/dbt/reference.md', {}, context), []);
    assert.deepEqual(checkIntegrationPage('docs/guides/build/index.md', {}, context), []);
  });
});

describe('runContentCheck on integration pages', () => {
  it('reports a library page that lacks the catalog data, and passes it once added', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-integrations-'));
    try {
      const docs = path.join(root, 'docs', 'integrations', 'libraries');
      fs.mkdirSync(docs, {recursive: true});
      fs.writeFileSync(
        path.join(root, 'docs', 'tags.yml'),
        'community-supported:\n  label: Community-supported\n  permalink: /integrations/community-supported\netl:\n  label: ETL\n  permalink: /integrations/etl\n',
      );
      const page = (extra: string) =>
        `---\ntitle: Meltano\ndescription: Run Meltano.\ntags: [community-supported, etl]\n${extra}---\n\nMeltano runs pipelines.\n`;
      fs.writeFileSync(path.join(docs, 'meltano.md'), page('package: dagster-meltano\nprovides: [ops]\n'));
      const run = () => runContentCheck({root, docsDir: path.join(root, 'docs')}).problems;
      assert.deepEqual(
        run().map((problem) => `${problem.file}: ${problem.message.split(':')[0]}`),
        ['docs/integrations/libraries/meltano.md: missing front matter "logo"'],
      );
      fs.writeFileSync(path.join(docs, 'meltano.md'), page('package: dagster-meltano\nprovides: [ops]\nlogo: monogram\n'));
      assert.deepEqual(run(), []);
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });
});
