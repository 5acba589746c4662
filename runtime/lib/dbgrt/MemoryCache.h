//===- MemoryCache.h - gpu.dealloc'd memory kept for reuse ------*- C++ -*-===//
//
// A forward pass allocates and frees its intermediate buffers at every
// pass: GPT-2 of examples/torch makes 93 gpu.alloc and 93 gpu.dealloc per
// pass, 189 of each in a --debug=diff build (whose elementwise results get
// buffers of their own). Each is a driver call (cuMemAllocAsync and
// cuMemFreeAsync cost about 1.2 us together on an H200's host), and a HIP
// device without a stream-ordered allocator waits for the device at every
// hipFree. PyTorch's CUDA caching allocator keeps freed blocks for the next
// allocation of their size in the same stream, where stream order makes the
// reuse safe without a synchronization; this cache does the same for the
// program's gpu.alloc and gpu.dealloc (GpuBackend::memAlloc and memFree).
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_MEMORYCACHE_H
#define DBGRT_MEMORYCACHE_H

#include "LookupTable.h"

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <vector>

namespace dbgrt {

/// Device memory blocks kept, by stream and size class, between a
/// gpu.dealloc and the next gpu.alloc of their size class in the same
/// stream. A block is the cache's from the allocation the driver made for
/// it (adopt) until the cache gives it back (drain): take and keep then
/// neither allocate nor touch the driver. Thread-safe.
class MemoryCache {
public:
  /// A kept block and the stream it was freed in.
  struct Block {
    void *ptr = nullptr;
    void *stream = nullptr;
    uint64_t bytes = 0;
  };

  /// Requests are rounded up to this many bytes, so that buffers whose
  /// sizes differ a little share blocks (PyTorch's allocator rounds to 512).
  static constexpr uint64_t kGranule = 512;

  /// The size in bytes of the block a request of `bytes` (more than 0)
  /// takes: `bytes` rounded up to kGranule.
  static uint64_t sizeClass(uint64_t bytes) {
    return (bytes + kGranule - 1) / kGranule * kGranule;
  }

  /// A block of `size` bytes (a sizeClass) kept from a free in `stream`,
  /// now in use again; null when there is none.
  void *take(uint64_t size, void *stream);
  /// Makes `ptr`, `size` bytes the driver has just allocated, a block of
  /// this cache, in use.
  void adopt(void *ptr, uint64_t size);
  /// Keeps the block `ptr` for the next take of its size in `stream`:
  /// false when `ptr` is not one of this cache's blocks (the caller frees
  /// it itself). A block kept already stays as it is.
  bool keep(void *ptr, void *stream);
  /// The blocks kept from frees in `stream`, no longer this cache's: the
  /// caller gives them back to the driver.
  std::vector<Block> drain(void *stream);
  /// Every kept block, no longer this cache's.
  std::vector<Block> drainAll();
  /// Bytes in kept blocks.
  uint64_t keptBytes() const;

private:
  /// The blocks kept from frees in one stream, of one size; a list keeps
  /// its capacity when it empties, so that a steady pass neither allocates
  /// nor frees here.
  struct KeptList {
    void *stream = nullptr;
    uint64_t size = 0;
    std::vector<void *> ptrs;
  };
  /// The list of `stream` and `size`, made when `create` (else null).
  KeptList *keptList(void *stream, uint64_t size, bool create);
  /// Forgets the blocks of `list` into `out`.
  void forget(KeptList &list, std::vector<Block> &out);
  /// A block of this cache: its size, and whether it is kept.
  struct State {
    void *ptr = nullptr;
    uint64_t size = 0;
    bool kept = false;
  };
  /// The entry of block `ptr`, or null.
  State *find(void *ptr);

  mutable std::mutex mutex;
  /// Every block of this cache, in use or kept, by address.
  LookupTable<State> blocks;
  /// Kept blocks by stream and size.
  LookupTable<KeptList> kept;
  uint64_t keptTotal = 0;
};

} // namespace dbgrt

#endif // DBGRT_MEMORYCACHE_H
