/**
 * Lighthouse on one page of each kind, mobile and desktop presets, median of several runs; writes
 * benchmarks/lighthouse.md. Needs a production build first (npx docusaurus build --out-dir build).
 *
 *   npm run bench:lighthouse -- [--build build] [--runs 3] [--pages "home,guide"]
 *       [--presets mobile,desktop] [--out benchmarks/lighthouse.md] [--reports-dir dir]
 *
 * With --pages or --presets the report goes to stdout unless --out is given, so a quick check never
 * replaces the full benchmark.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {desktopConfig} from 'lighthouse';
import {chromiumLaunchOptions} from '../../../src/lib/chromium';
import {largestApiPage, PAGE_KINDS, selectPages, type PageKind} from './pages';
import {renderReport, withNotes, type PageResult} from './report';
import {startStaticServer} from './serve';
import {budgetFailures, metricsOf, summarize, type LighthouseResultLike, type Preset, type RunMetrics} from './summary';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function parsePresets(value: string): Preset[] {
  const presets = value.split(',').map((preset) => preset.trim());
  for (const preset of presets) {
    if (preset !== 'mobile' && preset !== 'desktop') throw new Error(`Unknown preset "${preset}": use mobile, desktop or both.`);
  }
  return presets as Preset[];
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;
}

/** One Lighthouse run in a Chromium of its own, so no run inherits another's state. */
async function measure(url: string, preset: Preset): Promise<{lhr: LighthouseResultLike; userAgent: string}> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  try {
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES},
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return {lhr: result.lhr as unknown as LighthouseResultLike, userAgent: result.lhr.environment.hostUserAgent};
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      build: {type: 'string', default: 'build'},
      runs: {type: 'string', default: '3'},
      pages: {type: 'string'},
      presets: {type: 'string', default: 'mobile,desktop'},
      out: {type: 'string'},
      'reports-dir': {type: 'string'},
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not "${values.runs}".`);
  const presets = parsePresets(values.presets);
  const buildDir = values.build;
  const pages: PageKind[] = selectPages([...PAGE_KINDS, largestApiPage(buildDir)], values.pages);
  const partial = values.pages !== undefined || presets.length < 2;
  const out = values.out ?? (partial ? undefined : path.join('benchmarks', 'lighthouse.md'));
  if (values['reports-dir']) mkdirSync(values['reports-dir'], {recursive: true});

  const loadBefore = os.loadavg()[0];
  const server = await startStaticServer(buildDir);
  const results: PageResult[] = [];
  let chromium = 'unknown';
  try {
    for (const page of pages) {
      for (const preset of presets) {
        const metrics: RunMetrics[] = [];
        for (let run = 1; run <= runs; run += 1) {
          const label = `${page.kind} ${page.path} (${preset}, run ${run}/${runs})`;
          const {lhr, userAgent} = await measure(`${server.url}${page.path}`, preset);
          chromium = /Chrome\/([\d.]+)/.exec(userAgent)?.[1] ?? chromium;
          if (values['reports-dir']) {
            const name = `${page.kind.replace(/\W+/g, '-')}-${preset}-${run}.json`;
            writeFileSync(path.join(values['reports-dir'], name), JSON.stringify(lhr));
          }
          const measured = metricsOf(lhr, label);
          metrics.push(measured);
          process.stderr.write(
            `${label}: performance ${measured.performance}, TBT ${Math.round(measured.tbt)} ms, LCP ${Math.round(measured.lcp)} ms\n`,
          );
        }
        const summary = summarize(metrics);
        results.push({kind: page.kind, path: page.path, preset, summary});
        const misses = budgetFailures(preset, summary);
        process.stderr.write(
          `${page.kind} (${preset}) median performance ${summary.median.performance}${misses.length ? `; misses: ${misses.join('; ')}` : ''}\n`,
        );
      }
    }
  } finally {
    await server.close();
  }

  const report = renderReport(results, {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    lighthouse: packageVersion('lighthouse'),
    chromium,
    docusaurus: packageVersion('@docusaurus/core'),
    runs,
    loadBefore,
  });
  if (out) {
    writeFileSync(out, withNotes(report, existsSync(out) ? readFileSync(out, 'utf8') : null));
    process.stderr.write(`Wrote ${out}\n`);
  } else {
    process.stdout.write(report);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
