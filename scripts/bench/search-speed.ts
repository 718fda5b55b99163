/**
 * Local search speed in the browser: index size, cold time to first results, per-keystroke latency,
 * and whether search adds anything to a page's first load. A server must serve the build.
 * Usage: tsx scripts/bench/search-speed.ts <build-dir> <port>
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser, type Page} from '@playwright/test';
import {chromiumLaunchOptions} from '../../src/lib/chromium';

/** Typed one character at a time: topics as before, and questions in plain words, the costlier kind. */
const QUERIES = [
  'schedules',
  'kubernetes helm',
  'asset checks',
  'partition mapping',
  'declarative automation',
  'run retries',
  'io manager',
  'dagster yaml',
  'how do i install dagster',
  'trigger a run when a file appears',
  'run a job on a cron schedule',
];
/**
 * A symbol name in lower case: none of its prefixes wants the API reference, so its last keystroke is the one
 * that loads the reference part of the index.
 */
const SYMBOL_QUERY = 'materialize';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Milliseconds from a keydown to the next change of the results list. */
async function installTimer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {__lat: number[]; __down: number | null};
    w.__lat = [];
    w.__down = null;
    document.addEventListener('keydown', () => (w.__down = performance.now()), true);
    new MutationObserver(() => {
      if (w.__down !== null) {
        w.__lat.push(performance.now() - w.__down);
        w.__down = null;
      }
    }).observe(document.body, {subtree: true, childList: true, characterData: true});
  });
}

/** A fresh page on its own context, hydrated, with the search modal opened by keyboard (no hover preload). */
async function openFreshSearch(browser: Browser, base: string): Promise<{page: Page; close: () => Promise<void>}> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/getting-started/installation`, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.keyboard.press('Control+k');
  return {page, close: () => context.close()};
}

async function main(): Promise<void> {
  const [buildDir = 'build', port = '3998'] = process.argv.slice(2);
  const base = `http://localhost:${port}`;
  const indexBytes = readFileSync(path.join(buildDir, 'search-index.json'));
  const core = JSON.parse(indexBytes.toString('utf8')) as {reference?: {file: string}};
  const referenceBytes = core.reference ? readFileSync(path.join(buildDir, core.reference.file)) : Buffer.alloc(0);
  const browser = await chromium.launch(chromiumLaunchOptions);

  // First load: nothing from search beyond what the theme already ships.
  const loadPage = await browser.newPage();
  const firstLoad: string[] = [];
  loadPage.on('request', (request) => firstLoad.push(new URL(request.url()).pathname));
  await loadPage.goto(`${base}/getting-started/installation`, {waitUntil: 'networkidle'});
  const searchOnLoad = firstLoad.filter((p) => p.includes('search-index') || p.includes('local-search-engine'));

  // The API reference part: from the last keystroke of a symbol name to its reference entry on screen.
  const referenceColds: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const {page, close} = await openFreshSearch(browser, base);
    await page.locator('.DocSearch-Input').fill(SYMBOL_QUERY.slice(0, -1));
    await page.locator('.DocSearch-Hit').first().waitFor();
    const started = Date.now();
    await page.keyboard.type(SYMBOL_QUERY.slice(-1));
    await page.locator(`.DocSearch-Hit a[href$="#dagster.${SYMBOL_QUERY}"]`).first().waitFor();
    referenceColds.push(Date.now() - started);
    await close();
  }
  await loadPage.close();

  // Cold: a fresh page, modal opened by keyboard (no hover preload), first keystroke to first hit.
  const colds: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const {page, close} = await openFreshSearch(browser, base);
    await page.locator('.DocSearch-Input').waitFor();
    const started = Date.now();
    await page.keyboard.type('s');
    await page.locator('.DocSearch-Hit').first().waitFor();
    colds.push(Date.now() - started);
    await close();
  }

  // Warm: type queries one character at a time.
  const page = await browser.newPage();
  await page.goto(`${base}/getting-started/installation`, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('warm');
  await page.locator('.DocSearch-Hit').first().waitFor();
  await installTimer(page);
  for (const query of QUERIES) {
    await page.locator('.DocSearch-Input').fill('');
    await page.waitForTimeout(100);
    await page.evaluate(() => ((window as unknown as {__down: number | null}).__down = null));
    for (const char of query) {
      await page.keyboard.type(char);
      await page.waitForTimeout(120);
    }
  }
  const latencies = await page.evaluate(() => (window as unknown as {__lat: number[]}).__lat);
  await browser.close();

  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  const gz = (bytes: Buffer) => gzipSync(bytes, {level: 9}).length;
  console.log(
    [
      '| Measure | Result | Goal |',
      '|---|---|---|',
      `| Index loaded on first use (\`search-index.json\`), raw / gzip | ${kb(indexBytes.length)} / ${kb(gz(indexBytes))} | under 1 MB gzip |`,
      `| API reference part, loaded by the first query that wants it, raw / gzip | ${kb(referenceBytes.length)} / ${kb(gz(referenceBytes))} | |`,
      `| Both parts, gzip | ${kb(gz(indexBytes) + gz(referenceBytes))} | under 1 MB gzip |`,
      `| Cold: first keystroke to first results (3 runs) | ${colds.map((c) => `${c} ms`).join(', ')} | under 1 s |`,
      `| First API name: last keystroke to its reference entry, loading the part (3 runs) | ${referenceColds.map((c) => `${c} ms`).join(', ')} | under 1 s |`,
      `| Per keystroke after load, p50 / p95 (${latencies.length} keystrokes) | ${percentile(latencies, 50).toFixed(1)} ms / ${percentile(latencies, 95).toFixed(1)} ms | p95 under 50 ms |`,
      `| Search requests on a page's first load | ${searchOnLoad.length === 0 ? 'none' : searchOnLoad.join(', ')} | none |`,
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
