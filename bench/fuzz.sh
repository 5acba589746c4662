#!/usr/bin/env bash
# The mutation fuzzers of test/fuzz for longer than CI runs them:
#
#   bench/fuzz.sh [SECONDS [SEED]]     default: 600 s each, seed 1
#
# mutate.py compiles mutated programs: seeds are the test inputs and, when
# ../shared/corpus is there, upstream's GPU programs; crashes that
# upstream's mlir-opt shows too are counted apart. mutate-runtime.py runs
# the PyTorch MLP (built by linalg-frontend) with mutated DBG_OPTIONS
# filters and .npy headers. Failing cases are kept in fuzz-failures/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${DBG_BIN:-$root/build/bin}
status=0
python3 "$root/test/fuzz/mutate.py" --bin "$bin" \
  --seeds "$root/test" "$root/../shared/corpus" --seconds "${1:-600}" \
  --seed "${2:-1}" --out "$root/fuzz-failures" \
  --upstream-opt "$(llvm-config-22 --bindir)/mlir-opt" || status=1
frontend=${LINALG_FRONTEND:-$root/build/linalg-frontend/bin/linalg-frontend}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$frontend" "$root/examples/torch/mlp.mlir" --target=host \
  --debug=trace,sensible -o "$work/mlp"
python3 "$root/test/fuzz/mutate-runtime.py" --program "$work/mlp" \
  --input "$root/examples/torch/mlp.input.npy" --seconds "${1:-600}" \
  --seed "${2:-1}" --out "$root/fuzz-failures" || status=1
exit $status
