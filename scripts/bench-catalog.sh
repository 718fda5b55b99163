#!/usr/bin/env bash
# Integrations catalog benchmark: first-load JS of the catalog page and of library pages against a normal
# doc page (budget: the catalog within 15 KB gzip of it), logo files loaded, and layout shift (CLS) at
# phone and desktop widths. Needs a build in build/. Optionally measures a second build for comparison,
# such as one made before the catalog existed. Writes benchmarks/catalog.md.
# Usage: bash scripts/bench-catalog.sh [comparison-build-dir]
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-3996}
out=benchmarks/catalog.md
[ -f build/index.html ] || { echo "Build the site first: npx docusaurus build --out-dir build" >&2; exit 1; }

# measure DIR: serves DIR on $port and prints the table.
measure() {
  ./node_modules/.bin/docusaurus serve --dir "$1" --port "$port" --no-open >/dev/null 2>&1 &
  local server=$!
  for _ in $(seq 1 60); do curl -sf "http://localhost:$port/" >/dev/null && break; sleep 0.5; done
  npx tsx scripts/bench/catalog-weight.ts "$1" "$port"
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
}

echo "==> catalog weight (build/)"
current=$(measure build)
if [ $# -ge 1 ]; then
  echo "==> catalog weight ($1)"
  comparison=$(measure "$1")
fi

{
  echo "# Integrations catalog benchmark"
  echo
  echo "Measured $(date -u +%Y-%m-%dT%H:%MZ) by \`scripts/bench-catalog.sh\` on $(nproc) cores, Node $(node --version),"
  echo "Chromium $(chromium --version 2>/dev/null | awk '{print $2}'), from a production build served locally."
  echo
  echo "JS is what each page runs on a cold load up to network idle (scripts, not chunks prefetched for links),"
  echo "gzip level 9. Budget: the catalog page's first-load JS within 15 KB gzip of a normal doc page's, and"
  echo "logos that do not move the layout. CLS sums every layout shift after load, cold cache."
  echo
  echo "$current"
  if [ -n "${comparison:-}" ]; then
    echo
    echo "For comparison, the same measurements on \`$1\`:"
    echo
    echo "$comparison"
  fi
} >"$out"
cat "$out"
