#!/usr/bin/env bash
# What standalone repros cost.
#  - When nothing fails: the same --debug=sensible programs, trace off, with
#    and without DBG_OPTIONS=repro-on-failure: the PyTorch models of
#    examples/torch (linalg-frontend), the median time of one forward pass
#    in sync mode over DBG_BENCH_ROUNDS rounds (default 5) of
#    DBG_BENCH_REPEAT passes (default 50), interleaved. With it, each
#    dispatch records its kernel arguments at the launch and saves, on the
#    device, the buffers it both reads and writes.
#  - The kernels' text sensible keeps for repros: compile time and size of
#    each model's executable with --debug=sensible and with sensible's keys
#    written out one by one, which keep no text (build only).
#  - Writing one: repro=id=3 on each model, the time libdbgrt takes to
#    write it (its op-log-level=debug line; the dispatch's inputs, read at
#    its launch, aside).
#
#   bench/repro.sh build [DIR]   compile for CUDA here (default bench-repro/)
#   bench/repro.sh run [DIR]     on a CUDA GPU
#   bench/repro.sh host          compile and run on the host target
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-host}
dir=${2:-$root/bench-repro}
rounds=${DBG_BENCH_ROUNDS:-5}
repeat=${DBG_BENCH_REPEAT:-50}
models=(mlp cnn gpt2 lstm)
# compile_models, pass_us, median.
source "$(dirname "$0")/models.sh"
# sensible without the kernels' text: its compile-time and run-time keys.
plain=bounds=safe,nan-check=store,nan-origin,wait-sites,trace,device-sync-mode
plain+=,dispatch-timeout=auto,dispatch-races

compile() { # TARGET
  compile_models "$1" sensible repro.sh
  printf '%-8s %16s %16s %16s %16s\n' model "compile s" "text compile s" \
    "size KB" "text size KB"
  for model in "${models[@]}"; do
    local start mid end
    start=$(date +%s.%N)
    "$frontend" "$root/examples/torch/$model.mlir" --target="$1" \
      --debug="$plain" -o "$dir/$model.plain"
    mid=$(date +%s.%N)
    "$frontend" "$root/examples/torch/$model.mlir" --target="$1" \
      --debug=sensible -o "$dir/$model"
    end=$(date +%s.%N)
    awk -v m="$model" -v a="$start" -v b="$mid" -v c="$end" \
      -v p="$(stat -c %s "$dir/$model.plain")" -v s="$(stat -c %s "$dir/$model")" \
      'BEGIN { printf "%-8s %16.2f %16.2f %16.0f %16.0f\n", m, b - a, c - b,
               p / 1024, s / 1024 }'
    rm -f "$dir/$model.plain"
  done
}

measure() {
  printf '%-8s %12s %18s %8s %14s\n' model "sensible us" \
    "+repro-on-failure" ratio "write one ms"
  for model in "${models[@]}"; do
    local off on
    read -r off on < <(median_pair "$model" trace=0 trace=0,repro-on-failure)
    # The repro of its third dispatch: how long writing it took.
    local write_us
    write_us=$(DBG_OPTIONS=trace=0,op-log-level=debug,repro=id=3,dump-dir=$dir/dump \
      "$dir/$model" --input="@$dir/$model.input.npy" 2>&1 >/dev/null |
      sed -n 's/.*repro: .* written in \([0-9]*\) us/\1/p')
    awk -v m="$model" -v a="$off" -v b="$on" -v w="$write_us" \
      'BEGIN { printf "%-8s %12.1f %18.1f %7.3fx %14.2f\n", m, a, b, b / a,
               w / 1000 }'
  done
}

case $mode in
  build) compile cuda && echo "built ${#models[@]} models in $dir" ;;
  run) measure ;;
  host) compile host && measure ;;
  *) echo "usage: $0 build|run [DIR] | host" >&2; exit 2 ;;
esac
