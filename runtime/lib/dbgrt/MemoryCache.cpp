//===- MemoryCache.cpp - gpu.dealloc'd memory kept for reuse --------------===//

#include "MemoryCache.h"

using namespace dbgrt;

namespace {
uint64_t hashOf(void *ptr) { return reinterpret_cast<uintptr_t>(ptr); }

/// Whether an entry is that of block `ptr`.
auto same(void *ptr) {
  return [ptr](const auto &state) { return state.ptr == ptr; };
}
} // namespace

MemoryCache::State *MemoryCache::find(void *ptr) {
  return blocks.lookup(hashOf(ptr), same(ptr));
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
  kept[Key{stream, state->size}].push_back(ptr);
  keptTotal += state->size;
  return true;
}

void MemoryCache::forget(
    std::unordered_map<Key, std::vector<void *>, KeyHash>::iterator it,
    std::vector<Block> &out) {
  for (void *ptr : it->second) {
    out.push_back(Block{ptr, it->first.stream, it->first.size});
    blocks.erase(hashOf(ptr), same(ptr));
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
