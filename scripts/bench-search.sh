#!/usr/bin/env bash
# Search benchmark: quality of the local engine on the judged query set and speed in the browser.
# Uses an existing production build (run `npx docusaurus build` first). Writes benchmarks/search.md.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
[ -f "$build/search-index.json" ] || { echo "No $build/search-index.json: build the site first." >&2; exit 1; }
./node_modules/.bin/docusaurus serve --dir "$build" --port 3996 --no-open >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 60); do curl -sf http://localhost:3996/ >/dev/null && break; sleep 0.5; done
records=$(node -e "console.log(require('./$build/search-index.json').records.length)")
pages=$(node -e "console.log(require('./$build/search-index.json').paths.length)")
{
  echo "# Search benchmark"
  echo
  echo "Measured $(date -u +%Y-%m-%dT%H:%MZ) by \`scripts/bench-search.sh\` on $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB RAM, Node $(node --version), Chromium $(chromium --version 2>/dev/null | awk '{print $2}')."
  echo "Index: $records records from $pages pages."
  echo
  echo "## Speed (local mode, in the browser)"
  echo
  npx tsx scripts/bench/search-speed.ts "$build" 3996
  echo
  echo "## Quality (local mode)"
  echo
  echo "Judged queries: \`benchmarks/search-queries.json\` (natural-language questions, API symbols, typos and partial words)."
  echo "A query succeeds at k when one of its answer pages is among the first k distinct hits. Symbol queries also accept"
  echo "their API reference page, which ranks first once the reference exists."
  echo
  npx tsx scripts/bench/search-quality.ts "$build" benchmarks/search-queries.json
} > benchmarks/search.md
cat benchmarks/search.md | head -30
