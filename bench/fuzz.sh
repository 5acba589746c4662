#!/usr/bin/env bash
# The mutation fuzzer of test/fuzz/mutate.py for longer than CI runs it:
#
#   bench/fuzz.sh [SECONDS [SEED]]     default: 600 s, seed 1
#
# Seeds are the test inputs and, when ../shared/corpus is there, upstream's
# GPU programs. Failing mutants are kept in fuzz-failures/; crashes that
# upstream's mlir-opt shows too are counted apart.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
exec python3 "$root/test/fuzz/mutate.py" --bin "${DBG_BIN:-$root/build/bin}" \
  --seeds "$root/test" "$root/../shared/corpus" --seconds "${1:-600}" \
  --seed "${2:-1}" --out "$root/fuzz-failures" \
  --upstream-opt "$(llvm-config-22 --bindir)/mlir-opt"
