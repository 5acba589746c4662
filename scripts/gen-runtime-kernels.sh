#!/usr/bin/env bash
# Regenerates the code objects of libdbgrt's own kernels from their MLIR,
# with dbg (committed; the build embeds them, so building libdbgrt needs
# neither LLVM's GPU back ends, nor CUDA, nor ROCm):
#   runtime/lib/dbgrt/kernels/NAME.mlir -> Cuda/kernels/NAME.ptx
#                                        -> Hip/kernels/NAME.CHIP.hsaco
# for each AMD chip of ROCM_CHIPS below: the HIP backend uses the one whose
# chip is the program's, and the host otherwise. The HSACO needs ROCm's
# device libraries (Debian's rocm-device-libs). test/Tools/runtime-kernels.test
# fails when a committed object is out of date.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${DBG_BIN:-$root/build/bin}
dbgrt=$root/runtime/lib/dbgrt
# Instinct (CDNA 1-4) and Radeon (RDNA 2-4) chips ROCm 6 supports.
ROCM_CHIPS="gfx908 gfx90a gfx942 gfx950 gfx1030 gfx1100 gfx1101 gfx1102 gfx1200 gfx1201"
for mlir in "$dbgrt"/kernels/*.mlir; do
  name=$(basename "${mlir%.mlir}")
  "$bin/dbg-opt" "$mlir" \
    --dbg-pipeline="chip=sm_60 features=+ptx60 kernel-format=isa" |
    python3 "$root/test/Utils/extract-ptx.py" >"$dbgrt/Cuda/kernels/$name.ptx"
  echo "wrote Cuda/kernels/$name.ptx"
  rm -f "$dbgrt/Hip/kernels/$name".*.hsaco
  for chip in $ROCM_CHIPS; do
    "$bin/dbg-opt" "$mlir" --dbg-pipeline="target=rocm chip=$chip" |
      python3 "$root/test/Utils/extract-binary.py" \
        "$dbgrt/Hip/kernels/$name.$chip.hsaco"
  done
  echo "wrote Hip/kernels/$name.{${ROCM_CHIPS// /,}}.hsaco"
done
