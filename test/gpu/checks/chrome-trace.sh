#!/usr/bin/env bash
# GPU suite check (cmd:chrome-trace.sh): the Chrome trace test $1 wrote to
# $2/$1.json loads as JSON, with one dispatch slice per dispatch and, since
# the test runs with timing, one kernel slice (device time) each.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
summary=$(python3 "$here/check-chrome-trace.py" "$2/$1.json")
echo "$summary"
grep -q '^slice 2 ' <<<"$summary" || { echo "no kernel slices"; exit 1; }
