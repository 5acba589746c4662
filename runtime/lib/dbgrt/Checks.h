//===- Checks.h - device error records and check reports --------*- C++ -*-===//
//
// The runtime side of the device error record (dbgrt/Abi.def): every module
// with device-side checks has one; libdbgrt finds it (CUDA: when it loads
// the module; host code: when it first registers), reads it after each
// dispatch in sync mode and at every synchronization otherwise, prints one
// report per failing site with its count, and resets it.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_CHECKS_H
#define DBGRT_CHECKS_H

#include "Report.h"
#include "dbgrt/Options.h"
#include "dbgrt/dbgrt.h"

#include <atomic>
#include <cstdint>
#include <cstring>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace dbgrt {

/// One module's error record as libdbgrt holds it. Backends derive from it
/// to say where the failure counters live.
class CheckRecord {
public:
  virtual ~CheckRecord() = default;
  /// Reads the `numSites()` failure counters into `counts`. Returns false
  /// when they cannot be read (the CUDA context is lost after a trap).
  virtual bool readCounters(std::vector<uint64_t> &counts) = 0;
  /// Sets every counter back to 0.
  virtual void resetCounters() = 0;

  /// What the record belongs to: a CUmodule, or the host record's address.
  const void *owner = nullptr;
  /// The reports, in host memory (for CUDA, mapped page-locked memory the
  /// device writes).
  DbgrtCheckReports *reports = nullptr;
  /// The module's check sites, by their index in the record.
  std::vector<int64_t> siteIds;
  size_t numSites() const { return siteIds.size(); }
  DbgrtCheckReport *report(size_t index) {
    return reinterpret_cast<DbgrtCheckReport *>(reports + 1) + index;
  }
};

/// The `control` word libdbgrt gives records for `options`: the enabled
/// check kinds and check-trap.
uint32_t checkControl(const Options &options);

/// Bytes of a record's reports: the header and `numSites` reports.
size_t checkReportsSize(size_t numSites);

/// A module's error record is `bytes` bytes: exits with a report naming
/// `entry` when that is not this libdbgrt's layout (another dbg compiled it).
void checkErrorRecordSize(const char *entry, size_t bytes);

/// What a module's error record is filled with: the device addresses of its
/// counters and reports, this run's control word, its number of sites.
/// Logs the attachment at debug level.
DbgrtErrorRecord errorRecordValue(uint64_t counters, uint64_t reports,
                                  size_t numSites);

/// One failing site, as read from a record: the report, its count (-1 when
/// unknown) and its site (nullptr when no registered table has its id).
struct CheckFailure {
  int64_t siteId = 0;
  const DbgrtSite *site = nullptr;
  DbgrtCheckReport report = {};
  int64_t count = -1;
  /// The dispatch it belongs to, when known exactly (a scan); id 0 if not.
  DispatchInfo dispatch;
};

/// What a report line says of its failure: that a check failed, or, for
/// a check of an origin build that a replay ran (nan-origin), where the
/// value another check reported was born ("origin: ...", JSON Lines
/// {"event":"origin"} without a severity).
enum class CheckRole { Failure, Origin };

/// Renders `failure` as one report line (without "[dbg] "), in `format`,
/// with `dispatch` (a formatted dispatch, or a description of the
/// dispatches it may belong to) appended. `trapped`: the kernel was stopped
/// at this failure.
std::string formatCheckFailure(const CheckFailure &failure,
                               const std::string &dispatch, ReportFormat format,
                               bool trapped,
                               CheckRole role = CheckRole::Failure);

/// What failed, where: "out-of-bounds store in kernels::scatter at
/// f.mlir:31:7" (a report's head, without the values).
std::string describeCheckSite(const CheckFailure &failure);

/// Whether the scalar operands that the report of an op check holds (its
/// `{operandN:TYPE}` values, nan-check=op) are all finite: the value was
/// born there, not made of an infinity or NaN it was given (inf - inf).
bool hasFiniteOperands(const CheckFailure &failure);

/// What makes two failures the same report: their site and what failed
/// there (a NaN and an Inf stored at one store are two).
std::string failureKey(const CheckFailure &failure);

/// The values of `failure`'s payload, rendered as its site's template
/// says: "index 130 not in [0, 130) on dim 0". Floats equal to the
/// poison-allocations pattern of their type say so.
std::string renderCheckDetail(const CheckFailure &failure);

/// True when `bits` of a float of `type` ("f16", "bf16", "f32", "f64") are
/// the poison-allocations pattern.
bool isPoison(uint64_t bits, const std::string &type);

/// True for a site of a check made after a dispatch, on the host (a scan of
/// what it wrote): its reports have no block and thread.
inline bool isDispatchCheck(const DbgrtSite *site) {
  return site && site->opName && std::string(site->opName) == "gpu.launch_func";
}

/// True for a check made in host code, outside any kernel (a scan, an
/// input guard): its reports have no block and thread.
inline bool isHostCheck(const DbgrtSite *site) {
  return isDispatchCheck(site) || (site && site->kind == DBGRT_SITE_GUARD);
}

/// Scans `elements` floats of DBGRT_SCAN_* `type` at `data` (host memory):
/// the number of NaN/Inf, the index of the first and its raw bits.
struct ScanResult {
  int64_t count = 0, first = -1;
  uint64_t bits = 0;
};
ScanResult scanHostBuffer(const void *data, int64_t elements, int32_t type);
/// Bytes per element of DBGRT_SCAN_* `type`.
int64_t scanElementBytes(int32_t type);
/// The failure a scan with `result` reports at `site`.
CheckFailure scanFailure(const DbgrtSite *site, int64_t elements,
                         const ScanResult &result);

/// The 16-bit pattern poison-allocations fills memory with.
constexpr uint16_t kPoisonPattern = 0x7FF5;

/// "Say it once": which NaN/Inf reports only show a value that an earlier
/// report's dispatch produced spreading through later dispatches (a NaN
/// born in one dispatch of a transformer block reaches every later one).
/// A report's dispatch is part of the spread when it reads bytes that a
/// dispatch with a NaN/Inf report wrote; else it is an origin, reported in
/// full. Either way its written bytes are tainted in turn. Thread-safe.
class NonfiniteSpread {
public:
  /// One memref operand's bytes [begin, end).
  struct Span {
    uintptr_t begin = 0, end = 0;
    bool read = false, written = false;
  };

  /// Remembers what dispatch `id` reads and writes (the last 4096
  /// dispatches are kept).
  void recordDispatch(int64_t id, std::vector<Span> spans);

  /// A NaN/Inf report of dispatch `id`: true when it may be part of the
  /// spread (it read what a reported dispatch wrote). Every report of one
  /// dispatch gets the same answer; a dispatch whose operands were not
  /// recorded is an origin.
  bool isSpread(int64_t id);
  /// Counts dispatch `id` (named `name`), which isSpread said is spread, as
  /// the spread (once per dispatch).
  void countSpread(int64_t id, const std::string &name);
  /// Dispatch `id`, which isSpread said may be spread, made a NaN/Inf of
  /// its own (its origin replay found one born from finite operands): its
  /// reports are an origin's.
  void markOrigin(int64_t id);

  /// The dispatches counted as spread, and the names of the first and the
  /// last (as countSpread got them).
  int64_t spreadDispatches() const;
  std::string firstSpread() const;
  std::string lastSpread() const;

private:
  mutable std::mutex mutex;
  std::unordered_map<int64_t, std::vector<Span>> spans;
  std::deque<int64_t> recorded;
  std::vector<std::pair<uintptr_t, uintptr_t>> tainted;
  /// isSpread's answer per dispatch, and whether countSpread counted it.
  enum class Decision { Origin, Spread, Counted };
  std::unordered_map<int64_t, Decision> decided;
  int64_t spread = 0;
  std::string first, last;
};

/// The error records of the process.
class CheckRecords {
public:
  static CheckRecords &get();

  void add(std::unique_ptr<CheckRecord> record);
  /// Forgets the record of `owner` (a module being unloaded).
  void remove(const void *owner);
  /// Forgets every record, freeing their memory (at exit, while the driver
  /// is still there: module destructors run after its exit handler).
  void removeAll();
  /// True when `owner` has a record.
  bool has(const void *owner);

  /// Reads every record; returns the failures found, in record and site
  /// order, and resets the records. With `contextLost` (a kernel faulted or
  /// trapped) the counters in device memory are not read: the reports, in
  /// host memory, are all that is left.
  std::vector<CheckFailure> drain(bool contextLost = false);

  /// A NaN/Inf scan of what `dispatch` wrote, in flight until that dispatch
  /// is known to have finished: `read` then gives its failure (or nothing
  /// when the buffer was finite), `wait` waits for it (at exit).
  void addScan(const DispatchInfo &dispatch,
               std::function<std::optional<CheckFailure>()> read,
               std::function<void()> wait);
  /// The failures of the scans of the `finished` dispatches (all scans when
  /// null, after waiting for them). Scans of a lost context are dropped.
  std::vector<CheckFailure>
  drainScans(const std::vector<DispatchInfo> *finished, bool contextLost);

  /// False until a record or a scan is added: programs without checks skip
  /// the reading at every synchronization with one load.
  bool active() const { return hasWork.load(std::memory_order_acquire); }

  /// Whether any error-level check failed so far (exit status).
  bool anyError() const { return errors > 0; }
  /// The error-level failures so far, by failureKey: each site (and what
  /// failed there) counted once however many launches it failed in.
  int64_t errorCount() const { return errors; }
  /// Counts the sites of the failures of `failures` that are errors.
  void countErrors(const std::vector<CheckFailure> &failures);

private:
  /// Unit tests reset the records through it (runtime/test).
  friend struct RuntimeTesting;

  struct Scan {
    DispatchInfo dispatch;
    std::function<std::optional<CheckFailure>()> read;
    std::function<void()> wait;
  };
  std::mutex mutex;
  std::vector<std::unique_ptr<CheckRecord>> records;
  std::vector<Scan> scans;
  std::atomic<bool> hasWork{false};
  std::atomic<int64_t> errors{0};
  /// failureKey of the error-level failures so far.
  std::unordered_set<std::string> failedSites;
};

} // namespace dbgrt

#endif // DBGRT_CHECKS_H
