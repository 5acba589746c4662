#!/usr/bin/env bash
# dbg on a PyTorch model through a frontend, side by side with IREE: the
# MLP of examples/torch (mlp.mlir, and mlp_nan.mlir with its NaN bug)
# compiled by examples/linalg-frontend with dbg's flag, and by IREE's
# iree-compile (--iree-hal-target-device=cuda) plain and with
# --iree-flow-trace-dispatch-tensors, then run on the same input.
#
# It prints (1) what each tool reports for the NaN variant (the first
# lines that point at the bug), and (2) the cost of each configuration, as
# the ratio to the uninstrumented run of the same tool: the median time of
# one forward pass in a process that runs it DBG_BENCH_REPEAT times
# (default 200; dbg's --repeat, IREE's iree-benchmark-module), and the
# median wall time of a whole run (process start, CUDA context, module
# load, one forward pass, output), each over DBG_BENCH_ROUNDS rounds
# (default 10), interleaved.
#
#   bench/torch-mlp.sh build [DIR]   compile here (default bench-torch/):
#                                    needs build/linalg-frontend; IREE's
#                                    programs when $IREE_COMPILE names
#                                    iree-compile ($IREE_CUDA_TARGET,
#                                    default sm_89: IREE 3.13 has no sm_90
#                                    target) and $IREE_RUN_MODULE the
#                                    self-contained iree-run-module (and
#                                    iree-benchmark-module beside it)
#   bench/torch-mlp.sh run [DIR]     on a CUDA GPU
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-run}
dir=${2:-$root/bench-torch}
frontend=${LINALG_FRONTEND:-$root/build/linalg-frontend/bin/linalg-frontend}
rounds=${DBG_BENCH_ROUNDS:-10}
repeat=${DBG_BENCH_REPEAT:-200}

# name | model | linalg-frontend flags | DBG_OPTIONS
dbg_configs=(
  "dbg.plain|mlp||"
  "dbg.sensible|mlp|--debug=sensible|"
  "dbg.nan-op|mlp|--debug=nan-check=op|"
  "dbg.stats|mlp|--debug=trace|trace-tensors=forward,trace-tensors-when=outputs"
  "dbg.nan.sensible|mlp_nan|--debug=sensible|"
  "dbg.nan.nan-op|mlp_nan|--debug=nan-check=op|"
  "dbg.nan.stats|mlp_nan|--debug=trace|trace-tensors=forward,trace-tensors-when=outputs"
)
# name | model | iree-compile flags
iree_configs=(
  "iree.plain|mlp|"
  "iree.trace|mlp|--iree-flow-trace-dispatch-tensors"
  "iree.nan.trace|mlp_nan|--iree-flow-trace-dispatch-tensors"
)

build() {
  rm -rf "$dir" && mkdir -p "$dir"
  cp "$root"/examples/torch/*.npy "$dir/"
  for config in "${dbg_configs[@]}"; do
    IFS='|' read -r name model flags _ <<<"$config"
    # shellcheck disable=SC2086
    "$frontend" "$root/examples/torch/$model.mlir" --target=cuda $flags \
      -o "$dir/$name"
  done
  if [ -n "${IREE_COMPILE:-}" ]; then
    for config in "${iree_configs[@]}"; do
      IFS='|' read -r name model flags <<<"$config"
      # shellcheck disable=SC2086
      "$IREE_COMPILE" --iree-hal-target-device=cuda \
        --iree-cuda-target="${IREE_CUDA_TARGET:-sm_89}" $flags \
        "$root/examples/torch/$model.mlir" -o "$dir/$name.vmfb"
    done
    cp "${IREE_RUN_MODULE:?IREE_RUN_MODULE names iree-run-module}" \
      "$(dirname "$IREE_RUN_MODULE")/iree-benchmark-module" "$dir/"
  fi
  echo "built $(ls "$dir" | grep -vc '\.npy$') programs in $dir"
}

# The command line of configuration $1 (a name) on its model's input.
command_of() {
  local name=$1 model
  for config in "${dbg_configs[@]}" "${iree_configs[@]}"; do
    IFS='|' read -r n model _ <<<"$config"
    [ "$n" = "$name" ] || continue
    if [[ $name == iree.* ]]; then
      echo "./iree-run-module --device=cuda --module=$name.vmfb" \
        "--function=forward --input=@$model.input.npy"
    else
      echo "./$name --input=@$model.input.npy"
    fi
  done
}

options_of() {
  for config in "${dbg_configs[@]}"; do
    IFS='|' read -r n _ _ options <<<"$config"
    [ "$n" = "$1" ] && echo "$options"
  done
  return 0
}

run() {
  cd "$dir"
  local names=()
  for config in "${dbg_configs[@]}" "${iree_configs[@]}"; do
    IFS='|' read -r name _ <<<"$config"
    if [[ $name == iree.* ]] && [ ! -f "$name.vmfb" ]; then continue; fi
    names+=("$name")
  done

  echo "== What each tool reports for the NaN variant (mlp_nan) =="
  for name in "${names[@]}"; do
    [[ $name == *.nan.* ]] || continue
    echo "-- $name: $(command_of "$name")"
    # shellcheck disable=SC2046
    DBG_OPTIONS=$(options_of "$name") $(command_of "$name") 2>&1 |
      grep -E '\[dbg\] (error|TENSOR)|NAN|nan=' | head -8 | cut -c1-300 || true
  done

  declare -A times passes
  for ((r = 0; r < rounds; r++)); do
    for name in "${names[@]}"; do
      local start end
      start=$(date +%s%N)
      # shellcheck disable=SC2046
      DBG_OPTIONS=$(options_of "$name") $(command_of "$name") \
        >/dev/null 2>&1 || true
      end=$(date +%s%N)
      times[$name]+="$(((end - start) / 1000)) "
      passes[$name]+="$(pass_us "$name") "
    done
  done
  echo "== Cost of one forward pass (us, median of $rounds processes of" \
    "$repeat passes) and of a whole run (ms, median of $rounds) =="
  printf '%-18s %10s %8s %10s %8s\n' configuration "pass us" ratio \
    "run ms" ratio
  local base_pass="" base_run=""
  for name in "${names[@]}"; do
    local pass run
    pass=$(median "${passes[$name]}")
    run=$(median "${times[$name]}")
    if [ "$name" = dbg.plain ] || [ "$name" = iree.plain ]; then
      base_pass=$pass base_run=$run
    fi
    awk -v n="$name" -v p="$pass" -v bp="${base_pass:-$pass}" -v r="$run" \
      -v br="${base_run:-$run}" 'BEGIN {printf "%-18s %10.2f %8.3f %10.1f %8.3f\n", n, p, (bp > 0 ? p / bp : 0), r / 1000, r / br}'
  done
}

median() {
  tr ' ' '\n' <<<"$1" | grep . | sort -g |
    awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'
}

# Microseconds per forward pass of configuration $1, in one process that
# runs it $repeat times (a run that reports a bug exits with 1: its time
# still counts).
pass_us() {
  local name=$1
  if [[ $name == iree.* ]]; then
    local model=mlp
    [[ $name == *.nan.* ]] && model=mlp_nan
    ./iree-benchmark-module --device=cuda --module="$name.vmfb" \
      --function=forward --input=@$model.input.npy \
      --benchmark_min_time="${repeat}x" 2>/dev/null |
      awk '/real_time/ && $3 ~ /^(ns|us|ms)$/ {
             f = $3 == "ns" ? 0.001 : $3 == "ms" ? 1000 : 1
             print $2 * f; exit }' || true
  else
    # shellcheck disable=SC2046
    DBG_OPTIONS=$(options_of "$name") $(command_of "$name") \
      --repeat="$repeat" 2>&1 >/dev/null |
      sed -nE 's/.* ([0-9.]+) us per run$/\1/p' || true
  fi
}

case $mode in
  build) build ;;
  run) run ;;
  all) build && run ;;
  *) echo "usage: $0 build|run|all [DIR]" >&2; exit 2 ;;
esac
