#!/usr/bin/env bash
# The main job on the bundled example: installs what dbg needs, builds it,
# compiles examples/third-dispatch-oob.mlir (a program whose third dispatch
# writes far out of bounds) with --debug=sensible, and runs it.
#
# With a CUDA GPU, dbg traces every dispatch and names the one that faulted,
# with its kernel and source line. Without one (dbg's host target is not
# there yet), it shows the dispatch sites it instrumented and the report the
# program gives on a machine with no GPU driver.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${DBG_BUILD_DIR:-$root/build}
"$root/scripts/install-deps.sh" >/dev/null
"$root/scripts/build.sh" >/dev/null
example=$root/examples/third-dispatch-oob.mlir
exe=$build/examples/third-dispatch-oob
mkdir -p "$(dirname "$exe")"

echo "\$ dbg-compile examples/third-dispatch-oob.mlir --debug=sensible -o $exe"
"$build/bin/dbg-compile" "$example" --debug=sensible -o "$exe"

if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
  echo "\$ $exe        # sync mode, tracing: the fault names its dispatch"
  "$exe" 2>&1 || echo "(exit status $?)"
  echo
  echo "\$ DBG_OPTIONS=device-sync-mode=0 $exe   # asynchronous: a range"
  DBG_OPTIONS=device-sync-mode=0 "$exe" 2>&1 || echo "(exit status $?)"
else
  echo "No CUDA GPU here. The dispatch sites dbg instrumented:"
  "$build/bin/dbg-compile" "$example" --debug=sensible --emit=mlir -o - |
    grep '^  dbg.site ' | sed 's/^  /  /'
  echo "\$ $exe"
  "$exe" 2>&1 || echo "(exit status $?)"
fi
