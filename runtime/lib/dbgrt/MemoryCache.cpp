//===- MemoryCache.cpp - gpu.dealloc'd memory kept for reuse --------------===//

#include "MemoryCache.h"

#include <utility>

using namespace dbgrt;

size_t MemoryCache::home(void *ptr) const {
  // Fibonacci hashing: the top bits of the product, which depend on all of
  // the address's bits (its low bits are alignment).
  auto key = static_cast<uint64_t>(reinterpret_cast<uintptr_t>(ptr));
  return static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> (64 - bits));
}

MemoryCache::Slot *MemoryCache::find(void *ptr) {
  if (blocks.empty())
    return nullptr;
  for (size_t i = home(ptr);; i = (i + 1) & (blocks.size() - 1)) {
    if (blocks[i].ptr == ptr)
      return &blocks[i];
    if (!blocks[i].ptr)
      return nullptr;
  }
}

MemoryCache::Slot &MemoryCache::insert(void *ptr) {
  if (Slot *slot = find(ptr))
    return *slot;
  if (2 * (blockCount + 1) > blocks.size()) {
    std::vector<Slot> old = std::move(blocks);
    bits = old.empty() ? 6 : bits + 1;
    blocks.assign(size_t(1) << bits, Slot());
    blockCount = 0;
    for (const Slot &slot : old)
      if (slot.ptr)
        insert(slot.ptr) = slot;
  }
  size_t i = home(ptr);
  while (blocks[i].ptr)
    i = (i + 1) & (blocks.size() - 1);
  blocks[i].ptr = ptr;
  ++blockCount;
  return blocks[i];
}

void MemoryCache::erase(void *ptr) {
  Slot *slot = find(ptr);
  if (!slot)
    return;
  size_t mask = blocks.size() - 1;
  size_t hole = static_cast<size_t>(slot - blocks.data());
  blocks[hole] = Slot();
  --blockCount;
  // Backward shift: move up each later entry of the run whose home is not
  // between the hole and it, so that no probe stops at the hole.
  for (size_t i = (hole + 1) & mask; blocks[i].ptr; i = (i + 1) & mask) {
    size_t want = home(blocks[i].ptr);
    if (((i - want) & mask) < ((i - hole) & mask))
      continue;
    blocks[hole] = blocks[i];
    blocks[i] = Slot();
    hole = i;
  }
}

void *MemoryCache::take(uint64_t size, void *stream) {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = kept.find(Key{stream, size});
  if (it == kept.end() || it->second.empty())
    return nullptr;
  void *ptr = it->second.back();
  it->second.pop_back();
  find(ptr)->kept = false;
  keptTotal -= size;
  return ptr;
}

void MemoryCache::adopt(void *ptr, uint64_t size) {
  std::lock_guard<std::mutex> lock(mutex);
  Slot &slot = insert(ptr);
  slot.size = size;
  slot.kept = false;
}

bool MemoryCache::keep(void *ptr, void *stream) {
  std::lock_guard<std::mutex> lock(mutex);
  Slot *slot = find(ptr);
  if (!slot)
    return false;
  if (slot->kept)
    return true;
  slot->kept = true;
  kept[Key{stream, slot->size}].push_back(ptr);
  keptTotal += slot->size;
  return true;
}

void MemoryCache::forget(
    std::unordered_map<Key, std::vector<void *>, KeyHash>::iterator it,
    std::vector<Block> &out) {
  for (void *ptr : it->second) {
    out.push_back(Block{ptr, it->first.stream, it->first.size});
    erase(ptr);
    keptTotal -= it->first.size;
  }
}

std::vector<MemoryCache::Block> MemoryCache::drain(void *stream) {
  std::lock_guard<std::mutex> lock(mutex);
  std::vector<Block> out;
  for (auto it = kept.begin(); it != kept.end();) {
    if (it->first.stream != stream) {
      ++it;
      continue;
    }
    forget(it, out);
    it = kept.erase(it);
  }
  return out;
}

std::vector<MemoryCache::Block> MemoryCache::drainAll() {
  std::lock_guard<std::mutex> lock(mutex);
  std::vector<Block> out;
  for (auto it = kept.begin(); it != kept.end(); ++it)
    forget(it, out);
  kept.clear();
  return out;
}

uint64_t MemoryCache::keptBytes() const {
  std::lock_guard<std::mutex> lock(mutex);
  return keptTotal;
}
