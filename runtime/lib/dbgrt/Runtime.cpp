//===- Runtime.cpp - libdbgrt state and the dbgrt* entry points -----------===//

#include "Runtime.h"
#include "NanOrigin.h"

#include "Backend.h"
#include "Checks.h"
#include "Files.h"
#include "Signals.h"

#include <algorithm>
#include <cinttypes>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>

extern "C" {}

namespace dbgrt {

Runtime::Features::Features(Runtime &rt, const Options &opts, Reporter &report)
    : checks(rt, opts), origin(rt, opts), memory(rt), races(rt, opts),
      diff(rt, opts, report), repro(rt, opts), dumps(rt, opts),
      tensors(rt, opts, dumps), timing(rt),
      observers{&checks, &memory, &races, &diff, &repro, &tensors, &timing} {}

Runtime &Runtime::get() {
  // Never destroyed: module destructors use it at exit.
  static Runtime *runtime = new Runtime();
  return *runtime;
}

Runtime::Runtime() {
  readEnvironment();
  applyOptions();
}

void Runtime::readEnvironment() {
  const char *env = std::getenv("DBG_OPTIONS");
  envSpec = env ? env : "";
  envSettings.clear();
  envError.clear();
  envHelp = false;
  size_t first = envSpec.find_first_not_of(" \t\r\n");
  size_t last = envSpec.find_last_not_of(" \t\r\n");
  if (first != std::string::npos &&
      envSpec.substr(first, last - first + 1) == "help") {
    envHelp = true;
    return;
  }
  OptionsError error;
  if (!parseOptions(envSpec, envSettings, error))
    envError =
        "DBG_OPTIONS='" + escapeForMessage(envSpec) + "': " + error.message();
}

void Runtime::checkEnvironment() {
  if (envHelp) {
    std::printf("DBG_OPTIONS: a comma-separated list of key[=value]:\n%s",
                optionsHelp().c_str());
    std::fflush(stdout);
    std::_Exit(0);
  }
  if (!envError.empty())
    exitOnBadOptions(envError);
}

void Runtime::exitOnBadOptions(const std::string &message) {
  isExiting = true;
  std::fflush(stdout);
  std::fprintf(stderr, "[dbg] error: %s\n", message.c_str());
  std::fflush(stderr);
  // Before anything ran: no exit handler has work to do (a Chrome trace
  // already opened is closed).
  report.finish();
  std::_Exit(kOptionsErrorExitCode);
}

namespace {
/// The actions the flush handler replaced, restored before it re-raises.
struct sigaction gPreviousActions[NSIG];
constexpr int kFlushSignals[] = {SIGSEGV, SIGBUS,  SIGFPE, SIGILL,
                                 SIGABRT, SIGTERM, SIGINT, SIGHUP};

void flushOnSignal(int signal, siginfo_t *, void *) {
  Runtime::get().reporter().flushFromSignal();
  removeTemporaries();
  sigaction(signal, &gPreviousActions[signal], nullptr);
  raise(signal);
}

/// Buffered trace events reach the file when the program dies by a signal
/// (a crash in host code, an abort, Ctrl-C). The host target's fault
/// handlers, installed at its first launch, flush too.
void installFlushHandlers() {
  static std::once_flag once;
  std::call_once(once, [] {
    // A signal the program ignores stays ignored.
    installSignalHandler(kFlushSignals, flushOnSignal, 0, gPreviousActions);
  });
}
} // namespace

void Runtime::applyOptions() {
  Options newOptions;
  applySettings(moduleSettings, newOptions);
  applySettings(envSettings, newOptions);
  std::string error;
  // A Chrome trace is a JSON file: on stderr it would be lost among lines.
  if (newOptions.traceFormat == TraceFormat::Chrome &&
      newOptions.traceFile.empty())
    exitOnBadOptions("trace-format=chrome needs trace-file=PATH: a Chrome "
                     "trace is a JSON file (use %p in PATH for one per "
                     "process)");
  report.setJsonMessages(newOptions.reportFormat == ReportFormat::Jsonl);
  if (newOptions.traceFile != opts.traceFile ||
      newOptions.traceFormat != opts.traceFormat) {
    report.setFormat(newOptions.traceFormat);
    if (!report.setFile(newOptions.traceFile, error))
      exitOnBadOptions(error);
    if (!newOptions.traceFile.empty())
      installFlushHandlers();
  }
  std::string why;
  filterSet.tensors = DispatchFilter();
  filterSet.breaks = DispatchFilter();
  if (!newOptions.traceTensors.empty())
    filterSet.tensors.parse(newOptions.traceTensors, why);
  if (!newOptions.breakAfter.empty())
    filterSet.breaks.parse(newOptions.breakAfter, why);
  filterSet.diff = DispatchFilter();
  if (!newOptions.diff.empty())
    filterSet.diff.parse(newOptions.diff, why);
  filterSet.repro = DispatchFilter();
  if (!newOptions.repro.empty())
    filterSet.repro.parse(newOptions.repro, why);
  opts = newOptions;
}

namespace {
/// A registered module's string blob: STR fields are offsets into it.
struct StringBlob {
  const char *data;
  int64_t bytes;
};

// One overload per C type of a site field (dbgrt.h: DBGRT_CTYPE_*): false
// when the record's word does not fit it.
bool unpackField(int64_t word, const StringBlob &, uint32_t &out) {
  out = static_cast<uint32_t>(word);
  return word >= 0 && word <= UINT32_MAX;
}
bool unpackField(int64_t word, const StringBlob &, int32_t &out) {
  out = static_cast<int32_t>(word);
  return word >= INT32_MIN && word <= INT32_MAX;
}
bool unpackField(int64_t word, const StringBlob &, int64_t &out) {
  out = word;
  return true;
}
bool unpackField(int64_t word, const StringBlob &blob, const char *&out) {
  out = nullptr;
  if (word == -1)
    return true;
  if (!blob.data || word < 0 || word >= blob.bytes ||
      !std::memchr(blob.data + word, '\0', blob.bytes - word))
    return false;
  out = blob.data + word;
  return true;
}
} // namespace

void Runtime::registerSites(const DbgrtSiteRecord *records, int64_t count,
                            const char *strings, int64_t stringBytes,
                            const char *defaults) {
  if (count > 0 && records) {
    // Unpacked before the lock is taken: a bad record is fatal, and exit
    // handlers take the lock.
    SiteModule module;
    module.begin = records;
    module.end = records + count;
    module.sites.resize(static_cast<size_t>(count));
    StringBlob blob{strings, stringBytes};
    for (int64_t i = 0; i < count; ++i) {
      const DbgrtSiteRecord &record = records[i];
      DbgrtSite &site = module.sites[static_cast<size_t>(i)];
#define DBGRT_SITE_FIELD(TYPE, NAME)                                           \
  if (!unpackField(record.NAME, blob, site.NAME))                              \
    fatal("dbgrtRegisterSites: site record " + std::to_string(i) + " of " +    \
          std::to_string(count) + " has a bad " #NAME " (" +                   \
          std::to_string(record.NAME) + ")");
#include "dbgrt/Abi.def"
      if (site.kind >= DBGRT_NUM_SITE_KINDS)
        fatal("dbgrtRegisterSites: site record " + std::to_string(i) +
              " has an unknown kind " + std::to_string(site.kind));
    }
    std::lock_guard<std::mutex> lock(mutex);
    bool known =
        std::any_of(siteModules.begin(), siteModules.end(),
                    [&](const SiteModule &m) { return m.begin == records; });
    if (!known) {
      const SiteModule &added = siteModules.emplace_back(std::move(module));
      SiteIndex &index = siteIndexes.emplace_back(
          sitesById.load(std::memory_order_relaxed), added.sites);
      for (const DbgrtSite &site : added.sites) {
        hasCheckSites |= site.kind != DBGRT_SITE_DISPATCH;
        if (site.kind == DBGRT_SITE_BOUNDS)
          featureSet.memory.noteBoundsSites();
        if (site.kind == DBGRT_SITE_NONFINITE)
          featureSet.checks.noteNonfiniteSites();
      }
      sitesById.store(&index, std::memory_order_release);
    }
  }
  if (!defaults || !*defaults)
    return;
  std::vector<Setting> settings;
  OptionsError error;
  if (!parseOptions(defaults, settings, error))
    exitOnBadOptions("compiled-in options '" + escapeForMessage(defaults) +
                     "': " + error.message());
  // Within one module's spec the last value of a key counts, as in
  // DBG_OPTIONS.
  std::vector<Setting> own;
  for (Setting &setting : settings) {
    auto it = std::find_if(own.begin(), own.end(), [&](const Setting &s) {
      return s.id == setting.id;
    });
    if (it != own.end())
      *it = std::move(setting);
    else
      own.push_back(std::move(setting));
  }
  for (Setting &setting : own) {
    auto it =
        std::find_if(moduleSettings.begin(), moduleSettings.end(),
                     [&](const Setting &s) { return s.id == setting.id; });
    if (it == moduleSettings.end()) {
      moduleSettings.push_back(std::move(setting));
      continue;
    }
    if (!it->sameAs(setting))
      log(LogLevel::Warning, [&] {
        return "warning: a module was compiled with '" + setting.text() +
               "', an earlier one with '" + it->text() +
               "'; the first is kept (set it in DBG_OPTIONS to choose)";
      });
  }
  applyOptions();
}

const DbgrtSite *Runtime::site(const DbgrtSiteRecord *record) {
  const SiteModule *last = lastSiteModule.load(std::memory_order_acquire);
  if (last && record >= last->begin && record < last->end)
    return &last->sites[static_cast<size_t>(record - last->begin)];
  std::lock_guard<std::mutex> lock(mutex);
  for (const SiteModule &module : siteModules) {
    if (record >= module.begin && record < module.end) {
      lastSiteModule.store(&module, std::memory_order_release);
      return &module.sites[static_cast<size_t>(record - module.begin)];
    }
  }
  return nullptr;
}

std::vector<const DbgrtSite *> Runtime::sites() {
  std::lock_guard<std::mutex> lock(mutex);
  std::vector<const DbgrtSite *> all;
  for (const SiteModule &module : siteModules)
    for (const DbgrtSite &site : module.sites)
      all.push_back(&site);
  return all;
}

KnownSizes KnownSizes::parse(const char *text) {
  KnownSizes known;
  if (!text)
    return known;
  std::istringstream words{std::string(text)};
  std::string word;
  while (words >> word) {
    uint32_t *sizes = word.rfind("block=", 0) == 0  ? known.block
                      : word.rfind("grid=", 0) == 0 ? known.grid
                                                    : nullptr;
    if (!sizes)
      continue;
    int64_t parsed[3];
    auto fits = [](int64_t size) { return size > 0 && size <= UINT32_MAX; };
    if (std::sscanf(word.c_str() + word.find('=') + 1,
                    "%" SCNd64 ",%" SCNd64 ",%" SCNd64, &parsed[0], &parsed[1],
                    &parsed[2]) == 3 &&
        std::all_of(parsed, parsed + 3, fits))
      std::copy(parsed, parsed + 3, sizes);
  }
  return known;
}

std::string KnownSizes::contradictions(const DispatchInfo &dispatch) const {
  auto contradiction = [](const char *name, const uint32_t known[3],
                          const int64_t launched[3]) {
    const int64_t sizes[3] = {known[0], known[1], known[2]};
    return std::string(name) + " " + formatTriple(launched) +
           " contradicts the kernel's known_" + name + "_size " +
           formatTriple(sizes);
  };
  if (!admits(block, dispatch.block))
    return contradiction("block", block, dispatch.block);
  if (!admits(grid, dispatch.grid))
    return contradiction("grid", grid, dispatch.grid);
  return "";
}

Runtime::SiteIndex::SiteIndex(const SiteIndex *previous,
                              const std::vector<DbgrtSite> &added) {
  size_t total = (previous ? previous->count : 0) + added.size();
  size_t capacity = 16;
  while (capacity < 2 * total)
    capacity *= 2;
  slots.assign(capacity, Slot());
  if (previous)
    for (const Slot &slot : previous->slots)
      if (slot.id)
        insert(slot.registered);
  for (const DbgrtSite &site : added)
    insert(
        RegisteredSite{&site, site.kind, KnownSizes::parse(site.knownSizes)});
}

void Runtime::SiteIndex::insert(const RegisteredSite &registered) {
  int64_t id = registered.site->id;
  if (!id)
    return;
  size_t mask = slots.size() - 1;
  for (size_t i = static_cast<uint64_t>(id) & mask;; i = (i + 1) & mask) {
    if (slots[i].id == id)
      return;
    if (!slots[i].id) {
      slots[i].id = id;
      slots[i].registered = registered;
      ++count;
      return;
    }
  }
}

const RegisteredSite *Runtime::SiteIndex::find(int64_t id) const {
  if (!id)
    return nullptr;
  size_t mask = slots.size() - 1;
  for (size_t i = static_cast<uint64_t>(id) & mask;; i = (i + 1) & mask) {
    if (slots[i].id == id)
      return &slots[i].registered;
    if (!slots[i].id)
      return nullptr;
  }
}

const RegisteredSite *Runtime::registeredSite(int64_t id) const {
  const SiteIndex *index = sitesById.load(std::memory_order_acquire);
  return index ? index->find(id) : nullptr;
}

const DbgrtSite *Runtime::siteById(int64_t id) const {
  const RegisteredSite *registered = registeredSite(id);
  return registered ? registered->site : nullptr;
}

void Runtime::finishChecks() {
  if (isExiting.load() || checksFinished.exchange(true))
    return;
  // Kernels still unsynchronized: their times, while the device is there.
  featureSet.timing.onSynchronized(nullptr);
  std::vector<DispatchInfo> finished = dispatchSet.unfinished();
  CheckRecords &records = CheckRecords::get();
  // Scans of dispatches never synchronized: wait for them first.
  std::vector<CheckFailure> scans = records.drainScans(nullptr, false);
  featureSet.checks.reportRecords(finished);
  records.countErrors(scans);
  for (const CheckFailure &scan : scans)
    featureSet.checks.reportFailure(scan, finished, /*trapped=*/false);
  // Before the exit below, which skips the exit handlers left.
  for (DispatchObserver *observer : featureSet.observers)
    observer->atExit();
  int64_t divergent = featureSet.diff.errors();
  int64_t memoryErrors = featureSet.memory.errors();
  if ((!records.anyError() && !divergent && !memoryErrors) ||
      !opts.checkExitStatus) {
    // The program goes on exiting: free the records' device and mapped
    // memory now, before the driver's exit handler tears the context down.
    records.removeAll();
    return;
  }
  if (opts.reportFormat == ReportFormat::Jsonl) {
    report.line("{\"event\":\"exit\",\"failed_sites\":" +
                std::to_string(records.errorCount()) +
                ",\"divergent_dispatches\":" + std::to_string(divergent) +
                ",\"memory_errors\":" + std::to_string(memoryErrors) +
                ",\"exit_status\":" + std::to_string(kDeviceErrorExitCode) +
                "}");
  } else {
    std::vector<std::string> what;
    if (records.anyError())
      what.push_back(std::to_string(records.errorCount()) +
                     " check site(s) failed");
    if (divergent)
      what.push_back(std::to_string(divergent) +
                     " dispatch(es) differ from their " +
                     featureSet.diff.comparedWith());
    if (memoryErrors)
      what.push_back(std::to_string(memoryErrors) +
                     " use(s) of freed memory or double free(s)");
    std::string line = "error: ";
    for (size_t i = 0; i < what.size(); ++i)
      line += (i ? (i + 1 == what.size() ? " and " : ", ") : "") + what[i];
    report.line(line + "; exit status 1 (check-exit-status=0 keeps the "
                       "program's own)");
  }
  std::fflush(nullptr);
  report.finish();
  std::_Exit(kDeviceErrorExitCode);
}

void Runtime::checkpoint() {
  std::vector<DispatchInfo> finished = dispatchSet.unfinished();
  CheckRecords &records = CheckRecords::get();
  int64_t before = records.errorCount();
  featureSet.checks.reportRecords(finished);
  if (records.errorCount() == before || !opts.checkExitStatus)
    return;
  report.line("error: stopping at a checkpoint after " +
              std::to_string(records.errorCount() - before) +
              " failed check site(s); exit status 1 (check-exit-status=0 "
              "goes on)");
  checksFinished = true;
  exitAfterReport(/*skipExitHandlers=*/false);
}

void Runtime::exitAfterReport(bool skipExitHandlers) {
  // The program's own output goes first, unless another thread holds stdout
  // (a kernel stuck in printf, a signal in the middle of one).
  if (ftrylockfile(stdout) == 0) {
    fflush_unlocked(stdout);
    funlockfile(stdout);
  }
  if (skipExitHandlers) {
    // From a signal handler, or a second fatal error: no lock is waited for.
    report.flushFromSignal();
    std::_Exit(kDeviceErrorExitCode);
  }
  std::exit(kDeviceErrorExitCode);
}

void Runtime::fatal(const char *call, const char *entry, int code,
                    const std::string &errorName, const std::string &text,
                    bool asyncFault) {
  std::string what = std::string(call) + " failed with " + errorName + " (" +
                     std::to_string(code) + ": " + text + ")";
  std::vector<DispatchInfo> culprits;
  int64_t dropped = 0;
  if (asyncFault) {
    culprits = dispatchSet.unfinished(&dropped);
    // A kernel stopped by check-trap: its report says why.
    if (!isExiting.load() &&
        featureSet.checks.reportRecords(culprits, /*trapped=*/opts.checkTrap,
                                        /*contextLost=*/true) &&
        opts.checkTrap)
      report.line("  the check above stopped its kernel (check-trap); the "
                  "driver then reports:");
  } else if (DispatchTracker::open().open) {
    culprits.push_back(DispatchTracker::open().info);
  }

  if (culprits.size() == 1 && dropped == 0) {
    std::string detail =
        asyncFault ? std::string("detected by ") + entry +
                         (opts.deviceSyncMode
                              ? " right after the launch (device-sync-mode)"
                              : ", the only dispatch since the last "
                                "synchronization")
                   : std::string("in ") + entry;
    fatalInDispatch(culprits.front(), what, detail);
  }
  if (!culprits.empty()) {
    int64_t first = culprits.front().id, last = culprits.back().id;
    report.line("error: " + what +
                " in one of dispatches [id=" + std::to_string(first) + ".." +
                std::to_string(last) + "] since the last synchronization:");
    if (dropped)
      report.line("  ... " + std::to_string(dropped) +
                  " earlier dispatches not listed");
    for (const DispatchInfo &d : culprits)
      report.line("  " + formatDispatch(d));
    report.line(std::string("  detected by ") + entry +
                "; rerun with DBG_OPTIONS=device-sync-mode to find the "
                "dispatch that faulted");
  } else {
    report.line("error: " + what + " in " + entry +
                (asyncFault ? " (no dispatch was pending)" : ""));
  }
  exitAfterReport(/*skipExitHandlers=*/isExiting.exchange(true));
}

void Runtime::fatalInDispatch(const DispatchInfo &dispatch,
                              const std::string &what,
                              const std::string &detail, bool immediate,
                              const std::vector<std::string> &notes) {
  bool wasExiting = isExiting.exchange(true);
  report.line("error: " + what + " in dispatch " + formatDispatch(dispatch));
  for (const std::string &note : notes)
    report.line("  " + note);
  if (!detail.empty())
    report.line("  " + detail);
  exitAfterReport(wasExiting || immediate);
}

void Runtime::fatal(const std::string &message) {
  bool wasExiting = isExiting.exchange(true);
  report.line("error: " + message);
  exitAfterReport(wasExiting);
}

} // namespace dbgrt

using dbgrt::Runtime;

/// Reads DBG_OPTIONS before main, in every program linked with libdbgrt:
/// bad options stop the program before it runs or prints anything.
__attribute__((constructor(101))) static void dbgrtStartup() {
  Runtime::get().checkEnvironment();
  // Registered first, so it runs last: every event and report is out, and a
  // Chrome trace's array closed, whatever ran before.
  std::atexit([] { Runtime::get().reporter().finish(); });
  // Runs when main returns, before module destructors unload the kernels.
  std::atexit([] { Runtime::get().finishChecks(); });
  std::atexit([] { Runtime::get().features().tensors.finish(); });
  std::atexit([] { Runtime::get().features().diff.atExit(); });
}

extern "C" {

void dbgrtRegisterSites(const DbgrtSiteRecord *sites, int64_t count,
                        const char *strings, int64_t stringBytes,
                        const char *defaultOptions) {
  Runtime::get().registerSites(sites, count, strings, stringBytes,
                               defaultOptions);
}

void dbgrtRegisterReference(const DbgrtSiteRecord *record, void *reference) {
  Runtime::get().features().diff.registerReference(record, reference);
}

void dbgrtRegisterWideReference(const DbgrtSiteRecord *record,
                                void *reference) {
  Runtime::get().features().diff.registerWideReference(record, reference);
}

void dbgrtRegisterHostKernel(const DbgrtSiteRecord *record, void *kernel) {
  Runtime::get().features().diff.registerHostKernel(record, kernel);
}

void dbgrtDispatchBegin(const DbgrtSiteRecord *record, void *operands) {
  Runtime &rt = Runtime::get();
  const DbgrtSite *site = rt.site(record);
  if (!site && record)
    rt.log(dbgrt::LogLevel::Warning, [] {
      return "warning: dbgrtDispatchBegin: a site record of no registered "
             "table; the dispatch is unnamed";
    });
  const dbgrt::RegisteredSite *registered =
      site ? rt.registeredSite(site->id) : nullptr;
  // A site whose id an earlier table's site has already (the index keeps
  // the first) has its sizes parsed here.
  dbgrt::KnownSizes known =
      registered && registered->site == site
          ? registered->known
          : dbgrt::KnownSizes::parse(site ? site->knownSizes : nullptr);
  rt.dispatches().begin(site, static_cast<void **>(operands), known);
}

void dbgrtDispatch(int64_t siteId) {
  Runtime &rt = Runtime::get();
  const dbgrt::RegisteredSite *registered = rt.registeredSite(siteId);
  if (!registered || registered->kind != DBGRT_SITE_DISPATCH) {
    rt.log(dbgrt::LogLevel::Warning, [&] {
      return "warning: dbgrtDispatch: " + std::to_string(siteId) +
             " is the id of no registered dispatch site; the dispatch is "
             "unnamed";
    });
    rt.dispatches().mark(nullptr, dbgrt::KnownSizes());
    return;
  }
  rt.dispatches().mark(registered->site, registered->known);
}

void dbgrtDispatchEnd(void) { Runtime::get().dispatches().end(); }

int64_t dbgrtDispatchCount(void) { return Runtime::get().dispatches().count(); }

void dbgrtCheckpoint(void) { Runtime::get().checkpoint(); }

void dbgrtScanNonFinite(const DbgrtSiteRecord *record, void *data,
                        int64_t elements, int32_t elementType) {
  Runtime &rt = Runtime::get();
  if (!rt.options().nanCheck || !record || !data || elements <= 0)
    return;
  const DbgrtSite *site = rt.site(record);
  if (!site)
    return;
  dbgrt::DispatchInfo dispatch = rt.dispatches().lastLaunch();
  if (std::optional<std::string> why =
          rt.features().memory.copyLeavesAllocation(
              data, static_cast<uint64_t>(elements) *
                        dbgrt::scanElementBytes(elementType))) {
    rt.log(dbgrt::LogLevel::Warning, [&] {
      return "warning: nan-check=dispatch: a buffer of " +
             dbgrt::formatDispatchName(dispatch) +
             " is not scanned: the scan of its " + std::to_string(elements) +
             " elements " + *why;
    });
    return;
  }
  dbgrt::DeviceBackend *backend = dispatch.backend;
  if (!backend ||
      backend->scanNonFinite(site, data, elements, elementType, dispatch))
    return;
  // No scan kernel on this backend: the buffer is read, once the dispatch
  // is done, and scanned on the host (in place on the host target).
  std::vector<char> copy;
  if (!backend->hostAddressable()) {
    copy.resize(
        static_cast<size_t>(elements * dbgrt::scanElementBytes(elementType)));
    std::string error;
    if (!backend->readMemory(copy.data(), data, copy.size(), error))
      rt.fatal("dbgrtScanNonFinite: " + error);
    data = copy.data();
  }
  dbgrt::ScanResult result = dbgrt::scanHostBuffer(data, elements, elementType);
  if (result.count == 0)
    return;
  dbgrt::CheckFailure failure = dbgrt::scanFailure(site, elements, result);
  dbgrt::CheckRecords::get().addScan(
      dispatch, [failure] { return std::optional(failure); }, nullptr);
  rt.features().checks.reportRecords({dispatch});
}

} // extern "C"
