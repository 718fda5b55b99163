#!/usr/bin/env bash
# Build benchmark: cold and warm production builds with Faster (Rspack/SWC), with and without per-page
# social cards, one cold webpack build for comparison, peak memory and CPU time of each, and first-load
# page weight. Writes benchmarks/build.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export DOCUSAURUS_TELEMETRY_DISABLED=1
out=benchmarks/build.md
mkdir -p benchmarks
tmp=$(mktemp -d)

# shellcheck source=scripts/lib/tree-peak.sh
source scripts/lib/tree-peak.sh

# Whole-machine busy CPU seconds so far (all cores), from /proc/stat: the machine is shared, so each run
# records how much CPU everything else used while it ran.
busy_cpu() { awk '/^cpu / {print ($2 + $3 + $4 + $7 + $8) / 100}' /proc/stat; }

# run_build LABEL DIR [ENV...]: prints "wall_seconds peak_tree_MiB cpu_seconds other_cpu_seconds"
run_build() {
  local label=$1 dir=$2; shift 2
  local start end pid peak busy_start busy_end cpu
  start=$(date +%s.%N)
  busy_start=$(busy_cpu)
  env "$@" /usr/bin/time -f '%U %S' -o "$tmp/$label.time" npx docusaurus build --out-dir "$dir" >"$tmp/$label.log" 2>&1 &
  pid=$!
  peak=$(tree_peak "$pid")
  wait "$pid" || { cat "$tmp/$label.log"; exit 1; }
  end=$(date +%s.%N)
  busy_end=$(busy_cpu)
  cpu=$(awk '{print $1 + $2}' "$tmp/$label.time")
  printf '%.1f %s %.1f %.1f\n' "$(echo "$end - $start" | bc)" "$peak" "$cpu" "$(echo "$busy_end - $busy_start - $cpu" | bc)"
}

# What the social-cards plugin logged: "drawn N in X CPU s ... waited Y s".
cards_line() { grep -o '\[docs-social-cards\].*' "$tmp/$1.log" | sed 's/^\[docs-social-cards\] //' || true; }

pages=$(find docs -name '*.md' -o -name '*.mdx' | wc -l)
# Without per-page social cards first (only the default card is drawn), then with them, each cold and warm.
echo "==> cold Faster build, no per-page cards"; npx docusaurus clear >/dev/null; rm -rf node_modules/.cache
read -r nocards_cold nocards_cold_mem nocards_cold_cpu nocards_cold_other < <(run_build nocards-cold build DOCS_SOCIAL_CARDS=default-only)
echo "==> warm Faster build, no per-page cards"
read -r nocards_warm nocards_warm_mem nocards_warm_cpu nocards_warm_other < <(run_build nocards-warm build DOCS_SOCIAL_CARDS=default-only)
echo "==> cold Faster build"; npx docusaurus clear >/dev/null; rm -rf node_modules/.cache
read -r faster_cold faster_cold_mem faster_cold_cpu faster_cold_other < <(run_build faster-cold build)
echo "==> warm Faster build"
read -r faster_warm faster_warm_mem faster_warm_cpu faster_warm_other < <(run_build faster-warm build)
cards=$(find build/img/social-cards -name '*.png' | wc -l)
cards_kib=$(du -sk build/img/social-cards | cut -f1)
html_files=$(find build -name '*.html' | wc -l)
# `docusaurus clear` also deletes build/, so keep the Faster output aside for the page weights.
rm -rf build-bench && mv build build-bench
echo "==> cold webpack build"; npx docusaurus clear >/dev/null; rm -rf node_modules/.cache
read -r webpack_cold webpack_cold_mem webpack_cold_cpu webpack_cold_other < <(run_build webpack-cold build-webpack DOCS_BUNDLER=webpack)
rm -rf build-webpack node_modules/.cache/webpack
rm -rf build && mv build-bench build
speedup=$(echo "scale=2; $webpack_cold / $faster_cold" | bc)
pct() { echo "scale=1; 100 * ($1 - $2) / $2" | bc; }

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
  echo "CPU is user + system time of the build and its child processes. \"Other CPU\" is what the rest of the shared machine used during the run (from /proc/stat): above a few seconds, wall times are inflated by neighbours and the CPU column is the steadier figure."
  echo
  echo "| Build | Wall time | CPU | Other CPU | Peak memory (process tree) |"
  echo "|---|---|---|---|---|"
  echo "| Faster (Rspack + SWC), cold | ${faster_cold} s | ${faster_cold_cpu} s | ${faster_cold_other} s | ${faster_cold_mem} MiB |"
  echo "| Faster, warm (persistent cache) | ${faster_warm} s | ${faster_warm_cpu} s | ${faster_warm_other} s | ${faster_warm_mem} MiB |"
  echo "| webpack, cold | ${webpack_cold} s | ${webpack_cold_cpu} s | ${webpack_cold_other} s | ${webpack_cold_mem} MiB |"
  echo
  echo "Faster is **${speedup}x** faster than webpack on a cold build (budget: at least 3x)."
  echo
  echo "## Social cards"
  echo
  echo "The same Faster builds with \`DOCS_SOCIAL_CARDS=default-only\` (only the default card is drawn) against the default, which draws ${cards} cards (${cards_kib} KiB). Cards are drawn by two child processes at the lowest CPU priority while the bundler runs, and cached by content in \`node_modules/.cache/social-cards\`, which a cold build clears."
  echo "Budget: at most 15% more on a cold build, nothing on a warm one."
  echo
  echo "| Build | Wall, no per-page cards | Wall, with cards | Difference | CPU, no cards | CPU, with cards | Other CPU (no cards / cards) |"
  echo "|---|---|---|---|---|---|---|"
  echo "| cold | ${nocards_cold} s | ${faster_cold} s | $(pct "$faster_cold" "$nocards_cold")% | ${nocards_cold_cpu} s | ${faster_cold_cpu} s | ${nocards_cold_other} / ${faster_cold_other} s |"
  echo "| warm | ${nocards_warm} s | ${faster_warm} s | $(pct "$faster_warm" "$nocards_warm")% | ${nocards_warm_cpu} s | ${faster_warm_cpu} s | ${nocards_warm_other} / ${faster_warm_other} s |"
  echo
  echo "The plugin's own account: cold: $(cards_line faster-cold); warm: $(cards_line faster-warm)."
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
