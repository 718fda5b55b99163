/**
 * Search quality of the local engine over the built index: success@1, success@5 and MRR for a judged
 * query set. A hit counts when its page (URL without anchor) is one of the query's answers.
 * Usage: tsx scripts/bench/search-quality.ts [build-dir] [queries.json]
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {LocalSearchEngine} from '../../src/plugins/local-search/engine';
import {unpack} from '../../src/plugins/local-search/records';

interface Judged {
  query: string;
  kind: string;
  answers: string[];
}

export interface QualityRow {
  query: string;
  kind: string;
  rank: number | null;
  top: string;
}

export function rankOf(pages: string[], answers: string[]): number | null {
  const index = pages.findIndex((page) => answers.includes(page));
  return index < 0 ? null : index + 1;
}

export function summarize(rows: QualityRow[]): {n: number; at1: number; at5: number; mrr: number} {
  const n = rows.length;
  const at1 = rows.filter((row) => row.rank === 1).length / n;
  const at5 = rows.filter((row) => row.rank !== null && row.rank <= 5).length / n;
  const mrr = rows.reduce((sum, row) => sum + (row.rank ? 1 / row.rank : 0), 0) / n;
  return {n, at1, at5, mrr};
}

function main(): void {
  const [buildDir = 'build', queriesFile = 'benchmarks/search-queries.json'] = process.argv.slice(2);
  const index = JSON.parse(readFileSync(path.join(buildDir, 'search-index.json'), 'utf8'));
  const engine = new LocalSearchEngine(unpack(index));
  const queries = JSON.parse(readFileSync(queriesFile, 'utf8')) as Judged[];
  const rows: QualityRow[] = queries.map(({query, kind, answers}) => {
    const hits = engine.search({query, hitsPerPage: 20}).hits;
    const pages = hits.map((hit) => new URL(hit.url_without_anchor).pathname);
    return {query, kind, rank: rankOf(pages, answers), top: pages[0] ?? '(none)'};
  });
  const fmt = (x: number) => x.toFixed(3);
  const lines = ['| Query set | Queries | success@1 | success@5 | MRR |', '|---|---|---|---|---|'];
  for (const kind of [...new Set(rows.map((row) => row.kind)), 'all']) {
    const subset = kind === 'all' ? rows : rows.filter((row) => row.kind === kind);
    const s = summarize(subset);
    lines.push(`| ${kind} | ${s.n} | ${fmt(s.at1)} | ${fmt(s.at5)} | ${fmt(s.mrr)} |`);
  }
  lines.push('', '| Query | Kind | Rank of first answer | Top page |', '|---|---|---|---|');
  for (const row of rows) lines.push(`| \`${row.query}\` | ${row.kind} | ${row.rank ?? 'not in top 20'} | \`${row.top}\` |`);
  console.log(lines.join('\n'));
}

if (require.main === module) main();
