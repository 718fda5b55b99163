/**
 * Search quality of the local engine over the built index: success@1, success@5 and MRR per judged query
 * set, and the rank of the first answer for every query. The engine reads the sharded index as the browser
 * does: the manifest, the shards each query selects, and the record chunks of its page of hits.
 * A hit counts when its page (URL without anchor) is one of the query's answers; a symbol query also
 * accepts the reference entry that documents the symbol, wherever the reference puts it.
 * Usage: tsx scripts/bench/search-quality.ts [build-dir] [queries.json]
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {rankSearch, searchResult, type AlgoliaHit, type AlgoliaRequest, type AlgoliaResult} from '../../src/plugins/local-search/engine';
import {
  chunkFile,
  MANIFEST_FILE,
  parseChunk,
  parseManifest,
  parsePrefixHits,
  parseShard,
  parseVocabulary,
  prefixHitsFile,
  SHARD_DIR,
  shardFile,
  VOCABULARY_FILE,
} from '../../src/plugins/local-search/shard-format';
import {firstLoads, ShardedIndex} from '../../src/plugins/local-search/sharded-index';
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

export type Search = (request: AlgoliaRequest) => AlgoliaResult;

/** Searches a built sharded index from disk, loading what each query selects, as the browser does. */
export function loadSearch(buildDir: string): Search {
  const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
  const manifest = parseManifest(read(path.join(buildDir, MANIFEST_FILE)));
  const index = new ShardedIndex(manifest);
  const dir = path.join(buildDir, SHARD_DIR, manifest.hash);
  const loadShard = (key: string) => {
    if (!index.hasShard(key)) index.addShard(key, parseShard(read(path.join(dir, shardFile(key))), index.docCount));
  };
  return (request) => {
    const queryText = String(request.query ?? '');
    const {shards, prefixHits} = firstLoads(queryText, manifest);
    shards.forEach(loadShard);
    if (prefixHits) index.addPrefixHits(prefixHits, parsePrefixHits(read(path.join(dir, prefixHitsFile(prefixHits))), index.docCount));
    if (index.hasTypoGap(queryText)) {
      if (!index.hasVocabulary) index.setVocabulary(parseVocabulary(read(path.join(dir, VOCABULARY_FILE))));
      index.typoShards(queryText).forEach(loadShard);
    }
    const ranked = rankSearch(index, request);
    for (const chunk of index.missingChunks(ranked.pageDocs)) {
      index.addChunk(chunk, parseChunk(read(path.join(dir, chunkFile(chunk))), index.chunkRecords(chunk)));
    }
    return searchResult(index, ranked, request, (doc) => index.record(doc));
  };
}

/** The rank of the first answer among the distinct pages of the first 20 hits, or null. */
export function judge(search: Search, {query, kind, answers}: Judged): QualityRow {
  const hits = search({query, hitsPerPage: 20}).hits;
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
  const search = loadSearch(buildDir);
  const queries = JSON.parse(readFileSync(queriesFile, 'utf8')) as Judged[];
  const rows = queries.map((judged) => judge(search, judged));
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
