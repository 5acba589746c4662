//===- Allocations.cpp - the memory a program allocated through dbgrt -----===//

#include "Allocations.h"

#include <cstdio>

using namespace dbgrt;

/// The entry of `map` (by start address) that holds `address`, or end.
template <typename Map> static auto findHolding(Map &map, uintptr_t address) {
  auto it = map.upper_bound(address);
  if (it == map.begin())
    return map.end();
  --it;
  return address - it->first < it->second.bytes ? it : map.end();
}

void AllocationTable::forgetFreed(uintptr_t start, uint64_t bytes) {
  auto it = freed.upper_bound(start);
  if (it != freed.begin() &&
      std::prev(it)->first + std::prev(it)->second.bytes > start)
    --it;
  while (it != freed.end() && it->first < start + bytes) {
    freedBytes -= it->second.bytes;
    it = freed.erase(it);
  }
}

void AllocationTable::add(const void *base, uint64_t bytes,
                          const DbgrtSite *site) {
  auto start = reinterpret_cast<uintptr_t>(base);
  if (!start || !bytes)
    return;
  std::lock_guard<std::mutex> lock(mutex);
  // Drop what the new block overlaps: the one before it, if it reaches in,
  // and those that start inside it.
  auto it = blocks.upper_bound(start);
  if (it != blocks.begin() &&
      std::prev(it)->first + std::prev(it)->second.bytes > start)
    --it;
  while (it != blocks.end() && it->first < start + bytes)
    it = blocks.erase(it);
  // `it` is now the entry after the new one: the insertion's hint, so that
  // the tree is walked once.
  // Memory given out again at the same address (a pool's usual reuse): the
  // freed entry's node becomes the live one, without an allocation.
  decltype(freed)::node_type node;
  if (!freed.empty()) {
    if (auto same = freed.find(start); same != freed.end()) {
      freedBytes -= same->second.bytes;
      node = freed.extract(same);
    }
    forgetFreed(start, bytes);
  }
  Allocation allocation{start, bytes, site, nullptr};
  if (!node && !spareNodes.empty()) {
    node = std::move(spareNodes.back());
    spareNodes.pop_back();
  }
  if (!node) {
    blocks.emplace_hint(it, start, allocation);
    return;
  }
  node.key() = start;
  node.mapped() = allocation;
  blocks.insert(it, std::move(node));
}

Release AllocationTable::remove(const void *base, const DbgrtSite *site,
                                Allocation *found, bool remember) {
  auto start = reinterpret_cast<uintptr_t>(base);
  std::lock_guard<std::mutex> lock(mutex);
  auto it = blocks.find(start);
  if (it == blocks.end()) {
    auto gone = freed.find(start);
    if (gone == freed.end())
      return Release::Unknown;
    if (found)
      *found = gone->second;
    return Release::AlreadyFreed;
  }
  if (!remember) {
    if (found)
      *found = it->second;
    if (spareNodes.size() < kSpareNodes)
      spareNodes.push_back(blocks.extract(it));
    else
      blocks.erase(it);
    return Release::Freed;
  }
  // The node moves from the live entries to the freed ones: no allocation.
  auto node = blocks.extract(it);
  node.mapped().freeSite = site;
  Allocation allocation = node.mapped();
  if (found)
    *found = allocation;
  if (auto inserted = freed.insert(std::move(node)); !inserted.inserted)
    inserted.position->second = allocation;
  freedOrder.push_back(start);
  freedBytes += allocation.bytes;
  while (freedOrder.size() > kFreedKept || freedBytes > kFreedBytes) {
    auto oldest = freed.find(freedOrder.front());
    freedOrder.pop_front();
    if (oldest == freed.end())
      continue; // Given out again since.
    freedBytes -= oldest->second.bytes;
    if (quarantine)
      forgotten.push_back(oldest->first);
    freed.erase(oldest);
  }
  return Release::Freed;
}

std::vector<uintptr_t> AllocationTable::takeForgotten() {
  std::lock_guard<std::mutex> lock(mutex);
  return std::exchange(forgotten, {});
}

std::optional<Allocation> AllocationTable::findFreed(uintptr_t address) const {
  std::lock_guard<std::mutex> lock(mutex);
  if (freed.empty() || findHolding(blocks, address) != blocks.end())
    return std::nullopt;
  auto it = findHolding(freed, address);
  if (it == freed.end())
    return std::nullopt;
  return it->second;
}

std::vector<Allocation> AllocationTable::live() const {
  std::lock_guard<std::mutex> lock(mutex);
  std::vector<Allocation> all;
  all.reserve(blocks.size());
  for (const auto &[base, allocation] : blocks)
    all.push_back(allocation);
  return all;
}

std::optional<std::pair<uintptr_t, uint64_t>>
AllocationTable::find(uintptr_t address) const {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = findHolding(blocks, address);
  if (it == blocks.end())
    return std::nullopt;
  return std::pair(it->first, it->second.bytes);
}

std::optional<std::string>
AllocationTable::copyLeavesAllocation(uintptr_t begin, uint64_t bytes) const {
  auto allocation = find(begin);
  if (!allocation)
    return std::nullopt;
  uint64_t offset = begin - allocation->first;
  if (bytes <= allocation->second - offset)
    return std::nullopt;
  char address[32];
  std::snprintf(address, sizeof(address), "%#llx",
                static_cast<unsigned long long>(allocation->first));
  return "runs " + std::to_string(bytes - (allocation->second - offset)) +
         " bytes past the end of the " + std::to_string(allocation->second) +
         "-byte allocation at " + address + " (bytes [" +
         std::to_string(offset) + ", " + std::to_string(offset + bytes) +
         ") of it)";
}

std::optional<ViewOverrun>
AllocationTable::checkSpan(const TensorRef &tensor) const {
  if (!tensor.descriptor)
    return std::nullopt;
  std::optional<uint64_t> spanBytes = tensor.spanBytes();
  if (!spanBytes)
    return std::nullopt;
  auto first = reinterpret_cast<uintptr_t>(tensor.base());
  std::lock_guard<std::mutex> lock(mutex);
  auto it = blocks.upper_bound(first);
  if (it == blocks.begin())
    return std::nullopt;
  --it;
  uint64_t offset = first - it->first;
  uint64_t size = it->second.bytes;
  if (offset >= size)
    return std::nullopt; // Not inside an allocation the table knows.
  uint64_t end;
  if (__builtin_add_overflow(offset, *spanBytes, &end))
    end = UINT64_MAX;
  if (end <= size)
    return std::nullopt;
  return ViewOverrun{offset, end, size};
}
