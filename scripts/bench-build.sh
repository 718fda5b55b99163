#!/usr/bin/env bash
# Build benchmark: cold and warm production builds with Faster (Rspack/SWC), one cold webpack build for
# comparison, peak memory of each, and first-load page weight. Writes benchmarks/build.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export DOCUSAURUS_TELEMETRY_DISABLED=1
out=benchmarks/build.md
mkdir -p benchmarks
tmp=$(mktemp -d)

# Samples the summed RSS of a process tree every 0.5 s; prints the peak in MiB.
tree_peak() {
  local pid=$1 peak=0
  while kill -0 "$pid" 2>/dev/null; do
    local pids rss
    pids=$(pstree -p "$pid" 2>/dev/null | grep -o '([0-9]\+)' | tr -d '()' | tr '\n' ',' || true)
    rss=$(ps -o rss= -p "${pids%,}" 2>/dev/null | awk '{s+=$1} END {print s+0}')
    [ "$rss" -gt "$peak" ] && peak=$rss
    sleep 0.5
  done
  echo $((peak / 1024))
}

# run_build LABEL DIR [ENV...]: prints "wall_seconds peak_tree_MiB"
run_build() {
  local label=$1 dir=$2; shift 2
  local start end pid peak
  start=$(date +%s.%N)
  env "$@" npx docusaurus build --out-dir "$dir" >"$tmp/$label.log" 2>&1 &
  pid=$!
  peak=$(tree_peak "$pid")
  wait "$pid" || { cat "$tmp/$label.log"; exit 1; }
  end=$(date +%s.%N)
  printf '%.1f %s\n' "$(echo "$end - $start" | bc)" "$peak"
}

pages=$(find docs -name '*.md' -o -name '*.mdx' | wc -l)
echo "==> cold Faster build"; npx docusaurus clear >/dev/null; rm -rf node_modules/.cache
read -r faster_cold faster_cold_mem < <(run_build faster-cold build)
echo "==> warm Faster build"
read -r faster_warm faster_warm_mem < <(run_build faster-warm build)
html_files=$(find build -name '*.html' | wc -l)
# `docusaurus clear` also deletes build/, so keep the Faster output aside for the page weights.
rm -rf build-bench && mv build build-bench
echo "==> cold webpack build"; npx docusaurus clear >/dev/null; rm -rf node_modules/.cache
read -r webpack_cold webpack_cold_mem < <(run_build webpack-cold build-webpack DOCS_BUNDLER=webpack)
rm -rf build-webpack node_modules/.cache/webpack
rm -rf build && mv build-bench build
speedup=$(echo "scale=2; $webpack_cold / $faster_cold" | bc)

echo "==> page weight"
./node_modules/.bin/docusaurus serve --dir build --port 3998 --no-open >"$tmp/serve.log" 2>&1 &
server=$!
for _ in $(seq 1 60); do curl -sf http://localhost:3998/ >/dev/null && break; sleep 0.5; done
weights=$(npx tsx scripts/bench/page-weight.ts build 3998)
kill "$server" 2>/dev/null || true
# The with-and-without section that scripts/bench-machine-docs.sh writes survives this rewrite.
kept=$(sed -n '/<!-- machine-docs:start -->/,/<!-- machine-docs:end -->/p' "$out" 2>/dev/null || true)
machine_docs=$(grep -o '\[machine-docs\].*' "$tmp/faster-cold.log" || echo 'no machine-docs line in the build log')

{
  echo "# Build benchmark"
  echo
  echo "Measured $(date -u +%Y-%m-%dT%H:%MZ) by \`scripts/bench-build.sh\` on $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB RAM,"
  echo "Node $(node --version), Docusaurus $(node -p 'require("@docusaurus/core/package.json").version'), Chromium $(chromium --version 2>/dev/null | awk '{print $2}')."
  echo "Site: $pages Markdown pages, $html_files HTML files in the build."
  echo
  echo "| Build | Wall time | Peak memory (process tree) |"
  echo "|---|---|---|"
  echo "| Faster (Rspack + SWC), cold | ${faster_cold} s | ${faster_cold_mem} MiB |"
  echo "| Faster, warm (persistent cache) | ${faster_warm} s | ${faster_warm_mem} MiB |"
  echo "| webpack, cold | ${webpack_cold} s | ${webpack_cold_mem} MiB |"
  echo
  echo "Faster is **${speedup}x** faster than webpack on a cold build (budget: at least 3x)."
  echo
  echo "## First load per page kind"
  echo
  echo "The scripts and stylesheets a cold load runs, without interaction, measured up to network idle. Gzip at level 9. Chunks that Docusaurus prefetches for links in view (low priority, not executed until the reader follows a link) are listed apart."
  echo "Budget: a doc page's first-load JS no larger than the stock classic theme's: about 240 KB gzip in a bare site, and 258 KB for a stock 600-page site (\`../shared/notes/perf-baseline.md\`), because the route table, chunk map and docs global data in \`main.js\` grow with the page count in any Docusaurus site."
  echo
  echo "$weights"
  echo
  echo "Markdown twins, llms files and objects.inv, as the cold Faster build reported them:"
  echo
  echo "    $machine_docs"
  if [ -n "$kept" ]; then
    echo
    echo "$kept"
  fi
} >"$out"
cat "$out"
