#!/usr/bin/env bash
# Benchmarks what dbg's dispatch instrumentation costs, as ratios against the
# uninstrumented program (bench/dispatch-overhead.mlir: 20000 back-to-back
# launches of a tiny kernel).
#
#   bench/run.sh build [DIR]   compile the variants here (default bench-suite/)
#   bench/run.sh run [DIR]     on a CUDA GPU: run each variant 5 times and print
#                              the median time per dispatch and its ratio
#   bench/run.sh all [DIR]     both
#
# DBG_BENCH_TARGET=host builds for dbg's host target instead: the kernels run
# on the CPU, so no GPU is needed and the driver's launch cost and queueing
# noise are gone, which isolates what the instrumentation itself costs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-all}
target=${DBG_BENCH_TARGET:-cuda}
dir=${2:-$root/bench-suite${target/cuda/}}

# name | dbg-compile --debug= | DBG_OPTIONS
variants='baseline|none|
hooks-off|trace|trace=0
trace-to-file|trace|trace-file=/tmp/dbg-bench-trace.log
sync-mode|device-sync-mode|
sync-mode-traced|trace,device-sync-mode|trace-file=/tmp/dbg-bench-trace.log
bounds-checks|bounds=safe|
dispatch-races|dispatch-races|'

build() {
  local bin=${DBG_BIN:-$root/build/bin}
  rm -rf "$dir" && mkdir -p "$dir"
  cp "$0" "$dir/run.sh"
  while IFS='|' read -r name spec _; do
    "$bin/dbg-compile" "$root/bench/dispatch-overhead.mlir" --debug="$spec" \
      --target="$target" -o "$dir/$name"
  done <<<"$variants"
  echo "built $(wc -l <<<"$variants") variants in $dir"
}

run() {
  # Rounds interleave the variants, so drifting clocks or a noisy neighbour
  # affect them alike; each variant's median over the rounds is reported.
  local rounds=${DBG_BENCH_ROUNDS:-9} names=() opts=()
  while IFS='|' read -r name _ options; do
    names+=("$name"); opts+=("$options")
  done <<<"$variants"
  local results
  results=$(mktemp)
  for ((r = 0; r < rounds; r++)); do
    for i in "${!names[@]}"; do
      echo "${names[$i]} $(DBG_OPTIONS=${opts[$i]} "$dir/${names[$i]}" | tail -n 1)"
    done
  done >"$results"
  printf '%-18s %14s %8s\n' variant "us/dispatch" ratio
  local base=""
  for name in "${names[@]}"; do
    local median
    median=$(awk -v n="$name" '$1 == n {print $2}' "$results" | sort -g |
             awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}')
    [ -z "$base" ] && base=$median
    printf '%-18s %14.3f %8.3f\n' "$name" "$median" \
      "$(awk -v a="$median" -v b="$base" 'BEGIN {print a / b}')"
  done
  rm -f "$results"
}

case $mode in
  build) build ;;
  run) run ;;
  all) build && run ;;
  *) echo "usage: $0 build|run|all [DIR]" >&2; exit 2 ;;
esac
