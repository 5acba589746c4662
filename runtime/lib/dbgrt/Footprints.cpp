//===- Footprints.cpp - the bytes a dispatch's kernel may touch -----------===//
//
// Evaluates a dispatch site's footprint (dbgrt/Footprint.h) for one launch:
// the ids and sizes of the launch, its integer operands and its memref
// descriptors give each access's index intervals, and the operand's
// strides turn them into the bytes races between dispatches compare.
//
//===----------------------------------------------------------------------===//

#include "DispatchRaceChecks.h"
#include "Runtime.h"

#include "dbgrt/Footprint.h"

#include <cstring>
#include <unordered_map>

namespace dbgrt {

namespace {

/// The parsed footprint of `site`.
const std::vector<FootprintItem> &footprintItems(const DbgrtSite *site) {
  return parsedSiteField<FootprintItem, &DbgrtSite::footprint, parseFootprint>(
      site);
}

/// The integer operand `index` of a launch (launch parameter `param` on a
/// GPU, frame slot `index` on the host target), `bytes` wide,
/// sign-extended.
bool readScalar(const LaunchArgs &args, int index, int param, int bytes,
                int64_t &value) {
  const void *at = nullptr;
  if (args.params) {
    if (param < 0 || static_cast<size_t>(param) >= args.numParams)
      return false;
    at = args.params[param];
  } else if (args.frame) {
    if (index < 0 || static_cast<size_t>(index) >= args.numFrameOffsets ||
        args.frameOffsets[index] < 0)
      return false;
    at = args.frame + args.frameOffsets[index];
  }
  if (!at)
    return false;
  switch (bytes) {
  case 1: {
    int8_t v;
    std::memcpy(&v, at, 1);
    value = v;
    return true;
  }
  case 2: {
    int16_t v;
    std::memcpy(&v, at, 2);
    value = v;
    return true;
  }
  case 4: {
    int32_t v;
    std::memcpy(&v, at, 4);
    value = v;
    return true;
  }
  case 8:
    std::memcpy(&value, at, 8);
    return true;
  default:
    return false;
  }
}

/// The elements from `tensor`'s base() that `item` may reach, or none.
std::optional<Interval> elementRange(const FootprintItem &item,
                                     const TensorRef &tensor,
                                     const FootprintLaunch &launch) {
  if (item.dims.size() != static_cast<size_t>(tensor.info.rank))
    return std::nullopt;
  Interval offset;
  for (size_t d = 0; d < item.dims.size(); ++d) {
    std::optional<Interval> index = item.dims[d].index.evaluate(launch);
    int64_t stride = tensor.strides()[d];
    int64_t last, a, b;
    if (!index ||
        __builtin_add_overflow(index->hi, item.dims[d].extent - 1, &last) ||
        __builtin_mul_overflow(index->lo, stride, &a) ||
        __builtin_mul_overflow(last, stride, &b) ||
        __builtin_add_overflow(offset.lo, std::min(a, b), &offset.lo) ||
        __builtin_add_overflow(offset.hi, std::max(a, b), &offset.hi))
      return std::nullopt;
  }
  return offset;
}

/// Per operand and mode: the hull of its items' elements, or none when one
/// of them cannot be evaluated (the operand is then taken whole).
struct Hull {
  int operand;
  bool write;
  std::optional<Interval> elements;
};

template <typename TensorOf>
std::vector<Hull> computeHulls(const std::vector<FootprintItem> &items,
                               TensorOf &&tensorOf,
                               const FootprintLaunch &launch) {
  std::vector<Hull> hulls;
  for (const FootprintItem &item : items) {
    auto hull = std::find_if(hulls.begin(), hulls.end(), [&](const Hull &h) {
      return h.operand == item.operand && h.write == item.write;
    });
    const TensorRef *tensor = tensorOf(item.operand);
    std::optional<Interval> range =
        tensor ? elementRange(item, *tensor, launch) : std::nullopt;
    if (hull == hulls.end()) {
      hulls.push_back({item.operand, item.write, range});
      continue;
    }
    if (hull->elements && range)
      hull->elements = Interval{std::min(hull->elements->lo, range->lo),
                                std::max(hull->elements->hi, range->hi)};
    else
      hull->elements.reset();
  }
  return hulls;
}

} // namespace

void DispatchRaceChecker::onLaunching(OpenDispatch &open,
                                      const LaunchArgs &args) {
  open.footprint.clear();
  if (!order() || !open.operands)
    return;
  const DbgrtSite *site = open.info.site;
  if (!site || !site->footprint || !*site->footprint)
    return;
  const std::vector<FootprintItem> &items = footprintItems(site);
  std::vector<TensorRef> tensors = operandsOf(site, open.operands);
  auto tensorOf = [&](int index) -> const TensorRef * {
    for (const TensorRef &tensor : tensors)
      if (tensor.info.index == index)
        return &tensor;
    return nullptr;
  };
  FootprintLaunch launch;
  for (int d = 0; d < 3; ++d) {
    launch.block[d] = open.info.block[d];
    launch.grid[d] = open.info.grid[d];
  }
  launch.scalar = [&](int index, int param, int bytes, int64_t &value) {
    return readScalar(args, index, param, bytes, value);
  };
  launch.size = [&](int index, int dim, int64_t &size) {
    const TensorRef *tensor = tensorOf(index);
    if (!tensor || dim < 0 || dim >= tensor->info.rank)
      return false;
    size = tensor->sizes()[dim];
    return true;
  };
  std::vector<Hull> hulls = computeHulls(items, tensorOf, launch);
  for (const Hull &hull : hulls) {
    // An operand the list lacks has no elements (taken whole, as no
    // descriptor of it was read).
    if (!hull.elements)
      continue;
    const TensorRef *tensor = tensorOf(hull.operand);
    std::optional<uint64_t> span = tensor->spanBytes();
    if (!span)
      continue;
    // Clamped to the operand: a bounds check stops what lies outside it.
    auto bytes = static_cast<int64_t>(byteSize(tensor->info.type));
    int64_t first = std::max<int64_t>(hull.elements->lo, 0);
    int64_t end = hull.elements->hi;
    if (__builtin_add_overflow(end, 1, &end) ||
        __builtin_mul_overflow(first, bytes, &first) ||
        __builtin_mul_overflow(end, bytes, &end))
      continue;
    auto spanEnd = static_cast<int64_t>(*span);
    first = std::min(first, spanEnd);
    end = std::clamp(end, first, spanEnd);
    auto base = reinterpret_cast<uintptr_t>(tensor->base());
    BoundedBytes &made = open.footprint.emplace_back();
    made.operand = hull.operand;
    made.write = hull.write;
    made.begin = base + static_cast<uintptr_t>(first);
    made.end = base + static_cast<uintptr_t>(end);
  }
}

} // namespace dbgrt
