#!/usr/bin/env bash
# Search scaling benchmark, in two steps (the builds are slow, so they run once and are kept):
#   scripts/bench-search-scale.sh build     builds a scratch copy of the site at about 2x and 4x its pages
#                                           (hand-written folders duplicated under new route prefixes) and
#                                           records each build's wall time, peak memory and main.js size
#   scripts/bench-search-scale.sh build-1x  builds the repository's site into ./build the same way
#   scripts/bench-search-scale.sh reindex   rewrites the kept builds' index files with this checkout's writer
#   scripts/bench-search-scale.sh measure [build-1x]
#                                           prints one table row per scale (1x from the given build)
# Each scale's search is measured by serving the 1x build with that scale's index files in place of its
# own: a query only ever fetches the index and the engine code, which are the same code at every scale, so
# the browser costs are those of the larger site without serving its pages. The repository is never
# changed: everything happens in $SCALE_DIR (default /tmp/search-scale).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
scratch=${SCALE_DIR:-/tmp/search-scale}
port=${BENCH_PORT:-3995}
export DOCUSAURUS_TELEMETRY_DISABLED=1

# Summed RSS of a process tree every 0.5 s; prints the peak in MiB.
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

# build SITE OUT: writes OUT.stats with "wall_seconds peak_MiB".
build() {
  local site=$1 out=$2 start pid peak
  start=$(date +%s.%N)
  (cd "$site" && exec nice -n 19 npx docusaurus build --out-dir "$out" >"$out.log" 2>&1) &
  pid=$!
  peak=$(tree_peak "$pid")
  wait "$pid" || { tail -30 "$out.log" >&2; exit 1; }
  printf '%.0f %s\n' "$(echo "$(date +%s.%N) - $start" | bc)" "$peak" >"$out.stats"
}

# copy N FOLDER...: duplicates docs folders under docs/copyN/, moving absolute slugs under /copyN.
copy() {
  local n=$1
  shift
  mkdir -p "$scratch/site/docs/copy$n"
  for folder in "$@"; do cp -r "$scratch/site/docs/$folder" "$scratch/site/docs/copy$n/$folder"; done
  find "$scratch/site/docs/copy$n" -name '*.md*' -exec sed -i -E "s#^slug: */#slug: /copy$n/#" {} +
}

# measure LABEL INDEX_BUILD STATS SERVE_BUILD: serves SERVE_BUILD with INDEX_BUILD's index and prints its row.
measure() {
  local label=$1 index=$2 stats=$3 pages=$4 served="$scratch/serve-$1" server seconds="" mib="" main
  rm -rf "$served"
  cp -al "$pages" "$served"
  rm -rf "$served/search-index.json" "$served/search-index"
  cp -r "$index/search-index.json" "$index/search-index" "$served/"
  [ -f "$stats" ] && read -r seconds mib <"$stats"
  main=$(ls "$index"/assets/js/main.*.js)
  ./node_modules/.bin/docusaurus serve --dir "$served" --port "$port" --no-open >/dev/null 2>&1 &
  server=$!
  for _ in $(seq 1 60); do curl -sf "http://localhost:$port/" >/dev/null && break; sleep 0.5; done
  npx tsx scripts/bench/search-scale-row.ts "$label" "$served" "$port" "$main" "$seconds" "$mib"
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  rm -rf "$served"
}

case ${1:-} in
  build)
    rm -rf "$scratch"
    mkdir -p "$scratch/site"
    tar --exclude=./node_modules --exclude='./build*' --exclude=./.git --exclude=./.docusaurus --exclude=./test-results -cf - . |
      tar -xf - -C "$scratch/site"
    ln -s "$repo/node_modules" "$scratch/site/node_modules"
    # The copies' relative links into the API reference resolve one folder too deep: no strict link checks here.
    sed -i -E "s/(onBroken[A-Za-z]+): 'throw'/\1: 'ignore'/g" "$scratch/site/docusaurus.config.ts"
    hand_written=(about dagster-plus etl-pipeline-tutorial getting-started guides integrations tutorials)
    copy 1 "${hand_written[@]}"
    copy 2 integrations
    build "$scratch/site" "$scratch/build-2x"
    rm -rf "$scratch/site/docs/copy2"
    copy 2 "${hand_written[@]}"
    copy 3 "${hand_written[@]}"
    copy 4 guides integrations
    build "$scratch/site" "$scratch/build-4x"
    ;;
  build-1x)
    build "$repo" "$repo/build"
    ;;
  reindex)
    for scale in 2x 4x; do nice -n 19 npx tsx scripts/bench/search-reindex.ts "$scratch/build-$scale"; done
    ;;
  measure)
    build1x=${2:-build}
    measure 1x "$build1x" "$build1x.stats" "$build1x"
    measure 2x "$scratch/build-2x" "$scratch/build-2x.stats" "$build1x"
    measure 4x "$scratch/build-4x" "$scratch/build-4x.stats" "$build1x"
    ;;
  *)
    echo "usage: $0 build | measure [build-1x]" >&2
    exit 2
    ;;
esac
