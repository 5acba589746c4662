//===- Mma.h - warp-level matrix multiply of the host target ----*- C++ -*-===//
//
// nvgpu.mma.sync on the CPU: the fragments of the 32 lanes of a warp in
// PTX's documented layouts ("Matrix Fragments for mma.m16n8k*", PTX ISA,
// warp-level matrix instructions), gathered into whole tiles, multiplied,
// and scattered back.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_HOST_MMA_H
#define DBGRT_HOST_MMA_H

#include <cstdint>
#include <string>

namespace dbgrt::host {

/// One mma.sync: D (m x n) = A (m x k) * B (k x n) + C, element types
/// `types` (a DBGRT_HOST_MMA_* value).
struct MmaShape {
  int32_t m = 0, n = 0, k = 0;
  int32_t types = 0;
};

enum class MmaOperand { A, B, C };

/// The row and column of a fragment element in its operand's tile.
struct MmaCoord {
  int32_t row = 0, col = 0;
};

/// Why `shape` is not an mma.sync the host target runs, or "" when it is.
std::string checkMmaShape(const MmaShape &shape);

/// Elements of `operand` each lane holds: m*k, k*n or m*n over 32.
int32_t mmaFragmentSize(const MmaShape &shape, MmaOperand operand);

/// Where element `index` of `lane`'s fragment of `operand` lies in its
/// tile (C's layout is also D's). `shape` must pass checkMmaShape.
MmaCoord mmaFragmentCoord(const MmaShape &shape, MmaOperand operand,
                          int32_t lane, int32_t index);

/// The fragments of one warp: lane i's registers at a[i], b[i], c[i]
/// (element types per `shape.types`), its D fragment written to d[i].
struct MmaWarp {
  const void *a[32];
  const void *b[32];
  const void *c[32];
  void *d[32];
};

/// D = A * B + C over the fragments of `warp`. Floating-point products are
/// summed exactly in double and rounded once; tf32 inputs drop their low
/// 13 bits; s8 products wrap in 32 bits.
void runMmaSync(const MmaShape &shape, const MmaWarp &warp);

} // namespace dbgrt::host

#endif // DBGRT_HOST_MMA_H
