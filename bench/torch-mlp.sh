#!/usr/bin/env bash
# dbg on a PyTorch model through a frontend, side by side with IREE: the
# MLP of examples/torch (mlp.mlir, and mlp_nan.mlir with its NaN bug)
# compiled by examples/linalg-frontend with dbg's flag, and by IREE's
# iree-compile (--iree-hal-target-device=cuda) plain and with
# --iree-flow-trace-dispatch-tensors, then run on the same input.
#
# It prints (1) what each tool reports for the NaN variant (the first
# lines that point at the bug), and (2) the cost of each configuration:
# the median wall time of a whole run (process start, CUDA context, module
# load, one forward pass, output) over DBG_BENCH_ROUNDS rounds (default
# 10), interleaved, and its ratio to the uninstrumented run of the same
# tool.
#
#   bench/torch-mlp.sh build [DIR]   compile here (default bench-torch/):
#                                    needs build/linalg-frontend; IREE's
#                                    programs when $IREE_COMPILE names
#                                    iree-compile ($IREE_CUDA_TARGET,
#                                    default sm_89: IREE 3.13 has no sm_90
#                                    target) and $IREE_RUN_MODULE the
#                                    self-contained iree-run-module
#   bench/torch-mlp.sh run [DIR]     on a CUDA GPU
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-run}
dir=${2:-$root/bench-torch}
frontend=${LINALG_FRONTEND:-$root/build/linalg-frontend/bin/linalg-frontend}
rounds=${DBG_BENCH_ROUNDS:-10}

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
    cp "${IREE_RUN_MODULE:?IREE_RUN_MODULE names iree-run-module}" "$dir/"
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

  echo "== Cost: median wall time of a whole run, $rounds rounds =="
  declare -A times
  for ((r = 0; r < rounds; r++)); do
    for name in "${names[@]}"; do
      local start end
      start=$(date +%s%N)
      # shellcheck disable=SC2046
      DBG_OPTIONS=$(options_of "$name") $(command_of "$name") \
        >/dev/null 2>&1 || true
      end=$(date +%s%N)
      times[$name]+="$(((end - start) / 1000)) "
    done
  done
  local median base_dbg="" base_iree=""
  printf '%-18s %12s %8s\n' configuration "median ms" ratio
  for name in "${names[@]}"; do
    median=$(tr ' ' '\n' <<<"${times[$name]}" | grep . | sort -n |
      awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}')
    [ "$name" = dbg.plain ] && base_dbg=$median
    [ "$name" = iree.plain ] && base_iree=$median
    local base=$base_dbg
    [[ $name == iree.* ]] && base=$base_iree
    awk -v n="$name" -v m="$median" -v b="${base:-$median}" \
      'BEGIN {printf "%-18s %12.1f %8.3f\n", n, m / 1000, m / b}'
  done
}

case $mode in
  build) build ;;
  run) run ;;
  all) build && run ;;
  *) echo "usage: $0 build|run|all [DIR]" >&2; exit 2 ;;
esac
