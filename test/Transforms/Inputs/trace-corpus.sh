#!/usr/bin/env bash
# For every .mlir file in $2: if MLIR 22 parses it, outline its kernels, run
# trace-dispatches (the output is verified when printed and parsed
# again), and print how many dispatch sites it got and where.
set -u
dbgopt=$1
for f in "$2"/*.mlir; do
  name=$(basename "$f")
  if ! "$dbgopt" "$f" -o /dev/null 2>/dev/null; then
    echo "$name: does not parse with MLIR 22"
    continue
  fi
  if ! out=$("$dbgopt" "$f" -gpu-kernel-outlining -trace-dispatches 2>&1); then
    echo "$name: FAILED"; echo "$out"; continue
  fi
  if ! echo "$out" | "$dbgopt" -o /dev/null; then
    echo "$name: output does not verify"; continue
  fi
  sites=$(echo "$out" | grep -c '^  dbg.site ')
  first=$(echo "$out" | grep -m1 '^  dbg.site ' | sed 's/.* kernel "\([^"]*\)".* in "\([^"]*\)" : \([0-9]*\) at "[^"]*\/\([^"/]*\)"/@\2:\3 \1 at \4/')
  echo "$name: $sites dispatch sites${first:+, first @${first#@}}"
done
