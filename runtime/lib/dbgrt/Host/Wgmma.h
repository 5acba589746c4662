//===- Wgmma.h - warpgroup-level matrix multiply of the host target -*- C++
//-*-===//
//
// Hopper's wgmma.mma_async on the CPU: the 64-bit matrix descriptors of A
// and B decoded as PTX defines them ("Matrix Descriptor Format" and the
// canonical shared-memory layouts of "Asynchronous Warpgroup Level Matrix
// Multiply-Accumulate", PTX ISA; CUTLASS's GmmaDescriptor and
// make_gmma_desc say the same in CuTe layouts), and each thread's
// fragment of D computed from the shared memory they describe.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_HOST_WGMMA_H
#define DBGRT_HOST_WGMMA_H

#include <cstdint>
#include <string>

namespace dbgrt::host {

/// A wgmma matrix descriptor, decoded: byte offsets in the shared window.
struct WgmmaDescriptor {
  /// Bits [0, 14): the start address, bits [4, 18) of it.
  uint64_t start = 0;
  /// Bits [16, 30) and [32, 46), in units of 16 bytes.
  uint64_t leadingBytes = 0;
  uint64_t strideBytes = 0;
  /// Bits [49, 52).
  int32_t baseOffset = 0;
  /// Bits [62, 64): 0 interleave (no swizzle), 1 128B, 2 64B, 3 32B; as
  /// bytes here: 0, 128, 64 or 32.
  int32_t swizzleBytes = 0;

  static WgmmaDescriptor decode(uint64_t bits);
};

/// The swizzle of `descriptor` as nvgpu's TensorMapSwizzleKind numbers
/// them (0 none, 1 32B, 2 64B, 3 128B), to compare with a TMA load's.
int32_t wgmmaSwizzleKind(const WgmmaDescriptor &descriptor);

/// The shared-window byte offset of element (`mn`, `k`) of an operand
/// `descriptor` describes: `mn` its row of M (A) or column of N (B), `k`
/// its index along K, `elementBytes` wide; K-major unless `mnMajor`
/// (a transposed operand). The swizzle XORs bits [4, 7) of the address
/// with bits [7, 10) (128B; two and one bits for 64B and 32B).
uint64_t wgmmaElementOffset(const WgmmaDescriptor &descriptor, bool mnMajor,
                            int32_t elementBytes, int64_t mn, int64_t k);

/// The row and column of element `index` of the D fragment of thread
/// `thread` (0-127) of its warpgroup.
struct WgmmaCoord {
  int32_t row = 0, col = 0;
};
WgmmaCoord wgmmaFragmentCoord(int32_t thread, int32_t index);

/// One wgmma.mma_async as dbgrtHostWgmma describes it.
struct WgmmaShape {
  int32_t n = 0;
  int32_t typeA = 0, typeB = 0, typeD = 0;
  int32_t flags = 0;
};

/// Why `shape` is not a wgmma the host target runs, or "".
std::string checkWgmmaShape(const WgmmaShape &shape);

/// Bytes of one element of DBGRT_HOST_WGMMA_* type `type`.
int32_t wgmmaTypeBytes(int32_t type);

/// K of one wgmma of A's type `typeA`: 32 bytes of it.
int32_t wgmmaK(int32_t typeA);

/// D += A * B for the fragment at `d` of thread `thread` of its
/// warpgroup, A and B read through their descriptors from the shared
/// window at `shared`. `shape` must pass checkWgmmaShape.
void runWgmma(const WgmmaShape &shape, const WgmmaDescriptor &a,
              const WgmmaDescriptor &b, const char *shared, int32_t thread,
              void *d);

} // namespace dbgrt::host

#endif // DBGRT_HOST_WGMMA_H
