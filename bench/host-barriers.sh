#!/usr/bin/env bash
# What threads that wait for each other cost on the host target: a kernel
# of 64 blocks x 256 threads, each running ITERS multiply-adds, without and
# with a gpu.barrier in every iteration (bench/host-barriers.mlir), on all
# cores and on one (host-threads=1). Prints the time of each (best of
# DBG_BENCH_ROUNDS, default 3), the throughput in thread-iterations per
# second, and the cost of one barrier per thread:
# (time with barriers - time without) / (threads x iterations).
#
#   bench/host-barriers.sh [ITERS]   (default 2000; dbg built in build/)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
iters=${1:-2000}
rounds=${DBG_BENCH_ROUNDS:-3}
bin=${DBG_BIN:-$root/build/bin}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
threads=$((64 * 256))
for variant in plain barriers; do
  barrier=""
  [ "$variant" = barriers ] && barrier="gpu.barrier"
  sed -e "s/BARRIER/$barrier/" -e "s/ITERS/$iters/" \
    "$root/bench/host-barriers.mlir" > "$dir/$variant.mlir"
  "$bin/dbg-compile" "$dir/$variant.mlir" --target=host -o "$dir/$variant"
done
# Best wall time of $rounds runs, in seconds.
best() {
  local best=""
  for _ in $(seq "$rounds"); do
    local start end
    start=$(date +%s%N)
    env DBG_OPTIONS="$2" "$1"
    end=$(date +%s%N)
    local t=$(( end - start ))
    if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
  done
  echo "$best"
}
cores=$(nproc)
printf '%-10s %-12s %12s %22s\n' kernel cpu-threads seconds thread-iters/s
declare -A time
for variant in plain barriers; do
  for setting in "host-threads=0:$cores" "host-threads=1:1"; do
    option=${setting%%:*}; count=${setting##*:}
    ns=$(best "$dir/$variant" "$option")
    time[$variant.$count]=$ns
    awk -v v="$variant" -v c="$count" -v ns="$ns" -v n="$threads" -v it="$iters" \
      'BEGIN { printf "%-10s %-12s %12.4f %22.3e\n", v, c, ns / 1e9, n * it / (ns / 1e9) }'
  done
done
for count in "$cores" 1; do
  awk -v a="${time[barriers.$count]}" -v b="${time[plain.$count]}" \
    -v n="$threads" -v it="$iters" -v c="$count" \
    'BEGIN { printf "one barrier per thread (%s cpu threads): %.1f ns\n", c, (a - b) / (n * it) * c }'
done
