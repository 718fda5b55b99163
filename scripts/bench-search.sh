#!/usr/bin/env bash
# Search benchmark: quality of the local engine on the judged query set and speed in the browser.
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
const core = require('./$build/search-index.json');
const reference = core.reference ? require('./$build/' + core.reference.file) : {records: [], paths: []};
console.log(core.records.length + reference.records.length, core.paths.length + reference.paths.length, reference.records.length, reference.paths.length);")
read -r records pages reference_records reference_pages <<< "$counts"
{
  echo "# Search benchmark"
  echo
  echo "Measured $(date -u +%Y-%m-%dT%H:%MZ) by \`scripts/bench-search.sh\` on $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB RAM, Node $(node --version), Chromium $(chromium --version 2>/dev/null | awk '{print $2}')."
  echo "Index: $records records from $pages pages, of which the API reference part holds $reference_records records from $reference_pages pages."
  echo
  echo "Method: a production build served locally; Chromium opens the modal with Ctrl+K (no hover preload) and types."
  echo "Cold runs use a fresh browser context each. Per-keystroke latency is the time from a keydown to the next change"
  echo "of the results, over topics and questions in plain words typed one character at a time (120 ms apart)."
  echo
  echo "## Speed (local mode, in the browser)"
  echo
  npx tsx scripts/bench/search-speed.ts "$build" "$port"
  echo
  echo "## Quality (local mode)"
  echo
  echo "Judged queries: \`benchmarks/search-queries.json\`. Sets: \`natural\` (questions in plain words, the set ranking is"
  echo "tuned on), \`natural-holdout\` (questions phrased as people ask them in Dagster's GitHub issues and discussions, never"
  echo "tuned against: the budget's untuned set), \`natural-untuned\` (the first such set, read once blind and then used to find"
  echo "defects, so no longer untuned), \`symbol\` (API names) and \`typo-partial\` (typos and words cut short). The history of"
  echo "the held-out sets and the engine before this ranking are in \`benchmarks/search-baseline.md\`."
  echo
  echo "The engine loads the index as the browser does: the core, plus the API reference part for queries that want it. A"
  echo "query succeeds at k when one of its answer pages is among the first k distinct pages of the first 20 hits; a symbol"
  echo "query also accepts the reference entry that documents the symbol."
  echo
  npx tsx scripts/bench/search-quality.ts "$build" benchmarks/search-queries.json
} > benchmarks/search.md
cat benchmarks/search.md | head -30
