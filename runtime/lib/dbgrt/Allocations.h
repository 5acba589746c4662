//===- Allocations.h - the memory a program allocated through dbgrt -------===//
//
// The GPU memory a program allocated through libdbgrt (gpu.alloc on every
// target), so that each dispatch operand can be checked against the
// allocation it points into: a view made on the host (memref.reinterpret_cast,
// a descriptor built by hand) may cover more than its allocation, and the
// kernel's own bounds checks, made against the view's shape, cannot see it.
// compute-sanitizer's memcheck knows allocations the same way, but reports
// only the access that lands outside one. The table also remembers what
// was freed, for allocation lifetimes: a use after free, a double free, and
// what was never freed at exit, each with the lines of its gpu.alloc and
// gpu.dealloc (the sites record-memory-ops gives them).
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_ALLOCATIONS_H
#define DBGRT_ALLOCATIONS_H

#include "Tensors.h"

#include "dbgrt/dbgrt.h"

#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace dbgrt {

/// Where a view's memory leaves its allocation, in bytes from the
/// allocation's start: the view covers [first, end), the allocation [0,
/// size).
struct ViewOverrun {
  uint64_t first = 0, end = 0, size = 0;
};

/// One allocation: where, how many bytes, and the memory sites (null when
/// unknown) of its gpu.alloc and, once freed, its gpu.dealloc.
struct Allocation {
  uintptr_t base = 0;
  uint64_t bytes = 0;
  const DbgrtSite *allocSite = nullptr;
  const DbgrtSite *freeSite = nullptr;
};

/// What remove() found at an address.
enum class Release {
  /// A live allocation: now freed.
  Freed,
  /// One that was freed already (a double free).
  AlreadyFreed,
  /// Neither: an address the table never knew.
  Unknown,
};

/// Allocations by start address, and the last kFreedKept freed ones;
/// thread-safe.
class AllocationTable {
public:
  /// The freed allocations remembered, for use after free and double free:
  /// the most recent ones, up to kFreedKept of them and kFreedBytes in all
  /// (compute-sanitizer's memcheck forgets freed memory once it is
  /// allocated again, as this table does too).
  static constexpr size_t kFreedKept = 65536;
  static constexpr uint64_t kFreedBytes = uint64_t(1) << 30;

  /// Quarantine (the host target under lifetimes, whose freed memory the
  /// C library would give out again to any allocation, gpu.alloc or not):
  /// the program does not free what it frees; the table holds it until it
  /// forgets it, and takeForgotten() gives it back to be freed then.
  void setQuarantine(bool on) { quarantine = on; }
  /// The bases of the quarantined allocations forgotten since the last call.
  std::vector<uintptr_t> takeForgotten();

  /// `bytes` bytes at `base` (the address the program uses: the aligned
  /// pointer of its memrefs), allocated at `site`. Entries it overlaps are
  /// dropped, live or freed (memory given out again). Nothing for a null or
  /// empty allocation.
  void add(const void *base, uint64_t bytes, const DbgrtSite *site = nullptr);
  /// Frees the allocation at `base` at `site`: it is remembered as freed
  /// when `remember` (what lifetimes reports from), else forgotten at once,
  /// which keeps the table as small as the program's live memory. `found`
  /// gets what the table knew of it (with the first free's site for
  /// AlreadyFreed).
  Release remove(const void *base, const DbgrtSite *site = nullptr,
                 Allocation *found = nullptr, bool remember = true);
  /// The freed allocation `address` lies in, when no live one holds it.
  std::optional<Allocation> findFreed(uintptr_t address) const;
  /// The live allocations, in address order.
  std::vector<Allocation> live() const;
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
  /// Drops the freed entries that [start, start + bytes) overlaps.
  void forgetFreed(uintptr_t start, uint64_t bytes);

  mutable std::mutex mutex;
  std::map<uintptr_t, Allocation> blocks;
  std::map<uintptr_t, Allocation> freed;
  /// Nodes of entries forgotten at their free, for the next allocations: a
  /// forward pass that frees and allocates as many buffers at every pass
  /// then neither allocates nor frees host memory here.
  std::vector<std::map<uintptr_t, Allocation>::node_type> spareNodes;
  static constexpr size_t kSpareNodes = 4096;
  /// The bases of `freed`, oldest first (some may be gone from it).
  std::deque<uintptr_t> freedOrder;
  uint64_t freedBytes = 0;
  bool quarantine = false;
  std::vector<uintptr_t> forgotten;
};

} // namespace dbgrt

#endif // DBGRT_ALLOCATIONS_H
