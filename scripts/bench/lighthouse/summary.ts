/** What one Lighthouse run measured, in the units the report shows. */
export interface RunMetrics {
  /** Category scores, 0 to 100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
  cls: number;
  /** Bytes transferred (compressed). */
  transferBytes: number;
  domElements: number;
  /** Lighthouse's estimate of how fast this machine was during the run (higher is faster). */
  benchmarkIndex: number;
}

/** The part of a Lighthouse result (LHR) this benchmark reads. */
export interface LighthouseResultLike {
  runtimeError?: {code: string; message: string};
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, {numericValue?: number} | undefined>;
  environment: {benchmarkIndex: number};
}

const CATEGORY_KEYS = {performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo'} as const;
const AUDIT_KEYS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  speedIndex: 'speed-index',
  cls: 'cumulative-layout-shift',
  transferBytes: 'total-byte-weight',
  domElements: 'dom-size',
} as const;

/** Reads one run's metrics; a run Lighthouse could not complete is an error, not a zero. */
export function metricsOf(lhr: LighthouseResultLike, label: string): RunMetrics {
  if (lhr.runtimeError) throw new Error(`${label}: Lighthouse failed (${lhr.runtimeError.code}): ${lhr.runtimeError.message}`);
  const metrics: Partial<RunMetrics> = {benchmarkIndex: lhr.environment.benchmarkIndex};
  for (const [key, id] of Object.entries(CATEGORY_KEYS)) {
    const score = lhr.categories[id]?.score;
    if (typeof score !== 'number') throw new Error(`${label}: no ${id} score in the Lighthouse result.`);
    metrics[key as keyof typeof CATEGORY_KEYS] = Math.round(score * 100);
  }
  for (const [key, id] of Object.entries(AUDIT_KEYS)) {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`${label}: the ${id} audit has no value.`);
    metrics[key as keyof typeof AUDIT_KEYS] = value;
  }
  return metrics as RunMetrics;
}

export function median(values: readonly number[]): number {
  if (!values.length) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export interface PageSummary {
  /** The median of each metric across the runs, taken metric by metric. */
  median: RunMetrics;
  /** Every run's performance score, in run order, to show the spread. */
  performanceRuns: number[];
  runs: number;
}

export function summarize(runs: readonly RunMetrics[]): PageSummary {
  if (!runs.length) throw new Error('no runs to summarize');
  const keys = Object.keys(runs[0]) as (keyof RunMetrics)[];
  const medianMetrics = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as RunMetrics;
  return {median: medianMetrics, performanceRuns: runs.map((run) => run.performance), runs: runs.length};
}

export type Preset = 'mobile' | 'desktop';

/** The budgets: every page kind, medians of the runs. */
export const BUDGETS: Record<Preset, {performance: number}> & {otherCategories: number; maxCls: number} = {
  mobile: {performance: 95},
  desktop: {performance: 100},
  otherCategories: 100,
  // Lighthouse shows CLS to three decimals; anything that rounds to 0.000 reads as no shift.
  maxCls: 0.0005,
};

/** Every budget a page misses, in words; empty when it meets them all. */
export function budgetFailures(preset: Preset, summary: PageSummary): string[] {
  const {median: m} = summary;
  const failures: string[] = [];
  if (m.performance < BUDGETS[preset].performance) failures.push(`performance ${m.performance} < ${BUDGETS[preset].performance}`);
  for (const key of ['accessibility', 'bestPractices', 'seo'] as const) {
    if (m[key] < BUDGETS.otherCategories) failures.push(`${key} ${m[key]} < ${BUDGETS.otherCategories}`);
  }
  if (m.cls >= BUDGETS.maxCls) failures.push(`CLS ${m.cls.toFixed(3)} > 0`);
  return failures;
}
