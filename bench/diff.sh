#!/usr/bin/env bash
# The cost of `diff` (each dispatch compared with its reference) on the
# PyTorch models of examples/torch, compiled by linalg-frontend with
# --debug=diff, against the same model compiled without --debug: the time
# of one forward pass (--repeat) of the diff build run with diff=0, with
# every dispatch compared (DBG_OPTIONS=diff; on a GPU each reference runs
# on the device, its twin launched before the dispatch and compared after
# it) and with one in 10 (diff-every=10), as ratios to the uninstrumented
# build: over DBG_BENCH_ROUNDS interleaved rounds (default 5) of
# DBG_BENCH_REPEAT passes (default 50), the median of each round's ratio to
# its plain run (robust to drift between rounds); and libdbgrt's own
# account of what it did. Then mlp and gpt2 compared with their kernels'
# host builds (diff-against=host), and the five kernels of
# bench/checks.mlir (a stream, a column reduction, a naive and a tiled
# 1024^3 matmul, a stencil, on 64 MB buffers), whose warm-up launches carry
# hand-written references (dbg.reference, compared on the host).
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
models=(${DBG_BENCH_MODELS:-mlp cnn lstm gpt2 bert vit unet moe resnet llama})
hostModels=(mlp gpt2)
# compile_models, pass_us, median.
source "$(dirname "$0")/models.sh"

compile() { # TARGET
  compile_models "$1" diff diff.sh
  for model in "${models[@]}"; do
    "$frontend" "$root/examples/torch/$model.mlir" --target="$1" \
      -o "$dir/$model-plain"
    for input in "$dir/$model".input*.npy; do
      cp "$input" "$dir/$model-plain${input#"$dir/$model"}"
    done
  done
  # Compared with their kernels' host builds.
  for model in "${hostModels[@]}"; do
    "$frontend" "$root/examples/torch/$model.mlir" --target="$1" \
      --debug=diff,diff-against=host -o "$dir/$model-host"
    for input in "$dir/$model".input*.npy; do
      cp "$input" "$dir/$model-host${input#"$dir/$model"}"
    done
  done
  sed "s/@ITERS@/1/g" "$root/bench/checks.mlir" >"$dir/kernels.mlir"
  # Only the warm-up launches, which carry references, are compared.
  "${DBG_BIN:-$root/build/bin}/dbg-compile" "$dir/kernels.mlir" \
    --target="$1" --debug=diff,diff-against=reference -o "$dir/kernels"
}

# The note libdbgrt prints at exit, from "N dispatch(es)" on.
diff_note() { # PROGRAM
  # shellcheck disable=SC2046
  { DBG_OPTIONS=diff "$dir/$1" $(inputs_of "$1") 2>&1 >/dev/null || true; } |
    sed -n 's/.*note: diff compared //p'
}

# The median of the ratios of the numbers in two lists (one per line) to
# those of a third, line by line: each variant's run to the plain run of its
# round, so that drift between rounds (clocks, a noisy neighbour) cancels.
median_ratio() { # LIST BASE
  paste <(echo "$1") <(echo "$2") | awk '{ print $1 / $2 }' | median
}

measure() {
  echo "$rounds rounds of $repeat passes; each a median over the rounds of" \
    "the ratio to the plain run of the same round"
  printf '%-7s %10s %13s %14s %16s\n' model "plain us" "diff=0" \
    "every dispatch" "diff-every=10"
  for model in "${models[@]}"; do
    local plain="" off="" on="" every=""
    for ((r = 0; r < rounds; r++)); do
      plain+="$(pass_us "$model-plain" "")"$'\n'
      off+="$(pass_us "$model" diff=0)"$'\n'
      on+="$(pass_us "$model" diff)"$'\n'
      every+="$(pass_us "$model" diff,diff-every=10)"$'\n'
    done
    plain=${plain%$'\n'}
    awk -v m="$model" -v p="$(median <<<"$plain")" \
      -v a="$(median_ratio "${off%$'\n'}" "$plain")" \
      -v b="$(median_ratio "${on%$'\n'}" "$plain")" \
      -v c="$(median_ratio "${every%$'\n'}" "$plain")" \
      'BEGIN { printf "%-7s %10.1f %12.2fx %13.2fx %15.2fx\n", m, p, a, b, c }'
  done
  echo
  echo "what diff did (libdbgrt's note, one pass):"
  for model in "${models[@]}"; do
    printf '%-7s %s\n' "$model" "$(diff_note "$model")"
  done
  echo
  echo "against the kernels' host builds (diff-against=host), to plain:"
  for model in "${hostModels[@]}"; do
    local pair
    pair=$(median_pair "$model-host" diff=0 diff)
    awk -v m="$model" -v p="$pair" 'BEGIN { split(p, t, " ")
      printf "%-7s diff=0 %.1f us, every dispatch %.1f us (%.2fx)\n", m,
             t[1], t[2], t[2] / t[1] }'
    printf '%-7s %s\n' "" "$(diff_note "$model-host")"
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
