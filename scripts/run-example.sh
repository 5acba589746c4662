#!/usr/bin/env bash
# The main job on the bundled example: installs what dbg needs, builds it,
# compiles examples/third-dispatch-oob.mlir (a program whose third dispatch
# writes far out of bounds) with --debug=sensible, and runs it: on the GPU
# when a CUDA GPU is there, else on the CPU (dbg-compile --target=host).
# Either way dbg traces every dispatch and names the one that faulted, with
# its kernel and source line.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${DBG_BUILD_DIR:-$root/build}
"$root/scripts/install-deps.sh" >/dev/null
"$root/scripts/build.sh" >/dev/null
example=examples/third-dispatch-oob.mlir
exe=$build/examples/third-dispatch-oob
mkdir -p "$(dirname "$exe")"
cd "$root"

if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
  target=cuda
else
  target=host
  echo "No CUDA GPU here: running the kernels on the CPU (--target=host)."
fi
echo "\$ dbg-compile $example --target=$target --debug=sensible -o $exe"
"$build/bin/dbg-compile" "$example" --target=$target --debug=sensible -o "$exe"

echo "\$ $exe"
"$exe" 2>&1 || echo "(exit status $?)"
if [ "$target" = cuda ]; then
  # Without the checks the store faults; without sync mode the fault
  # surfaces later, and dbg names every dispatch it may come from.
  echo
  echo "\$ dbg-compile $example --debug=trace -o $exe-traced"
  "$build/bin/dbg-compile" "$example" --debug=trace -o "$exe-traced"
  echo "\$ $exe-traced"
  "$exe-traced" 2>&1 || echo "(exit status $?)"
fi
