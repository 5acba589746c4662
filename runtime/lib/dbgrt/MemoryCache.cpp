//===- MemoryCache.cpp - gpu.dealloc'd memory kept for reuse --------------===//

#include "MemoryCache.h"

using namespace dbgrt;

namespace {
uint64_t hashOf(void *ptr) { return reinterpret_cast<uintptr_t>(ptr); }

uint64_t hashOf(void *stream, uint64_t size) {
  return hashOf(stream) ^ (size * 0xC2B2AE3D27D4EB4Full);
}

/// Whether an entry is that of block `ptr`.
auto same(void *ptr) {
  return [ptr](const auto &state) { return state.ptr == ptr; };
}
} // namespace

MemoryCache::State *MemoryCache::find(void *ptr) {
  return blocks.lookup(hashOf(ptr), same(ptr));
}

MemoryCache::KeptList *MemoryCache::keptList(void *stream, uint64_t size,
                                             bool create) {
  auto matches = [&](const KeptList &list) {
    return list.stream == stream && list.size == size;
  };
  if (!create)
    return kept.lookup(hashOf(stream, size), matches);
  bool inserted;
  KeptList &list = kept.find(hashOf(stream, size), matches, inserted);
  if (inserted) {
    list.stream = stream;
    list.size = size;
  }
  return &list;
}

void *MemoryCache::take(uint64_t size, void *stream) {
  std::lock_guard<std::mutex> lock(mutex);
  KeptList *list = keptList(stream, size, /*create=*/false);
  if (!list || list->ptrs.empty())
    return nullptr;
  void *ptr = list->ptrs.back();
  list->ptrs.pop_back();
  find(ptr)->kept = false;
  keptTotal -= size;
  return ptr;
}

void MemoryCache::adopt(void *ptr, uint64_t size) {
  std::lock_guard<std::mutex> lock(mutex);
  bool inserted;
  blocks.find(hashOf(ptr), same(ptr), inserted) = State{ptr, size, false};
}

bool MemoryCache::keep(void *ptr, void *stream) {
  std::lock_guard<std::mutex> lock(mutex);
  State *state = find(ptr);
  if (!state)
    return false;
  if (state->kept)
    return true;
  state->kept = true;
  uint64_t size = state->size;
  keptList(stream, size, /*create=*/true)->ptrs.push_back(ptr);
  keptTotal += size;
  return true;
}

void MemoryCache::forget(KeptList &list, std::vector<Block> &out) {
  for (void *ptr : list.ptrs) {
    out.push_back(Block{ptr, list.stream, list.size});
    blocks.erase(hashOf(ptr), same(ptr));
    keptTotal -= list.size;
  }
  list.ptrs.clear();
}

std::vector<MemoryCache::Block> MemoryCache::drain(void *stream) {
  std::lock_guard<std::mutex> lock(mutex);
  std::vector<Block> out;
  // The stream is gone: so are its lists (a stream made again at its
  // address makes new ones).
  std::vector<uint64_t> sizes;
  kept.forEach([&](KeptList &list) {
    if (list.stream != stream)
      return;
    forget(list, out);
    sizes.push_back(list.size);
  });
  for (uint64_t size : sizes)
    kept.erase(hashOf(stream, size), [&](const KeptList &list) {
      return list.stream == stream && list.size == size;
    });
  return out;
}

std::vector<MemoryCache::Block> MemoryCache::drainAll() {
  std::lock_guard<std::mutex> lock(mutex);
  std::vector<Block> out;
  kept.forEach([&](KeptList &list) { forget(list, out); });
  return out;
}

uint64_t MemoryCache::keptBytes() const {
  std::lock_guard<std::mutex> lock(mutex);
  return keptTotal;
}
