//===- Allocations.h - the memory a program allocated through dbgrt -------===//
//
// The GPU memory a program allocated through libdbgrt (gpu.alloc on every
// target), so that each dispatch operand can be checked against the
// allocation it points into: a view made on the host (memref.reinterpret_cast,
// a descriptor built by hand) may cover more than its allocation, and the
// kernel's own bounds checks, made against the view's shape, cannot see it.
// compute-sanitizer's memcheck knows allocations the same way, but reports
// only the access that lands outside one.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_ALLOCATIONS_H
#define DBGRT_ALLOCATIONS_H

#include "Tensors.h"

#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <utility>

namespace dbgrt {

/// Where a view's memory leaves its allocation, in bytes from the
/// allocation's start: the view covers [first, end), the allocation [0,
/// size).
struct ViewOverrun {
  uint64_t first = 0, end = 0, size = 0;
};

/// Allocations by start address; thread-safe.
class AllocationTable {
public:
  /// `bytes` bytes at `base` (the address the program uses: the aligned
  /// pointer of its memrefs). Entries it overlaps are dropped (memory freed
  /// without release() and given out again). Nothing for a null or empty
  /// allocation.
  void add(const void *base, uint64_t bytes);
  /// Forgets the allocation at `base` (no effect for an unknown address).
  void remove(const void *base);
  /// Whether the memory `tensor` covers (from its first element to its
  /// last, by its sizes and strides) leaves the allocation its first
  /// element lies in. nullopt when it stays inside, when the first element
  /// is in no allocation the table knows (host memory, a registered
  /// buffer), and for views without a span to check (empty, negative
  /// strides, or a span that overflows 64 bits).
  std::optional<ViewOverrun> checkSpan(const TensorRef &tensor) const;
  /// Why a copy of `bytes` bytes from `begin`, which libdbgrt makes of a
  /// dispatch's memory (a nan-origin save, a diff snapshot, a repro's
  /// buffers, a nan-check=dispatch scan), cannot be made as one device copy: it
  /// starts inside an allocation and runs past its end, into whatever lies next
  /// ("runs 256 bytes past the end of the 512-byte allocation at 0x...").
  /// nullopt when it stays inside, or starts in no allocation the table knows.
  std::optional<std::string> copyLeavesAllocation(uintptr_t begin,
                                                  uint64_t bytes) const;
  /// The allocation `address` lies in, as its start and size in bytes, or
  /// nullopt.
  std::optional<std::pair<uintptr_t, uint64_t>> find(uintptr_t address) const;

private:
  mutable std::mutex mutex;
  std::map<uintptr_t, uint64_t> blocks;
};

} // namespace dbgrt

#endif // DBGRT_ALLOCATIONS_H
