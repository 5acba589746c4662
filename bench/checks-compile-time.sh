#!/usr/bin/env bash
# How long instrumenting a module with device-side checks takes as the
# number of memory ops grows (25k, 50k, 100k by default): kernels of 100
# loads and 100 stores each, 2-D indices, through dbg-opt's
# insert-bounds-checks (safe and all, which runs the integer range analysis
# or not), insert-nan-checks (store and op) and lower-dbg-checks. The
# target: at most 1 s for 100k memory ops.
#
#   bench/checks-compile-time.sh [SIZES...]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${DBG_BIN:-$root/build/bin}
sizes=("$@")
((${#sizes[@]})) || sizes=(25000 50000 100000)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# N memory ops: N / 200 kernels of 100 load/store pairs.
generate() {
  local kernels=$(($1 / 200))
  echo 'gpu.module @kernels {'
  for ((k = 0; k < kernels; k++)); do
    echo "  gpu.func @k$k(%m: memref<?x64xf32>, %i: index) kernel {"
    echo '    %tid = gpu.thread_id x'
    for ((a = 0; a < 100; a++)); do
      echo "    %c$a = arith.constant $a : index"
      echo "    %j$a = arith.addi %i, %c$a : index"
      echo "    %v$a = memref.load %m[%j$a, %tid] : memref<?x64xf32>"
      echo "    %w$a = arith.mulf %v$a, %v$a : f32"
      echo "    memref.store %w$a, %m[%tid, %j$a] : memref<?x64xf32>"
    done
    echo '    gpu.return'
    echo '  }'
  done
  echo '}'
}

seconds() {
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN {printf "%.2f", b - a}'
}

printf '%10s %12s %12s %12s %12s %12s\n' "memory ops" "bounds=safe" \
  "bounds=all" "nan=store" "nan=op" "lower"
for n in "${sizes[@]}"; do
  generate "$n" >"$work/in.mlir"
  "$bin/dbg-opt" "$work/in.mlir" -insert-bounds-checks -insert-nan-checks \
    -o "$work/checked.mlir"
  printf '%10s %12s %12s %12s %12s %12s\n' "$n" \
    "$(seconds "$bin/dbg-opt" "$work/in.mlir" -insert-bounds-checks)" \
    "$(seconds "$bin/dbg-opt" "$work/in.mlir" -insert-bounds-checks=level=all)" \
    "$(seconds "$bin/dbg-opt" "$work/in.mlir" -insert-nan-checks)" \
    "$(seconds "$bin/dbg-opt" "$work/in.mlir" -insert-nan-checks=granularity=op)" \
    "$(seconds "$bin/dbg-opt" "$work/checked.mlir" -lower-dbg-checks)"
done
echo "(seconds of dbg-opt, parsing and printing included)"
