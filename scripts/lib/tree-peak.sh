# Shared by the benchmark scripts that record a build's peak memory.
# tree_peak PID: samples the summed RSS of the process tree every 0.5 s while it lives; prints the peak in MiB.
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
