//===- Lifetimes.h - allocations, frees and uses of freed memory -*- C++
//-*-===//
//
// The program's gpu.alloc allocations on every target (AllocationTable), an
// observer of the dispatch lifecycle: at each launch, a memref operand that
// covers more than its allocation is reported as a failed bounds check and
// its kernel not run; under the run-time key `lifetimes`, what
// compute-sanitizer's memcheck and leak check report: a dispatch,
// gpu.memcpy or gpu.memset that touches freed memory, a second gpu.dealloc,
// and what was never freed at exit.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_LIFETIMES_H
#define DBGRT_LIFETIMES_H

#include "Allocations.h"
#include "Observer.h"
#include "Tensors.h"

#include <atomic>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace dbgrt {

class Runtime;

class MemoryTracker final : public DispatchObserver {
public:
  explicit MemoryTracker(Runtime &runtime) : rt(runtime) {}

  /// dbgrtMemoryOp: the memory op (site `siteId`) whose call comes next on
  /// this thread; that call (allocated, released, memoryInUse) takes it.
  void nameMemoryOp(int64_t siteId);
  /// gpu.alloc on any target: `bytes` bytes at `base` (the aligned pointer
  /// the program's memrefs use), until released(base).
  void allocated(const void *base, uint64_t bytes);
  /// gpu.dealloc on any target, before the memory is freed. False when it
  /// must not be freed: under lifetimes, a second free of an allocation,
  /// reported as an error.
  bool released(const void *base);
  /// lifetimes: a gpu.memcpy or gpu.memset (`what`, the runtime call) that
  /// reads memory at `read` and writes memory at `written` (either may be
  /// null). False when that memory was freed (reported as an error): the op
  /// must not run.
  bool memoryInUse(const void *read, const void *written, const char *what);
  /// The host target under lifetimes: freed allocations stay allocated
  /// while the table remembers them (AllocationTable::setQuarantine), and
  /// takeForgottenReleases() gives those it forgot to be freed.
  void quarantineReleases() { table.setQuarantine(true); }
  std::vector<uintptr_t> takeForgottenReleases() {
    return table.takeForgotten();
  }
  /// The program's allocations.
  const AllocationTable &allocations() const { return table; }
  /// AllocationTable::copyLeavesAllocation of the program's allocations.
  std::optional<std::string> copyLeavesAllocation(const void *begin,
                                                  uint64_t bytes) const {
    return table.copyLeavesAllocation(reinterpret_cast<uintptr_t>(begin),
                                      bytes);
  }
  /// Why a TMA descriptor's tensor (`rank` dimensions of `sizes` elements,
  /// `byteStrides` apart, in any order; `elementBytes` each) at `base`
  /// cannot be what it describes: it runs past the end of the allocation
  /// `base` lies in (copyLeavesAllocation's words). nullopt when it stays
  /// inside or `base` is in no allocation the table knows. `what` names
  /// the descriptor's op or call.
  std::optional<std::string>
  tensorLeavesAllocation(const char *what, const void *base, int64_t rank,
                         const int64_t *sizes, const int64_t *byteStrides,
                         int64_t elementBytes) const;
  /// A registered module has bounds checks: operands are checked against
  /// their allocation at each launch.
  void noteBoundsSites() { boundsSites = true; }
  bool checksOperands() const { return boundsSites; }

  /// At the launch of `open`: reports each memref operand that covers more
  /// than the allocation it points into (once per dispatch site and
  /// operand; not under bounds=0), as a failed bounds check of a site made
  /// for it; under lifetimes, one that points into freed memory. Either
  /// marks the dispatch skipped: its kernel could write past the
  /// allocation.
  void onLaunching(OpenDispatch &open, const LaunchArgs &args) override;
  /// lifetimes: one warning for the gpu.alloc allocations never freed, by
  /// the line that allocated them.
  void atExit() override;
  /// lifetimes: the errors reported (use after free, double free).
  int64_t errors() const override { return lifetimeErrors.load(); }

private:
  void checkOperandViews(OpenDispatch &open);
  void checkOperandLifetimes(OpenDispatch &open);
  /// The site of operand `tensor` of dispatch site `dispatchSite` past its
  /// allocation, made now; null when it was made (and reported) before.
  const DbgrtSite *newViewSite(const DbgrtSite *dispatchSite,
                               const TensorRef &tensor);
  /// Counts an error and prints `what` and its `consequence` (JSON Lines:
  /// an event `kind` with them as its message), unless a report of the
  /// same `key` was printed before (text reports: counted, said once at
  /// exit).
  void reportLifetimeError(const char *kind, const std::string &key,
                           const std::string &what, const char *consequence);

  Runtime &rt;
  AllocationTable table;
  std::atomic<int64_t> lifetimeErrors{0};
  bool boundsSites = false;
  /// The sites of operand views found to overrun their allocation, one per
  /// dispatch site and operand, and their strings.
  std::mutex viewSitesMutex;
  std::deque<DbgrtSite> viewSites;
  std::deque<std::string> viewSiteStrings;
  std::map<std::pair<const DbgrtSite *, int>, const DbgrtSite *> viewSiteOf;
};

} // namespace dbgrt

#endif // DBGRT_LIFETIMES_H
