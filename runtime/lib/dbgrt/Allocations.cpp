//===- Allocations.cpp - the memory a program allocated through dbgrt -----===//

#include "Allocations.h"

#include <cstdio>

using namespace dbgrt;

void AllocationTable::add(const void *base, uint64_t bytes) {
  auto start = reinterpret_cast<uintptr_t>(base);
  if (!start || !bytes)
    return;
  std::lock_guard<std::mutex> lock(mutex);
  // Drop what the new block overlaps: the one before it, if it reaches in,
  // and those that start inside it.
  auto it = blocks.upper_bound(start);
  if (it != blocks.begin() &&
      std::prev(it)->first + std::prev(it)->second > start)
    --it;
  while (it != blocks.end() && it->first < start + bytes)
    it = blocks.erase(it);
  blocks.emplace(start, bytes);
}

void AllocationTable::remove(const void *base) {
  std::lock_guard<std::mutex> lock(mutex);
  blocks.erase(reinterpret_cast<uintptr_t>(base));
}

std::optional<std::pair<uintptr_t, uint64_t>>
AllocationTable::find(uintptr_t address) const {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = blocks.upper_bound(address);
  if (it == blocks.begin())
    return std::nullopt;
  --it;
  if (address - it->first >= it->second)
    return std::nullopt;
  return *it;
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
  if (offset >= it->second)
    return std::nullopt; // Not inside an allocation the table knows.
  uint64_t end;
  if (__builtin_add_overflow(offset, *spanBytes, &end))
    end = UINT64_MAX;
  if (end <= it->second)
    return std::nullopt;
  return ViewOverrun{offset, end, it->second};
}
