//===- RaceChecks.h - the skeleton of insert-race-checks -------*- C++ -*-===//
//
// insert-race-checks checks two memories on one skeleton: find the
// accesses (the check library's MemoryAccess, scalar and vector ones),
// leave out those that provably cannot race, make two sites per access,
// update a shadow word per element with relaxed atomics, and report from a
// cold path the other access the word names. Workgroup memory
// (WorkgroupRaceChecks.cpp) races between the threads of a block in a
// barrier interval; global memory (GlobalRaceChecks.cpp) between the blocks
// of a dispatch. Each supplies its shadow and its test of the word.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_TRANSFORMS_RACECHECKS_H
#define DBG_TRANSFORMS_RACECHECKS_H

#include "SiteIdTable.h"

#include "dbg/Checks/CheckBuilder.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <array>
#include <optional>
#include <string>

namespace mlir::dbg {

/// The pass's options, as the two memories' checks read them.
struct RaceCheckOptions {
  /// Leave out the accesses that provably cannot race.
  bool elide = true;
  /// Most bytes of static workgroup memory a kernel may use with shadows.
  int64_t workgroupLimit = 0;
  /// LLVM address space in which workgroup shadow words are swapped.
  unsigned shadowAddressSpace = 3;
  /// LLVM sync scope of the global race state's atomics and fence.
  std::string syncScope;
};

/// How many accesses of one memory a kernel's checks cover.
struct RaceCounts {
  int64_t checked = 0, elided = 0, unchecked = 0;
};

/// Sites per gpu.module that the shadow words can name: 12 bits of a
/// workgroup word, 11 of a global one.
constexpr int64_t kWorkgroupRaceSites = int64_t(1) << 12;
constexpr int64_t kGlobalRaceSites = int64_t(1) << 11;

/// One access a race check may instrument: a scalar or vector load or
/// store of a memref.
struct RaceAccess {
  Operation *op;
  /// The memref the op accesses, its indices, and whether it writes.
  Value memref;
  SmallVector<Value> indices;
  bool write = false;
  /// The buffer `memref` views (a workgroup attribution, a kernel argument,
  /// a memref.get_global); null when not found.
  Value root;
  /// Bytes the access covers from its first element; 0 when unknown.
  int64_t bytes = 0;
  /// Whether it may meet itself: in a loop, or (workgroup) reaching itself
  /// without a barrier.
  bool loopy = false;
  bool checked = false;
};

/// The access `op` makes that race checks instrument (memref.load and
/// .store, vector.load and .store), or none.
std::optional<RaceAccess> getRaceAccess(Operation *op);

/// Whether `a` and `b` access one memref at indices of which one pair are
/// distinct constants: they never touch the same element.
bool haveDistinctConstantIndex(const RaceAccess &a, const RaceAccess &b);

/// Marks which `accesses` are checked: with `elide`, a pair of accesses of
/// one root, one writing, that `partners(i)` says may meet and
/// `cannotMeet` does not rule out; every access otherwise.
void markRacyAccesses(
    MutableArrayRef<RaceAccess> accesses, bool elide,
    function_ref<llvm::BitVector(unsigned)> partners,
    function_ref<bool(const RaceAccess &, const RaceAccess &)> cannotMeet);

/// Adds `counts` to `kernel`'s `dbg.race_checks` summary, its keys named
/// `prefix` + checked, elided, unchecked.
void addRaceSummary(gpu::GPUFuncOp kernel, StringRef prefix,
                    const RaceCounts &counts);

/// "workgroup attribution #0 (memref<128xf32, 3>)", "kernel argument #1
/// (...)" or "@name (...)": the buffer `root` of a race report, its
/// arguments counted from `firstArgument` and named `argumentKind`.
std::string describeRaceBuffer(Value root, StringRef argumentKind,
                               unsigned firstArgument);

/// The sites of one checked access: `first` reports a write before it,
/// `second` (a write only) a read before it; `number` is its entry in the
/// gpu.module's table of race sites (shared past the table's capacity).
struct RaceSites {
  SiteOp first, second;
  int64_t number;
};

/// The sites of `access`, a race on `memory` ("workgroup", "global"):
/// "element {element:i} of BUFFER was written " + `by`.
RaceSites createRaceSites(CheckBuilder &checks, SiteIdTable &table,
                          const RaceAccess &access, StringRef memory,
                          StringRef buffer, StringRef by);

/// The report of a race `access` found, with `payload`: of `sites.first`,
/// or, for a write, of `sites.first` when `raceWrite` and `sites.second`
/// otherwise.
void createRaceReport(OpBuilder &b, Location loc, const RaceAccess &access,
                      const RaceSites &sites, Value raceWrite,
                      ValueRange payload);

/// The address of the first byte `access` touches (index): its view's
/// aligned pointer, offset and strides.
Value createFirstByteAddress(OpBuilder &b, Location loc,
                             const RaceAccess &access);

/// An i64 constant.
Value createI64(OpBuilder &b, Location loc, int64_t value);

/// `(word >> shift) & mask` (i64).
Value extractField(OpBuilder &b, Location loc, Value word, int64_t shift,
                   int64_t mask);

/// Swaps the i64 at `pointer` (an LLVM pointer) from `seen`, its value as
/// loaded, to `update(current)` with a relaxed compare-and-swap loop of
/// `syncScope` (empty: the system); returns the word it replaced. Relaxed,
/// since a shadow orders nothing: memref.generic_atomic_rmw's acq_rel (a
/// fence around each compare-and-swap on NVPTX) cost 1000x on a tiled
/// matmul.
Value createRelaxedSwap(OpBuilder &b, Location loc, Value pointer, Value seen,
                        function_ref<Value(OpBuilder &, Value)> update,
                        StringRef syncScope);

/// Workgroup memory: instruments the races between the threads of a block
/// of `kernel` on its workgroup buffers, adding its sites to `table`.
RaceCounts insertWorkgroupRaceChecks(gpu::GPUFuncOp kernel,
                                     const RaceCheckOptions &options,
                                     CheckBuilder &checks, SiteIdTable &table);

/// Global memory: the accesses of a kernel, and which are checked.
struct GlobalRacePlan {
  SmallVector<RaceAccess> accesses;
  int64_t elided = 0, unchecked = 0;
};

/// The accesses of global memory of `kernel` and which may race across
/// blocks; warns about what it cannot check. `launched`: the block and grid
/// sizes every launch of the kernel uses (0: not one constant).
GlobalRacePlan planGlobalRaceChecks(gpu::GPUFuncOp kernel,
                                    std::array<int64_t, 6> launched,
                                    const RaceCheckOptions &options);

/// Instruments the checked accesses of `plan`.
RaceCounts insertGlobalRaceChecks(gpu::GPUFuncOp kernel, GlobalRacePlan &plan,
                                  const RaceCheckOptions &options,
                                  CheckBuilder &checks, SiteIdTable &table);

} // namespace mlir::dbg

#endif // DBG_TRANSFORMS_RACECHECKS_H
