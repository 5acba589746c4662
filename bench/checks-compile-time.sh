#!/usr/bin/env bash
# Compile time and peak memory of dbg-compile as the number of check sites
# in one kernel grows (1k, 2k, 4k, 10k by default), with and without the
# checks, for each target and check kind:
#
#   nan   --debug=nan-check=store: one kernel of N stores of a quotient;
#   bounds --debug=bounds=all: one kernel of N/2 loads and N/2 stores with
#          2-D indices (a site per access).
#
# Prints one row per target, kind and size with the ratios of instrumented
# to plain time and peak memory (the targets: at most 2 and 1.5, and time
# growing linearly with the sites).
#
#   bench/checks-compile-time.sh [SIZES...]   e.g. bench/checks-compile-time.sh 1000
#
# DBG_BIN points at another build's tools; DBG_BENCH_TARGETS picks the
# targets (default "host cuda rocm"), DBG_BENCH_KINDS the kinds (default
# "nan bounds"). CUDA kernels are PTX (--kernel-format=isa, which the
# driver compiles when the program loads them) unless
# DBG_BENCH_CUDA_FORMAT=bin, which times ptxas too.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${DBG_BIN:-$root/build/bin}
sizes=("$@")
((${#sizes[@]})) || sizes=(1000 2000 4000 10000)
targets=${DBG_BENCH_TARGETS:-host cuda rocm}
kinds=${DBG_BENCH_KINDS:-nan bounds}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One kernel of N load/store pairs on a memref<?x64xf32>, launched once.
generate() {
  local pairs=$1
  echo 'module attributes {gpu.container_module} {'
  echo '  gpu.module @kernels {'
  echo '    gpu.func @k(%m: memref<?x64xf32>, %i: index, %x: f32) kernel {'
  echo '      %tid = gpu.thread_id x'
  for ((a = 0; a < pairs; a++)); do
    echo "      %c$a = arith.constant $a : index"
    echo "      %j$a = arith.addi %i, %c$a : index"
    echo "      %v$a = memref.load %m[%j$a, %tid] : memref<?x64xf32>"
    echo "      %w$a = arith.divf %x, %v$a : f32"
    echo "      memref.store %w$a, %m[%tid, %j$a] : memref<?x64xf32>"
  done
  echo '      gpu.return'
  echo '    }'
  echo '  }'
  echo '  func.func @main() {'
  echo '    %c0 = arith.constant 0 : index'
  echo '    %c1 = arith.constant 1 : index'
  echo '    %c64 = arith.constant 64 : index'
  echo '    %x = arith.constant 1.0 : f32'
  echo '    %m = gpu.alloc host_shared (%c64) : memref<?x64xf32>'
  echo '    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%m : memref<?x64xf32>, %c0 : index, %x : f32)'
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

printf '%-6s %-6s %6s %8s %9s %8s %9s %7s %7s\n' target kind sites plain_s \
  plain_MiB debug_s debug_MiB time_x mem_x
for target in $targets; do
  for kind in $kinds; do
    for n in "${sizes[@]}"; do
      case $kind in
      nan) pairs=$n debug=nan-check=store ;;
      bounds) pairs=$((n / 2)) debug=bounds=all ;;
      *) echo "unknown kind '$kind' (nan, bounds)" >&2; exit 2 ;;
      esac
      generate "$pairs" >"$work/in.mlir"
      flags=(--target="$target" --emit=obj -o "$work/out.o")
      [ "$target" = cuda ] &&
        flags+=(--kernel-format="${DBG_BENCH_CUDA_FORMAT:-isa}")
      read -r ps pk < <(measure "$work/in.mlir" "${flags[@]}")
      read -r ds dk < <(measure "$work/in.mlir" "${flags[@]}" --debug="$debug")
      awk -v t="$target" -v k="$kind" -v n="$n" -v ps="$ps" -v pk="$pk" \
        -v ds="$ds" -v dk="$dk" 'BEGIN {
          printf "%-6s %-6s %6d %8.2f %9.0f %8.2f %9.0f %7.2f %7.2f\n",
            t, k, n, ps, pk / 1024, ds, dk / 1024, ds / ps, dk / pk}'
    done
  done
done
