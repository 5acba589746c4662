#!/usr/bin/env bash
# What origin replay (nan-origin, part of sensible) costs when nothing
# fails: the same --debug=sensible programs run with the replay on (the
# default) and off (DBG_OPTIONS=nan-origin=0), trace off. With the replay
# on, each dispatch of a kernel with an origin build first saves, on the
# device, the buffers it both reads and writes (a matmul accumulating into
# its output, an in-place update); the origin builds themselves cost code
# size only.
#  - the PyTorch models of examples/torch (linalg-frontend): the median
#    time of one forward pass (--repeat) over DBG_BENCH_ROUNDS rounds
#    (default 5) of DBG_BENCH_REPEAT passes (default 50), interleaved, and
#    how many dispatches of one pass saved a buffer, and how many bytes;
#  - the five kernels of bench/checks.mlir (none reads what it writes),
#    median time per launch over 20 launches.
#
#   bench/nan-origin.sh build [DIR]   compile for CUDA here (default
#                                     bench-nan-origin/)
#   bench/nan-origin.sh run [DIR]     on a CUDA GPU
#   bench/nan-origin.sh host          compile and run on the host target
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-host}
dir=${2:-$root/bench-nan-origin}
rounds=${DBG_BENCH_ROUNDS:-5}
repeat=${DBG_BENCH_REPEAT:-50}
models=(mlp cnn gpt2 lstm)
# compile_models, pass_us, median.
source "$(dirname "$0")/models.sh"
kernels=(stream reduce matmul tiled stencil)

compile() { # TARGET
  compile_models "$1" sensible nan-origin.sh
  local iters=20
  [ "$1" = host ] && iters=1
  sed "s/@ITERS@/$iters/g" "$root/bench/checks.mlir" >"$dir/kernels.mlir"
  "${DBG_BIN:-$root/build/bin}/dbg-compile" "$dir/kernels.mlir" \
    --target="$1" --debug=sensible -o "$dir/kernels"
}

measure() {
  printf '%-8s %14s %14s %8s %20s\n' model "replay off us" "replay on us" \
    ratio "saved per pass"
  for model in "${models[@]}"; do
    local off on
    read -r off on < <(median_pair "$model" trace=0,nan-origin=0 trace=0)
    local saved
    saved=$(DBG_OPTIONS=op-log-level=debug "$dir/$model" \
      --input="@$dir/$model.input.npy" 2>&1 >/dev/null |
      awk '/nan-origin: saved/ { n++; b += $4 } END {
        printf "%d dispatches, %d B", n, b }')
    awk -v m="$model" -v a="$off" -v b="$on" -v s="$saved" 'BEGIN {
      printf "%-8s %14.1f %14.1f %7.3fx %20s\n", m, a, b, b / a, s }'
  done
  echo
  echo "bench/checks.mlir's kernels (us per launch, median of $rounds rounds):"
  local results
  results=$(mktemp)
  for ((r = 0; r < rounds; r++)); do
    DBG_OPTIONS=trace=0,nan-origin=0 "$dir/kernels" | sed 's/^/off /'
    DBG_OPTIONS=trace=0 "$dir/kernels" | sed 's/^/on /'
  done >"$results"
  python3 - "$results" "${kernels[@]}" <<'PY'
import statistics, sys
t = {}
for line in open(sys.argv[1]):
    variant, kernel, value = line.split()
    t.setdefault((variant, kernel), []).append(float(value))
for k in sys.argv[2:]:
    off = statistics.median(t[("off", k)])
    on = statistics.median(t[("on", k)])
    print("%-8s %10.1f %10.1f %7.3fx" % (k, off, on, on / off))
PY
  rm -f "$results"
}

case $mode in
  build) compile cuda && echo "built ${#models[@]} models and the kernels in $dir" ;;
  run) measure ;;
  host) compile host && measure ;;
  *) echo "usage: $0 build|run [DIR] | host" >&2; exit 2 ;;
esac
