//===- Runtime.h - libdbgrt state shared by all backends --------*- C++ -*-===//
//
// The process-wide runtime: options, the reporter, registered site tables,
// and the dispatch bookkeeping that attributes every device fault to the
// dispatch that caused it (or, outside sync mode, to the dispatches launched
// since the last synchronization).
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_RUNTIME_H
#define DBGRT_RUNTIME_H

#include "Allocations.h"
#include "CheckReports.h"
#include "Checks.h"
#include "DispatchDiff.h"
#include "DispatchRaceChecks.h"
#include "DispatchRaces.h"
#include "DispatchTools.h"
#include "Dispatcher.h"
#include "Lifetimes.h"
#include "LookupTable.h"
#include "NanOrigin.h"
#include "Observer.h"
#include "Repeats.h"
#include "Report.h"
#include "Repro.h"
#include "Tensors.h"
#include "Timing.h"
#include "dbgrt/Options.h"

#include <atomic>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace dbgrt {

/// Exit status of a program stopped by a device or driver error.
constexpr int kDeviceErrorExitCode = 1;
/// Exit status of a program stopped by bad DBG_OPTIONS (or a dispatch
/// filter that selects no dispatch).
constexpr int kOptionsErrorExitCode = 2;
/// Exit status of a program stopped by break-after.
constexpr int kBreakExitCode = 3;

/// The operands of a dispatch of `site` whose descriptors the runtime read
/// (`descriptors`, one per entry of the site's operand list, null where
/// the launch did not hold it), in list order (DispatchTools.cpp).
std::vector<TensorRef> operandsOf(const DbgrtSite *site, void **descriptors);
/// The same into `tensors` (emptied first), whose buffer a caller on the
/// launch path keeps from launch to launch.
void operandsOf(const DbgrtSite *site, void **descriptors,
                std::vector<TensorRef> &tensors);

/// A registered site and what libdbgrt parsed from it at registration.
struct RegisteredSite {
  const DbgrtSite *site = nullptr;
  /// The site's kind (DbgrtSite::kind), read by the markers without the
  /// site's own cache line.
  uint32_t kind = 0;
  KnownSizes known;
};

/// `Field` of `site` (DbgrtSite::operands, ::footprint) parsed by `parse`
/// into a vector of `Item`s, once per thread and site; empty when the
/// site is null, has no such field or it does not parse (the compiler's
/// verifier rejects a malformed one). This is on every instrumented launch
/// of a program with bounds checks or footprints.
template <typename Item, const char *DbgrtSite::*Field,
          bool (*parse)(std::string_view, std::vector<Item> &, std::string &)>
const std::vector<Item> &parsedSiteField(const DbgrtSite *site) {
  // The items held apart from the table, which moves its entries as it
  // grows: a caller's reference stays valid.
  struct Parsed {
    const DbgrtSite *site = nullptr;
    std::unique_ptr<std::vector<Item>> items;
  };
  thread_local LookupTable<Parsed> parsed;
  static const std::vector<Item> kNone;
  if (!site)
    return kNone; // An unnamed dispatch.
  bool inserted;
  Parsed &entry = parsed.find(
      reinterpret_cast<uintptr_t>(site),
      [&](const Parsed &known) { return known.site == site; }, inserted);
  if (inserted) {
    entry.site = site;
    entry.items = std::make_unique<std::vector<Item>>();
    std::string error;
    if (site->*Field && !parse(site->*Field, *entry.items, error))
      entry.items->clear();
  }
  return *entry.items;
}

/// The parsed operand list of `site`.
inline const std::vector<OperandInfo> &operandInfos(const DbgrtSite *site) {
  return parsedSiteField<OperandInfo, &DbgrtSite::operands, parseOperands>(
      site);
}

/// Calls `fn` with each operand of an open dispatch of `site` whose
/// descriptor the runtime holds (`descriptors`, as operandsOf takes them);
/// allocates nothing (it runs at every checked launch).
template <typename Fn>
void forEachOperand(const DbgrtSite *site, void **descriptors, Fn &&fn) {
  if (!site || !descriptors)
    return;
  const std::vector<OperandInfo> &infos = operandInfos(site);
  for (size_t i = 0; i < infos.size(); ++i) {
    if (!descriptors[i])
      continue;
    TensorRef tensor;
    tensor.info = infos[i];
    tensor.descriptor = static_cast<const int64_t *>(descriptors[i]);
    fn(tensor);
  }
}

/// Whether dispatch site `site` lists memref operands.
inline bool hasOperands(const DbgrtSite *site) {
  return site && site->operands && *site->operands;
}

class Runtime {
public:
  /// The runtime. DBG_OPTIONS is read once, when it is first used (at the
  /// latest by libdbgrt's startup constructor, before main).
  static Runtime &get();

  const Options &options() const { return opts; }
  Reporter &reporter() { return report; }

  /// At startup: exits with status 2 when DBG_OPTIONS is bad, and with
  /// status 0 after printing the keys when it is `help`.
  void checkEnvironment();
  /// Registers a compiled module's site table: `count` records, unpacked
  /// here, whose STR fields are offsets into `strings` (`stringBytes`
  /// bytes), and the options it was compiled with (DBG_OPTIONS syntax, or
  /// nullptr). A table registered again adds no site. Module defaults merge
  /// key by key: the first module that sets a key keeps it, a later module
  /// that sets it differently gets a warning; DBG_OPTIONS overrides them.
  /// Exits with status 2 on bad defaults; a malformed record is fatal.
  void registerSites(const DbgrtSiteRecord *records, int64_t count,
                     const char *strings, int64_t stringBytes,
                     const char *defaults);
  /// The site `record` unpacks to, or nullptr when no registered table
  /// holds it. Constant time for the table used last (dbgrtDispatchBegin,
  /// the dispatch scans).
  const DbgrtSite *site(const DbgrtSiteRecord *record);
  /// The registered sites, in registration order.
  std::vector<const DbgrtSite *> sites();
  /// The registered site whose id (DbgrtSite::id) is `id`, or nullptr.
  /// Takes no lock (the dispatch path).
  const DbgrtSite *siteById(int64_t id) const;
  /// The same with what was parsed from it at registration, or nullptr;
  /// valid for the program's life.
  const RegisteredSite *registeredSite(int64_t id) const;

  /// Logs the line `format()` builds at `level`, when the op-log level lets
  /// it through; otherwise builds nothing (this is on the dispatch path).
  template <typename Format> void log(LogLevel level, Format &&format) {
    if (enabled(level))
      report.line(format());
  }
  bool enabled(LogLevel level) const { return level >= opts.opLogLevel; }

  //===--------------------------------------------------------------------===//
  // Dispatches (Dispatcher.h)
  //===--------------------------------------------------------------------===//

  /// The program's dispatches: the one open on each thread, those not yet
  /// known to have finished.
  DispatchTracker &dispatches() { return dispatchSet; }
  /// Reports that `dispatch` failed (`what`, e.g. a device assert or a
  /// crash) with `notes` lines (where its blocks wait) and a `detail` line,
  /// and exits with status 1; `immediate` skips exit handlers (from a
  /// signal handler).
  [[noreturn]] void fatalInDispatch(const DispatchInfo &dispatch,
                                    const std::string &what,
                                    const std::string &detail,
                                    bool immediate = false,
                                    const std::vector<std::string> &notes = {});
  //===--------------------------------------------------------------------===//
  // Dispatch tools: tensor tracing and dispatch breaks (DispatchTools.cpp)
  //===--------------------------------------------------------------------===//

  //===--------------------------------------------------------------------===//
  // Observers of the dispatch lifecycle (Observer.h)
  //===--------------------------------------------------------------------===//

  /// The features of libdbgrt, each owning its state and its file: the
  /// observers of the dispatch lifecycle (Observer.h), in the order they
  /// are called, and the services they share.
  struct Features {
    Features(Runtime &rt, const Options &opts, Reporter &report);
    /// The reports of the device-side checks (CheckReports.h).
    CheckReporter checks;
    /// nan-origin's replays (NanOrigin.h).
    OriginReplay origin;
    /// gpu.alloc allocations and lifetimes (Lifetimes.h).
    MemoryTracker memory;
    /// dispatch-races (DispatchRaceChecks.h).
    DispatchRaceChecker races;
    /// diff (DispatchDiff.h).
    DispatchDiff diff;
    /// repro and repro-on-failure (Repro.h).
    ReproWriter repro;
    /// dump-dir, and trace-tensors and break-after (DispatchTools.h).
    DumpDirectory dumps;
    TensorTools tensors;
    /// timing (Timing.h).
    KernelTiming timing;
    std::vector<DispatchObserver *> observers;
  };
  Features &features() { return featureSet; }
  /// Whether `filter` selects `dispatch`, its site's `execution`-th.
  static bool selects(const DispatchFilter &filter,
                      const DispatchInfo &dispatch, int64_t execution);
  /// The trace-tensors, break-after, diff and repro filters of the
  /// options in force, compiled (empty: the key is off).
  struct Filters {
    DispatchFilter tensors, breaks, diff, repro;
  };
  const Filters &filters() const { return filterSet; }
  /// At exit: reports what the records still hold (waiting for scans in
  /// flight), then exits with status 1 when a check failed (and
  /// check-exit-status is on). Runs once: libdbgrt calls it from an exit
  /// handler registered at startup and from one registered after cuInit,
  /// which runs before the CUDA driver's own.
  void finishChecks();
  /// dbgrtCheckpoint: reports the failures recorded so far and exits with
  /// status 1 when one is new and an error (check-exit-status on).
  void checkpoint();

  //===--------------------------------------------------------------------===//
  // Errors
  //===--------------------------------------------------------------------===//

  /// Reports that driver call `call` (made for mgpu entry point `entry`)
  /// failed with `errorName` (`code`: `text`) and exits with status 1.
  /// `asyncFault` says the error comes from a kernel that ran earlier: it is
  /// attributed to the dispatches not yet synchronized (exactly one in sync
  /// mode). Otherwise it is attributed to the dispatch open on this thread,
  /// if any. Safe to call while exiting: a second fatal error only prints.
  [[noreturn]] void fatal(const char *call, const char *entry, int code,
                          const std::string &errorName, const std::string &text,
                          bool asyncFault);
  /// Reports a failure that is not a driver error and exits with status 1.
  [[noreturn]] void fatal(const std::string &message);
  /// True once a fatal error is being reported: calls made while the
  /// program exits (module destructors) must not touch the device.
  bool exiting() const { return isExiting.load(); }

  /// At the first instrumented dispatch, when every module has registered
  /// its sites: a filter that no site can match is an error (status 2).
  void checkFiltersAgainstSites();

private:
  /// Unit tests reset the runtime through it (runtime/test).
  friend struct RuntimeTesting;

  Runtime();
  /// Reads DBG_OPTIONS into `envSettings` (or `envError`).
  void readEnvironment();
  /// Makes the module defaults, then DBG_OPTIONS, the options in force.
  void applyOptions();
  [[noreturn]] void exitOnBadOptions(const std::string &message);
  /// Flushes the reports and exits with status 1; `skipExitHandlers` for a
  /// second fatal error (from a destructor at exit) or a signal handler.
  [[noreturn]] void exitAfterReport(bool skipExitHandlers);

  Options opts;
  Filters filterSet;
  Reporter report;
  /// What the modules' compiled-in defaults set, merged.
  std::vector<Setting> moduleSettings;
  /// What DBG_OPTIONS sets, parsed once.
  std::vector<Setting> envSettings;
  std::string envSpec;
  std::string envError;
  bool envHelp = false;
  std::mutex mutex;
  /// One registered table: its records and the sites unpacked from them.
  struct SiteModule {
    const DbgrtSiteRecord *begin = nullptr;
    const DbgrtSiteRecord *end = nullptr;
    std::vector<DbgrtSite> sites;
  };
  /// Never shrinks while the program runs: sites are referenced for its
  /// whole life.
  std::deque<SiteModule> siteModules;
  /// The module `site()` found last.
  std::atomic<const SiteModule *> lastSiteModule{nullptr};
  /// The registered sites by id, with open addressing: an id is a hash of
  /// its site already (convert-dbg-to-llvm), so a lookup, on every
  /// instrumented launch and memory op, reads one or two cache lines.
  class SiteIndex {
  public:
    /// The sites of `previous` (null: none), then `added`; an id already
    /// there keeps its site.
    SiteIndex(const SiteIndex *previous, const std::vector<DbgrtSite> &added);
    const RegisteredSite *find(int64_t id) const;

  private:
    /// One cache line: a launch's marker reads the site and its known
    /// sizes in one.
    struct alignas(64) Slot {
      int64_t id = 0;
      RegisteredSite registered;
    };
    void insert(const RegisteredSite &registered);
    /// Power-of-two many; id 0 (no site in the ABI) marks a free slot.
    std::vector<Slot> slots;
    size_t count = 0;
  };
  /// Replaced whole at each registration so that lookups take no lock; the
  /// indexes replaced stay alive.
  std::atomic<const SiteIndex *> sitesById{nullptr};
  std::deque<SiteIndex> siteIndexes;
  /// A registered module has device-side checks.
  bool hasCheckSites = false;
  std::atomic<bool> isExiting{false};
  std::atomic<bool> checksFinished{false};
  Features featureSet{*this, opts, report};
  DispatchTracker dispatchSet{*this, opts, report};
};

} // namespace dbgrt

#endif // DBGRT_RUNTIME_H
