import {strict as assert} from 'node:assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {largestApiPage, PAGE_KINDS, routeOf, selectPages} from '../../scripts/bench/lighthouse/pages';
import {NOTES_MARKER, renderReport, withNotes, type PageResult} from '../../scripts/bench/lighthouse/report';
import {cacheControl, isCompressible, resolveFile, startStaticServer} from '../../scripts/bench/lighthouse/serve';
import {
  budgetFailures,
  median,
  metricsOf,
  summarize,
  type LighthouseResultLike,
  type RunMetrics,
} from '../../scripts/bench/lighthouse/summary';

function lhr(overrides: {performance?: number; tbt?: number; cls?: number; seo?: number} = {}): LighthouseResultLike {
  const score = (value: number) => ({score: value / 100});
  return {
    categories: {
      performance: score(overrides.performance ?? 97),
      accessibility: score(100),
      'best-practices': score(100),
      seo: score(overrides.seo ?? 100),
    },
    audits: {
      'first-contentful-paint': {numericValue: 900},
      'largest-contentful-paint': {numericValue: 1200},
      'total-blocking-time': {numericValue: overrides.tbt ?? 120},
      'speed-index': {numericValue: 1000},
      'cumulative-layout-shift': {numericValue: overrides.cls ?? 0},
      'total-byte-weight': {numericValue: 300_000},
      'dom-size': {numericValue: 800},
    },
    environment: {benchmarkIndex: 2000},
  };
}

describe('lighthouse benchmark: reading results', () => {
  it('reads scores as 0-100 and metrics in their own units', () => {
    const metrics = metricsOf(lhr({performance: 96.4, tbt: 150}), 'home');
    assert.equal(metrics.performance, 96);
    assert.equal(metrics.tbt, 150);
    assert.equal(metrics.domElements, 800);
  });
  it('refuses a failed run instead of counting it as zero', () => {
    assert.throws(
      () => metricsOf({...lhr(), runtimeError: {code: 'NO_FCP', message: 'The page did not paint'}}, 'home'),
      /home: Lighthouse failed \(NO_FCP\)/,
    );
    const noScore = lhr();
    noScore.categories.performance = {score: null};
    assert.throws(() => metricsOf(noScore, 'guide'), /guide: no performance score/);
  });
  it('takes the median of odd and even run counts', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.throws(() => median([]));
  });
  it('summarizes each metric by its own median and keeps every run score', () => {
    const runs: RunMetrics[] = [
      metricsOf(lhr({performance: 90, tbt: 400}), 'a'),
      metricsOf(lhr({performance: 99, tbt: 90}), 'b'),
      metricsOf(lhr({performance: 96, tbt: 150}), 'c'),
    ];
    const summary = summarize(runs);
    assert.equal(summary.median.performance, 96);
    assert.equal(summary.median.tbt, 150);
    assert.deepEqual(summary.performanceRuns, [90, 99, 96]);
  });
});

describe('lighthouse benchmark: budgets and report', () => {
  const summary = (overrides: Parameters<typeof lhr>[0]) => summarize([metricsOf(lhr(overrides), 'x')]);
  it('holds mobile to 95 and desktop to 100, the other categories to 100 and CLS to 0', () => {
    assert.deepEqual(budgetFailures('mobile', summary({performance: 95})), []);
    assert.deepEqual(budgetFailures('mobile', summary({performance: 94})), ['performance 94 < 95']);
    assert.deepEqual(budgetFailures('desktop', summary({performance: 99})), ['performance 99 < 100']);
    assert.deepEqual(budgetFailures('mobile', summary({seo: 92})), ['seo 92 < 100']);
    assert.deepEqual(budgetFailures('mobile', summary({cls: 0.02})), ['CLS 0.020 > 0']);
    assert.deepEqual(budgetFailures('mobile', summary({cls: 0.0001})), []);
  });
  it('writes both presets with medians, the run spread and the budget verdict', () => {
    const results: PageResult[] = [
      {
        kind: 'home',
        path: '/',
        preset: 'mobile',
        summary: summarize([
          metricsOf(lhr({performance: 97}), 'a'),
          metricsOf(lhr({performance: 94}), 'b'),
          metricsOf(lhr({performance: 98}), 'c'),
        ]),
      },
      {kind: 'home', path: '/', preset: 'desktop', summary: summary({performance: 100})},
    ];
    const env = {
      date: '2026-11-26 05:00 UTC',
      cores: 2,
      memoryGiB: 23,
      node: 'v20',
      lighthouse: '12.2.3',
      chromium: '156',
      docusaurus: '3.10.2',
      runs: 3,
      loadBefore: 0.5,
    };
    const report = renderReport(results, env);
    assert.match(report, /Lighthouse 12\.2\.3, Chromium 156/);
    assert.match(
      report,
      /## Mobile\n\n\| Page kind[^\n]*\n\|---[^\n]*\n\| home \| `\/` \| \*\*97\*\* \(97, 94, 98\) \| 100 \| 100 \| 100 \| 0\.9 s \| 1\.2 s \| 120 ms \| 0\.000 \|/,
    );
    assert.match(report, /## Desktop\n\n[^\n]*\n[^\n]*\n\| home \| `\/` \| \*\*100\*\*/);
    assert.match(report, /All budgets met/);
    const missed = renderReport([{...results[0], summary: summary({performance: 80})}], env);
    assert.match(missed, /- home \(mobile\): performance 80 < 95/);
  });
});

describe('lighthouse benchmark: hand-written notes', () => {
  it('keeps the notes below the marker when the report is written again', () => {
    const previous = `# Old numbers\n\n| x |\n\n${NOTES_MARKER}\n\n## Where the time went\n\nProse.\n`;
    assert.equal(withNotes('# New numbers\n', previous), `# New numbers\n\n${NOTES_MARKER}\n\n## Where the time went\n\nProse.\n`);
  });
  it('writes the report alone when there is no previous file or no notes', () => {
    assert.equal(withNotes('# New\n', null), '# New\n');
    assert.equal(withNotes('# New\n', '# Old, no notes\n'), '# New\n');
  });
});

describe('lighthouse benchmark: pages', () => {
  let build: string;
  before(() => {
    build = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-build-'));
    const page = (route: string, bytes: number) => {
      fs.mkdirSync(path.join(build, route), {recursive: true});
      fs.writeFileSync(path.join(build, route, 'index.html'), `<!doctype html><p>${'x'.repeat(bytes)}</p>`);
    };
    page('', 10);
    page('api/python-api/assets', 500);
    page('api/python-api/schedules-sensors', 900);
    page('api/python-api/libraries/dagster-aws', 700);
    fs.writeFileSync(path.join(build, '404.html'), '<!doctype html><h1>Page not found</h1>');
    fs.mkdirSync(path.join(build, 'assets', 'js'), {recursive: true});
    fs.writeFileSync(path.join(build, 'assets', 'js', 'main.abc.js'), 'console.log("hello");'.repeat(50));
  });
  after(() => fs.rmSync(build, {recursive: true}));

  it('finds the largest API page in the build', () => {
    assert.deepEqual(largestApiPage(build), {kind: 'largest API page', path: '/api/python-api/schedules-sensors'});
    assert.throws(() => largestApiPage(path.join(build, 'assets')), /No API reference pages/);
  });
  it('maps built files to routes', () => {
    assert.equal(routeOf('/b', '/b/api/x/index.html'), '/api/x');
  });
  it('narrows the page list by kind and rejects unknown kinds', () => {
    assert.deepEqual(
      selectPages(PAGE_KINDS, 'home, Guide').map((page) => page.path),
      ['/', '/getting-started/installation'],
    );
    assert.throws(() => selectPages(PAGE_KINDS, 'home,blog'), /Unknown page kind\(s\): blog/);
    assert.equal(selectPages(PAGE_KINDS, undefined).length, PAGE_KINDS.length);
  });
  it('covers every page kind the issue names', () => {
    const kinds = PAGE_KINDS.map((page) => page.kind);
    for (const kind of [
      'home',
      'section landing',
      'guide',
      'guide with Mermaid',
      'tutorial step',
      'integration page',
      'Dagster+ page',
      'API reference',
      'integrations catalog',
      'search page',
    ]) {
      assert.ok(kinds.includes(kind), kind);
    }
  });

  it('resolves routes the way Docusaurus writes them, and never outside the build', () => {
    assert.equal(resolveFile(build, '/api/python-api/assets'), path.join(build, 'api/python-api/assets/index.html'));
    assert.equal(resolveFile(build, '/api/python-api/assets/'), path.join(build, 'api/python-api/assets/index.html'));
    assert.equal(resolveFile(build, '/nope'), null);
    assert.equal(resolveFile(build, '/../../etc/passwd'), null);
    assert.equal(resolveFile(build, '/%E0%A4%A'), null);
  });
  it('compresses text, caches hashed assets for a year and revalidates pages', () => {
    assert.ok(isCompressible('text/html; charset=utf-8'));
    assert.ok(isCompressible('image/svg+xml'));
    assert.ok(!isCompressible('image/png'));
    assert.match(cacheControl('/assets/js/main.abc.js'), /immutable/);
    assert.equal(cacheControl('/guides/'), 'no-cache');
  });
  it('serves gzip to clients that accept it, and the 404 page with a 404 status', async () => {
    const server = await startStaticServer(build);
    try {
      const js = await fetch(`${server.url}/assets/js/main.abc.js`, {headers: {'Accept-Encoding': 'gzip'}});
      assert.equal(js.status, 200);
      assert.equal(js.headers.get('content-encoding'), 'gzip');
      assert.match(js.headers.get('cache-control') ?? '', /immutable/);
      // fetch decodes gzip itself; the body must still be the file.
      assert.match(await js.text(), /^console\.log/);
      const missing = await fetch(`${server.url}/no/such/page`);
      assert.equal(missing.status, 404);
      assert.match(await missing.text(), /Page not found/);
    } finally {
      await server.close();
    }
  });
  it('refuses to serve a folder that is not a build', async () => {
    await assert.rejects(startStaticServer(path.join(build, 'assets')), /holds no index.html: build the site first/);
  });
});
