#!/usr/bin/env bash
# Search benchmark: quality of the local engine on the judged query set, speed and bytes in the browser,
# and, when scripts/bench-search-scale.sh has built the larger sites, how every cost grows with the site.
# Uses an existing production build (run `npx docusaurus build` first). Writes benchmarks/search.md.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
# BENCH_PORT lets two checkouts benchmark side by side.
port=${BENCH_PORT:-3996}
[ -f "$build/search-index.json" ] || { echo "No $build/search-index.json: build the site first." >&2; exit 1; }
./node_modules/.bin/docusaurus serve --dir "$build" --port "$port" --no-open >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 60); do curl -sf "http://localhost:$port/" >/dev/null && break; sleep 0.5; done
counts=$(node -e "
const m = require('./$build/search-index.json');
const docs = (from, to) => m.pageDocs.slice(from, to).reduce((a, b) => a + b, 0);
console.log(m.docs.length, m.paths.length, docs(m.corePages), m.paths.length - m.corePages, Object.keys(m.shards).length);")
read -r records pages reference_records reference_pages shards <<< "$counts"
out=benchmarks/search.md
# The hand-written notes at the end of the file (from "## Notes" on) are kept; everything above is rewritten.
notes=$( [ -f "$out" ] && sed -n '/^## Notes/,$p' "$out" || true)
{
  echo "# Search benchmark"
  echo
  echo "Measured $(date -u +%Y-%m-%dT%H:%MZ) by \`scripts/bench-search.sh\` on $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB RAM, Node $(node --version), Chromium $(chromium --version 2>/dev/null | awk '{print $2}')."
  echo "Index: $records records from $pages pages ($reference_records records of $reference_pages pages are the API reference,"
  echo "searched only by queries that want it), in $shards term shards."
  echo
  echo "Method: a production build served locally (\`docusaurus serve\`, HTTP/1.1, no compression); Chromium opens the"
  echo "modal with Ctrl+K (no hover preload) and types. Cold runs use a fresh browser context each. Bytes are the gzip"
  echo "sizes (level 9) of the index files and engine code a page fetched. Per-keystroke latency is the time from a"
  echo "keydown to the next change of the results, over topics and questions in plain words typed one character at a"
  echo "time (120 ms apart), after one query has loaded the manifest and engine: shard and record fetches are in it."
  echo "Load average at the start: $(cut -d' ' -f1-3 /proc/loadavg). Per-keystroke latency depends on the machine: each fetch"
  echo "costs the browser about 3 ms here even from localhost, and a busy CPU stretches that and the rendering alike (the"
  echo "whole-index engine this replaced measured 26 ms at p95 on a quiet machine and 55 ms beside another build). The"
  echo "engine-alone row gives what the code itself costs per keystroke."
  echo
  echo "## Speed and bytes (local mode, in the browser)"
  echo
  npx tsx scripts/bench/search-speed.ts "$build" "$port"
  if [ -d "${SCALE_DIR:-/tmp/search-scale}/build-4x" ]; then
    kill $server 2>/dev/null || true
    echo
    echo "## Scaling: 1x, 2x and 4x the pages"
    echo
    echo "Built by \`scripts/bench-search-scale.sh build\`: a scratch copy of the site with its hand-written folders duplicated"
    echo "under new route prefixes, each build once at \`nice -n 19\`; the 1x row is this build (\`build-1x\`). Each scale's"
    echo "search is measured by serving the 1x pages and code with that scale's index files (a query fetches nothing"
    echo "else). Bytes before the first results: the worst of three first keystrokes and a question pasted whole. Session:"
    echo "the worst of five 10-keystroke sessions (\`partitions\`, \`kubernets \`, \`io manager\`, \`sensor cur\`, \`AssetSpec \`),"
    echo "prefetches included. Cold: the slowest of those first queries. Build time and peak memory (summed over the process"
    echo "tree) of \`docusaurus build\`; \`main.js\` gzip. Duplicated pages compress better than new ones would: the raw"
    echo "index grows with the records, its gzip less, so read the raw column for how a real site's index would grow."
    echo
    echo "| Scale | Pages | Records | Index on disk, raw / gzip | Manifest, gzip | Before first results | 10-keystroke session | Cold first results | p95 per keystroke | Build time | Peak memory | main.js |"
    echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
    BENCH_PORT=$((port + 1)) scripts/bench-search-scale.sh measure "$build"
    echo "| Budget | | | | | under 250 KB | under 400 KB | under 1 s | under 50 ms | | | |"
  fi
  echo
  echo "## Quality (local mode)"
  echo
  echo "Judged queries: \`benchmarks/search-queries.json\`. Sets: \`natural\` (questions in plain words, the set ranking is"
  echo "tuned on), \`natural-holdout\` (questions phrased as people ask them in Dagster's GitHub issues and discussions, never"
  echo "tuned against: the budget's untuned set), \`natural-untuned\` (the first such set, read once blind and then used to find"
  echo "defects, so no longer untuned), \`symbol\` (API names) and \`typo-partial\` (typos and words cut short). The history of"
  echo "the held-out sets and the engine before this ranking are in \`benchmarks/search-baseline.md\`."
  echo
  echo "The engine reads the sharded index as the browser does: the manifest, the shards each query selects and the record"
  echo "chunks of its page of hits. A query succeeds at k when one of its answer pages is among the first k distinct pages"
  echo "of the first 20 hits; a symbol query also accepts the reference entry that documents the symbol."
  echo
  npx tsx scripts/bench/search-quality.ts "$build" benchmarks/search-queries.json
  if [ -n "$notes" ]; then
    echo
    printf '%s\n' "$notes"
  fi
} > "$out.new"
mv "$out.new" "$out"
head -30 "$out"
