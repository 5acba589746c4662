//===- Runtime.cpp - libdbgrt state and the dbgrt* entry points -----------===//

#include "Runtime.h"

#include <cstdio>
#include <cstdlib>

extern "C" {
int32_t dbgrt_hooks = 0;
}

namespace dbgrt {

namespace {
/// How many unsynchronized dispatches a report can name; older ones are
/// counted. Bounds memory for programs that never synchronize.
constexpr size_t kMaxPending = 256;

/// The instrumented dispatch open on this thread, between
/// dbgrtDispatchBegin and dbgrtDispatchEnd.
struct OpenDispatch {
  bool open = false;
  bool launched = false;
  DispatchInfo info;
};
thread_local OpenDispatch tOpen;
} // namespace

Runtime &Runtime::get() {
  // Never destroyed: module destructors use it at exit. Configured after
  // construction, so that exiting on bad options does not run exit handlers
  // inside the initialization of this static.
  static Runtime *runtime = new Runtime();
  static std::atomic<bool> configured{false};
  if (!configured.exchange(true))
    runtime->configure(nullptr);
  return *runtime;
}

Runtime::Runtime() = default;

void Runtime::exitOnBadOptions() {
  isExiting = true;
  std::exit(kOptionsErrorExitCode);
}

void Runtime::configure(const char *defaults) {
  Options parsed;
  std::string error;
  if (defaults)
    defaultSpec = defaults;
  if (!parseOptions(defaultSpec, parsed, error)) {
    std::fprintf(stderr, "[dbg] error: compiled-in options '%s': %s\n",
                 defaultSpec.c_str(), error.c_str());
    exitOnBadOptions();
  }
  const char *env = std::getenv("DBG_OPTIONS");
  if (env && !parseOptions(env, parsed, error)) {
    std::fprintf(stderr, "[dbg] error: DBG_OPTIONS='%s': %s\n", env,
                 error.c_str());
    exitOnBadOptions();
  }
  applyOptions(parsed);
}

void Runtime::applyOptions(const Options &newOptions) {
  std::string error;
  if (newOptions.traceFile != opts.traceFile &&
      !report.setFile(newOptions.traceFile, error)) {
    std::fprintf(stderr, "[dbg] error: %s\n", error.c_str());
    exitOnBadOptions();
  }
  opts = newOptions;
  dbgrt_hooks = opts.needsHooks() ? 1 : 0;
}

void Runtime::registerSites(const DbgrtSite *const *sites, int64_t count) {
  std::lock_guard<std::mutex> lock(mutex);
  for (int64_t i = 0; i < count; ++i)
    siteTable.push_back(sites[i]);
}

std::vector<const DbgrtSite *> Runtime::sites() {
  std::lock_guard<std::mutex> lock(mutex);
  return siteTable;
}

void Runtime::beginDispatch(const DbgrtSite *site, const int64_t grid[3],
                            const int64_t block[3]) {
  tOpen = OpenDispatch();
  tOpen.open = true;
  DispatchInfo &info = tOpen.info;
  info.id = nextId.fetch_add(1);
  info.site = site;
  for (int i = 0; i < 3; ++i) {
    info.grid[i] = grid[i];
    info.block[i] = block[i];
  }
}

void Runtime::endDispatch(const DbgrtSite *site) {
  if (!tOpen.open || tOpen.info.site != site) {
    log(LogLevel::Warning, [&] {
      return std::string("warning: dispatch end of ") +
             (site && site->kernel ? site->kernel : "?") +
             " without a matching begin";
    });
    return;
  }
  log(LogLevel::Info, [&] {
    bool done = tOpen.launched;
    std::lock_guard<std::mutex> lock(mutex);
    for (const DispatchInfo &p : pending)
      done &= p.id != tOpen.info.id;
    return formatComplete(tOpen.info, done);
  });
  tOpen.open = false;
}

DispatchInfo Runtime::launching(const char *kernel,
                                const int64_t grid[3], const int64_t block[3],
                                const char *target, int device,
                                void *stream) {
  if (tOpen.open && !tOpen.launched) {
    tOpen.launched = true;
    tOpen.info.kernel = kernel;
    tOpen.info.target = target;
    tOpen.info.device = device;
    tOpen.info.stream = stream;
    log(LogLevel::Info, [&] { return formatLaunch(tOpen.info); });
    return tOpen.info;
  }
  DispatchInfo info;
  info.id = nextId.fetch_add(1);
  info.kernel = kernel;
  for (int i = 0; i < 3; ++i) {
    info.grid[i] = grid[i];
    info.block[i] = block[i];
  }
  info.target = target;
  info.device = device;
  info.stream = stream;
  // A program compiled without --debug still traces its launches, by kernel
  // name (no source location, no COMPLETE: it has no dispatch markers).
  log(LogLevel::Info, [&] { return formatLaunch(info); });
  return info;
}

void Runtime::launched(const DispatchInfo &dispatch) {
  std::lock_guard<std::mutex> lock(mutex);
  pending.push_back(dispatch);
  if (pending.size() > kMaxPending) {
    pending.pop_front();
    ++droppedPending;
  }
}

void Runtime::synchronized(void *stream) {
  std::lock_guard<std::mutex> lock(mutex);
  if (!stream) {
    pending.clear();
    droppedPending = 0;
    return;
  }
  std::deque<DispatchInfo> rest;
  for (DispatchInfo &p : pending)
    if (p.stream != stream)
      rest.push_back(std::move(p));
  pending.swap(rest);
  if (pending.empty())
    droppedPending = 0;
}

void Runtime::exitAfterReport(bool skipExitHandlers) {
  report.flush();
  std::fflush(stdout);
  if (skipExitHandlers)
    std::_Exit(kDeviceErrorExitCode);
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
    std::lock_guard<std::mutex> lock(mutex);
    culprits.assign(pending.begin(), pending.end());
    dropped = droppedPending;
  } else if (tOpen.open) {
    culprits.push_back(tOpen.info);
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
    report.line("error: " + what + " in one of dispatches [id=" +
                std::to_string(first) + ".." + std::to_string(last) +
                "] since the last synchronization:");
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
                              const std::string &detail, bool immediate) {
  bool wasExiting = isExiting.exchange(true);
  report.line("error: " + what + " in dispatch " + formatDispatch(dispatch));
  if (!detail.empty())
    report.line("  " + detail);
  exitAfterReport(wasExiting || immediate);
}

void Runtime::fatal(const std::string &message) {
  bool wasExiting = isExiting.exchange(true);
  report.line("error: " + message);
  exitAfterReport(wasExiting);
}

void Runtime::resetForTesting() {
  std::lock_guard<std::mutex> lock(mutex);
  siteTable.clear();
  pending.clear();
  droppedPending = 0;
  nextId = 1;
  tOpen = OpenDispatch();
  isExiting = false;
  defaultSpec.clear();
}

} // namespace dbgrt

using dbgrt::Runtime;

extern "C" {

void dbgrtRegisterSites(const DbgrtSite *const *sites, int64_t count,
                        const char *defaultOptions) {
  Runtime &rt = Runtime::get();
  if (defaultOptions)
    rt.configure(defaultOptions);
  rt.registerSites(sites, count);
}

void dbgrtDispatchBegin(const DbgrtSite *site, int64_t gridX, int64_t gridY,
                        int64_t gridZ, int64_t blockX, int64_t blockY,
                        int64_t blockZ) {
  const int64_t grid[3] = {gridX, gridY, gridZ};
  const int64_t block[3] = {blockX, blockY, blockZ};
  Runtime::get().beginDispatch(site, grid, block);
}

void dbgrtDispatchEnd(const DbgrtSite *site) {
  Runtime::get().endDispatch(site);
}

int64_t dbgrtDispatchCount(void) { return Runtime::get().dispatchCount(); }

} // extern "C"
