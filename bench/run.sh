#!/usr/bin/env bash
# Benchmarks what dbg's dispatch instrumentation costs per dispatch, against
# the uninstrumented program, in one run:
#  - throughput: bench/dispatch-overhead.mlir, 20000 back-to-back launches
#    of a tiny kernel, each after the one before, then one wait (us per
#    dispatch; the GPU's pace is in it);
#  - host cost: bench/host-cost.mlir, rounds of 200 launches each timed from
#    the first launch to the last and drained before the next round, so the
#    launch queue never fills, in the fastest round (us per launch on the
#    host: the uninstrumented launch is the limit, and what each variant
#    adds is above it).
#
#   bench/run.sh build [DIR]   compile the variants here (default bench-suite/)
#   bench/run.sh run [DIR]     on a CUDA GPU: DBG_BENCH_ROUNDS interleaved
#                              rounds (default 9); medians, and the median of
#                              each round's difference to the uninstrumented
#                              run (robust to drift between rounds)
#   bench/run.sh all [DIR]     both
#   bench/run.sh null [DIR]    both without a GPU, on a stand-in CUDA driver
#                              whose calls cost nothing (bench/null-cuda/,
#                              DBG_CUDA_DRIVER): libdbgrt's own CPU time per
#                              launch, the limit being the uninstrumented
#                              program's (default dir bench-suite-null/)
#
# DBG_BENCH_TARGET=host builds for dbg's host target instead: the kernels run
# on the CPU, so no GPU is needed and the driver's launch cost is gone.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-all}
target=${DBG_BENCH_TARGET:-cuda}
suffix=${target/cuda/}
if [ "$mode" = null ]; then
  target=cuda
  suffix=-null
fi
dir=${2:-$root/bench-suite$suffix}

# name | dbg-compile --debug= | DBG_OPTIONS (TMP: a fresh temporary folder)
variants='baseline|none|
hooks-off|trace|trace=0
trace-to-file|trace|trace-file=TMP/trace.log
sync-mode|device-sync-mode|
sync-mode-traced|trace,device-sync-mode|trace-file=TMP/trace.log
bounds-checks|bounds=safe|
dispatch-races|dispatch-races|'

build() {
  local bin=${DBG_BIN:-$root/build/bin}
  rm -rf "$dir" && mkdir -p "$dir"
  cp "$0" "$dir/run.sh"
  while IFS='|' read -r name spec _; do
    for program in dispatch-overhead host-cost; do
      "$bin/dbg-compile" "$root/bench/$program.mlir" --debug="$spec" \
        --target="$target" -o "$dir/$name.$program"
    done
  done <<<"$variants"
  echo "built $(wc -l <<<"$variants") variants in $dir"
}

run() {
  python3 - "$dir" "${DBG_BENCH_ROUNDS:-9}" "$variants" <<'PY'
import os, shutil, statistics, subprocess, sys, tempfile
dir, rounds = sys.argv[1], int(sys.argv[2])
variants = [line.split("|") for line in sys.argv[3].strip().splitlines()]

def run(exe, options):
    tmp = tempfile.mkdtemp()
    env = dict(os.environ, DBG_OPTIONS=options.replace("TMP", tmp))
    out = subprocess.run([exe], env=env, capture_output=True, text=True)
    shutil.rmtree(tmp)
    if out.returncode != 0:
        sys.exit(f"{exe} ({options}) exited with {out.returncode}:\n"
                 f"{out.stderr[-2000:]}")
    return float(out.stdout.split()[-1])

programs = ["dispatch-overhead", "host-cost"]
times = {(name, p): [] for name, _, _ in variants for p in programs}
# Rounds interleave the variants, so drifting clocks or a noisy neighbour
# affect them alike.
for _ in range(rounds):
    for name, _, options in variants:
        for p in programs:
            times[(name, p)].append(run(f"{dir}/{name}.{p}", options))

def above(name, p):
    base = times[("baseline", p)]
    return statistics.median(t - b for t, b in zip(times[(name, p)], base))

print(f"{rounds} rounds; us per dispatch, medians; 'above': the median over "
      "the rounds of the difference to the uninstrumented run")
print(f"{'variant':<18}{'throughput':>11}{'ratio':>7}{'above':>8}"
      f"{'host cost':>11}{'above':>8}")
for name, _, _ in variants:
    t = statistics.median(times[(name, "dispatch-overhead")])
    h = statistics.median(times[(name, "host-cost")])
    b = statistics.median(times[("baseline", "dispatch-overhead")])
    print(f"{name:<18}{t:>11.3f}{t / b:>7.3f}{above(name, 'dispatch-overhead'):>8.3f}"
          f"{h:>11.3f}{above(name, 'host-cost'):>8.3f}")
print("limit: the uninstrumented launch, %.3f us of host time per launch"
      % statistics.median(times[("baseline", "host-cost")]))
PY
}

# The stand-in driver, built into $dir.
null_driver() {
  "${CXX:-c++}" -std=c++17 -O2 -shared -fPIC -I"$root/runtime/lib/dbgrt" \
    "$root/bench/null-cuda/Stubs.cpp" "$root/bench/null-cuda/Driver.cpp" \
    -o "$dir/libcuda.so.1"
}

case $mode in
  build) build ;;
  run) run ;;
  all) build && run ;;
  null) build && null_driver && DBG_CUDA_DRIVER=$dir/libcuda.so.1 run ;;
  *) echo "usage: $0 build|run|all|null [DIR]" >&2; exit 2 ;;
esac
