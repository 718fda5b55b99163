/**
 * "Try searching for" on the no-results screen: real queries for the site's most asked-about topics, the
 * ones closest in spelling to what the reader typed first. DocSearch's own suggestions are the sidebar
 * categories of earlier results ("Build", "Automate"), which are no queries at all.
 */

/** Topics in order of how often readers look for them: the core concepts first, then deployment and tools. */
export const POPULAR_QUERIES: readonly string[] = [
  'quickstart',
  'assets',
  'schedules',
  'sensors',
  'partitions',
  'asset checks',
  'declarative automation',
  'resources',
  'io managers',
  'jobs',
  'backfills',
  'dbt',
  'kubernetes',
  'docker',
  'environment variables',
  'run retries',
  'concurrency',
  'logging',
  'metadata',
  'pipes',
  'code locations',
  'dagster dev',
  'testing assets',
  'branch deployments',
];

export const MAX_SUGGESTIONS = 3;

function trigrams(text: string): Set<string> {
  const padded = `  ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** Share of the candidate's letter triples that the query has too: 0 when they share nothing. */
export function similarity(query: string, candidate: string): number {
  const a = trigrams(query);
  const b = trigrams(candidate);
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const gram of b) if (a.has(gram)) shared += 1;
  return shared / b.size;
}

/**
 * Up to `count` popular queries for a search that found nothing: those that look like what was typed
 * first (a misspelled topic), then the most popular. Never the query itself.
 */
export function suggestQueries(query: string, popular: readonly string[] = POPULAR_QUERIES, count = MAX_SUGGESTIONS): string[] {
  const typed = query.trim().toLowerCase();
  return popular
    .filter((candidate) => candidate !== typed)
    .map((candidate, order) => ({candidate, order, score: similarity(typed, candidate)}))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, Math.max(0, count))
    .map(({candidate}) => candidate);
}
