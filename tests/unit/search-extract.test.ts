import {strict as assert} from 'node:assert';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {extractRecords, isIndexable} from '../../src/plugins/local-search/extract-html';
import {extractMarkdownRecords, plainText} from '../../src/plugins/local-search/extract-markdown';
import {pack, unpack} from '../../src/plugins/local-search/records';
import {categoryLabelFor, htmlFileForRoute} from '../../src/plugins/local-search/site-index';

const fixtures = path.join(__dirname, 'fixtures', 'search');
const html = readFileSync(path.join(fixtures, 'doc-page.html'), 'utf8');
const route = '/guides/automate/schedules/defining-schedules';

describe('record extraction from rendered HTML', () => {
  it('matches the golden records for a doc page', () => {
    const expected = JSON.parse(readFileSync(path.join(fixtures, 'doc-page.records.json'), 'utf8'));
    assert.deepEqual(extractRecords(html, route), expected);
  });
  it('indexes doc pages but not unlisted (noindex) or non-doc pages', () => {
    assert.equal(isIndexable(html), true);
    assert.equal(isIndexable(html.replace('<head>', '<head><meta name="robots" content="noindex, nofollow">')), false);
    assert.equal(isIndexable('<html class="plugin-pages"><body></body></html>'), false);
  });
  it('indexes an API parameter list as one record, keeping every parameter searchable', () => {
    const page = `<html class="docs-doc-page"><body><article><div class="theme-doc-markdown markdown">
      <h1>Assets</h1><h3 id="dagster.asset">asset</h3><p>Defines an asset.</p>
      <div class="api-params"><p><strong>Parameters:</strong></p><ul><li><code>name</code>: The name.</li><li><code>group_name</code>: The group.</li></ul></div>
      </div></article></body></html>`;
    const contents = extractRecords(page, '/api/python-api/assets')
      .filter((record) => record.type === 'content')
      .map((record) => [record.anchor, record.content]);
    assert.deepEqual(contents, [
      ['dagster.asset', 'Defines an asset.'],
      ['dagster.asset', 'name: The name. · group_name: The group.'],
    ]);
  });
  it('maps routes to the files Docusaurus writes', () => {
    assert.equal(htmlFileForRoute('/b', '/'), '/b/index.html');
    assert.equal(htmlFileForRoute('/b', '/guides/build/'), '/b/guides/build/index.html');
    assert.equal(htmlFileForRoute('/b', '/guides/build/ops'), '/b/guides/build/ops/index.html');
  });
});

describe('record extraction from Markdown (dev server)', () => {
  const source = readFileSync(path.join(fixtures, 'doc-page.md'), 'utf8');
  const records = extractMarkdownRecords(source, route, 'Defining schedules', 'Schedules');

  it('yields the same headings and anchors the rendered page has', () => {
    const headings = records.filter((r) => r.type !== 'content').map((r) => [r.type, r.anchor, r.hierarchy[r.type as 'lvl1']]);
    assert.deepEqual(headings, [
      ['lvl1', null, 'Defining schedules'],
      ['lvl2', 'write-a-cron-schedule', 'Write a cron schedule'],
      ['lvl3', 'tz', 'Time zones'],
      ['lvl2', 'write-a-cron-schedule-1', 'Write a cron schedule'],
    ]);
  });
  it('keeps prose, drops code, and reduces inline syntax to text', () => {
    const content = records.filter((r) => r.type === 'content').map((r) => r.content);
    assert.deepEqual(content, [
      'A schedule launches runs at fixed times.',
      'Use ScheduleDefinition with a cron string & a target.',
      'Every day at midnight: 0 0 * * *',
      'See ScheduleDefinition and the guide.',
    ]);
    assert.equal(plainText('**Bold** and _it_ [link](x.md) `code`'), 'Bold and it link code');
    assert.deepEqual(records.find((r) => r.content?.startsWith('See'))?.symbols, ['dagster.ScheduleDefinition']);
  });
  it('anchors headings as the site does, deduplicating repeats', () => {
    const records = extractMarkdownRecords(
      '## Run `dagster dev`!\n\nText.\n\n## Run `dagster dev`!\n\nMore.\n\n## Custom {#own-id}\n',
      '/p',
      'P',
      'Docs',
    );
    assert.deepEqual(
      records.filter((r) => r.type === 'lvl2').map((r) => r.anchor),
      ['run-dagster-dev', 'run-dagster-dev-1', 'own-id'],
    );
  });
  it('finds the innermost sidebar category of a doc', () => {
    const sidebar = [
      {
        type: 'category',
        label: 'Automate',
        link: {type: 'doc', id: 'automate/index'},
        items: [{type: 'category', label: 'Schedules', items: [{type: 'doc', id: 'automate/s'}]}],
      },
    ];
    assert.equal(categoryLabelFor(sidebar, 'automate/s'), 'Schedules');
    assert.equal(categoryLabelFor(sidebar, 'automate/index'), 'Automate');
    assert.equal(categoryLabelFor(sidebar, 'missing'), null);
  });
});

describe('compact index format', () => {
  it('round-trips records into DocSearch-shaped records with absolute URLs', () => {
    const inputs = extractRecords(html, route);
    const compact = pack(inputs, 'https://docs.example.com/');
    assert.equal(compact.paths.length, 1);
    const records = unpack(JSON.parse(JSON.stringify(compact)));
    assert.equal(records.length, inputs.length);
    assert.equal(records[2].url, `https://docs.example.com${route}#write-a-cron-schedule`);
    assert.equal(records[0].url, `https://docs.example.com${route}`);
    assert.deepEqual(records[2].hierarchy, inputs[2].hierarchy);
    assert.equal(records[2].weight.level, 80);
    assert.equal(records[2].language, 'en');
    assert.equal(records[2].docusaurus_tag, 'default');
    assert.equal(records[3].symbols, 'dagster.ScheduleDefinition');
    assert.equal(records[2].symbols, null);
  });
  it('rejects files that are not an index', () => {
    assert.throws(() => unpack(null), /unknown format/);
    assert.throws(() => unpack({version: 2}), /unknown format/);
    assert.throws(
      () => unpack({version: 1, paths: [], hierarchies: [], records: [[5, 0, 0, null, 'x']], site: '', language: 'en', tag: 'd'}),
      /malformed/,
    );
  });
});
