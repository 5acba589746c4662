#!/usr/bin/env bash
# Configures and builds dbg in ./build (Release, Ninja) against LLVM/MLIR 22,
# installs it into ./build/install and builds examples/linalg-frontend
# against that installed package in ./build/linalg-frontend.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${DBG_BUILD_DIR:-$root/build}
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit >/dev/null
fi
cmake --build "$build" -- -j"$(nproc)"
# dbg's CMake package, installed into the build tree, and the example
# frontend built against it alone (examples/linalg-frontend), so that the
# package is tested as users get it.
cmake --install "$build" --prefix "$build/install" >/dev/null
frontend=$build/linalg-frontend
if [ ! -f "$frontend/build.ninja" ]; then
  cmake -S "$root/examples/linalg-frontend" -B "$frontend" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release -DDbg_DIR="$build/install/lib/cmake/dbg" \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit >/dev/null
fi
cmake --build "$frontend" -- -j"$(nproc)"
