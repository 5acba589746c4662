#!/usr/bin/env bash
# Benchmarks the dispatch-level tools, in one run:
#  1. the host cost per dispatch of each trace format written to a file
#     (bench/host-cost.mlir: rounds of 200 launches of a tiny kernel, each
#     timed from its first launch to its last and drained before the next,
#     so the GPU's pace stays out; the fastest round), as the time above the uninstrumented
#     run;
#  2. the cost of trace-tensors-mode=stats per tensor size
#     (bench/tensor-stats.mlir: 50 dispatches that each write N floats),
#     against the same program without tracing;
#  3. the whole tool set on a multi-dispatch program (bench/checks.mlir:
#     five kernels, 20 launches each), as the ratio of its wall time to the
#     uninstrumented run's (CUDA only: the host target does not run its
#     tiled kernel's shared memory).
#
#   bench/dispatch-tools.sh build [DIR]   compile here (default
#                                         bench-dispatch-tools/)
#   bench/dispatch-tools.sh run [DIR]     on a CUDA GPU: DBG_BENCH_ROUNDS
#                                         rounds (default 7), interleaved;
#                                         medians
#   bench/dispatch-tools.sh all [DIR]     both
#
# DBG_BENCH_TARGET=host builds for the host target (no GPU needed).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-all}
target=${DBG_BENCH_TARGET:-cuda}
dir=${2:-$root/bench-dispatch-tools${target/cuda/}}
sizes="1024 65536 1048576 16777216"

# 1. name | --debug= | DBG_OPTIONS (TMP: a fresh temporary folder)
trace_variants='baseline|none|
text-to-file|trace|trace-file=TMP/trace.log
jsonl-to-file|trace|trace-file=TMP/trace.jsonl,trace-format=jsonl
chrome-to-file|trace|trace-file=TMP/trace.json,trace-format=chrome
chrome-timing|trace|trace-file=TMP/trace.json,trace-format=chrome,timing'

# 3. name | --debug= | DBG_OPTIONS
tool_variants='baseline|none|
sensible|sensible|
sensible+inputs|sensible,check-inputs|
sensible+stats|sensible|trace-file=TMP/trace.log,trace-tensors=.
sensible+chrome-timing|sensible|trace-file=TMP/trace.json,trace-format=chrome,timing
everything|sensible,check-inputs|trace-file=TMP/trace.json,trace-format=chrome,timing,trace-tensors=.,trace-tensors-when=both'

build() {
  local bin=${DBG_BIN:-$root/build/bin}
  rm -rf "$dir" && mkdir -p "$dir"
  cp "$0" "$dir/dispatch-tools.sh"
  while IFS='|' read -r name spec _; do
    "$bin/dbg-compile" "$root/bench/host-cost.mlir" --debug="$spec" \
      --target="$target" -o "$dir/trace-$name"
  done <<<"$trace_variants"
  for n in $sizes; do
    sed "s/@N@/$n/g; s/@BLOCKS@/$((n / 256))/g" "$root/bench/tensor-stats.mlir" \
      >"$dir/stats-$n.mlir"
    "$bin/dbg-compile" "$dir/stats-$n.mlir" --debug=trace --target="$target" \
      -o "$dir/stats-$n"
  done
  # The host target does not run the tiled kernel's shared memory yet.
  if [ "$target" = cuda ]; then
    sed "s/@ITERS@/20/g" "$root/bench/checks.mlir" >"$dir/checks.mlir"
    while IFS='|' read -r name spec _; do
      "$bin/dbg-compile" "$dir/checks.mlir" --debug="$spec" \
        -o "$dir/tools-$name"
    done <<<"$tool_variants"
  fi
  echo "built the dispatch-tool benchmarks in $dir"
}

run() {
  local rounds=${DBG_BENCH_ROUNDS:-7}
  python3 - "$dir" "$rounds" "$sizes" "$trace_variants" "$tool_variants" <<'PY'
import os, shutil, statistics, subprocess, sys, tempfile, time
dir, rounds, sizes = sys.argv[1], int(sys.argv[2]), sys.argv[3].split()
def variants(text):
    return [line.split("|") for line in text.strip().splitlines()]
traces, tools = variants(sys.argv[4]), variants(sys.argv[5])

def run(exe, options):
    """Runs exe with DBG_OPTIONS; returns (stdout, wall seconds)."""
    tmp = tempfile.mkdtemp()
    env = dict(os.environ, DBG_OPTIONS=options.replace("TMP", tmp))
    start = time.perf_counter()
    out = subprocess.run([exe], env=env, capture_output=True, text=True)
    wall = time.perf_counter() - start
    shutil.rmtree(tmp)
    if out.returncode != 0:
        sys.exit(f"{exe} ({options}) exited with {out.returncode}:\n{out.stderr[-2000:]}")
    return out.stdout, wall

# 1. Trace formats.
per = {name: [] for name, _, _ in traces}
for _ in range(rounds):
    for name, _, options in traces:
        out, _ = run(f"{dir}/trace-{name}", options)
        per[name].append(float(out.split()[-1]))
base = statistics.median(per["baseline"])
low = min(per["baseline"])
print("1. trace formats, host time per dispatch to a file (us): median and")
print("   minimum over the rounds (the minimum is the least disturbed run)")
print(f"{'variant':<18}{'median':>9}{'above':>8}{'ratio':>8}{'min':>9}{'above':>8}")
for name, _, _ in traces:
    m, n = statistics.median(per[name]), min(per[name])
    print(f"{name:<18}{m:>9.3f}{m - base:>8.3f}{m / base:>8.3f}{n:>9.3f}{n - low:>8.3f}")

# 2. Stats per tensor size.
print("\n2. trace-tensors-mode=stats, per dispatch of one output tensor (us)")
print(f"{'elements':>10}{'MB':>8}{'plain':>10}{'stats':>10}{'cost':>10}")
for n in sizes:
    plain, stats = [], []
    for _ in range(rounds):
        plain.append(float(run(f"{dir}/stats-{n}", "trace=0")[0].split()[-1]))
        stats.append(float(run(f"{dir}/stats-{n}",
            "trace=0,trace-tensors=.,trace-file=TMP/t.log")[0].split()[-1]))
    p, s = statistics.median(plain), statistics.median(stats)
    print(f"{int(n):>10}{int(n) * 4 / 2**20:>8.2f}{p:>10.1f}{s:>10.1f}{s - p:>10.1f}")

# 3. The whole tool set.
if not os.path.exists(f"{dir}/tools-baseline"):
    sys.exit(0)
walls = {name: [] for name, _, _ in tools}
kernels = {name: [] for name, _, _ in tools}
for _ in range(rounds):
    for name, _, options in tools:
        out, wall = run(f"{dir}/tools-{name}", options)
        walls[name].append(wall)
        kernels[name].append(sum(float(l.split()[-1]) for l in out.splitlines()
                                 if len(l.split()) == 2))
print("\n3. the tool set on bench/checks.mlir (100 dispatches of 5 kernels)")
print(f"{'variant':<24}{'wall s':>9}{'ratio':>8}{'kernels us':>12}{'ratio':>8}")
wb, kb = statistics.median(walls["baseline"]), statistics.median(kernels["baseline"])
for name, _, _ in tools:
    w, k = statistics.median(walls[name]), statistics.median(kernels[name])
    print(f"{name:<24}{w:>9.3f}{w / wb:>8.3f}{k:>12.1f}{k / kb:>8.3f}")
PY
}

case $mode in
  build) build ;;
  run) run ;;
  all) build && run ;;
  *) echo "usage: $0 build|run|all [DIR]" >&2; exit 2 ;;
esac
