#!/usr/bin/env bash
# GPU suite check (cmd:same-report.sh): the repro test $1 reports the same
# first error as the run $1.written that wrote its repro (in $2), at the
# same source line; which thread of the dispatch claimed the report first
# may differ between two GPU runs, so the block and thread are left out,
# and so is the detail of a race (which element, which other thread or
# block: whichever pair claimed the report first).
set -euo pipefail
first() {
  grep -m1 '^\[dbg\] error: ' "$1" | grep -v ' site(s) failed' |
    sed -e 's/, block ([0-9,]*) thread ([0-9,]*)//' \
      -e 's/\( race on .* at [^ ]*:[0-9]*:[0-9]*\): .*/\1/'
}
written=$(first "$2/$1.written.err")
again=$(first "$2/$1.err")
if [ -z "$written" ] || [ "$written" != "$again" ]; then
  echo "the program reported: $written"
  echo "its repro reported:   $again"
  exit 1
fi
echo "same report: $written"
