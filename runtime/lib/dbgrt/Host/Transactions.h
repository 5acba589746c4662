//===- Transactions.h - what TMA wrote into a block's shared memory -*- C++
//-*-===//
//
// The host target's record of the TMA loads of the running block, for the
// ops that read their shared memory without copying it (wgmma, Wgmma.cpp):
// where each load wrote, with which swizzle, and which threads have waited
// for the mbarrier phase its bytes complete.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_HOST_TRANSACTIONS_H
#define DBGRT_HOST_TRANSACTIONS_H

#include <cstdint>
#include <vector>

namespace dbgrt::host {

/// One nvgpu.tma.async.load of the running block.
struct TmaWrite {
  /// The bytes it wrote, [begin, end), as host addresses.
  uintptr_t begin = 0, end = 0;
  /// Its swizzle, as nvgpu's TensorMapSwizzleKind: 0 none, 1 32B, 2 64B,
  /// 3 128B.
  int32_t swizzle = 0;
  const char *location = nullptr;
  /// The global address of the tensor it loaded from (its descriptor's).
  const void *tensor = nullptr;
  /// The mbarrier its bytes complete, and the parity of that phase.
  const void *mbarrier = nullptr;
  int64_t parity = 0;
  /// A thread's wait for that phase has returned since: the bytes are
  /// visible to the block (to the others through a barrier).
  bool waited = false;
};

/// The TMA loads of the running block, oldest first; a load drops the
/// records of those whose bytes it all overwrites.
const std::vector<TmaWrite> &currentTmaWrites();

} // namespace dbgrt::host

#endif // DBGRT_HOST_TRANSACTIONS_H
