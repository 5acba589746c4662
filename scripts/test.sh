#!/usr/bin/env bash
# Builds dbg and runs every test: lit (dialect, passes, conversions, tools,
# integration; GPU tests are skipped without a CUDA GPU) and the runtime's
# GoogleTest suite. Ends with lit's summary.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
build=${DBG_BUILD_DIR:-$root/build}
cmake --build "$build" --target check-dbg
