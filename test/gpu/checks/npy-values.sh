#!/usr/bin/env bash
# GPU suite check (cmd:npy-values.sh): the .npy dumps of test $1, written
# to $2/$1.dump, loaded with numpy, hold the values the program computed on
# the GPU (the expectations of test/Integration/dispatch-tools/
# npy-values.test on the host target).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dump=$2/$1.dump
check() { python3 "$here/check-npy.py" "$dump/$1" "$2" "${@:3}"; }
case $1 in
  dt-break)
    check dispatch3_main_2_arg0_inout.npy "np.arange(32).reshape(4, 8) * 0.5 - 3" --dtype float32 ;;
  dt-npy)
    # Exactly the two dispatches the filter selects, with the log's values.
    [ "$(ls "$dump")" = "$(printf '%s\n' dispatch5_main_4_arg1_output.npy dispatch7_main_6_arg0_output.npy manifest.jsonl)" ] ||
      { echo "unexpected files in $dump:"; ls "$dump"; exit 1; }
    check dispatch5_main_4_arg1_output.npy "np.log(np.arange(32, dtype=np.float32).reshape(4, 8) * np.float32(0.5) - np.float32(3))" --rtol 1e-6 ;;
  dt-loop)
    check dispatch4_step_0_arg0_inout.npy "np.full(16, 3.0)" ;;
  *) echo "npy-values.sh: no expectations for test '$1'" >&2; exit 1 ;;
esac
