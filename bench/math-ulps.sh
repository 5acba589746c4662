#!/usr/bin/env bash
# How far the host target's math functions are from a GPU's: runs
# bench/math-ulps.mlir (26 f32 functions, 65536 inputs each) on the host
# and prints, per function, the largest distance in ulps from the GPU's
# results and the share of identical results (bench/math-ulps.py).
#
#   bench/math-ulps.sh build DIR        compile for host and cuda into DIR
#   bench/math-ulps.sh run EXE DUMP     run one, dumping its results
#   bench/math-ulps.sh compare HOST_DUMP GPU_DUMP
#
# The GPU run needs a CUDA GPU: build here, run the cuda executable where
# the GPU is, and compare the two dump directories.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${DBG_BIN:-$root/build/bin}
case ${1:-} in
  build)
    mkdir -p "$2"
    "$bin/dbg-compile" "$root/bench/math-ulps.mlir" --target=host --debug=trace -o "$2/math-ulps.host"
    "$bin/dbg-compile" "$root/bench/math-ulps.mlir" --target=cuda --debug=trace -o "$2/math-ulps.cuda"
    ;;
  run)
    rm -rf "$3"
    DBG_OPTIONS="trace=0,trace-tensors=.,trace-tensors-when=outputs,trace-tensors-mode=npy,dump-dir=$3" "$2"
    ;;
  compare)
    python3 "$root/bench/math-ulps.py" "$root/bench/math-ulps.mlir" "$2" "$3"
    ;;
  *)
    sed -n '2,14p' "$0" >&2
    exit 2
    ;;
esac
