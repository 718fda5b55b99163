#!/usr/bin/env bash
# What the machine-readable docs (src/plugins/machine-docs) cost the build: cold production builds with
# the plugin and without it (DOCS_MACHINE_DOCS=off), alternated so that load from other work on the
# machine falls on both, then the first-load page weight of each. Writes its section of
# benchmarks/build.md (between the machine-docs markers, which bench-build.sh keeps).
# Usage: bash scripts/bench-machine-docs.sh [rounds (default 3)]
# BASELINE_BUILD=<dir> also weighs the first load of another build (such as the branch the plugin is merged
# into), so the page-weight budget is checked against it too.
set -euo pipefail
# Every path is absolute and every command names the site, so the script runs from any directory.
site=$(cd "$(dirname "$0")/.." && pwd)
export DOCUSAURUS_TELEMETRY_DISABLED=1
rounds=${1:-3}
port=${BENCH_PORT:-3994}
out=$site/benchmarks/build.md
docusaurus=$site/node_modules/.bin/docusaurus
# build-*/ is ignored by git and the linters.
tmp=$site/build-machine-docs-bench
rm -rf "$tmp"
mkdir -p "$tmp"

# cold_build NAME SWITCH: appends "wall_seconds cpu_seconds load" to $tmp/NAME.runs. CPU is user + system
# of the build and its child processes; load is the 1-minute load average when the build started.
cold_build() {
  local name=$1 switch=$2 load
  "$docusaurus" clear "$site" >/dev/null 2>&1 || true
  rm -rf "$site/node_modules/.cache"
  load=$(cut -d' ' -f1 /proc/loadavg)
  if ! DOCS_MACHINE_DOCS=$switch /usr/bin/time -f '%e %U %S' -o "$tmp/$name.time" "$docusaurus" build "$site" --out-dir "$tmp/out-$name" >"$tmp/$name.log" 2>&1; then
    cat "$tmp/$name.log"
    exit 1
  fi
  awk -v load="$load" '{printf "%.1f %.1f %s\n", $1, $2 + $3, load}' "$tmp/$name.time" | tee -a "$tmp/$name.runs"
  if [ "$name" = with ]; then grep -o '\[machine-docs\].*' "$tmp/with.log" >>"$tmp/plugin.log" || true; fi
}

median() { sort -n | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
pct() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%+.1f%%", (b - a) / a * 100}'; }
runs() { awk '{printf "%s%s / %s (%s)", (NR > 1 ? ", " : ""), $1, $2, $3}' "$tmp/$1.runs"; }

: >"$tmp/without.runs"
: >"$tmp/with.runs"
: >"$tmp/plugin.log"
for round in $(seq 1 "$rounds"); do
  order="without with"
  [ $((round % 2)) -eq 0 ] && order="with without"
  for name in $order; do
    echo "==> round $round: cold build $name machine-docs"
    switch=on
    [ "$name" = without ] && switch=off
    cold_build "$name" "$switch"
  done
done

without_wall=$(cut -d' ' -f1 "$tmp/without.runs" | median)
with_wall=$(cut -d' ' -f1 "$tmp/with.runs" | median)
without_cpu=$(cut -d' ' -f2 "$tmp/without.runs" | median)
with_cpu=$(cut -d' ' -f2 "$tmp/with.runs" | median)

echo "==> page weight"
weigh_dir() {
  "$docusaurus" serve "$site" --dir "$1" --port "$port" --no-open >"$tmp/serve-weigh.log" 2>&1 &
  local server=$!
  for _ in $(seq 1 60); do curl -sf "http://localhost:$port/" >/dev/null && break; sleep 0.5; done
  node --import "$site/node_modules/tsx/dist/loader.mjs" "$site/scripts/bench/page-weight.ts" "$1" "$port"
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
}
weights() { weigh_dir "$tmp/out-$1"; }
without_weights=$(weights without)
with_weights=$(weights with)
baseline_weights=""
if [ -n "${BASELINE_BUILD:-}" ]; then baseline_weights=$(weigh_dir "$(cd "$BASELINE_BUILD" && pwd)"); fi
full_text=$(wc -c <"$tmp/out-with/llms-full.txt")
full_text_gzip=$(gzip -9c "$tmp/out-with/llms-full.txt" | wc -c)
twins=$(grep -o '[0-9]* Markdown twins' "$tmp/plugin.log" | head -1)
# The plugin's own work as each build logged it: the step after the bundle (wall and CPU) and the tree capture
# inside the bundler. On a shared machine this is steadier than the difference of two noisy build times.
own_wall=$(sed -n 's/.* in \([0-9.]*\) s (\([0-9.]*\) s CPU), after \([0-9.]*\) s keeping.*/\1 \3/p' "$tmp/plugin.log" | awk '{print $1 + $2}' | median)
own_cpu=$(sed -n 's/.* in \([0-9.]*\) s (\([0-9.]*\) s CPU), after \([0-9.]*\) s keeping.*/\2 \3/p' "$tmp/plugin.log" | awk '{print $1 + $2}' | median)
share() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.1f%%", a / b * 100}'; }

section=$(
  echo '<!-- machine-docs:start -->'
  echo '## Machine-readable docs: what they cost the build'
  echo
  echo "Measured $(date -u +%Y-%m-%dT%H:%MZ) by \`scripts/bench-machine-docs.sh $rounds\` at $(git -C "$site" rev-parse --short HEAD) on $(nproc) cores: $rounds cold builds"
  echo "with the plugin and $rounds without it (\`DOCS_MACHINE_DOCS=off\`), alternating, caches cleared before each. The machine is"
  echo 'shared, so each run lists the 1-minute load average it started under; CPU time (user + system of the build and its'
  echo 'child processes) is the steadier figure. Budget: less than 10% more build time.'
  echo
  echo '| Build | Runs: wall s / CPU s (load) | Median wall | Median CPU |'
  echo '|---|---|---|---|'
  echo "| without machine-docs | $(runs without) | ${without_wall} s | ${without_cpu} s |"
  echo "| with machine-docs | $(runs with) | ${with_wall} s ($(pct "$without_wall" "$with_wall")) | ${with_cpu} s ($(pct "$without_cpu" "$with_cpu")) |"
  echo
  echo "The plugin's own work, as the builds logged it (median of the step after the bundle plus the tree capture in it):"
  echo "${own_wall} s wall, $(share "$own_wall" "$with_wall") of the median build with it, and ${own_cpu} s CPU, $(share "$own_cpu" "$without_cpu") of the"
  echo 'median CPU of the builds without it. When other work on the machine slows some builds more than others, this is the'
  echo 'figure to read against the budget; the medians above then measure the load more than the plugin.'
  echo
  echo "Output: ${twins:-the twins}, \`llms-full.txt\` of $full_text bytes ($full_text_gzip bytes gzip). What the plugin's own"
  echo 'step reported in each build with it (the tree capture runs inside the bundler and is part of the totals above):'
  echo
  sed 's/^/    /' "$tmp/plugin.log"
  echo
  echo 'First load without machine-docs (budget: a doc page grows by at most 2 KB of gzip JS with it):'
  echo
  echo "$without_weights"
  echo
  echo 'First load with machine-docs:'
  echo
  echo "$with_weights"
  if [ -n "$baseline_weights" ]; then
    echo
    echo "First load of the baseline build (\`BASELINE_BUILD\`: ${BASELINE_LABEL:-$BASELINE_BUILD}):"
    echo
    echo "$baseline_weights"
  fi
  echo '<!-- machine-docs:end -->'
)

# Replace the section if build.md has one, else append it.
if [ -f "$out" ] && grep -q '<!-- machine-docs:start -->' "$out"; then
  section="$section" awk '
    /<!-- machine-docs:start -->/ {print ENVIRON["section"]; skip = 1; next}
    /<!-- machine-docs:end -->/ {skip = 0; next}
    !skip {print}
  ' "$out" >"$tmp/build.md"
  mv "$tmp/build.md" "$out"
else
  printf '\n%s\n' "$section" >>"$out"
fi
rm -rf "$tmp"
echo "$section"
