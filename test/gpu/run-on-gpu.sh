#!/usr/bin/env bash
# The GPU suite (suite.txt) in one call.
#
#   test/gpu/run-on-gpu.sh build [DIR]  compile every test program with
#                                       dbg-compile into DIR (default:
#                                       gpu-suite/), with FileCheck and the
#                                       check files: a folder to carry to a
#                                       GPU machine that has no LLVM
#   test/gpu/run-on-gpu.sh run [DIR]    on the GPU machine: run every test,
#                                       check its exit status and output, and
#                                       print "N passed, N failed" (tests of
#                                       a model made on demand, torch?:FILE,
#                                       that was not exported are skipped)
#   test/gpu/run-on-gpu.sh all [DIR]    both, on a machine with a GPU and LLVM
#
# A test of source repro:SOURCE#ID is the repro of dispatch ID of SOURCE,
# written by libdbgrt at build time from the program built for the host
# target and built here for the GPU.
#
# When the GPU machine has no LLVM: build on a machine that has it, copy the
# folder (gpu-suite/ by default) with the repository's test/gpu/ to the GPU
# machine, and run `test/gpu/run-on-gpu.sh run DIR` there. Outputs of failing
# tests are printed; with $OUT set to a folder, every output is also written
# to $OUT/gpu-suite-outputs.tar.gz.
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
mode=${1:-all}
dir=${2:-$root/gpu-suite}
mkdir -p "$dir" && dir=$(cd "$dir" && pwd)
suite=$root/test/gpu/suite.txt
corpus=$root/test/corpus/upstream-cuda

trim() { local s=$1; s=${s#"${s%%[![:space:]]*}"}; echo "${s%"${s##*[![:space:]]}"}"; }

build() {
  local bin=${DBG_BIN:-$root/build/bin}
  rm -rf "$dir" && mkdir -p "$dir/exe" "$dir/src" "$dir/checks" "$dir/tools"
  cp "$suite" "$dir/suite.txt"
  cp "$root"/test/gpu/checks/* "$dir/checks/"
  cp "$root"/test/Utils/check-npy.py "$root"/test/Utils/check-chrome-trace.py \
    "$dir/checks/"
  cp "$root/test/gpu/run-on-gpu.sh" "$dir/"
  local filecheck=${FILECHECK:-/usr/lib/llvm-22/bin/FileCheck}
  cp "$filecheck" "$dir/tools/FileCheck"
  # FileCheck's one library that the GPU machine may lack.
  local z3
  z3=$(ldd "$filecheck" | awk '/libz3/ {print $3}')
  [ -n "$z3" ] && cp "$z3" "$dir/tools/"
  # The PyTorch models' inputs and PyTorch's outputs (examples/torch).
  mkdir -p "$dir/data" && cp "$root"/examples/torch/*.npy "$dir/data/"
  local frontend=${LINALG_FRONTEND:-$bin/../linalg-frontend/bin/linalg-frontend}
  local failed=0
  while IFS='|' read -r name source flags _; do
    name=$(trim "$name"); source=$(trim "$source"); flags=$(trim "$flags")
    [ -z "$name" ] || [[ $name == \#* ]] && continue
    # DATA in the flags: the carried data folder (a parameter file written
    # there travels with the programs).
    flags=${flags//DATA/$dir/data}
    local path compiler=$bin/dbg-compile repro=""
    if [[ $source == repro:* ]]; then
      # The repro libdbgrt writes of dispatch ID of SOURCE: made here by the
      # program built for the host target (the kernel's text is the same
      # for every target), then built for the GPU with --npy-entry; the run
      # gives it the buffers the GPU run of SOURCE wrote.
      repro=${source#repro:}; source=${repro%#*}; repro=${repro##*#}
    fi
    case $source in
      corpus:*) path=$corpus/${source#corpus:} ;;
      example:*) path=$root/examples/${source#example:} ;;
      torch:*) path=$root/examples/torch/${source#torch:}; compiler=$frontend ;;
      torch\?:*)
        # A model made on demand (export.py): skipped when not exported.
        path=$root/examples/torch/${source#torch?:}; compiler=$frontend
        if [ ! -f "$path" ]; then
          echo "not built: $name (${path#"$root"/} is made on demand by examples/torch/export.py)"
          continue
        fi ;;
      seeded:*)
        # A model's dispatches with a seeded bug, compiled by dbg-compile.
        path=$dir/src/$name.seeded.mlir
        local model
        model=$("$root/test/gpu/checks/seed-divergence.sh" --model "${source#seeded:}")
        "$frontend" "$root/examples/torch/$model.mlir" --debug=diff --emit-mlir \
          -o "$dir/src/$name.emitted.mlir" &&
          "$root/test/gpu/checks/seed-divergence.sh" "${source#seeded:}" \
            <"$dir/src/$name.emitted.mlir" >"$path" ;;
      *) path=$root/test/Integration/$source ;;
    esac
    if [ -n "$repro" ]; then
      local gen=$dir/src/$name.gen inputs=""
      [[ $source == seeded:* ]] &&
        inputs=--input=@$root/examples/torch/mlp.input.npy
      rm -rf "$gen.d"
      # shellcheck disable=SC2086
      if "$compiler" "$path" $flags --target=host -o "$gen" \
          2>"$dir/exe/$name.log"; then
        DBG_OPTIONS=repro=id=$repro,dump-dir=$gen.d,check-exit-status=0 \
          "$gen" $inputs </dev/null >/dev/null 2>>"$dir/exe/$name.log"
      fi
      # Built as its run.sh says, for the GPU.
      path=$gen.d/repro-$repro/repro.mlir
      flags=$(sed -n 's/.*dbg-compile}\{0,1\} repro.mlir \(.*\) -o repro.*/\1/p' \
        "$gen.d/repro-$repro/run.sh" 2>/dev/null |
        sed 's/--target=host //; s/--chip=[^ ]* //')
    fi
    [ "$path" != "$dir/src/$name.mlir" ] && cp "$path" "$dir/src/$name.mlir"
    # shellcheck disable=SC2086
    if ! "$compiler" "$path" $flags -o "$dir/exe/$name" 2>"$dir/exe/$name.log"; then
      echo "BUILD FAILED: $name"; cat "$dir/exe/$name.log"; failed=1
    fi
  done <"$suite"
  echo "built $(ls "$dir/exe" | grep -vc '\.log$') test programs in $dir"
  return $failed
}

run() {
  cd "$dir" || exit 1
  export LD_LIBRARY_PATH=$dir/tools${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  local pass=0 fail=0 skip=0 out=$dir/out
  rm -rf "$out" && mkdir -p "$out"
  while IFS='|' read -r name source flags options status checks args; do
    name=$(trim "$name"); options=$(trim "$options"); status=$(trim "$status")
    checks=$(trim "$checks"); args=$(trim "$args")
    args=${args//OUTDIR/$out}; args=${args//DATA/$dir/data}
    [ -z "$name" ] || [[ $name == \#* ]] && continue
    local ok=1 why=""
    if [ ! -x "exe/$name" ] && [[ $(trim "$source") == torch\?:* ]]; then
      skip=$((skip + 1)); echo "SKIP: $name (its model was not exported)"
      continue
    elif [ ! -x "exe/$name" ]; then
      ok=0; why="not built"
    else
      # OUTDIR in the options: where the test may write files (dumps, traces).
      # shellcheck disable=SC2086
      DBG_OPTIONS=${options//OUTDIR/$out} timeout 120 "exe/$name" $args \
        >"$out/$name.out" 2>"$out/$name.err"
      local rc=$?
      cat "$out/$name.out" "$out/$name.err" >"$out/$name.all"
      [ "$rc" = "$status" ] || { ok=0; why="exit status $rc, expected $status"; }
      for check in $checks; do
        IFS=: read -r stream file prefix <<<"$check"
        if [ "$stream" = cmd ]; then
          # A script of checks/ that checks files the test wrote under out/.
          if ! "checks/$file" "$name" "$out" >"$out/$name.check" 2>&1; then
            ok=0; why="$why; $check: $(head -c 600 "$out/$name.check")"
          fi
          continue
        fi
        [ "$file" = src ] && file=src/$name.mlir || file=checks/$file
        if ! tools/FileCheck "$file" --check-prefixes="${prefix:-CHECK}" \
            --input-file="$out/$name.$stream" --dump-input=never --allow-empty \
            >"$out/$name.check" 2>&1; then
          ok=0; why="$why; FileCheck $check: $(head -c 600 "$out/$name.check")"
        fi
      done
    fi
    if ((ok)); then
      pass=$((pass + 1)); echo "PASS: $name"
    else
      fail=$((fail + 1)); echo "FAIL: $name ($why)"
      [ -f "$out/$name.all" ] && sed 's/^/    | /' "$out/$name.all" | head -40
    fi
  done <suite.txt
  [ -n "${OUT:-}" ] && tar czf "$OUT/gpu-suite-outputs.tar.gz" -C "$dir" out
  ((skip)) && echo "$skip test(s) of models made on demand skipped"
  echo "$pass passed, $fail failed"
  ((fail == 0))
}

case $mode in
  build) build ;;
  run) run ;;
  all) build && run ;;
  *) echo "usage: $0 build|run|all [DIR]" >&2; exit 2 ;;
esac
