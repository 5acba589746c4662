#!/usr/bin/env python3
"""check-runtime-kernels.py DBG_OPT DBGRT_DIR

Regenerates every committed HSACO of libdbgrt's own kernels
(DBGRT_DIR/Hip/kernels/NAME.CHIP.hsaco, from DBGRT_DIR/kernels/NAME.mlir)
with dbg-opt, as scripts/gen-runtime-kernels.sh does, and compares it byte
for byte. Prints one line per stale object and a summary; exits 1 when one
is stale.
"""
import glob
import os
import subprocess
import sys


def main():
    dbg_opt, dbgrt = sys.argv[1], sys.argv[2]
    objects = sorted(glob.glob(os.path.join(dbgrt, "Hip", "kernels", "*.hsaco")))
    stale = 0
    chips = set()
    for path in objects:
        name, chip, _ = os.path.basename(path).rsplit(".", 2)
        chips.add(chip)
        mlir = os.path.join(dbgrt, "kernels", name + ".mlir")
        module = subprocess.run(
            [dbg_opt, mlir, "--dbg-pipeline=target=rocm chip=" + chip],
            check=True, capture_output=True, text=True).stdout
        fresh = subprocess.run(
            [sys.executable, os.path.join(os.path.dirname(__file__),
                                          "extract-binary.py"), "/dev/stdout"],
            input=module.encode(), check=True, capture_output=True).stdout
        with open(path, "rb") as f:
            if f.read() != fresh:
                print("stale: " + os.path.relpath(path, dbgrt))
                stale += 1
    print("checked %d code objects for %d chips, %d stale" %
          (len(objects), len(chips), stale))
    sys.exit(1 if stale else 0)


if __name__ == "__main__":
    main()
