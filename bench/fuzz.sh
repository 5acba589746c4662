#!/usr/bin/env bash
# The mutation fuzzers of test/fuzz for longer than CI runs them:
#
#   bench/fuzz.sh [COUNT [SEEDS]]   default: 10000 cases per fuzzer and
#                                   seed, seeds "1 2 3" (30,000 each)
#
# generate-launches.py builds and runs kernels of mixed-width scalars and
# launches that may contradict known sizes, and their repros.
# mutate.py compiles mutated programs: seeds are the test inputs and
# upstream's GPU programs (test/corpus); crashes that
# upstream's mlir-opt shows too are counted apart. mutate-runtime.py runs
# the PyTorch MLP (built by linalg-frontend) with mutated DBG_OPTIONS
# filters, .npy headers, hostile dump-dir contents and signals during
# traced runs. Failing cases are kept in fuzz-failures/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${DBG_BIN:-$root/build/bin}
status=0
count=${1:-10000}
frontend=${LINALG_FRONTEND:-$root/build/linalg-frontend/bin/linalg-frontend}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$frontend" "$root/examples/torch/mlp.mlir" --target=host \
  --debug=trace,sensible -o "$work/mlp"
for seed in ${2:-1 2 3}; do
  python3 "$root/test/fuzz/mutate.py" --bin "$bin" \
    --seeds "$root/test" --count "$count" \
    --seconds 0 --seed "$seed" --out "$root/fuzz-failures/compile-$seed" \
    --upstream-opt "$(llvm-config-22 --bindir)/mlir-opt" || status=1
  python3 "$root/test/fuzz/mutate-runtime.py" --program "$work/mlp" \
    --input "$root/examples/torch/mlp.input.npy" --count "$count" \
    --seconds 1e9 --seed "$seed" --out "$root/fuzz-failures/run-$seed" \
    || status=1
  # A case builds two programs: a tenth of the count.
  python3 "$root/test/fuzz/generate-launches.py" --bin "$bin" \
    --count $((count / 10)) --seed "$seed" \
    --out "$root/fuzz-failures/launches-$seed" || status=1
done
exit $status
