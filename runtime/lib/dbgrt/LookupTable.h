//===- LookupTable.h - a per-thread table of lookups ------------*- C++ -*-===//
//
// The launch path looks a kernel up at every dispatch (gpu-to-llvm calls
// mgpuModuleGetFunction right before each launch; diff looks up a
// dispatch's twin and comparison kernels). A direct-mapped cache of those
// lookups thrashes: a model's hundreds of kernels collide in it (190
// kernels in 1024 slots leave about one in six sharing a slot, and each
// such pair misses at every pass). This table never evicts: a key stays
// where it went until the table grows.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_LOOKUPTABLE_H
#define DBGRT_LOOKUPTABLE_H

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace dbgrt {

/// A map from keys to `Entry`s by open addressing (linear probing), grown
/// to twice its size whenever it would be more than half full. The key is
/// whatever `matches` compares, hashed by the caller; entries are never
/// removed (a caller refreshes a stale one in place). Not thread-safe: one
/// per thread.
template <typename Entry> class LookupTable {
public:
  /// The entry `matches` accepts, probed from `hash`; where there is none,
  /// a default-constructed entry the caller is to fill, with `inserted`
  /// set. The reference is valid until the next call.
  template <typename Matches>
  Entry &find(uint64_t hash, Matches matches, bool &inserted) {
    if (2 * (used + 1) > slots.size())
      grow();
    for (size_t i = start(hash);; i = (i + 1) & (slots.size() - 1)) {
      Slot &slot = slots[i];
      if (!slot.full) {
        slot.full = true;
        slot.hash = hash;
        ++used;
        inserted = true;
        return slot.entry;
      }
      if (slot.hash == hash &&
          matches(static_cast<const Entry &>(slot.entry))) {
        inserted = false;
        return slot.entry;
      }
    }
  }
  /// The number of entries.
  size_t size() const { return used; }

private:
  struct Slot {
    uint64_t hash = 0;
    bool full = false;
    Entry entry{};
  };

  /// Fibonacci hashing: the top bits of the product, which depend on all
  /// of the hash's bits (pointers' low bits are alignment).
  size_t start(uint64_t hash) const {
    return static_cast<size_t>((hash * 0x9E3779B97F4A7C15ull) >> (64 - bits));
  }

  void grow() {
    std::vector<Slot> old = std::move(slots);
    bits = old.empty() ? 6 : bits + 1;
    slots = std::vector<Slot>(size_t(1) << bits);
    for (Slot &slot : old) {
      if (!slot.full)
        continue;
      size_t i = start(slot.hash);
      while (slots[i].full)
        i = (i + 1) & (slots.size() - 1);
      slots[i] = std::move(slot);
    }
  }

  std::vector<Slot> slots;
  size_t used = 0;
  unsigned bits = 0;
};

} // namespace dbgrt

#endif // DBGRT_LOOKUPTABLE_H
