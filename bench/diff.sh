#!/usr/bin/env bash
# The cost of `diff` (each dispatch compared with its reference) on the
# PyTorch models of examples/torch, compiled by linalg-frontend with
# --debug=diff (and again with diff-against=host, each dispatch compared
# with its kernel's host build): the median time of one forward pass (--repeat) with every
# dispatch compared (DBG_OPTIONS=diff), with one in 10 (diff-every=10), as a
# ratio to the same program with diff=0, over DBG_BENCH_ROUNDS rounds
# (default 5) of DBG_BENCH_REPEAT passes (default 50), interleaved; and
# libdbgrt's own account of where the time goes per compared dispatch
# (snapshot of the operands, reference run, reading the results,
# comparison). The same account for the five kernels of bench/checks.mlir
# (a stream, a column reduction, a naive and a tiled 1024^3 matmul, a
# stencil, on 64 MB buffers), whose warm-up launches carry hand-written
# references (dbg.reference).
#
#   bench/diff.sh build [DIR]   compile for CUDA here (default bench-diff/)
#   bench/diff.sh run [DIR]     on a CUDA GPU
#   bench/diff.sh host          compile and run on the host target
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-host}
dir=${2:-$root/bench-diff}
rounds=${DBG_BENCH_ROUNDS:-5}
repeat=${DBG_BENCH_REPEAT:-50}
models=(mlp cnn gpt2 lstm)
# compile_models, pass_us, median.
source "$(dirname "$0")/models.sh"

compile() { # TARGET
  compile_models "$1" diff diff.sh
  # The same models compared with their kernels' host builds.
  for model in "${models[@]}"; do
    "$frontend" "$root/examples/torch/$model.mlir" --target="$1" \
      --debug=diff,diff-against=host -o "$dir/$model-host"
    cp "$dir/$model.input.npy" "$dir/$model-host.input.npy"
  done
  sed "s/@ITERS@/1/g" "$root/bench/checks.mlir" >"$dir/kernels.mlir"
  # Only the warm-up launches, which carry references, are compared.
  "${DBG_BIN:-$root/build/bin}/dbg-compile" "$dir/kernels.mlir" \
    --target="$1" --debug=diff,diff-against=reference -o "$dir/kernels"
}

measure() {
  printf '%-6s %12s %12s %8s %14s %8s\n' model "diff=0 us" "diff us" ratio \
    "every=10 us" ratio
  for model in "${models[@]}"; do
    local off="" on="" every=""
    for ((r = 0; r < rounds; r++)); do
      off+="$(pass_us "$model" diff=0)"$'\n'
      on+="$(pass_us "$model" diff)"$'\n'
      every+="$(pass_us "$model" diff,diff-every=10)"$'\n'
    done
    off=$(median <<<"${off%$'\n'}")
    on=$(median <<<"${on%$'\n'}")
    every=$(median <<<"${every%$'\n'}")
    awk -v m="$model" -v a="$off" -v b="$on" -v c="$every" 'BEGIN {
      printf "%-6s %12.1f %12.1f %7.2fx %14.1f %7.2fx\n", m, a, b, b / a, c, c / a }'
  done
  echo
  echo "per compared dispatch (libdbgrt's note, one run of one pass):"
  for model in "${models[@]}"; do
    printf '%-6s ' "$model"
    DBG_OPTIONS=diff "$dir/$model" --input="@$dir/$model.input.npy" 2>&1 \
      >/dev/null | sed -n 's/.*note: diff compared \([0-9]*\) dispatch.*; per dispatch: /\1 dispatches: /p'
  done
  echo
  echo "against the kernels' host builds (diff-against=host):"
  printf '%-6s %12s %12s %8s\n' model "diff=0 us" "diff us" ratio
  for model in "${models[@]}"; do
    local pair
    pair=$(median_pair "$model-host" diff=0 diff)
    awk -v m="$model" -v p="$pair" 'BEGIN { split(p, t, " ")
      printf "%-6s %12.1f %12.1f %7.2fx\n", m, t[1], t[2], t[2] / t[1] }'
  done
  echo "per compared dispatch:"
  for model in "${models[@]}"; do
    printf '%-6s ' "$model"
    DBG_OPTIONS=diff "$dir/$model-host" --input="@$dir/$model.input.npy" \
      2>&1 >/dev/null | sed -n 's/.*note: diff compared \([0-9]*\) dispatch.*; per dispatch: /\1 dispatches: /p'
  done
  echo
  echo "bench/checks.mlir's kernels, one compared launch each (64 MB buffers):"
  "$dir/kernels" 2>&1 >/dev/null |
    sed -n 's/.*note: diff compared \(.*\); per dispatch: \([^;]*\);.*/\1; per dispatch: \2/p'
}

case $mode in
  build) compile cuda && echo "built ${#models[@]} models in $dir" ;;
  run) measure ;;
  host) compile host && measure ;;
  *) echo "usage: $0 build|run [DIR] | host" >&2; exit 2 ;;
esac
