#!/usr/bin/env bash
# Benchmarks what dbg's device-side checks cost in kernel time, as ratios
# against the uninstrumented program, and what compute-sanitizer's memcheck
# costs on the same kernels (bench/checks.mlir: a streaming kernel, a
# reduction, a naive and a shared-memory tiled matmul, a stencil).
#
#   bench/checks.sh build [DIR]   compile the variants here (default
#                                 bench-checks/)
#   bench/checks.sh run [DIR]     on a CUDA GPU: run each variant
#                                 DBG_BENCH_ROUNDS times (default 5),
#                                 interleaved, and print each kernel's median
#                                 time per launch and its ratio, then the
#                                 geometric mean of the ratios
#   bench/checks.sh all [DIR]     both
#   bench/checks.sh host [DIR]    build for the host target (one launch per
#                                 kernel) and run here: the same table for
#                                 the CPU (default bench-checks-host/)
#   bench/checks.sh hopper-build|hopper-run [DIR]
#                                 the Hopper GEMM's part alone
#   bench/checks.sh twins-build|twins-run [DIR]
#                                 the CUDA C++ twins' part alone (it needs
#                                 the baseline and bounds-safe builds)
#
# memcheck runs a build with 2 launches per kernel (it is 10-100x slower);
# the times are per launch either way. DBG_BENCH_SANITIZER=0 leaves
# compute-sanitizer out.
#
# On the GPU, `run` then times bench/hopper-gemm.mlir (a TMA + wgmma GEMM
# for sm_90a) plain and under the checks of Hopper kernels, with
# compute-sanitizer's tools on the same binary.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-all}
target=cuda
if [ "$mode" = host ]; then
  target=host
  dir=${2:-$root/bench-checks-host}
else
  dir=${2:-$root/bench-checks}
fi

# name | dbg-compile --debug= | launches per kernel
variants='baseline|none|20
bounds-safe|bounds=safe|20
bounds-all|bounds=all|20
bounds-versioned|bounds=all,bounds-branch-guards=0|20
nan-store|nan-check=store|20
nan-op|nan-check=op|20
sensible-checks|bounds=safe,nan-check=store,races=workgroup,wait-sites|20
races|races=workgroup|20
races-unelided|workgroup-unelided|20
races-global|races=global|20
races-global-unelided|global-unelided|20
waits|wait-sites|20
lifetimes|lifetimes|20
memcheck-base|none|2'

# The Hopper GEMM: name | dbg-compile --debug= | launches. The plain build
# is compiled with `trace` (its kernel as the user wrote it; its launches
# named dispatches, as the checked builds' are), so that libdbgrt's timing
# events time its kernel too.
hopper_variants='baseline|trace|20
races|races=workgroup|20
overflow|overflow|20
bounds-safe|bounds=safe|20
waits|wait-sites|20
sensible-checks|bounds=safe,nan-check=store,races=workgroup,wait-sites|20
memcheck-base|trace|2'

build() {
  local bin=${DBG_BIN:-$root/build/bin}
  rm -rf "$dir" && mkdir -p "$dir"
  cp "$0" "$dir/checks.sh"
  while IFS='|' read -r name spec iters; do
    if [ "$target" = host ]; then
      # The CPU is 100-1000x slower: one launch, no sanitizer.
      [ "$name" = memcheck-base ] && continue
      iters=1
    fi
    sed "s/@ITERS@/$iters/g" "$root/bench/checks.mlir" >"$dir/$name.mlir"
    if [ "${spec%-unelided}" != "$spec" ]; then
      # What the race checks cost where they run: every workgroup (global)
      # access checked (insert-race-checks{elide=false}), none proven
      # race-free. (On the host, workgroup memory is ordinary memory:
      # address space 0.)
      local space=3 scope=device
      [ "$target" = host ] && space=0 && scope=
      "$bin/dbg-opt" "$dir/$name.mlir" --gpu-kernel-outlining \
        --insert-race-checks="memory=${spec%-unelided} elide=false shadow-address-space=$space sync-scope=$scope" \
        -o "$dir/$name.races.mlir"
      mv "$dir/$name.races.mlir" "$dir/$name.mlir"
      spec=none
    fi
    "$bin/dbg-compile" "$dir/$name.mlir" --target="$target" --debug="$spec" \
      -o "$dir/$name"
  done <<<"$variants"
  if [ "$target" = host ]; then
    echo "built the variants for the host target in $dir"
    return
  fi
  build_hopper
  build_twins
  # The dispatch scan: the same program without and with it.
  "$bin/dbg-compile" "$root/bench/scan.mlir" -o "$dir/scan-base"
  "$bin/dbg-compile" "$root/bench/scan.mlir" --debug=nan-check=dispatch \
    -o "$dir/scan"
  echo "built $(wc -l <<<"$variants") variants and the scan pair in $dir"
}

# bench/checks-twins.cu, the five kernels in CUDA C++, plain and with
# nvcc's compile-time memcheck instrumentation (--sanitize memcheck, where
# this nvcc has it), into $dir; nothing without nvcc.
build_twins() {
  local nvcc
  nvcc=$(command -v nvcc || ls /usr/local/cuda/bin/nvcc 2>/dev/null || true)
  [ -n "$nvcc" ] || return 0
  "$nvcc" -O3 -arch=sm_90 "$root/bench/checks-twins.cu" -o "$dir/twins"
  if "$nvcc" --help | grep -q -- '--sanitize'; then
    "$nvcc" -O3 -arch=sm_90 --sanitize memcheck "$root/bench/checks-twins.cu" \
      -o "$dir/twins-sanitize"
  fi
  "$nvcc" --version | sed -n 's/.*release \([0-9.]*\).*/\1/p' >"$dir/twins-nvcc"
}

# The Hopper GEMM's variants, into $dir.
build_hopper() {
  local bin=${DBG_BIN:-$root/build/bin}
  mkdir -p "$dir"
  cp "$0" "$dir/checks.sh"
  while IFS='|' read -r name spec iters; do
    sed "s/@ITERS@/$iters/g; s/@REPS@/50/g" "$root/bench/hopper-gemm.mlir" \
      >"$dir/hopper-$name.mlir"
    "$bin/dbg-compile" "$dir/hopper-$name.mlir" --chip=sm_90a \
      --debug="$spec" -o "$dir/hopper-$name"
  done <<<"$hopper_variants"
}

# The dispatch scan's bandwidth against a device-to-device copy of the same
# 256 MB, and its cost per dispatch on a 1 KB buffer.
run_scan() {
  local rounds=${DBG_BENCH_ROUNDS:-5} results
  results=$(mktemp)
  for ((r = 0; r < rounds; r++)); do
    "$dir/scan-base" | sed 's/^/base /'
    "$dir/scan" | sed 's/^/scan /'
  done >"$results"
  python3 - "$results" <<'PY'
import statistics, sys
t = {}
for line in open(sys.argv[1]):
    variant, what, value = line.split()
    t.setdefault((variant, what), []).append(float(value))
m = {k: statistics.median(v) for k, v in t.items()}
size = 256 * 1024 * 1024  # bytes
copy = m[("base", "copy")]
scan = m[("scan", "big")] - m[("base", "big")]
print("dispatch scan of 256 MB: %.1f us, %.0f GB/s read; device-to-device "
      "copy of 256 MB: %.1f us, %.0f GB/s copied; scan/copy bandwidth %.2f" %
      (scan, size / scan / 1e3, copy, size / copy / 1e3, copy / scan))
print("dispatch scan of 1 KB: %.2f us per dispatch (%.2f us with, %.2f "
      "without)" % (m[("scan", "small")] - m[("base", "small")],
                    m[("scan", "small")], m[("base", "small")]))
PY
  rm -f "$results"
}

# The CUDA C++ twins beside dbg's bounds=safe, in one run: their time per
# launch plain, built with nvcc's compile-time memcheck (alone, and under
# compute-sanitizer memcheck, `$1`), and under compute-sanitizer's memcheck
# (binary patching), against the MLIR builds' baseline and bounds=safe.
run_twins() {
  local rounds=${DBG_BENCH_ROUNDS:-5} sanitizer=$1 results
  [ -x "$dir/twins" ] || { echo "no CUDA C++ twins (built without nvcc)"; return 0; }
  results=$(mktemp)
  for ((r = 0; r < rounds; r++)); do
    "$dir/twins" 20 | sed 's/^/cuda /'
    [ -x "$dir/twins-sanitize" ] && "$dir/twins-sanitize" 20 | sed 's/^/compiled /'
    "$dir/baseline" | sed 's/^/mlir /'
    "$dir/bounds-safe" | sed 's/^/bounds-safe /'
  done >"$results"
  if [ -n "$sanitizer" ]; then
    "$sanitizer" --tool memcheck --print-limit 1 "$dir/twins" 2 |
      sed -n 's/^\(stream\|reduce\|matmul\|tiled\|stencil\) /memcheck \1 /p' >>"$results"
    [ -x "$dir/twins-sanitize" ] &&
      "$sanitizer" --tool memcheck --print-limit 1 "$dir/twins-sanitize" 2 |
      sed -n 's/^\(stream\|reduce\|matmul\|tiled\|stencil\) /compiled+memcheck \1 /p' >>"$results"
  fi
  echo "CUDA C++ twins (nvcc $(cat "$dir/twins-nvcc" 2>/dev/null)), $("$sanitizer" --version 2>/dev/null | sed -n 's/.*Version \(.*\)/compute-sanitizer \1/p' | head -1):"
  python3 - "$results" <<'PY'
import statistics, sys
t = {}
for line in open(sys.argv[1]):
    variant, kernel, value = line.split()
    t.setdefault((variant, kernel), []).append(float(value))
kernels = ["stream", "reduce", "matmul", "tiled", "stencil"]
m = {k: statistics.median(v) for k, v in t.items()}
print("%-34s" % "us/launch or ratio" + "".join(" %10s" % k for k in kernels))
print("%-34s" % "CUDA C++ (nvcc -O3)" +
      "".join(" %10.1f" % m[("cuda", k)] for k in kernels))
for variant, label in [("compiled", "nvcc --sanitize memcheck, alone"),
                       ("compiled+memcheck", "  ... under compute-sanitizer"),
                       ("memcheck", "compute-sanitizer memcheck")]:
    if ("%s" % variant, "stream") in m:
        print("%-34s" % label + "".join(
            " %9.1fx" % (m[(variant, k)] / m[("cuda", k)]) for k in kernels))
    else:
        print("%-34s not available" % label)
print("%-34s" % "MLIR plain (dbg-compile)" +
      "".join(" %10.1f" % m[("mlir", k)] for k in kernels))
print("%-34s" % "dbg bounds=safe" + "".join(
    " %9.3fx" % (m[("bounds-safe", k)] / m[("mlir", k)]) for k in kernels))
PY
  rm -f "$results"
}

run() {
  local rounds=${DBG_BENCH_ROUNDS:-5} results names=()
  results=$(mktemp)
  while IFS='|' read -r name _; do
    [ "$name" = memcheck-base ] || names+=("$name")
  done <<<"$variants"
  for ((r = 0; r < rounds; r++)); do
    for name in "${names[@]}"; do
      "$dir/$name" | sed "s/^/$name /"
    done
  done >"$results"
  local sanitizer=""
  [ "$target" = host ] || [ "${DBG_BENCH_SANITIZER:-1}" = 0 ] ||
  sanitizer=$(command -v compute-sanitizer ||
              ls /usr/local/cuda/bin/compute-sanitizer 2>/dev/null || true)
  if [ -n "$sanitizer" ]; then
    "$sanitizer" --tool memcheck --print-limit 1 "$dir/memcheck-base" |
      grep -E '^(stream|reduce|matmul|tiled|stencil) ' | sed 's/^/memcheck /' \
      >>"$results" || true
    names+=(memcheck)
    # compute-sanitizer's race and barrier checks (shared memory only).
    for tool in racecheck synccheck; do
      "$sanitizer" --tool "$tool" --print-limit 1 "$dir/memcheck-base" |
        grep -E '^(stream|reduce|matmul|tiled|stencil) ' |
        sed "s/^/$tool /" >>"$results" || true
      names+=("$tool")
    done
  fi
  python3 - "$results" "${names[@]}" <<'PY'
import math, statistics, sys
times = {}
for line in open(sys.argv[1]):
    variant, kernel, value = line.split()
    times.setdefault((variant, kernel), []).append(float(value))
kernels = ["stream", "reduce", "matmul", "tiled", "stencil"]
print("%-16s" % "us/launch" + "".join(" %10s" % k for k in kernels) +
      " %10s %10s" % ("geomean", "max"))
base = {k: statistics.median(times[("baseline", k)]) for k in kernels}
for variant in sys.argv[2:]:
    medians = [statistics.median(times[(variant, k)]) for k in kernels]
    if variant == "baseline":
        print("%-16s" % variant + "".join(" %10.1f" % m for m in medians))
        continue
    ratios = [m / base[k] for m, k in zip(medians, kernels)]
    geomean = math.exp(sum(map(math.log, ratios)) / len(ratios))
    print("%-16s" % variant + "".join(" %9.3fx" % r for r in ratios) +
          " %9.3fx %9.3fx" % (geomean, max(ratios)))
PY
  rm -f "$results"
  [ "$target" = host ] ||
    { run_hopper "$sanitizer" && run_scan && run_twins "$sanitizer"; }
}

# The Hopper GEMM's kernel time under each variant and each of
# compute-sanitizer's tools (`$1`, empty: none), as ratios against the
# plain build, with the program's own host-timed wall clock beside it;
# every variant must compute D right. Kernel time is what libdbgrt's
# timing events (CUDA events around each launch: DBG_OPTIONS=timing=1)
# measure, divided by the launch's 50 GEMMs; the warm-up launch is left
# out.
run_hopper() {
  local rounds=${DBG_BENCH_ROUNDS:-5} sanitizer=$1 results trace names=()
  results=$(mktemp)
  trace=$(mktemp -u)
  while IFS='|' read -r name _; do
    [ "$name" = memcheck-base ] || names+=("$name")
  done <<<"$hopper_variants"
  # timed NAME COMMAND...: the program's lines, then one `kernel US` line
  # per timed launch, each prefixed with NAME.
  timed() {
    local name=$1
    shift
    rm -f "$trace"
    DBG_OPTIONS="timing=1,op-log-level=info,trace-format=jsonl,trace-file=$trace" \
      "$@" | grep -E '^(gemm|errors) ' | sed "s/^/$name /" || true
    [ -f "$trace" ] && python3 -c '
import json, sys
for line in open(sys.argv[1]):
    event = json.loads(line)
    # Sync mode reports the time with the completion, else a kernel event.
    if event.get("event") in ("complete", "kernel") and \
            "device_us" in event and event["id"] > 1:
        print(sys.argv[2], "kernel", event["device_us"] / 50)
' "$trace" "$name"
    rm -f "$trace"
  }
  for ((r = 0; r < rounds; r++)); do
    for name in "${names[@]}"; do
      timed "$name" "$dir/hopper-$name"
    done
  done >"$results"
  if [ -n "$sanitizer" ]; then
    # Each tool gets DBG_BENCH_SANITIZER_LIMIT seconds (default 300).
    for tool in memcheck racecheck synccheck; do
      timed "$tool" timeout "${DBG_BENCH_SANITIZER_LIMIT:-300}" \
        "$sanitizer" --tool "$tool" --print-limit 1 \
        "$dir/hopper-memcheck-base" >>"$results"
      names+=("$tool")
    done
  fi
  python3 - "$results" "${names[@]}" <<'PY'
import statistics, sys
times, errors = {}, {}
for line in open(sys.argv[1]):
    variant, what, value = line.split()
    if what == "errors":
        errors[variant] = max(errors.get(variant, 0), int(value))
    else:
        times.setdefault((variant, what), []).append(float(value))
median = {key: statistics.median(values) for key, values in times.items()}
base = median[("baseline", "kernel")]
wall = median[("baseline", "gemm")]
flops = 2 * 2048 ** 3
print("Hopper GEMM 2048^3 (TMA + wgmma): %.1f us of kernel time per GEMM "
      "(%.0f TFLOP/s), %.1f us of wall clock" % (base, flops / base / 1e6,
                                                 wall))
print("%-16s %12s %9s %12s %9s  %s" % ("variant", "kernel us", "ratio",
                                       "wall us", "ratio", "D errors"))
for variant in sys.argv[2:]:
    if (variant, "kernel") not in median:
        print("%-16s did not finish" % variant)
        continue
    kernel = median[(variant, "kernel")]
    host = median.get((variant, "gemm"), float("nan"))
    print("%-16s %12.1f %8.3fx %12.1f %8.3fx  %s" %
          (variant, kernel, kernel / base, host, host / wall,
           errors.get(variant, "?")))
PY
  rm -f "$results"
}

# compute-sanitizer, or nothing (none, or DBG_BENCH_SANITIZER=0).
find_sanitizer() {
  [ "${DBG_BENCH_SANITIZER:-1}" = 0 ] || command -v compute-sanitizer ||
    ls /usr/local/cuda/bin/compute-sanitizer 2>/dev/null || true
}

case $mode in
  build) build ;;
  run) run ;;
  all) build && run ;;
  host) build && run ;;
  hopper-build) build_hopper ;;
  hopper-run) run_hopper "$(find_sanitizer)" ;;
  twins-build)
    mkdir -p "$dir" && cp "$0" "$dir/checks.sh"
    for name in baseline bounds-safe; do
      spec=none; [ "$name" = bounds-safe ] && spec=bounds=safe
      sed "s/@ITERS@/20/g" "$root/bench/checks.mlir" >"$dir/$name.mlir"
      "${DBG_BIN:-$root/build/bin}/dbg-compile" "$dir/$name.mlir" \
        --debug="$spec" -o "$dir/$name"
    done
    build_twins ;;
  twins-run) run_twins "$(find_sanitizer)" ;;
  *) echo "usage: $0 build|run|all|host|hopper-build|hopper-run|twins-build|twins-run [DIR]" >&2
     exit 2 ;;
esac
