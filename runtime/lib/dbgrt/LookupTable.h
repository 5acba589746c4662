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
/// whatever `matches` compares, hashed by the caller. The lookup caches
/// never remove an entry (a caller refreshes a stale one in place); erase
/// removes one by backward shift, for a table whose keys come and go (the
/// blocks of MemoryCache). Not thread-safe: one per thread, or under the
/// owner's lock.
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
  /// The entry `matches` accepts, probed from `hash`, or null; adds none.
  template <typename Matches> Entry *lookup(uint64_t hash, Matches matches) {
    size_t i = indexOf(hash, matches);
    return i == kNone ? nullptr : &slots[i].entry;
  }
  /// Removes the entry `matches` accepts, if any, and moves up each later
  /// entry of its probe run whose home is not past the hole, so that no
  /// probe stops short of it.
  template <typename Matches> void erase(uint64_t hash, Matches matches) {
    size_t hole = indexOf(hash, matches);
    if (hole == kNone)
      return;
    size_t mask = slots.size() - 1;
    slots[hole] = Slot();
    --used;
    for (size_t i = (hole + 1) & mask; slots[i].full; i = (i + 1) & mask) {
      size_t home = start(slots[i].hash);
      if (((i - home) & mask) < ((i - hole) & mask))
        continue;
      slots[hole] = std::move(slots[i]);
      slots[i] = Slot();
      hole = i;
    }
  }
  /// The number of entries.
  size_t size() const { return used; }
  /// Calls `fn` with each entry, in no particular order.
  template <typename Fn> void forEach(Fn fn) {
    for (Slot &slot : slots)
      if (slot.full)
        fn(slot.entry);
  }

private:
  struct Slot {
    uint64_t hash = 0;
    bool full = false;
    Entry entry{};
  };

  static constexpr size_t kNone = ~size_t(0);

  /// The slot of the entry `matches` accepts, or kNone.
  template <typename Matches>
  size_t indexOf(uint64_t hash, Matches matches) const {
    if (slots.empty())
      return kNone;
    for (size_t i = start(hash);; i = (i + 1) & (slots.size() - 1)) {
      const Slot &slot = slots[i];
      if (!slot.full)
        return kNone;
      if (slot.hash == hash && matches(slot.entry))
        return i;
    }
  }

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
