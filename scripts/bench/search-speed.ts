/**
 * Local search in the browser, on a served build: bytes the sharded index costs a reader (before the first
 * results, and over a session of ten keystrokes), cold time to first results, per-keystroke latency, and
 * whether search adds anything to a page's first load. Bytes are the gzip sizes (level 9) of the index
 * files and engine code the page fetched, read from the build, since the local server does not compress.
 * Usage: tsx scripts/bench/search-speed.ts <build-dir> <port>
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser, type Page} from '@playwright/test';
import {chromiumLaunchOptions} from '../../src/lib/chromium';
import {loadSearch} from './search-quality';

/** Typed one character at a time: topics, and questions in plain words, the costlier kind. */
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
/** Ten keystrokes each, from a cold page: a topic, a misspelling, two words, and a symbol. */
export const SESSIONS = ['partitions', 'kubernets ', 'io manager', 'sensor cur', 'AssetSpec '];
/** A question pasted whole: every word's shard at once, the costliest first query. */
const PASTED = 'how do I run a job on a cron schedule';

export interface SearchSpeed {
  firstKeystroke: {ms: number[]; bytes: number[]};
  pasted: {ms: number; bytes: number};
  sessions: {query: string; bytes: number; files: number}[];
  latencies: number[];
  /** The slowest keystrokes, slowest first: the query as typed after the key, and its latency in ms. */
  slowest: {typed: string; ms: number}[];
  searchOnLoad: string[];
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const gzipCache = new Map<string, number>();
export function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), {level: 9}).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Whether a fetched path is search's own: the index files or the engine's code chunk. */
/** The index's files, and the engine's code: the search worker, or the page's own copy where workers are refused. */
const isSearchFile = (pathname: string) =>
  pathname.includes('/search-index') || pathname.includes('/local-search-worker') || pathname.includes('/local-search-engine');

/** Counts the gzip bytes of the search files a page fetches from now on. */
function meter(page: Page, buildDir: string): {bytes: () => number; files: () => number} {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (isSearchFile(pathname)) seen.add(pathname);
  });
  return {
    bytes: () => [...seen].reduce((sum, pathname) => sum + gzipBytes(path.join(buildDir, decodeURIComponent(pathname))), 0),
    files: () => seen.size,
  };
}

/** Milliseconds from a keydown to the next change of the results list, with the query that keystroke made. */
async function installTimer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {__lat: {typed: string; ms: number}[]; __down: number | null};
    w.__lat = [];
    w.__down = null;
    document.addEventListener('keydown', () => (w.__down = performance.now()), true);
    new MutationObserver(() => {
      if (w.__down !== null) {
        const typed = document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
        w.__lat.push({typed, ms: performance.now() - w.__down});
        w.__down = null;
      }
    }).observe(document.body, {subtree: true, childList: true, characterData: true});
  });
}

/** A fresh page on its own context, hydrated, with the search modal opened by keyboard (no hover preload). */
async function openFreshSearch(browser: Browser, base: string, buildDir: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/getting-started/installation`, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const metered = meter(page, buildDir);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  return {page, metered, close: () => context.close()};
}

export async function measureSearch(buildDir: string, port: string): Promise<SearchSpeed> {
  const base = `http://localhost:${port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);

  const loadPage = await browser.newPage();
  const firstLoad: string[] = [];
  loadPage.on('request', (request) => firstLoad.push(new URL(request.url()).pathname));
  await loadPage.goto(`${base}/getting-started/installation`, {waitUntil: 'networkidle'});
  const searchOnLoad = firstLoad.filter(isSearchFile);
  await loadPage.close();

  // Cold: first keystroke to first hit, and what was fetched for it.
  const firstKeystroke = {ms: [] as number[], bytes: [] as number[]};
  for (let run = 0; run < 3; run += 1) {
    const {page, metered, close} = await openFreshSearch(browser, base, buildDir);
    const started = Date.now();
    await page.keyboard.type('s');
    await page.locator('.DocSearch-Hit').first().waitFor();
    firstKeystroke.ms.push(Date.now() - started);
    firstKeystroke.bytes.push(metered.bytes());
    await close();
  }

  const pasted = await (async () => {
    const {page, metered, close} = await openFreshSearch(browser, base, buildDir);
    const started = Date.now();
    await page.locator('.DocSearch-Input').fill(PASTED);
    await page.locator('.DocSearch-Hit').first().waitFor();
    const result = {ms: Date.now() - started, bytes: metered.bytes()};
    await close();
    return result;
  })();

  // Sessions: ten keystrokes 120 ms apart from a cold page, then everything the page fetched, prefetches included.
  const sessions: SearchSpeed['sessions'] = [];
  for (const query of SESSIONS) {
    const {page, metered, close} = await openFreshSearch(browser, base, buildDir);
    for (const char of query) {
      await page.keyboard.type(char);
      await page.waitForTimeout(120);
    }
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.waitForLoadState('networkidle');
    sessions.push({query, bytes: metered.bytes(), files: metered.files()});
    await close();
  }

  // Per keystroke: after one query has loaded the manifest and engine, type the queries one character at a time.
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
  const keystrokes = await page.evaluate(() => (window as unknown as {__lat: {typed: string; ms: number}[]}).__lat);
  await browser.close();
  const latencies = keystrokes.map(({ms}) => ms);
  const slowest = [...keystrokes].sort((a, b) => b.ms - a.ms).slice(0, 8);
  return {firstKeystroke, pasted, sessions, latencies, slowest, searchOnLoad};
}

/** Every file of the index on disk: the manifest, shards and record chunks. */
export function indexFiles(buildDir: string): {files: number; raw: number; gzip: number; manifestGzip: number} {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'search-index.json'), 'utf8')) as {hash: string};
  const dir = path.join(buildDir, 'search-index', manifest.hash);
  const files = [path.join(buildDir, 'search-index.json'), ...readdirSync(dir).map((name) => path.join(dir, name))];
  return {
    files: files.length,
    raw: files.reduce((sum, file) => sum + statSync(file).size, 0),
    gzip: files.reduce((sum, file) => sum + gzipBytes(file), 0),
    manifestGzip: gzipBytes(files[0]),
  };
}

/**
 * The engine's own time per keystroke, without fetching: the typed queries replayed in Node once (loading
 * their shards and chunks), then timed on a second pass. Separates what the code costs from what the
 * network and a busy machine add.
 */
export function engineKeystrokes(buildDir: string): number[] {
  const search = loadSearch(buildDir);
  const prefixes = QUERIES.flatMap((query) => Array.from(query, (_, i) => query.slice(0, i + 1)));
  for (const query of prefixes) search({query, hitsPerPage: 20});
  return prefixes.map((query) => {
    const started = performance.now();
    search({query, hitsPerPage: 20});
    return performance.now() - started;
  });
}

export const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

export const slowestText = (slowest: SearchSpeed['slowest']): string =>
  slowest.map(({typed, ms}) => `\`${typed}\` ${ms.toFixed(0)}`).join(', ');

async function main(): Promise<void> {
  const [buildDir = 'build', port = '3998'] = process.argv.slice(2);
  const speed = await measureSearch(buildDir, port);
  const disk = indexFiles(buildDir);
  const engineFile = readdirSync(path.join(buildDir, 'assets', 'js')).find((name) => name.startsWith('local-search-worker'));
  const worstSession = speed.sessions.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const engine = engineKeystrokes(buildDir);
  console.log(
    [
      '| Measure | Result | Budget |',
      '|---|---|---|',
      `| Index on disk: manifest, shards and record chunks (${disk.files} files), raw / gzip | ${kb(disk.raw)} / ${kb(disk.gzip)} | |`,
      `| Manifest (\`search-index.json\`, always loaded), gzip | ${kb(disk.manifestGzip)} | |`,
      `| Engine code (the \`local-search-worker\` script), gzip | ${engineFile ? kb(gzipBytes(path.join(buildDir, 'assets', 'js', engineFile))) : 'none'} | |`,
      `| Downloaded before the first results, first keystroke (3 runs; index and engine code, gzip) | ${speed.firstKeystroke.bytes.map(kb).join(', ')} | under 250 KB |`,
      `| Downloaded before the first results, a question pasted whole (\`${PASTED}\`) | ${kb(speed.pasted.bytes)} | under 250 KB |`,
      `| Downloaded over a 10-keystroke session, prefetches included (${speed.sessions.map((s) => `\`${s.query.trim()}\` ${kb(s.bytes)} in ${s.files} files`).join('; ')}) | worst ${kb(worstSession.bytes)} | under 400 KB |`,
      `| Cold: first keystroke to first results (3 runs) | ${speed.firstKeystroke.ms.map((ms) => `${ms} ms`).join(', ')} | under 1 s |`,
      `| Cold: a pasted question to first results | ${speed.pasted.ms} ms | under 1 s |`,
      `| Per keystroke, shard and chunk fetches included, p50 / p95 (${speed.latencies.length} keystrokes) | ${percentile(speed.latencies, 50).toFixed(1)} ms / ${percentile(speed.latencies, 95).toFixed(1)} ms | p95 under 50 ms |`,
      `| Slowest keystrokes (the query after the key: ms) | ${slowestText(speed.slowest)} | |`,
      `| Engine alone per keystroke, in Node with shards and chunks loaded, p50 / p95 (${engine.length} keystrokes) | ${percentile(engine, 50).toFixed(1)} ms / ${percentile(engine, 95).toFixed(1)} ms | |`,
      `| Search requests on a page's first load | ${speed.searchOnLoad.length === 0 ? 'none' : speed.searchOnLoad.join(', ')} | none |`,
    ].join('\n'),
  );
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
