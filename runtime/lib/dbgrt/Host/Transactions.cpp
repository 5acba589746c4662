//===- Transactions.cpp - mbarriers and TMA on the host target ------------===//
//
// Hopper's asynchronous copies on the CPU: mbarriers with their arrival and
// transaction counts (PTX ISA, "mbarrier"), TMA descriptors as CUDA's
// cuTensorMapEncodeTiled checks them, and cp.async.bulk.tensor loads and
// stores with their swizzle and out-of-bounds fill. A GPU copies
// asynchronously and counts the bytes on the mbarrier as they land; the
// host copies at once and counts them then, an order a GPU may also take.
// The threads of a block are fibers of one CPU thread (Scheduler.h), so
// the mbarrier's words need no atomics.
//
//===----------------------------------------------------------------------===//

#include "Transactions.h"

#include "Scheduler.h"

#include "../Runtime.h"
#include "../TensorMaps.h"
#include "dbgrt/dbgrt.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>

using namespace dbgrt;

namespace {

//===----------------------------------------------------------------------===//
// mbarriers
//===----------------------------------------------------------------------===//

/// Abi.def's layout of a host mbarrier (DBGRT_HOST_MBARRIER_BYTES).
struct Mbarrier {
  static constexpr uint64_t kPending = 0xffffffffu;
  static constexpr int kExpectedShift = 32;
  static constexpr uint64_t kExpected = 0x7fffffffu;
  static constexpr uint64_t kPhase = uint64_t(1) << 63;

  uint64_t arrivals;
  /// Bytes expected (low half) and brought (high half) in this phase.
  uint64_t transactions;
  /// The last phase's `transactions` when it completed with more bytes
  /// than expected, until a wait for it reports them; else 0.
  uint64_t overrun;

  uint64_t pending() const { return arrivals & kPending; }
  uint64_t expected() const { return (arrivals >> kExpectedShift) & kExpected; }
  int64_t parity() const { return (arrivals & kPhase) ? 1 : 0; }
  uint32_t bytesExpected() const { return uint32_t(transactions); }
  uint32_t bytesBrought() const { return uint32_t(transactions >> 32); }
  void setBytes(uint64_t expected, uint64_t brought) {
    transactions = (expected & 0xffffffffu) | (brought << 32);
  }
  /// Completes the phase once no arrival is pending and the bytes
  /// expected have landed: the parity flips and the counts start again.
  /// Bytes past those expected are taken to land after the phase completes
  /// (a GPU completes it when its count reaches zero) and recorded for the
  /// waits to report.
  void completeIfDone() {
    if (pending() != 0 || bytesBrought() < bytesExpected())
      return;
    overrun = bytesBrought() > bytesExpected() ? transactions : 0;
    arrivals = ((arrivals & kPhase) ^ kPhase) | expected() << kExpectedShift |
               expected();
    transactions = 0;
  }
};
static_assert(sizeof(Mbarrier) == DBGRT_HOST_MBARRIER_BYTES,
              "Abi.def's host mbarrier size");

Mbarrier &mbarrierAt(void *mbarrier) {
  return *static_cast<Mbarrier *>(mbarrier);
}

/// What a deadlocked wait says of its mbarrier.
std::string describeMbarrier(const uint64_t *words) {
  const auto &bar = *reinterpret_cast<const Mbarrier *>(words);
  std::string text = "its mbarrier has " +
                     std::to_string(bar.expected() - bar.pending()) + " of " +
                     std::to_string(bar.expected()) +
                     " expected arrival(s) in this phase";
  if (bar.bytesExpected() == 0 && bar.bytesBrought() == 0)
    return text;
  return text + " and " + std::to_string(bar.bytesBrought()) +
         " transaction byte(s) brought by TMA of the " +
         std::to_string(bar.bytesExpected()) + " expect_tx announced";
}

//===----------------------------------------------------------------------===//
// The record of the running block's TMA loads
//===----------------------------------------------------------------------===//

/// The TMA loads of each block the CPU thread runs.
thread_local host::BlockLocal<std::vector<host::TmaWrite>> tTmaWrites;

/// The running block's records.
std::vector<host::TmaWrite> &blockTmaWrites() { return tTmaWrites.get(); }

/// Records a TMA load of [begin, end) from the tensor at `tensor` whose
/// bytes complete the phase of parity `parity` of `mbarrier`, among the
/// records of the block of rank `rank` of the running cluster.
void recordTmaWrite(int64_t rank, uintptr_t begin, uintptr_t end,
                    int32_t swizzle, const char *location, const void *tensor,
                    const void *mbarrier, int64_t parity) {
  std::vector<host::TmaWrite> &writes = tTmaWrites.get(
      host::currentBlock().firstSerial + static_cast<uint64_t>(rank));
  writes.erase(std::remove_if(writes.begin(), writes.end(),
                              [&](const host::TmaWrite &old) {
                                return old.begin >= begin && old.end <= end;
                              }),
               writes.end());
  host::TmaWrite write;
  write.begin = begin;
  write.end = end;
  write.swizzle = swizzle;
  write.location = location;
  write.tensor = tensor;
  write.mbarrier = mbarrier;
  write.parity = parity;
  writes.push_back(write);
}

/// A wait for the phase of parity `parity` of `mbarrier` has returned:
/// the loads whose bytes completed it are visible.
void recordWait(const void *mbarrier, int64_t parity) {
  for (host::TmaWrite &write : blockTmaWrites())
    if (write.mbarrier == mbarrier && write.parity == parity)
      write.waited = true;
}

/// Counts `bytes` brought by TMA as the transaction of `mbarrier`'s phase
/// (complete_tx).
void completeTransaction(void *mbarrier, uint64_t bytes) {
  Mbarrier &bar = mbarrierAt(mbarrier);
  bar.setBytes(bar.bytesExpected(), bar.bytesBrought() + bytes);
  bar.completeIfDone();
}

/// After a wait at `location` for a phase of `mbarrier` that completed
/// with more bytes than expect_tx announced: a race on a GPU, reported
/// once per phase.
void reportOverrun(Mbarrier &bar, const char *location) {
  if (!bar.overrun)
    return;
  uint64_t expected = uint32_t(bar.overrun), brought = bar.overrun >> 32;
  bar.overrun = 0;
  host::reportWarning(
      std::string("race: the mbarrier phase waited for at ") + location +
          " completes before TMA's bytes have landed",
      "expect_tx announced " + std::to_string(expected) +
          " transaction byte(s) and TMA brings " + std::to_string(brought) +
          ": on a GPU the phase completes after " + std::to_string(expected) +
          " of them and the threads that waited read shared memory the copy "
          "is still writing (or, when they land first, it never completes)");
}

//===----------------------------------------------------------------------===//
// TMA
//===----------------------------------------------------------------------===//

/// Where shared address `offset` lies under `swizzle` (0-3): bits
/// [4, 4 + swizzle) XORed with bits [7, 7 + swizzle), CUTLASS's
/// Swizzle<swizzle, 4, 3>.
int64_t swizzled(int64_t offset, int32_t swizzle) {
  if (swizzle == 0)
    return offset;
  int64_t mask = (int64_t(1) << swizzle) - 1;
  return offset ^ (((offset >> 7) & mask) << 4);
}

/// Why cuTensorMapEncodeTiled refuses the descriptor, or "".
std::string checkTensorMap(const TensorMap &map, int32_t interleave) {
  auto at = [](int32_t dim) { return " of dimension " + std::to_string(dim); };
  if (interleave != 0)
    return "interleaved layouts are not supported by the host target";
  if (map.rank < 1 || map.rank > 5)
    return "rank " + std::to_string(map.rank) + " is not 1 to 5";
  if (reinterpret_cast<uintptr_t>(map.base) % 16)
    return "the tensor's address is not 16-byte aligned";
  for (int32_t i = 0; i < map.rank; ++i) {
    if (map.dims[i] < 1 || map.dims[i] > (int64_t(1) << 32))
      return "the size " + std::to_string(map.dims[i]) + at(i) +
             " (innermost first) is not 1 to 2^32";
    if (map.box[i] < 1 || map.box[i] > 256)
      return "the box size " + std::to_string(map.box[i]) + at(i) +
             " (innermost first) is not 1 to 256";
    if (i > 0 && (map.strides[i] % 16 || map.strides[i] <= 0 ||
                  map.strides[i] >= (int64_t(1) << 40)))
      return "the stride of " + std::to_string(map.strides[i]) + " bytes" +
             at(i) +
             " (innermost first) is not a positive multiple of 16 "
             "below 2^40";
  }
  int64_t rowBytes = map.box[0] * map.elementBytes;
  if (rowBytes % 16)
    return "the box's innermost dimension is " + std::to_string(rowBytes) +
           " bytes, not a multiple of 16";
  if (map.swizzle > 0 && rowBytes > (int64_t(16) << map.swizzle))
    return "the box's innermost dimension is " + std::to_string(rowBytes) +
           " bytes, wider than its " + std::to_string(16 << map.swizzle) +
           "-byte swizzle";
  return "";
}

/// Reads `map` at `descriptor`, or reports that it is not one.
const TensorMap &tensorMapAt(const void *descriptor, const char *op,
                             const char *location) {
  const auto *map = static_cast<const TensorMap *>(descriptor);
  if (!map || map->magic != TensorMap::kMagic)
    host::reportDivergence(std::string(op) + " at " + location +
                               ": its descriptor is not a TMA descriptor",
                           "nvgpu.tma.create.descriptor makes them");
  return *map;
}

/// Copies the box of `map` at `coords` between the tensor and shared
/// memory at `shared`: `load` reads the tensor (filling what lies past
/// it), else writes it (skipping what lies past it).
void copyBox(const TensorMap &map, const int64_t coords[5], char *shared,
             bool load) {
  const int64_t *box = map.box;
  int64_t bytes = map.elementBytes, offset = 0;
  for (int64_t i4 = 0; i4 < box[4]; ++i4)
    for (int64_t i3 = 0; i3 < box[3]; ++i3)
      for (int64_t i2 = 0; i2 < box[2]; ++i2)
        for (int64_t i1 = 0; i1 < box[1]; ++i1)
          for (int64_t i0 = 0; i0 < box[0]; ++i0, offset += bytes) {
            const int64_t at[5] = {i0, i1, i2, i3, i4};
            bool inside = true;
            int64_t global = 0;
            for (int32_t d = 0; d < 5; ++d) {
              int64_t g = coords[d] + at[d];
              inside &= g >= 0 && g < map.dims[d];
              global += g * map.strides[d];
            }
            // The swizzle XORs bits of the shared address, as a GPU's
            // (workgroup memory is aligned as a GPU's shared window).
            auto *here = reinterpret_cast<char *>(swizzled(
                reinterpret_cast<intptr_t>(shared) + offset, map.swizzle));
            if (load && inside)
              std::memcpy(here, map.base + global, bytes);
            else if (load)
              std::memset(here, map.oobNan ? 0xff : 0, bytes);
            else if (inside)
              std::memcpy(const_cast<char *>(map.base) + global, here, bytes);
          }
}

/// Reports a box of `boxBytes` that does not fit the `available` bytes of
/// its shared-memory memref.
void checkSharedBox(int64_t boxBytes, int64_t available, const char *op,
                    const char *location) {
  if (boxBytes <= available)
    return;
  host::reportDivergence(
      std::string(op) + " at " + location + ": its box of " +
          std::to_string(boxBytes) + " bytes overruns its shared-memory memref",
      "the memref has " + std::to_string(available) +
          " bytes from the box's start; on a GPU the copy writes past it, "
          "into whatever workgroup memory lies next");
}

} // namespace

extern "C" {

void dbgrtHostMbarrierInit(void *mbarrier, int32_t count) {
  uint64_t expected = static_cast<uint32_t>(count) & Mbarrier::kExpected;
  Mbarrier &bar = mbarrierAt(mbarrier);
  bar.arrivals = expected | expected << Mbarrier::kExpectedShift;
  bar.transactions = 0;
  bar.overrun = 0;
  // The other threads run to their init before this one goes on, as the
  // warps of a block on a GPU all start before any gets far: a block whose
  // threads all init the mbarrier (upstream's TMA tests) has inited it
  // before the first arrival, not again after it.
  host::yield();
}

int64_t dbgrtHostMbarrierArrive(void *mbarrier, int32_t count, int32_t complete,
                                int32_t txBytes) {
  Mbarrier &bar = mbarrierAt(mbarrier);
  int64_t token = bar.parity();
  bar.setBytes(bar.bytesExpected() + static_cast<uint32_t>(txBytes),
               bar.bytesBrought());
  uint64_t arrivals = static_cast<uint32_t>(count);
  uint64_t pending = arrivals >= bar.pending() ? 0 : bar.pending() - arrivals;
  bar.arrivals = (bar.arrivals & ~Mbarrier::kPending) | pending;
  if (complete)
    bar.completeIfDone();
  return token;
}

int32_t dbgrtHostMbarrierTestWait(void *mbarrier, int64_t token) {
  return mbarrierAt(mbarrier).parity() != token;
}

void dbgrtHostMbarrierWait(void *mbarrier, int32_t parity,
                           const char *location) {
  // The phase of parity `parity` has completed once the current phase's
  // parity differs.
  auto ready = [](const uint64_t *words, int64_t parity) {
    return reinterpret_cast<const Mbarrier *>(words)->parity() != parity;
  };
  if (!host::waitFor(static_cast<const uint64_t *>(mbarrier), ready, parity & 1,
                     describeMbarrier, location))
    Runtime::get().fatal(std::string("dbgrtHostMbarrierWait at ") + location +
                         ": an mbarrier wait outside a cooperative launch");
  recordWait(mbarrier, parity & 1);
  reportOverrun(mbarrierAt(mbarrier), location);
}

void *dbgrtHostTmaDescriptor(void *base, int32_t rank, int32_t elementBytes,
                             void *shape, void *box, int32_t swizzle,
                             int32_t oobNan, int32_t interleave,
                             const char *location) {
  auto *map = new TensorMap(); // Lives as long as the program, as CUDA's.
  map->base = static_cast<const char *>(base);
  map->rank = rank;
  map->elementBytes = elementBytes;
  map->swizzle = swizzle;
  map->oobNan = oobNan != 0;
  const auto *sizes = static_cast<const int64_t *>(shape);
  const auto *boxSizes = static_cast<const int64_t *>(box);
  // The innermost dimension is contiguous, whatever the memref's stride
  // (the driver takes no stride for it).
  for (int32_t i = 0; i < rank && i < 5; ++i) {
    map->dims[i] = sizes[rank - 1 - i];
    map->strides[i] =
        i == 0 ? elementBytes : sizes[2 * rank - 1 - i] * elementBytes;
    map->box[i] = boxSizes[rank - 1 - i];
  }
  std::string what = std::string("nvgpu.tma.create.descriptor at ") + location;
  std::string invalid = checkTensorMap(*map, interleave);
  if (!invalid.empty())
    Runtime::get().fatal(what + ": " + invalid +
                         " (CUDA's cuTensorMapEncodeTiled refuses it)");
  // The runbook's "TMA descriptor larger than its allocation".
  Runtime &rt = Runtime::get();
  if (std::optional<std::string> leaves =
          rt.features().memory.tensorLeavesAllocation(
              what.c_str(), map->base, map->rank, map->dims, map->strides,
              map->elementBytes))
    rt.fatal(*leaves);
  return map;
}

void dbgrtHostTmaLoad(void *descriptor, void *dst, int64_t dstBytes,
                      void *mbarrier, int64_t c0, int64_t c1, int64_t c2,
                      int64_t c3, int64_t c4, int32_t multicastMask,
                      const char *location) {
  const char *op = "nvgpu.tma.async.load";
  const TensorMap &map = tensorMapAt(descriptor, op, location);
  checkSharedBox(map.boxBytes(), dstBytes, op, location);
  const int64_t coords[5] = {c0, c1, c2, c3, c4};
  auto bytes = static_cast<uint64_t>(map.boxBytes());
  // The box and its bytes land at `dst` and `mbarrier`; a multicast's in
  // every masked block of the cluster, at the offsets they have in this
  // one, and among that block's records.
  auto mask = static_cast<uint16_t>(
      multicastMask ? multicastMask : 1 << host::currentBlock().rank);
  for (int64_t rank = 0; rank < 16; ++rank) {
    if (!(mask >> rank & 1))
      continue;
    char *to = static_cast<char *>(dst);
    void *bar = mbarrier;
    if (multicastMask) {
      to = host::mapToClusterBlock(dst, rank, op, location);
      bar = host::mapToClusterBlock(mbarrier, rank, op, location);
    }
    copyBox(map, coords, to, /*load=*/true);
    auto begin = reinterpret_cast<uintptr_t>(to);
    recordTmaWrite(rank, begin, begin + bytes, map.swizzle, location, map.base,
                   bar, mbarrierAt(bar).parity());
    completeTransaction(bar, bytes);
  }
}

void dbgrtHostTmaStore(void *descriptor, void *src, int64_t srcBytes,
                       int64_t c0, int64_t c1, int64_t c2, int64_t c3,
                       int64_t c4, const char *location) {
  const char *op = "nvgpu.tma.async.store";
  const TensorMap &map = tensorMapAt(descriptor, op, location);
  checkSharedBox(map.boxBytes(), srcBytes, op, location);
  const int64_t coords[5] = {c0, c1, c2, c3, c4};
  copyBox(map, coords, static_cast<char *>(src), /*load=*/false);
}

} // extern "C"

const std::vector<host::TmaWrite> &host::currentTmaWrites() {
  return blockTmaWrites();
}
