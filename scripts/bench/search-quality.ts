/**
 * Search quality of the local engine over the built index: success@1, success@5 and MRR per judged query
 * set, and the rank of the first answer for every query. The engine loads the index as the browser does:
 * the core file, plus the API reference part for the queries that want it.
 * A hit counts when its page (URL without anchor) is one of the query's answers; a symbol query also
 * accepts the reference entry that documents the symbol, wherever the reference puts it.
 * Usage: tsx scripts/bench/search-quality.ts [build-dir] [queries.json]
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {LocalSearchEngine, type AlgoliaHit} from '../../src/plugins/local-search/engine';
import {referencePartOf, unpack} from '../../src/plugins/local-search/records';
import {isSymbolHeading, symbolNames} from '../../src/plugins/local-search/symbols';

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

/** Whether a hit is the reference entry of the symbol a query names. */
export function documentsSymbol(hit: Pick<AlgoliaHit, 'url' | 'anchor' | 'type' | 'hierarchy'>, query: string): boolean {
  if (hit.type === 'content' || !isSymbolHeading(hit.url, hit.anchor)) return false;
  const name = query.trim().replace(/^@/, '').replace(/\(\)$/, '').toLowerCase();
  return symbolNames(hit.hierarchy[hit.type] ?? '').includes(name);
}

export function loadEngine(buildDir: string): LocalSearchEngine {
  const core = JSON.parse(readFileSync(path.join(buildDir, 'search-index.json'), 'utf8'));
  const reference = referencePartOf(core);
  const engine = new LocalSearchEngine(unpack(core), {referenceSymbols: reference?.symbols});
  if (reference) engine.addReference(unpack(JSON.parse(readFileSync(path.join(buildDir, reference.file), 'utf8')), engine.size));
  return engine;
}

/** The rank of the first answer among the distinct pages of the first 20 hits, or null. */
export function judge(engine: LocalSearchEngine, {query, kind, answers}: Judged): QualityRow {
  const hits = engine.search({query, hitsPerPage: 20}).hits;
  const pages: string[] = [];
  let symbolRank: number | null = null;
  for (const hit of hits) {
    const page = new URL(hit.url_without_anchor).pathname;
    if (!pages.includes(page)) pages.push(page);
    if (symbolRank === null && kind === 'symbol' && documentsSymbol(hit, query)) symbolRank = pages.indexOf(page) + 1;
  }
  const answerRank = rankOf(pages, answers);
  const rank = symbolRank === null ? answerRank : answerRank === null ? symbolRank : Math.min(answerRank, symbolRank);
  return {query, kind, rank, top: pages[0] ?? '(none)'};
}

function main(): void {
  const [buildDir = 'build', queriesFile = 'benchmarks/search-queries.json'] = process.argv.slice(2);
  const engine = loadEngine(buildDir);
  const queries = JSON.parse(readFileSync(queriesFile, 'utf8')) as Judged[];
  const rows = queries.map((judged) => judge(engine, judged));
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
