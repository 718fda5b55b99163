import {budgetFailures, type PageSummary, type Preset} from './summary';

export interface PageResult {
  kind: string;
  path: string;
  preset: Preset;
  summary: PageSummary;
}

export interface Environment {
  date: string;
  cores: number;
  memoryGiB: number;
  node: string;
  lighthouse: string;
  chromium: string;
  docusaurus: string;
  runs: number;
  /** Load average over the minute before the runs started, to tell a quiet machine from a busy one. */
  loadBefore: number;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const millis = (ms: number): string => `${Math.round(ms).toLocaleString('en-US')} ms`;
const kib = (bytes: number): string => `${Math.round(bytes / 1024).toLocaleString('en-US')} KiB`;
const cls = (value: number): string => value.toFixed(3);

function table(results: readonly PageResult[]): string[] {
  const rows = [
    '| Page kind | Route | Perf (runs) | A11y | BP | SEO | FCP | LCP | TBT | CLS | Speed Index | Transfer | DOM elements |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const {kind, path, summary} of results) {
    const m = summary.median;
    rows.push(
      `| ${kind} | \`${path}\` | **${m.performance}** (${summary.performanceRuns.join(', ')}) | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ` +
        `${seconds(m.fcp)} | ${seconds(m.lcp)} | ${millis(m.tbt)} | ${cls(m.cls)} | ${seconds(m.speedIndex)} | ${kib(m.transferBytes)} | ` +
        `${Math.round(m.domElements).toLocaleString('en-US')} |`,
    );
  }
  return rows;
}

function budgetLines(results: readonly PageResult[]): string[] {
  const misses = results.flatMap((result) =>
    budgetFailures(result.preset, result.summary).map((miss) => `${result.kind} (${result.preset}): ${miss}`),
  );
  if (!misses.length)
    return [
      '**All budgets met**: every page kind scores at least 95 on mobile and 100 on desktop, 100 for accessibility, best practices and SEO, and CLS 0.',
    ];
  return ['**Budgets missed:**', '', ...misses.map((miss) => `- ${miss}`)];
}

/** The whole of `benchmarks/lighthouse.md`. */
export function renderReport(results: readonly PageResult[], env: Environment): string {
  const byPreset = (preset: Preset) => results.filter((result) => result.preset === preset);
  const benchmarkIndexes = results.map((result) => Math.round(result.summary.median.benchmarkIndex));
  const lines = [
    '# Lighthouse benchmark',
    '',
    `Measured ${env.date} by \`npm run bench:lighthouse\` (\`scripts/bench/lighthouse/\`) on ${env.cores} cores, ${env.memoryGiB} GiB RAM, ` +
      `Node ${env.node}, Lighthouse ${env.lighthouse}, Chromium ${env.chromium}, Docusaurus ${env.docusaurus}. ` +
      `Load average before the runs: ${env.loadBefore.toFixed(2)}; Lighthouse benchmark index ${Math.min(...benchmarkIndexes)} to ${Math.max(...benchmarkIndexes)}.`,
    '',
    '## Method',
    '',
    '- The production build is served by a small static server (`serve.ts`) that gzips text and caches hashed assets for a year, as a real host does. `docusaurus serve` does not compress.',
    `- Each page is measured ${env.runs} times per preset, each run in a fresh headless Debian Chromium started with the flags of \`src/lib/chromium.ts\`. ` +
      'Lighthouse clears the cache and storage before each run, so every run is a first visit.',
    "- Mobile is Lighthouse's default preset (a mid-range phone: simulated slow 4G and a 4x CPU slowdown); desktop is its desktop preset.",
    '- Every number is the median of the runs, taken metric by metric; "Perf (runs)" also lists each run\'s performance score to show the spread. ' +
      'Mobile total blocking time is the noisiest figure on a shared 2-core machine.',
    '- Budgets: mobile performance at least 95, desktop 100, accessibility, best practices and SEO 100, CLS 0.',
    '',
    '## Budgets',
    '',
    ...budgetLines(results),
    '',
    '## Mobile',
    '',
    ...table(byPreset('mobile')),
    '',
    '## Desktop',
    '',
    ...table(byPreset('desktop')),
    '',
  ];
  return lines.join('\n');
}

/** Everything after this line in `benchmarks/lighthouse.md` is analysis written by hand. */
export const NOTES_MARKER = '<!-- Written by hand below this line: the benchmark keeps it when it rewrites the file. -->';

/** The new report, followed by the hand-written notes of the previous one, if it had any. */
export function withNotes(report: string, previous: string | null): string {
  const at = previous?.indexOf(NOTES_MARKER) ?? -1;
  return at === -1 || previous === null ? report : `${report}\n${previous.slice(at)}`;
}
