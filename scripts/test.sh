#!/usr/bin/env bash
# Builds dbg and runs every test: lit (dialect, passes, conversions, tools,
# end-to-end runs; the GPU suite is skipped without a CUDA GPU), the
# runtime's GoogleTest suites (through lit) and the tests of
# examples/linalg-frontend, built against dbg's installed package. Ends
# with one summary line, "N passed, N failed, N skipped".
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${DBG_BUILD_DIR:-$root/build}
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
/usr/lib/llvm-22/bin/lit -sv "$build/test" "$build/test/Unit" \
  "$build/linalg-frontend/test" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
# lit's summary lines look like "  Passed     : 40 (97.56%)".
count() {
  sed -nE "s/^ *$1 *: *([0-9]+).*/\1/p" "$log" | awk '{n += $1} END {print n + 0}'
}
passed=$(( $(count Passed) + $(count 'Expectedly Failed') ))
failed=$(( $(count Failed) + $(count Unresolved) + $(count 'Timed Out') + $(count 'Unexpectedly Passed') ))
skipped=$(( $(count Unsupported) + $(count Excluded) + $(count Skipped) ))
echo "$passed passed, $failed failed, $skipped skipped"
exit "$status"
