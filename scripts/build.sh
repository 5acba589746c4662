#!/usr/bin/env bash
# Configures and builds dbg in ./build (Release, Ninja) against LLVM/MLIR 22.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${DBG_BUILD_DIR:-$root/build}
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit >/dev/null
fi
cmake --build "$build" -- -j"$(nproc)"
