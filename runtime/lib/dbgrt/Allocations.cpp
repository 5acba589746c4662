//===- Allocations.cpp - the memory a program allocated through dbgrt -----===//

#include "Allocations.h"

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

std::optional<ViewOverrun>
AllocationTable::checkSpan(const TensorRef &tensor) const {
  if (!tensor.descriptor)
    return std::nullopt;
  // The offset of the last element from the first, in elements.
  uint64_t last = 0;
  for (int64_t d = 0; d < tensor.info.rank; ++d) {
    int64_t size = tensor.sizes()[d], stride = tensor.strides()[d];
    if (size <= 0)
      return std::nullopt; // Empty: no memory to check.
    if (stride < 0)
      return std::nullopt;
    uint64_t step;
    if (__builtin_mul_overflow(static_cast<uint64_t>(size - 1),
                               static_cast<uint64_t>(stride), &step) ||
        __builtin_add_overflow(last, step, &last))
      return std::nullopt;
  }
  uint64_t elementBytes = byteSize(tensor.info.type), spanBytes;
  if (__builtin_add_overflow(last, 1, &last) ||
      __builtin_mul_overflow(last, elementBytes, &spanBytes))
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
  if (__builtin_add_overflow(offset, spanBytes, &end))
    end = UINT64_MAX;
  if (end <= it->second)
    return std::nullopt;
  return ViewOverrun{offset, end, it->second};
}
