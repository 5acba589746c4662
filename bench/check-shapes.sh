#!/usr/bin/env bash
# What a bounds check's shape costs the compiler: the kernel of
# bench/checks-compile-time.sh (N/2 loads and N/2 stores with 2-D indices),
# written by hand with each access guarded in one of several ways, compiled
# plain (no --debug), against the same kernel without checks and with dbg's
# own `--debug=bounds=all`. Each shape tests an access's two indices in one
# compare (as insert-bounds-checks does) and differs in what happens next:
#
#   guard    a branch around the access (a load gives zero), and no report:
#            the least any check that skips its access costs;
#   select   no branch: the access goes to a scratch memref when the check
#            fails (arith.select of the memref), and no report;
#   masked   no branch: a one-lane vector.maskedload / vector.maskedstore,
#            and no report;
#   inline   guard, and the failure path writes its report in line (an
#            atomic count, the fields, a fence), with no call;
#   grouped  guard, and one report call for every 16 accesses, tested before
#            them (the accesses' indices are its arguments).
#
# Prints seconds and the ratio to the plain kernel for each target and
# shape. Shapes other than `bounds=all` report nothing useful at run time:
# they measure compile time only.
#
#   bench/check-shapes.sh [SITES]      (default 4000)
#
# DBG_BIN points at another build's tools; DBG_BENCH_TARGETS picks the
# targets (default "host cuda rocm"); CUDA kernels are PTX
# (--kernel-format=isa).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${DBG_BIN:-$root/build/bin}
sites=${1:-4000}
pairs=$((sites / 2))
targets=${DBG_BENCH_TARGETS:-host cuda rocm}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Accesses reported together by the grouped shape (pairs of a load and a
# store).
group=8

# The failure path of the inline shape: site $1's count, then its report
# (index $2) in its slot when first, else in a scratch slot.
inline_report() {
  echo "        %cp = llvm.getelementptr %ctrp[$1] : (!llvm.ptr) -> !llvm.ptr, i64"
  echo "        %old = llvm.atomicrmw add %cp, %one monotonic : !llvm.ptr, i64"
  echo "        %first = llvm.icmp \"eq\" %old, %zero64 : i64"
  echo "        %site = llvm.getelementptr %recp[$(($1 * 4 + 4))] : (!llvm.ptr) -> !llvm.ptr, i64"
  echo "        %slot = llvm.select %first, %site, %recp : i1, !llvm.ptr"
  echo "        %iv = arith.index_cast $2 : index to i64"
  echo "        %tv = arith.index_cast %tid : index to i64"
  echo "        %s1 = llvm.getelementptr %slot[1] : (!llvm.ptr) -> !llvm.ptr, i64"
  echo "        %s2 = llvm.getelementptr %slot[2] : (!llvm.ptr) -> !llvm.ptr, i64"
  echo "        llvm.store %iv, %s1 : i64, !llvm.ptr"
  echo "        llvm.store %tv, %s2 : i64, !llvm.ptr"
  echo "        llvm.fence release"
  echo "        llvm.store volatile %one, %slot : i64, !llvm.ptr"
}

# Pair $1's index and its two terms (negative when out of bounds): %t (the
# load's [j, tid]) and %u (the store's [tid, j]).
terms() {
  local a=$1
  echo "      %c$a = arith.constant $a : index"
  echo "      %j$a = arith.addi %i, %c$a : index"
  echo "      %ra$a = arith.subi %l0, %j$a : index"
  echo "      %jt$a = arith.ori %j$a, %ra$a : index"
  echo "      %rb$a = arith.subi %k63, %tid : index"
  echo "      %tt$a = arith.ori %tid, %rb$a : index"
  echo "      %t$a = arith.ori %jt$a, %tt$a : index"
  echo "      %rc$a = arith.subi %l0, %tid : index"
  echo "      %tc$a = arith.ori %tid, %rc$a : index"
  echo "      %rd$a = arith.subi %k63, %j$a : index"
  echo "      %td$a = arith.ori %j$a, %rd$a : index"
  echo "      %u$a = arith.ori %tc$a, %td$a : index"
}

# Load, divide and store of pair $1, guarded as shape $2 says.
access() {
  local a=$1 shape=$2
  case $shape in
  select)
    echo "      %o$a = arith.cmpi sge, %t$a, %k0 : index"
    echo "      %sm$a = arith.select %o$a, %m, %sink : memref<?x64xf32>"
    echo "      %lv$a = memref.load %sm$a[%j$a, %tid] : memref<?x64xf32>"
    echo "      %v$a = arith.select %o$a, %lv$a, %z : f32"
    echo "      %w$a = arith.divf %x, %v$a : f32"
    echo "      %p$a = arith.cmpi sge, %u$a, %k0 : index"
    echo "      %sn$a = arith.select %p$a, %m, %sink : memref<?x64xf32>"
    echo "      memref.store %w$a, %sn$a[%tid, %j$a] : memref<?x64xf32>"
    ;;
  masked)
    echo "      %o$a = arith.cmpi sge, %t$a, %k0 : index"
    echo "      %mk$a = vector.broadcast %o$a : i1 to vector<1xi1>"
    echo "      %lv$a = vector.maskedload %m[%j$a, %tid], %mk$a, %zv : memref<?x64xf32>, vector<1xi1>, vector<1xf32> into vector<1xf32>"
    echo "      %v$a = vector.extract %lv$a[0] : f32 from vector<1xf32>"
    echo "      %w$a = arith.divf %x, %v$a : f32"
    echo "      %p$a = arith.cmpi sge, %u$a, %k0 : index"
    echo "      %nk$a = vector.broadcast %p$a : i1 to vector<1xi1>"
    echo "      %wv$a = vector.broadcast %w$a : f32 to vector<1xf32>"
    echo "      vector.maskedstore %m[%tid, %j$a], %nk$a, %wv$a : memref<?x64xf32>, vector<1xi1>, vector<1xf32>"
    ;;
  *)
    echo "      %o$a = arith.cmpi sge, %t$a, %k0 : index"
    echo "      %v$a = scf.if %o$a -> f32 {"
    echo "        %l = memref.load %m[%j$a, %tid] : memref<?x64xf32>"
    echo "        scf.yield %l : f32"
    echo "      } else {"
    [ "$shape" = inline ] && inline_report $((2 * a)) "%j$a"
    echo "        scf.yield %z : f32"
    echo "      }"
    echo "      %w$a = arith.divf %x, %v$a : f32"
    echo "      %p$a = arith.cmpi sge, %u$a, %k0 : index"
    echo "      scf.if %p$a {"
    echo "        memref.store %w$a, %m[%tid, %j$a] : memref<?x64xf32>"
    if [ "$shape" = inline ]; then
      echo "      } else {"
      inline_report $((2 * a + 1)) "%j$a"
    fi
    echo "      }"
    ;;
  esac
}

generate() {
  local shape=$1 args types
  echo 'module attributes {gpu.container_module} {'
  echo '  gpu.module @kernels {'
  if [ "$shape" = inline ]; then
    echo "    llvm.mlir.global external @records(dense<0> : tensor<$((pairs * 8 + 4))xi64>) : !llvm.array<$((pairs * 8 + 4)) x i64>"
    echo "    llvm.mlir.global external @counts(dense<0> : tensor<$((pairs * 2))xi64>) : !llvm.array<$((pairs * 2)) x i64>"
  fi
  if [ "$shape" = grouped ]; then
    args=i32
    for ((q = 0; q < group; q++)); do args+=", i64"; done
    echo "    llvm.func @report($args) attributes {passthrough = [\"noinline\", \"cold\"]}"
  fi
  echo '    gpu.func @k(%m: memref<?x64xf32>, %sink: memref<?x64xf32>, %i: index, %x: f32) kernel {'
  echo '      %tid = gpu.thread_id x'
  echo '      %k0 = arith.constant 0 : index'
  echo '      %k1 = arith.constant 1 : index'
  echo '      %k63 = arith.constant 63 : index'
  echo '      %z = arith.constant 0.0 : f32'
  echo '      %zv = arith.constant dense<0.0> : vector<1xf32>'
  echo '      %d0 = memref.dim %m, %k0 : memref<?x64xf32>'
  echo '      %l0 = arith.subi %d0, %k1 : index'
  if [ "$shape" = inline ]; then
    echo '      %one = llvm.mlir.constant(1 : i64) : i64'
    echo '      %zero64 = llvm.mlir.constant(0 : i64) : i64'
    echo '      %recp = llvm.mlir.addressof @records : !llvm.ptr'
    echo '      %ctrp = llvm.mlir.addressof @counts : !llvm.ptr'
  fi
  local a b acc
  for ((a = 0; a < pairs; a++)); do
    if [ "$shape" = plain ]; then
      echo "      %c$a = arith.constant $a : index"
      echo "      %j$a = arith.addi %i, %c$a : index"
      echo "      %v$a = memref.load %m[%j$a, %tid] : memref<?x64xf32>"
      echo "      %w$a = arith.divf %x, %v$a : f32"
      echo "      memref.store %w$a, %m[%tid, %j$a] : memref<?x64xf32>"
      continue
    fi
    if [ "$shape" != grouped ]; then
      terms $a
      access $a "$shape"
      continue
    fi
    ((a % group == 0)) || continue
    # A group: its terms, one test and report, then its guarded accesses.
    acc=""
    for ((b = a; b < a + group && b < pairs; b++)); do
      terms $b
      if [ -z "$acc" ]; then
        echo "      %acc$b = arith.ori %t$b, %u$b : index"
      else
        echo "      %acx$b = arith.ori $acc, %t$b : index"
        echo "      %acc$b = arith.ori %acx$b, %u$b : index"
      fi
      acc=%acc$b
    done
    echo "      %bad$a = arith.cmpi slt, $acc, %k0 : index"
    echo "      scf.if %bad$a {"
    echo "        %site$a = arith.constant $a : i32"
    args="%site$a" types=i32
    for ((b = a; b < a + group; b++)); do
      local j=$((b < pairs ? b : pairs - 1))
      echo "        %x$b = arith.index_cast %j$j : index to i64"
      args+=", %x$b" types+=", i64"
    done
    echo "        llvm.call @report($args) : ($types) -> ()"
    echo "      }"
    for ((b = a; b < a + group && b < pairs; b++)); do
      access $b guard
    done
  done
  echo '      gpu.return'
  echo '    }'
  echo '  }'
  echo '  func.func @main() {'
  echo '    %c0 = arith.constant 0 : index'
  echo '    %c1 = arith.constant 1 : index'
  echo '    %c64 = arith.constant 64 : index'
  echo '    %x = arith.constant 1.0 : f32'
  echo '    %m = gpu.alloc host_shared (%c64) : memref<?x64xf32>'
  echo '    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%m : memref<?x64xf32>, %m : memref<?x64xf32>, %c0 : index, %x : f32)'
  echo '    return'
  echo '  }'
  echo '}'
}

# Seconds of one compilation.
measure() {
  /usr/bin/time -f "%e" -o "$work/time" "$bin/dbg-compile" "$@" \
    >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
  cat "$work/time"
}

shapes=(plain bounds=all guard select masked inline grouped)
printf '%-6s %6s' target sites
printf ' %11s' "${shapes[@]}"
printf '\n'
for target in $targets; do
  flags=(--target="$target" --emit=obj -o "$work/out.o")
  [ "$target" = cuda ] && flags+=(--kernel-format=isa)
  declare -A seconds=()
  generate plain >"$work/plain.mlir"
  seconds[plain]=$(measure "$work/plain.mlir" "${flags[@]}")
  seconds[bounds=all]=$(measure "$work/plain.mlir" "${flags[@]}" --debug=bounds=all)
  for shape in guard select masked inline grouped; do
    generate "$shape" >"$work/$shape.mlir"
    seconds[$shape]=$(measure "$work/$shape.mlir" "${flags[@]}")
  done
  printf '%-6s %6d' "$target" "$sites"
  for shape in "${shapes[@]}"; do
    awk -v s="${seconds[$shape]}" -v p="${seconds[plain]}" \
      'BEGIN { printf " %5.1fs %4.1fx", s, s / p }'
  done
  printf '\n'
  unset seconds
done
