#!/usr/bin/env bash
# What a change costs the build: cold production builds of a base commit and of the working tree, in
# alternating order so that load from other work on the machine falls on both, then the first-load page
# weight of each. Writes its section of benchmarks/build.md (between the build-cost markers, which
# bench-build.sh keeps).
# Usage: bash scripts/bench-build-cost.sh [base-ref (default HEAD~1)] [rounds (default 3)]
set -euo pipefail
cd "$(dirname "$0")/.."
export DOCUSAURUS_TELEMETRY_DISABLED=1
base_ref=${1:-HEAD~1}
rounds=${2:-3}
port=${BENCH_PORT:-3994}
out=benchmarks/build.md
head_dir=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The base commit as files, sharing this checkout's node_modules (and so its bundler cache, cleared before each build).
mkdir "$tmp/base"
git archive "$base_ref" | tar -x -C "$tmp/base"
ln -s "$head_dir/node_modules" "$tmp/base/node_modules"
base_label="$(git rev-parse --short "$base_ref") ($base_ref)"
head_label="$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!benchmarks' || echo ' + uncommitted changes')"

# cold_build NAME DIR: prints "wall_seconds cpu_seconds" (CPU is user + system of the whole process tree).
cold_build() {
  local name=$1 dir=$2
  (cd "$dir" && npx docusaurus clear >/dev/null 2>&1) || true
  rm -rf "$head_dir/node_modules/.cache"
  if ! /usr/bin/time -f '%e %U %S' -o "$tmp/$name.time" bash -c "cd '$dir' && npx docusaurus build --out-dir '$tmp/out-$name'" >"$tmp/$name.log" 2>&1; then
    cat "$tmp/$name.log"
    exit 1
  fi
  awk '{printf "%.1f %.1f\n", $1, $2 + $3}' "$tmp/$name.time"
}

median() { sort -n | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }

: >"$tmp/base.runs"
: >"$tmp/head.runs"
for round in $(seq 1 "$rounds"); do
  order="base head"
  [ $((round % 2)) -eq 0 ] && order="head base"
  for variant in $order; do
    dir=$tmp/base
    [ "$variant" = head ] && dir=$head_dir
    echo "==> round $round: cold build of $variant"
    result=$(cold_build "$variant" "$dir")
    echo "$result $(cut -d' ' -f1 /proc/loadavg)" | tee -a "$tmp/$variant.runs"
    [ "$variant" = head ] && grep -o '\[machine-docs\].*' "$tmp/head.log" >>"$tmp/plugin.log" || true
  done
done

base_wall=$(cut -d' ' -f1 "$tmp/base.runs" | median)
head_wall=$(cut -d' ' -f1 "$tmp/head.runs" | median)
base_cpu=$(cut -d' ' -f2 "$tmp/base.runs" | median)
head_cpu=$(cut -d' ' -f2 "$tmp/head.runs" | median)
pct() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%+.1f%%", (b - a) / a * 100}'; }

echo "==> page weight"
weights() {
  ./node_modules/.bin/docusaurus serve --dir "$tmp/out-$1" --port "$port" --no-open >"$tmp/serve-$1.log" 2>&1 &
  local server=$!
  for _ in $(seq 1 60); do curl -sf "http://localhost:$port/" >/dev/null && break; sleep 0.5; done
  npx tsx scripts/bench/page-weight.ts "$tmp/out-$1" "$port"
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
}
base_weights=$(weights base)
head_weights=$(weights head)

section=$(
  echo '<!-- build-cost:start -->'
  echo '## Cost of a change: cold builds before and after'
  echo
  echo "Measured $(date -u +%Y-%m-%dT%H:%MZ) by \`scripts/bench-build-cost.sh $base_ref $rounds\` on $(nproc) cores: $rounds cold builds of each, alternating,"
  echo "caches cleared before each. Base: $base_label. After: $head_label."
  echo 'The machine is shared, so every run lists the 1-minute load average it started under; CPU time (user + system over the'
  echo 'whole process tree) is the steadier figure.'
  echo
  echo '| Build | Runs: wall s / CPU s (load) | Median wall | Median CPU |'
  echo '|---|---|---|---|'
  echo "| before | $(awk '{printf "%s%s / %s (%s)", (NR > 1 ? ", " : ""), $1, $2, $3}' "$tmp/base.runs") | ${base_wall} s | ${base_cpu} s |"
  echo "| after | $(awk '{printf "%s%s / %s (%s)", (NR > 1 ? ", " : ""), $1, $2, $3}' "$tmp/head.runs") | ${head_wall} s ($(pct "$base_wall" "$head_wall")) | ${head_cpu} s ($(pct "$base_cpu" "$head_cpu")) |"
  echo
  if [ -s "$tmp/plugin.log" ]; then
    echo 'What the machine-docs plugin reported in each cold build after the change (its own postBuild step; the'
    echo 'tree capture runs inside the bundler and is part of the totals above):'
    echo
    sed 's/^/    /' "$tmp/plugin.log"
    echo
  fi
  echo 'First load before:'
  echo
  echo "$base_weights"
  echo
  echo 'First load after:'
  echo
  echo "$head_weights"
  echo '<!-- build-cost:end -->'
)

# Replace the section if build.md has one, else append it.
if [ -f "$out" ] && grep -q '<!-- build-cost:start -->' "$out"; then
  section="$section" awk '
    /<!-- build-cost:start -->/ {print ENVIRON["section"]; skip = 1; next}
    /<!-- build-cost:end -->/ {skip = 0; next}
    !skip {print}
  ' "$out" >"$tmp/build.md"
  mv "$tmp/build.md" "$out"
else
  printf '\n%s\n' "$section" >>"$out"
fi
echo "$section"
