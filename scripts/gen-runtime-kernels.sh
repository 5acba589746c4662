#!/usr/bin/env bash
# Regenerates the PTX of libdbgrt's own kernels from their MLIR, with dbg:
# runtime/lib/dbgrt/Cuda/kernels/*.mlir -> *.ptx (committed; the build embeds
# it, so building libdbgrt needs neither LLVM's NVPTX backend nor CUDA).
# test/Tools/runtime-kernels.test fails when a .ptx is out of date.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${DBG_BIN:-$root/build/bin}
for mlir in "$root"/runtime/lib/dbgrt/Cuda/kernels/*.mlir; do
  "$bin/dbg-opt" "$mlir" \
    --dbg-pipeline="chip=sm_60 features=+ptx60 kernel-format=isa" |
    python3 "$root/test/Utils/extract-ptx.py" >"${mlir%.mlir}.ptx"
  echo "wrote ${mlir%.mlir}.ptx"
done
