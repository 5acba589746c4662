#!/usr/bin/env bash
# Compile time and peak memory of dbg-compile as the number of dispatches in
# one function grows (1k, 2k, 4k, 8k by default), with and without
# instrumentation, for each target. Prints one row per size, and the ratio
# of instrumented to plain compile time (the target is at most 1.2, and
# time growing linearly with the size).
#
#   bench/compile-time.sh [SIZES...]     e.g. bench/compile-time.sh 1000 2000
#
# DBG_BIN points at another build's tools; DBG_BENCH_TARGETS picks the
# targets (default "cuda host").
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${DBG_BIN:-$root/build/bin}
sizes=("$@")
((${#sizes[@]})) || sizes=(1000 2000 4000 8000)
targets=${DBG_BENCH_TARGETS:-cuda host}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# N dispatches of three kernels, each with its own sizes, in one function.
generate() {
  local n=$1
  echo 'module attributes {gpu.container_module} {'
  echo '  gpu.module @kernels {'
  for k in 0 1 2; do
    echo "    gpu.func @k$k(%buf: memref<?xf32>, %x: f32) kernel {"
    echo '      %tid = gpu.thread_id x'
    echo '      %v = memref.load %buf[%tid] : memref<?xf32>'
    echo '      %w = arith.addf %v, %x : f32'
    echo '      memref.store %w, %buf[%tid] : memref<?xf32>'
    echo '      gpu.return'
    echo '    }'
  done
  echo '  }'
  echo '  func.func @main() {'
  echo '    %c1 = arith.constant 1 : index'
  echo '    %c32 = arith.constant 32 : index'
  echo '    %x = arith.constant 1.0 : f32'
  echo '    %buf = gpu.alloc host_shared (%c32) : memref<?xf32>'
  for ((i = 0; i < n; i++)); do
    echo "    gpu.launch_func @kernels::@k$((i % 3)) blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%buf : memref<?xf32>, %x : f32)"
  done
  echo '    return'
  echo '  }'
  echo '}'
}

# Seconds and peak KiB of one compilation.
measure() {
  /usr/bin/time -f "%e %M" -o "$work/time" "$bin/dbg-compile" "$@" \
    >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
  cat "$work/time"
}

printf '%-6s %7s %10s %10s %10s %10s %7s %9s\n' target dispatches \
  plain_s plain_MiB debug_s debug_MiB ratio s_per_1k
for target in $targets; do
  for n in "${sizes[@]}"; do
    generate "$n" >"$work/p$n.mlir"
    flags=(--target="$target" --emit=obj -o "$work/out.o")
    [ "$target" = cuda ] && flags+=(--kernel-format=isa)
    read -r ps pk < <(measure "$work/p$n.mlir" "${flags[@]}")
    read -r ds dk < <(measure "$work/p$n.mlir" "${flags[@]}" --debug=sensible)
    awk -v t="$target" -v n="$n" -v ps="$ps" -v pk="$pk" -v ds="$ds" \
      -v dk="$dk" 'BEGIN {printf "%-6s %7d %10.2f %10.0f %10.2f %10.0f %7.2f %9.3f\n",
        t, n, ps, pk / 1024, ds, dk / 1024, ds / ps, ds / n * 1000}'
  done
done
