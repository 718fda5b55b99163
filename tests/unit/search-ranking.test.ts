/**
 * One test per ranking rule of the local search engine, each on a small corpus where the rule decides the
 * order: without the rule, the assertion fails.
 */
import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {LocalSearchEngine} from '../../src/plugins/local-search/engine';
import {emptyHierarchy, pack, unpack, type PageRecordInput, type RecordType} from '../../src/plugins/local-search/records';

const SITE = 'https://docs.example.com';

/** A page: title, sidebar category, and sections of [heading, anchor, paragraph]. */
function page(path: string, lvl0: string, title: string, sections: [string, string, string][], intro?: string): PageRecordInput[] {
  const base = {...emptyHierarchy(), lvl0, lvl1: title};
  const records: PageRecordInput[] = [{path, anchor: null, type: 'lvl1', content: null, hierarchy: base}];
  if (intro) records.push({path, anchor: null, type: 'content', content: intro, hierarchy: base});
  for (const [heading, anchor, text] of sections) {
    const hierarchy = {...base, lvl2: heading};
    records.push({path, anchor, type: 'lvl2' as RecordType, content: null, hierarchy});
    records.push({path, anchor, type: 'content', content: text, hierarchy});
  }
  return records;
}

function engineOf(...pages: PageRecordInput[][]): LocalSearchEngine {
  return new LocalSearchEngine(unpack(pack(pages.flat(), SITE)));
}

/** Distinct pages of the first hits, in order. */
function pages(engine: LocalSearchEngine, query: string, count = 10): string[] {
  const paths = engine.search({query, hitsPerPage: count}).hits.map((hit) => hit.url_without_anchor.replace(SITE, ''));
  return [...new Set(paths)];
}

/** Unrelated pages, so word rarity behaves as on a real site. */
const filler = Array.from({length: 12}, (_, i) =>
  page(`/guides/other/page-${i}`, 'Other', `Other topic ${i}`, [
    [`Section ${i}`, `section-${i}`, `Text about topic number ${i} and the run of a job.`],
  ]),
);

describe('ranking rules', () => {
  it('folds word forms by stem, beyond what typo tolerance reaches', () => {
    const engine = engineOf(
      page('/guides/automate/schedules', 'Automate', 'Schedules', [['Cron', 'cron', 'A schedule runs a job at fixed times.']]),
      page('/guides/build/partitions', 'Build', 'Partitions', [['Time windows', 'time', 'Partitions split an asset by time.']]),
      ...filler,
    );
    // "scheduling" and "partitioning" are three edits from the indexed forms: only stemming connects them.
    assert.equal(pages(engine, 'scheduling')[0], '/guides/automate/schedules');
    assert.equal(pages(engine, 'partitioning')[0], '/guides/build/partitions');
  });

  it('gives question words and filler no weight', () => {
    const engine = engineOf(
      page('/getting-started/installation', 'Getting started', 'Installing Dagster', [
        ['Install with pip', 'pip', 'Run pip install dagster.'],
      ]),
      page('/guides/operate/ui', 'Operate', 'How do I find what I need in the UI', [['Menus', 'menus', 'Menus can install plugins.']]),
      ...filler,
    );
    assert.equal(pages(engine, 'how do I install dagster')[0], '/getting-started/installation');
  });

  it('maps readers’ words to the docs’ words with the concept map', () => {
    const engine = engineOf(
      page('/guides/automate/sensors', 'Automate', 'Sensors', [
        ['Write a sensor', 'write', 'A sensor checks for work at an interval and launches runs.'],
      ]),
      page('/guides/build/io', 'Build', 'Output folders', [
        ['Where output goes', 'where', 'The file appears in the folder after the run; trigger it again to refresh.'],
      ]),
      ...filler,
    );
    assert.equal(pages(engine, 'trigger a run when a file appears')[0], '/guides/automate/sensors');
  });

  it('ranks a concept’s home guide above integration sub-pages and tutorial steps', () => {
    const guide = page('/guides/automate/schedules/', 'Automate', 'Schedules', [
      ['Cron', 'cron', 'A schedule launches runs of a job on a cron.'],
    ]);
    const integration = page('/integrations/libraries/airlift/federation-tutorial/schedules', 'Airlift', 'Schedules', [
      ['Schedules in Airflow', 'airflow', 'Schedules in Airflow become schedules in Dagster: every schedule of every DAG.'],
      ['Schedules of DAGs', 'dags', 'Each schedule of a DAG maps to one schedule.'],
    ]);
    const tutorial = page('/etl-pipeline-tutorial/schedules', 'Tutorial', 'Schedules', [
      ['Add schedules', 'add', 'Add the schedules to the tutorial project; schedules run the jobs.'],
      ['Check schedules', 'check', 'Open the schedules page.'],
    ]);
    const engine = engineOf(guide, integration, tutorial, ...filler);
    assert.equal(pages(engine, 'schedules')[0], '/guides/automate/schedules/');
    // Naming the integration or the tutorial makes its page the answer again.
    assert.equal(pages(engine, 'airlift schedules')[0], '/integrations/libraries/airlift/federation-tutorial/schedules');
    assert.equal(pages(engine, 'etl tutorial schedules')[0], '/etl-pipeline-tutorial/schedules');
  });

  it('answers a specific question with the guide inside a section, a topic with the section’s landing page', () => {
    const engine = engineOf(
      page('/guides/deploy/kubernetes/', 'Deploy', 'Kubernetes', [], 'Run Dagster on Kubernetes with cpu and memory limits.'),
      page('/guides/deploy/kubernetes/customizing', 'Deploy', 'Customizing your Kubernetes deployment', [
        ['Resources for runs', 'resources', 'Set memory and cpu limits for each run pod.'],
      ]),
      ...filler,
    );
    assert.equal(pages(engine, 'set memory and cpu limits on kubernetes')[0], '/guides/deploy/kubernetes/customizing');
    assert.equal(pages(engine, 'kubernetes')[0], '/guides/deploy/kubernetes/');
  });

  it('ranks Dagster+ pages first only when the query names Dagster+ or a Dagster+-only feature', () => {
    const engine = engineOf(
      page('/dagster-plus/features/alerts/', 'Dagster+', 'Alerts', [
        ['Alert policies', 'policies', 'An alert policy sends alerts when runs fail.'],
      ]),
      page('/dagster-plus/deployment/management/environment-variables/', 'Dagster+', 'Environment variables', [
        ['Set variables', 'set', 'Environment variables in the UI.'],
      ]),
      page('/guides/monitor/alerting', 'Monitor', 'Alerting with sensors', [
        ['Send alerts', 'send', 'Send alerts from a run failure sensor.'],
      ]),
      page('/guides/deploy/environment-variables', 'Deploy', 'Using environment variables', [
        ['Set variables', 'set', 'Environment variables in code.'],
      ]),
      ...filler,
    );
    assert.equal(pages(engine, 'alerts')[0], '/guides/monitor/alerting');
    assert.equal(pages(engine, 'environment variables')[0], '/guides/deploy/environment-variables');
    assert.equal(pages(engine, 'dagster+ alerts')[0], '/dagster-plus/features/alerts/');
    assert.equal(pages(engine, 'dagster plus environment variables')[0], '/dagster-plus/deployment/management/environment-variables/');
    // "Alert policy" is a feature only Dagster+ has.
    assert.equal(pages(engine, 'alert policy')[0], '/dagster-plus/features/alerts/');
  });

  it('ranks a page whose title matches above one whose paragraph mentions the words', () => {
    const engine = engineOf(
      // Listed first and mentioning the words more often, so only the title rule can put the other page first.
      page('/guides/deploy/monitoring', 'Deploy', 'Run monitoring', [
        ['Crashed runs', 'crashed', 'Monitoring detects crashed runs; run retries then start them again.'],
        ['Limits', 'limits', 'Run retries are counted separately from monitoring restarts.'],
      ]),
      page('/guides/deploy/run-retries', 'Deploy', 'Run retries', [['Enable', 'enable', 'Turn on the feature in the instance settings.']]),
      ...filler,
    );
    assert.equal(pages(engine, 'run retries')[0], '/guides/deploy/run-retries');
  });

  it('ranks the title that is the query above a longer title that contains it', () => {
    const engine = engineOf(
      page('/guides/automate/asset-checks-automation', 'Automate', 'Automating asset checks', [
        ['Checks on a schedule', 'schedule', 'Asset checks can run on their own.'],
      ]),
      page('/guides/test/asset-checks', 'Test', 'Asset checks', [['Define a check', 'define', 'Asset checks test the data of an asset.']]),
      ...filler,
    );
    assert.equal(pages(engine, 'asset checks')[0], '/guides/test/asset-checks');
  });

  it('shows one hit per page among the first results, unless the query is a section heading', () => {
    const busy = page(
      '/guides/automate/schedules',
      'Automate',
      'Schedules',
      Array.from({length: 6}, (_, i): [string, string, string] => [`Schedule part ${i}`, `part-${i}`, `Schedule detail ${i}.`]),
    );
    const engine = engineOf(
      busy,
      page('/guides/automate/timezones', 'Automate', 'Schedule time zones', [['Zones', 'zones', 'Each schedule has a zone.']]),
      ...filler,
    );
    const first = engine.search({query: 'schedule', hitsPerPage: 2}).hits.map((hit) => hit.url_without_anchor.replace(SITE, ''));
    assert.deepEqual(first, ['/guides/automate/schedules', '/guides/automate/timezones']);
    // All sections still come after the lead, so nothing is lost.
    assert.equal(engine.search({query: 'schedule', hitsPerPage: 50}).nbHits, 9);
  });

  it('lets sections whose heading is the query stand beside each other among the first results', () => {
    const reference = page('/guides/build/assets', 'Build', 'Assets', [
      ['Example', 'example', 'A first asset, as an example.'],
      ['Dependencies', 'dependencies', 'Assets depend on each other.'],
      ['Example', 'example-1', 'A second example with two assets.'],
    ]);
    const engine = engineOf(
      reference,
      page('/guides/build/samples', 'Build', 'Samples', [['Data', 'data', 'Sample data, for example a CSV file.']]),
      ...filler,
    );
    const first = engine.search({query: 'example', hitsPerPage: 3}).hits.map((hit) => hit.url.replace(SITE, ''));
    assert.deepEqual(first, ['/guides/build/assets#example', '/guides/build/assets#example-1', '/guides/build/samples#data']);
  });

  it('ranks an exact API name’s reference entry first, and keeps reference entries low otherwise', () => {
    const engine = engineOf(
      page('/api/python-api/partitions', 'API', 'Partitions', [
        ['dagster.DailyPartitionsDefinition', 'dagster.DailyPartitionsDefinition', 'A set of daily partitions: partition an asset by day.'],
      ]),
      page('/guides/build/partitions', 'Build', 'Partitioning assets', [
        ['Partition by day', 'day', 'Use daily partitions to partition an asset by day.'],
      ]),
      ...filler,
    );
    assert.equal(pages(engine, 'DailyPartitionsDefinition')[0], '/api/python-api/partitions');
    assert.equal(pages(engine, 'partition an asset by day')[0], '/guides/build/partitions');
  });

  it('searches the API reference part only for queries that want it', () => {
    const guides = page('/guides/build/assets', 'Build', 'Assets', [['Define', 'define', 'Define an asset with the asset decorator.']]);
    const reference = page('/api/python-api/assets', 'API', 'Assets', [['@dagster.asset', 'dagster.asset', 'Create an asset definition.']]);
    const engine = new LocalSearchEngine(unpack(pack(guides, SITE)), {referenceSymbols: ['asset', 'dagster.asset']});
    engine.addReference(unpack(pack(reference, SITE), engine.size));
    assert.equal(engine.wantsReference('define an asset'), false);
    assert.deepEqual(pages(engine, 'define an asset'), ['/guides/build/assets']);
    assert.equal(engine.wantsReference('asset'), true);
    assert.equal(engine.search({query: 'asset', hitsPerPage: 1}).hits[0].url, `${SITE}/api/python-api/assets#dagster.asset`);
    // Object IDs of the second part continue after the first.
    const ids = engine.search({query: '@asset', hitsPerPage: 10}).hits.map((hit) => hit.objectID);
    assert.equal(new Set(ids).size, ids.length);
  });
});
