//===- Host.cpp - the host target's backend -------------------------------===//
//
// libdbgrt's host backend: kernels compiled by convert-gpu-to-host run
// on the CPU, each launch one dbgrtHostLaunch or dbgrtHostLaunchAsync. Dispatch
// records, sync mode and reports go through the same Runtime as on CUDA; a
// crash inside a kernel is attributed to its dispatch by a signal handler.
//
//===----------------------------------------------------------------------===//

#include "Mma.h"
#include "Scheduler.h"

#include "../Backend.h"
#include "../Checks.h"
#include "../Dispatcher.h"
#include "../Runtime.h"
#include "../Signals.h"
#include "../Watchdog.h"
#include "dbgrt/dbgrt.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <pthread.h>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

using namespace dbgrt;

/// Abi.def's GLOBAL_RACES on the host target: the address of the race
/// state that kernels checking races on global memory share, 0 until the
/// first launch of one.
extern "C" int64_t __dbg_global_races[1];
int64_t __dbg_global_races[1] = {0};

namespace {

/// Before a launch of a kernel that checks races on global memory: the
/// next race epoch, allocating the state (GLOBAL_RACE_SLOTS slots, 64 MiB of
/// zeroed pages that only the slots in use make resident) first and zeroing
/// the slots when the epochs wrap.
void beginGlobalRaceEpoch() {
  static std::mutex mutex;
  std::lock_guard<std::mutex> lock(mutex);
  static uint32_t epoch = 0;
  static char *state = nullptr;
  constexpr size_t kSlotBytes =
      size_t(DBGRT_GLOBAL_RACE_SLOTS) * 2 * sizeof(uint64_t);
  if (!state) {
    state = static_cast<char *>(
        std::calloc(DBGRT_GLOBAL_RACE_HEADER_BYTES + kSlotBytes, 1));
    if (!state)
      Runtime::get().fatal("insert-race-checks: cannot allocate " +
                           std::to_string(kSlotBytes >> 20) +
                           " MiB for the race state of global memory");
    __atomic_store_n(&__dbg_global_races[0],
                     static_cast<int64_t>(reinterpret_cast<intptr_t>(state)),
                     __ATOMIC_RELEASE);
  }
  if (++epoch == DBGRT_GLOBAL_RACE_EPOCHS) {
    epoch = 1;
    std::memset(state + DBGRT_GLOBAL_RACE_HEADER_BYTES, 0, kSlotBytes);
  }
  __atomic_store_n(reinterpret_cast<uint64_t *>(state), uint64_t(epoch),
                   __ATOMIC_RELEASE);
}

/// A launch begun on a thread (beginLaunch).
struct HostLaunch {
  DispatchInfo dispatch;
  int64_t grid[3] = {1, 1, 1};
  int64_t block[3] = {1, 1, 1};
  int64_t cluster[3] = {1, 1, 1};
  /// Threads of any block that failed an assert.
  std::atomic<int64_t> failedAsserts{0};
  /// timing: when the kernel started (trace clock), or -1.
  int64_t startNs = -1;
};
/// The launch begun on this thread. Its address is the stream the
/// thread's synchronous launches are recorded on; an async launch gets its
/// task's.
thread_local HostLaunch tLaunch;
/// The launch whose kernel this thread runs now (the launching thread or a
/// worker running its blocks), for the fault handler; null outside kernels.
thread_local HostLaunch *tRunning = nullptr;

const int kFaultSignals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};

/// The stack of the thread that runs kernels, for telling a stack overflow
/// from another invalid access.
thread_local uintptr_t tStackLow = 0;

/// How far below the stack's lowest address a fault still counts as a stack
/// overflow (a large alloca jumps past the guard page).
constexpr uintptr_t kStackOverflowSlack = 64u << 20;

/// Runs the fault handler of this thread on its own stack, so that a kernel
/// that overflows the thread's stack is still reported; records the stack's
/// bounds. Once per thread.
void installAlternateStack() {
  thread_local bool installed = false;
  if (installed)
    return;
  installed = true;
  constexpr size_t kSize = 256 * 1024;
  stack_t alternate;
  std::memset(&alternate, 0, sizeof(alternate));
  // Lives as long as the thread may fault: never freed.
  alternate.ss_sp = std::malloc(kSize);
  alternate.ss_size = kSize;
  if (alternate.ss_sp)
    sigaltstack(&alternate, nullptr);
  pthread_attr_t attributes;
  if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
    void *low = nullptr;
    size_t size = 0;
    if (pthread_attr_getstack(&attributes, &low, &size) == 0)
      tStackLow = reinterpret_cast<uintptr_t>(low);
    pthread_attr_destroy(&attributes);
  }
}

bool isStackOverflow(const void *address) {
  auto at = reinterpret_cast<uintptr_t>(address);
  // A fiber's stack (cooperative blocks), else the CPU thread's.
  uintptr_t low = host::currentStackLow();
  if (!low)
    low = tStackLow;
  return low && at < low + 4096 && at + kStackOverflowSlack >= low;
}

/// "SIGSEGV", ...: the name of one of kFaultSignals.
const char *signalName(int signal) {
  switch (signal) {
  case SIGSEGV:
    return "SIGSEGV";
  case SIGBUS:
    return "SIGBUS";
  case SIGFPE:
    return "SIGFPE";
  case SIGILL:
    return "SIGILL";
  default:
    return "a fatal signal";
  }
}

/// What the report says about a fault `signal` at `address`: the error and
/// the line under it.
std::pair<std::string, std::string> describe(int signal, const void *address) {
  char at[64];
  std::snprintf(at, sizeof(at), " at address %p", address);
  const char *onCpu = "the kernel crashed on the CPU (host target); the "
                      "same access on a GPU is an illegal address";
  std::string name = signalName(signal);
  switch (signal) {
  case SIGSEGV:
    if (isStackOverflow(address) && host::currentStackLow())
      return {"stack overflow (" + name + at +
                  ", past the end of the GPU thread's 256 KiB fiber stack)",
              "a kernel whose threads wait at barriers runs each thread on "
              "a stack of its own on the host target; its private memory "
              "(memref.alloca) or recursion does not fit: allocate the "
              "buffer with gpu.alloc"};
    if (isStackOverflow(address))
      return {"stack overflow (" + name + at +
                  ", past the end of the CPU thread's stack)",
              "a kernel's private memory (memref.alloca) or recursion does "
              "not fit the thread's stack on the host target; raise it "
              "(ulimit -s) or allocate the buffer with gpu.alloc"};
    return {name + " (invalid memory access)" + at, onCpu};
  case SIGBUS:
    return {name + " (misaligned or unmapped memory access)" + at, onCpu};
  case SIGFPE:
    return {name + " (arithmetic exception)" + at,
            "the kernel raised an arithmetic exception on the CPU (host "
            "target)"};
  case SIGILL:
    return {name + " (illegal instruction)" + at,
            "the kernel executed an illegal instruction on the CPU (host "
            "target)"};
  default:
    return {name, ""};
  }
}

/// Restores the default action of `signal` and delivers it again: the
/// process ends as it would have without dbg.
void dieBy(int signal) {
  Runtime::get().reporter().flushFromSignal();
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}

void onFault(int signal, siginfo_t *info, void *) {
  HostLaunch *launch = tRunning;
  if (!launch)
    return dieBy(signal);
  if (info && info->si_code <= 0) {
    // Sent by kill/raise, not raised by the kernel's own access.
    std::string line = "error: " + std::string(signalName(signal)) +
                       " sent by process " + std::to_string(info->si_pid) +
                       " while dispatch " + formatDispatch(launch->dispatch) +
                       " was running; it is not a fault of the kernel";
    Runtime::get().reporter().line(line);
    return dieBy(signal);
  }
  auto [what, detail] = describe(signal, info ? info->si_addr : nullptr);
  Runtime &rt = Runtime::get();
  // Failed checks first: often the cause (an out-of-bounds index before
  // the wild store). A check that stopped the kernel (check-trap) traps.
  bool trapped = signal == SIGILL && rt.options().checkTrap;
  if (rt.features().checks.reportRecords({launch->dispatch}, trapped) &&
      trapped) {
    what = "kernel stopped by a failed check (check-trap)";
    detail.clear();
  }
  rt.fatalInDispatch(launch->dispatch, what, detail, /*immediate=*/true);
}

void installFaultHandlers() {
  static std::once_flag once;
  std::call_once(
      once, [] { installSignalHandler(kFaultSignals, onFault, SA_ONSTACK); });
  installAlternateStack();
}

/// Why CUDA would refuse a launch of these sizes, or "" when it would not.
std::string checkLaunchSizes(const int64_t grid[3], const int64_t block[3]) {
  constexpr int64_t kMaxGrid[3] = {2147483647, 65535, 65535};
  constexpr int64_t kMaxBlock[3] = {1024, 1024, 64};
  constexpr int64_t kMaxThreads = 1024;
  const char *axes = "xyz";
  for (int i = 0; i < 3; ++i) {
    if (grid[i] < 1 || grid[i] > kMaxGrid[i])
      return std::string("grid ") + axes[i] + " is " + std::to_string(grid[i]) +
             ", not in [1, " + std::to_string(kMaxGrid[i]) + "]";
    if (block[i] < 1 || block[i] > kMaxBlock[i])
      return std::string("block ") + axes[i] + " is " +
             std::to_string(block[i]) + ", not in [1, " +
             std::to_string(kMaxBlock[i]) + "]";
  }
  int64_t threads = block[0] * block[1] * block[2];
  if (threads > kMaxThreads)
    return "a block of " + std::to_string(threads) + " threads, more than " +
           std::to_string(kMaxThreads);
  return "";
}

/// Why CUDA would refuse thread-block clusters of `cluster` blocks for
/// `grid`, or "" when it would not.
std::string checkClusterSizes(const int64_t grid[3], const int64_t cluster[3]) {
  const char *axes = "xyz";
  for (int i = 0; i < 3; ++i)
    if (cluster[i] < 1 || grid[i] % cluster[i])
      return std::string("grid ") + axes[i] + " is " + std::to_string(grid[i]) +
             ", not a multiple of the cluster's " + std::to_string(cluster[i]);
  int64_t blocks = cluster[0] * cluster[1] * cluster[2];
  if (blocks > DBGRT_HOST_MAX_CLUSTER_BLOCKS)
    return "a cluster of " + std::to_string(blocks) + " blocks, more than " +
           std::to_string(DBGRT_HOST_MAX_CLUSTER_BLOCKS);
  return "";
}

/// Why a host dispatch may never finish, for the watchdog's report.
const char *const kHangReason =
    "the host target runs a synchronous launch to its end before the "
    "program goes on, and the threads of a block take turns only at "
    "barriers, shuffles and atomics in loops: a kernel that waits for a "
    "later dispatch (launch both async, on different streams, to run them "
    "together), or for what another thread of its block writes without an "
    "atomic, never finishes here (raise dispatch-timeout if it is only "
    "slow)";

const char *const kSyncModeHangReason =
    "device-sync-mode runs dispatches one at a time, and the threads of a "
    "block take turns only at barriers, shuffles and atomics in loops: a "
    "kernel that waits for a later dispatch, or for what another thread of "
    "its block writes without an atomic, never finishes here; rerun with "
    "device-sync-mode=0, or raise dispatch-timeout if it is only slow";

/// What a host launch hands the dispatcher beyond LaunchRequest.
struct HostLaunchRequest {
  /// The host kernel's record (DBGRT_HOST_KERNEL_*), its arguments and its
  /// dynamic workgroup memory.
  const int64_t *kernel = nullptr;
  void *frame = nullptr;
  int64_t dynamicWorkgroupBytes = 0;
  /// dbgrtHostLaunchAsync: the tokens it runs after, and its own (0 when
  /// libdbgrt skipped it).
  bool async = false;
  std::vector<int64_t> after;
  int64_t token = 0;
};

HostLaunchRequest &hostLaunch(const LaunchRequest &request) {
  return *static_cast<HostLaunchRequest *>(request.backendLaunch);
}

/// The host target as the core sees it: its memory is host memory, read
/// in place; scans and stats run on the CPU; a kernel runs on this thread
/// and the pool (a synchronous launch) or on a thread of its own (an async
/// one) before enqueue returns.
class HostDevice final : public DeviceBackend {
public:
  const char *name() const override { return "host"; }
  bool hostAddressable() const override { return true; }
  bool readMemory(void *dest, const void *source, size_t bytes,
                  std::string &) override {
    std::memcpy(dest, source, bytes);
    return true;
  }
  bool writeMemory(void *dest, const void *source, size_t bytes,
                   std::string &) override {
    std::memcpy(dest, source, bytes);
    return true;
  }
  bool runsInEnqueue() const override { return true; }
  void prepareLaunch(LaunchRequest &request,
                     const DispatchInfo &dispatch) override;
  void orderLaunch(LaunchRequest &request,
                   const DispatchInfo &dispatch) override;
  bool synchronousLaunch(const LaunchRequest &request,
                         const DispatchInfo &dispatch) override {
    return !hostLaunch(request).async ||
           Runtime::get().options().deviceSyncMode || dispatch.skipped;
  }
  bool hasOriginBuild(const LaunchRequest &request) override {
    return hostLaunch(request).kernel[DBGRT_HOST_KERNEL_ORIGIN] != 0;
  }
  void enqueue(LaunchRequest &request, const DispatchInfo &dispatch,
               bool origin) override;
  int64_t runHostBuild(const int64_t *kernel, const DispatchInfo &dispatch,
                       void *frame, int64_t dynamicWorkgroupBytes) override;

private:
  /// Runs a launch's kernel to its end on this thread and the pool.
  void runHere(const HostLaunchRequest &launch);
  /// Starts an async launch on a thread of its own.
  void start(HostLaunchRequest &launch);
};

DeviceBackend &hostDevice() {
  static HostDevice *backend = [] {
    auto *made = new HostDevice(); // Used at exit.
    registerBackend(*made);
    return made;
  }();
  return *backend;
}

/// Ends the run of `launch`'s kernel on the thread that ran it: its time
/// (`async`: reported now, its dispatch closed long ago) and its failed
/// asserts.
void finishRun(HostLaunch &launch, bool async) {
  watchdog::disarm();
  tRunning = nullptr;
  Runtime &rt = Runtime::get();
  if (launch.startNs >= 0) {
    int64_t ns = traceClockNs() - launch.startNs;
    rt.features().timing.recordHostRun(launch.dispatch, launch.startNs, ns,
                                       /*closed=*/async);
  }
  if (int64_t failed = launch.failedAsserts.load())
    rt.fatalInDispatch(launch.dispatch, "device-side assert triggered",
                       std::to_string(failed) +
                           " thread(s) failed an assertion (host target)");
}

/// The request `launch` of `kernel` (a host kernel's record) on `frame`
/// makes (dbgrtHostLaunch, dbgrtHostLaunchAsync).
host::LaunchRequest makeRequest(const HostLaunch &launch, const int64_t *kernel,
                                void *frame, int64_t dynamicWorkgroupBytes) {
  host::LaunchRequest request;
  request.entry =
      reinterpret_cast<host::EntryFunction>(kernel[DBGRT_HOST_KERNEL_ENTRY]);
  request.frame = frame;
  std::copy(launch.grid, launch.grid + 3, request.grid);
  std::copy(launch.block, launch.block + 3, request.block);
  std::copy(launch.cluster, launch.cluster + 3, request.cluster);
  int64_t flags = kernel[DBGRT_HOST_KERNEL_FLAGS];
  request.cooperative = flags & DBGRT_HOST_RUN_COOPERATIVE;
  request.inOrder = flags & DBGRT_HOST_RUN_IN_ORDER;
  request.globalRaces = flags & DBGRT_HOST_RUN_GLOBAL_RACES;
  request.workgroupBytes =
      kernel[DBGRT_HOST_KERNEL_WORKGROUP_BYTES] + dynamicWorkgroupBytes;
  const Options &options = Runtime::get().options();
  request.poisonWorkgroup = options.poisonAllocations;
  int64_t lanes = kernel[DBGRT_HOST_KERNEL_SUBGROUP_SIZE];
  request.subgroupSize = lanes > 0 ? static_cast<int32_t>(lanes) : 32;
  request.threads = options.hostThreads;
  // Each CPU thread has a fiber stack per thread of its block: beyond this
  // many the memory runs out long before the cores help.
  constexpr int64_t kMaxHostThreads = 1024;
  if (request.threads > kMaxHostThreads) {
    static std::once_flag said;
    std::call_once(said, [&] {
      Runtime::get().reporter().line(
          "warning: host-threads=" + std::to_string(request.threads) +
          " is more CPU threads than the host target runs a dispatch on; " +
          std::to_string(kMaxHostThreads) + " are used");
    });
    request.threads = kMaxHostThreads;
  }
  return request;
}

/// Runs every block of `request` for `launch` on this thread and the pool.
void runRequest(HostLaunch &launch, const host::LaunchRequest &request) {
  HostLaunch *running = &launch;
  if (request.globalRaces)
    beginGlobalRaceEpoch();
  host::runLaunch(request, [running](bool begins) {
    if (begins)
      installFaultHandlers();
    tRunning = begins ? running : nullptr;
  });
  tRunning = running;
}

/// Work that runs once tokens complete: an async launch's kernel, a join.
using Continuation = std::function<void()>;

/// Continuations this thread runs, in order, once the one it runs returns
/// (a chain of dependent launches runs on one thread, without recursion);
/// null on threads that do not run continuations.
thread_local std::vector<Continuation> *tReady = nullptr;

/// Runs `first` on this thread, then what its completion made ready: the
/// first of those here, each other on a thread of its own (independent
/// launches run concurrently, as on a GPU's streams).
void runChain(Continuation first) {
  std::vector<Continuation> ready;
  std::vector<Continuation> *outer = tReady;
  tReady = &ready;
  std::deque<Continuation> here;
  here.push_back(std::move(first));
  while (!here.empty()) {
    Continuation next = std::move(here.front());
    here.pop_front();
    next();
    for (size_t i = 0; i < ready.size(); ++i) {
      auto body = std::make_shared<Continuation>(std::move(ready[i]));
      // No thread to be had: this one runs it after the others.
      if (i == 0 || !host::startThread([body] { runChain(std::move(*body)); }))
        here.push_back(std::move(*body));
    }
    ready.clear();
  }
  tReady = outer;
}

/// Starts `body` on a thread of its own; runs it here when no thread can be
/// had.
void startChain(Continuation body) {
  auto shared = std::make_shared<Continuation>(std::move(body));
  if (!host::startThread([shared] { runChain(std::move(*shared)); }))
    runChain(std::move(*shared));
}

/// The async launches and joins that have not completed, by token. Tokens
/// count up from 1; 0 is complete. Work that depends on pending tokens waits
/// here, not on a thread: a loop of 20000 dependent launches holds 20000
/// continuations and runs them on one thread, in order.
class Tasks {
public:
  int64_t begin() {
    std::lock_guard<std::mutex> lock(mutex);
    int64_t token = next++;
    pending.insert(token);
    return token;
  }
  /// Completes `token`, and runs what waited for it alone: on this thread
  /// after its current continuation, or on a thread of its own.
  void complete(int64_t token) {
    std::vector<Continuation> ready;
    {
      std::lock_guard<std::mutex> lock(mutex);
      pending.erase(token);
      auto it = waiting.find(token);
      if (it != waiting.end()) {
        for (const std::shared_ptr<Waiter> &waiter : it->second)
          if (--waiter->missing == 0)
            ready.push_back(std::move(waiter->body));
        waiting.erase(it);
      }
    }
    changed.notify_all();
    for (Continuation &body : ready) {
      if (tReady)
        tReady->push_back(std::move(body));
      else
        startChain(std::move(body));
    }
  }
  /// Runs `body` once `tokens` have completed: returns false, without
  /// keeping it, when they have already (the caller runs it), else keeps it
  /// for the completion of the last of them.
  bool after(const std::vector<int64_t> &tokens, Continuation &body) {
    std::lock_guard<std::mutex> lock(mutex);
    auto waiter = std::make_shared<Waiter>();
    for (int64_t token : tokens) {
      if (!token || !pending.count(token))
        continue;
      std::vector<std::shared_ptr<Waiter>> &list = waiting[token];
      if (!list.empty() && list.back() == waiter)
        continue; // The same token twice.
      list.push_back(waiter);
      ++waiter->missing;
    }
    if (waiter->missing == 0)
      return false;
    waiter->body = std::move(body);
    return true;
  }
  bool done(const std::vector<int64_t> &tokens) {
    std::lock_guard<std::mutex> lock(mutex);
    return doneLocked(tokens);
  }
  /// Waits for `tokens`, or for every pending one when `all`.
  void wait(const std::vector<int64_t> &tokens, bool all = false) {
    std::unique_lock<std::mutex> lock(mutex);
    if (all) {
      int64_t last = next;
      changed.wait(lock,
                   [&] { return pending.empty() || *pending.begin() >= last; });
      return;
    }
    changed.wait(lock, [&] { return doneLocked(tokens); });
  }

private:
  struct Waiter {
    int64_t missing = 0;
    Continuation body;
  };
  bool doneLocked(const std::vector<int64_t> &tokens) const {
    for (int64_t token : tokens)
      if (token && pending.count(token))
        return false;
    return true;
  }
  std::mutex mutex;
  std::condition_variable changed;
  /// Ordered: wait(all) reads the oldest.
  std::set<int64_t> pending;
  std::unordered_map<int64_t, std::vector<std::shared_ptr<Waiter>>> waiting;
  int64_t next = 1;
};

Tasks &tasks() {
  static auto *made = new Tasks(); // Used by threads that outlive exit.
  return *made;
}

std::vector<int64_t> readTokens(const void *tokens, int32_t count) {
  const auto *values = static_cast<const int64_t *>(tokens);
  return count > 0 && values ? std::vector<int64_t>(values, values + count)
                             : std::vector<int64_t>();
}

/// The keys of `tokens` in DispatchOrder.
std::vector<DispatchOrder::Event>
tokenKeys(const std::vector<int64_t> &tokens) {
  std::vector<DispatchOrder::Event> keys;
  for (int64_t token : tokens)
    if (token)
      keys.push_back(DispatchOrder::tokenKey(token));
  return keys;
}

/// dispatch-races: the dispatch open on this thread is the async launch
/// that `token` stands for, after `dependencies` and nothing else.
void orderAsyncLaunch(int64_t token, const std::vector<int64_t> &dependencies) {
  Runtime &rt = Runtime::get();
  DispatchOrder *order = rt.features().races.order();
  if (!order)
    return;
  // Its own queue, for as long as it takes to check it.
  const void *queue = &tLaunch;
  order->startQueue(queue, tokenKeys(dependencies));
  rt.features().races.checkDispatch(queue);
  order->record(DispatchOrder::tokenKey(token), queue);
  order->forgetQueue(queue);
}

/// An async launch: what its thread needs once the launching thread has
/// gone on.
struct AsyncLaunch {
  int64_t token = 0;
  std::vector<int64_t> dependencies;
  DispatchInfo dispatch;
  /// The copy of the kernel's arguments; 64-byte aligned, as any LLVM
  /// struct of them may need.
  std::unique_ptr<void, decltype(&std::free)> frame{nullptr, &std::free};
  host::LaunchRequest request;
};

/// This thread runs an async launch (which may end the program: a failed
/// assert, a dispatch break).
thread_local bool tInAsyncLaunch = false;

void runAsync(AsyncLaunch &task) {
  tInAsyncLaunch = true;
  tasks().wait(task.dependencies);
  installFaultHandlers();
  tLaunch.dispatch = task.dispatch;
  std::copy(task.request.grid, task.request.grid + 3, tLaunch.grid);
  std::copy(task.request.block, task.request.block + 3, tLaunch.block);
  std::copy(task.request.cluster, task.request.cluster + 3, tLaunch.cluster);
  tLaunch.failedAsserts = 0;
  Runtime &rt = Runtime::get();
  watchdog::arm(tLaunch.dispatch, rt.options().effectiveDispatchTimeout(),
                kHangReason);
  tLaunch.startNs = rt.options().timing ? traceClockNs() : -1;
  tRunning = &tLaunch;
  runRequest(tLaunch, task.request);
  finishRun(tLaunch, /*async=*/true);
  // The kernel ran to its end: the dispatch is complete.
  rt.dispatches().synchronized(&task);
  tasks().complete(task.token);
}

/// Waits for every async launch at exit: their kernels write what the
/// program's exit handlers may read, and report their faults. Not when an
/// async launch itself ends the program: it would wait for itself.
void waitAtExit() {
  if (!tInAsyncLaunch)
    tasks().wait({}, /*all=*/true);
}

/// Begins running `launch`'s kernel on this thread: the watchdog armed
/// (`reason`: why it may never finish) and the fault handler told.
void beginRun(HostLaunch &launch, const char *reason) {
  Runtime &rt = Runtime::get();
  watchdog::arm(launch.dispatch, rt.options().effectiveDispatchTimeout(),
                reason);
  launch.startNs = rt.options().timing ? traceClockNs() : -1;
  tRunning = &launch;
}

} // namespace

void HostDevice::prepareLaunch(LaunchRequest &request,
                               const DispatchInfo &dispatch) {
  Runtime &rt = Runtime::get();
  tLaunch.dispatch = dispatch;
  std::copy(request.grid, request.grid + 3, tLaunch.grid);
  std::copy(request.block, request.block + 3, tLaunch.block);
  std::copy(request.cluster, request.cluster + 3, tLaunch.cluster);
  tLaunch.failedAsserts = 0;
  std::string invalid = checkLaunchSizes(request.grid, request.block);
  if (invalid.empty())
    invalid = checkClusterSizes(request.grid, request.cluster);
  if (!invalid.empty())
    rt.fatalInDispatch(dispatch,
                       "invalid launch configuration (" + invalid + ")",
                       "a CUDA GPU refuses these sizes "
                       "(CUDA_ERROR_INVALID_VALUE); the host target does too");
  if (hasOriginBuild(request))
    rt.features().origin.noteBuilds();
}

void HostDevice::orderLaunch(LaunchRequest &request,
                             const DispatchInfo &dispatch) {
  if (dispatch.skipped)
    return;
  HostLaunchRequest &launch = hostLaunch(request);
  if (!launch.async) {
    // In the host's order: after all it waited for.
    Runtime::get().features().races.checkDispatch(nullptr);
    return;
  }
  launch.token = tasks().begin();
  orderAsyncLaunch(launch.token, launch.after);
}

void HostDevice::runHere(const HostLaunchRequest &launch) {
  beginRun(tLaunch, Runtime::get().options().deviceSyncMode
                        ? kSyncModeHangReason
                        : kHangReason);
  runRequest(tLaunch, makeRequest(tLaunch, launch.kernel, launch.frame,
                                  launch.dynamicWorkgroupBytes));
  finishRun(tLaunch, /*async=*/false);
}

void HostDevice::enqueue(LaunchRequest &request, const DispatchInfo &,
                         bool origin) {
  HostLaunchRequest &launch = hostLaunch(request);
  if (origin) {
    const auto *build = reinterpret_cast<const int64_t *>(
        launch.kernel[DBGRT_HOST_KERNEL_ORIGIN]);
    runRequest(tLaunch, makeRequest(tLaunch, build, launch.frame,
                                    launch.dynamicWorkgroupBytes));
    return;
  }
  if (!launch.async)
    return runHere(launch);
  if (Runtime::get().options().deviceSyncMode) {
    // Sync mode: one dispatch at a time, to its end. Its token is complete
    // already, but what depends on it still says so (dispatch-races).
    tasks().wait(launch.after);
    runHere(launch);
    tasks().complete(launch.token);
    return;
  }
  start(launch);
}

void HostDevice::start(HostLaunchRequest &launch) {
  static std::once_flag atExit;
  std::call_once(atExit, [] { std::atexit(waitAtExit); });
  // The launching thread goes on: the launch's thread watches it.
  auto task = std::make_unique<AsyncLaunch>();
  task->token = launch.token;
  task->dependencies = std::move(launch.after);
  task->dispatch = tLaunch.dispatch;
  size_t bytes = static_cast<size_t>(
      std::max<int64_t>(launch.kernel[DBGRT_HOST_KERNEL_FRAME_BYTES], 0));
  task->frame.reset(std::aligned_alloc(64, (bytes + 63) / 64 * 64 + 64));
  if (!task->frame) {
    std::fprintf(stderr,
                 "[dbg] error: cannot allocate the %zu-byte "
                 "argument frame of an async launch\n",
                 bytes);
    std::_Exit(1);
  }
  if (bytes)
    std::memcpy(task->frame.get(), launch.frame, bytes);
  task->request = makeRequest(tLaunch, launch.kernel, task->frame.get(),
                              launch.dynamicWorkgroupBytes);
  Runtime::get().dispatches().moveToStream(task->dispatch.id, task.get());
  // It runs once its dependencies have completed: on the thread that
  // completes the last of them, or on one of its own.
  std::shared_ptr<AsyncLaunch> shared(std::move(task));
  std::vector<int64_t> dependencies = shared->dependencies;
  Continuation body = [shared] { runAsync(*shared); };
  if (!tasks().after(dependencies, body))
    startChain(std::move(body));
}

int64_t HostDevice::runHostBuild(const int64_t *kernel,
                                 const DispatchInfo &dispatch, void *frame,
                                 int64_t dynamicWorkgroupBytes) {
  HostLaunch launch;
  launch.dispatch = dispatch;
  std::copy(dispatch.grid, dispatch.grid + 3, launch.grid);
  std::copy(dispatch.block, dispatch.block + 3, launch.block);
  std::copy(dispatch.cluster, dispatch.cluster + 3, launch.cluster);
  host::LaunchRequest request =
      makeRequest(launch, kernel, frame, dynamicWorkgroupBytes);
  request.poisonWorkgroup = true;
  HostLaunch *running = tRunning;
  runRequest(launch, request);
  tRunning = running;
  return launch.failedAsserts.load();
}

DeviceBackend &dbgrt::hostBackend() { return hostDevice(); }

namespace {
/// dbgrtHostLaunch and dbgrtHostLaunchAsync: a launch of `kernel` (a host
/// kernel's record) through the dispatcher; returns its token (async).
int64_t launchThroughDispatcher(void *kernel, const int64_t grid[3],
                                const int64_t block[3],
                                const int64_t cluster[3], void *frame,
                                int64_t dynamicWorkgroupBytes, bool async,
                                void *dependencies, int32_t numDependencies) {
  installFaultHandlers();
  HostLaunchRequest launch;
  launch.kernel = static_cast<const int64_t *>(kernel);
  launch.frame = frame;
  launch.dynamicWorkgroupBytes = dynamicWorkgroupBytes;
  launch.async = async;
  launch.after = readTokens(dependencies, numDependencies);
  LaunchRequest request;
  request.entry = async ? "dbgrtHostLaunchAsync" : "dbgrtHostLaunch";
  request.kernel =
      reinterpret_cast<const char *>(launch.kernel[DBGRT_HOST_KERNEL_NAME]);
  std::copy(grid, grid + 3, request.grid);
  std::copy(block, block + 3, request.block);
  std::copy(cluster, cluster + 3, request.cluster);
  request.target = "cpu";
  request.stream = &tLaunch;
  request.args.frame = static_cast<const char *>(frame);
  request.args.numFrameOffsets = static_cast<size_t>(
      std::max<int64_t>(launch.kernel[DBGRT_HOST_KERNEL_NUM_OPERANDS], 0));
  request.args.frameOffsets = launch.kernel + DBGRT_HOST_KERNEL_OFFSETS;
  request.args.dynamicSharedBytes = dynamicWorkgroupBytes;
  request.backendLaunch = &launch;
  dbgrt::launch(hostDevice(), request);
  return launch.token;
}

} // namespace

void host::reportDivergence(const std::string &what,
                            const std::string &detail) {
  HostLaunch *launch = tRunning ? tRunning : &tLaunch;
  tRunning = nullptr;
  Runtime::get().fatalInDispatch(launch->dispatch, what, detail,
                                 /*immediate=*/true);
}

void host::reportWarning(const std::string &what, const std::string &detail) {
  const HostLaunch *launch = tRunning ? tRunning : &tLaunch;
  Reporter &report = Runtime::get().reporter();
  report.line("warning: " + what + " in dispatch " +
              formatDispatch(launch->dispatch));
  report.line("  " + detail);
}

extern "C" {

void dbgrtHostLaunch(void *kernel, int64_t gridX, int64_t gridY, int64_t gridZ,
                     int64_t blockX, int64_t blockY, int64_t blockZ,
                     int64_t clusterX, int64_t clusterY, int64_t clusterZ,
                     void *frame, int64_t dynamicWorkgroupBytes,
                     int64_t siteId) {
  if (siteId)
    dbgrtDispatch(siteId);
  const int64_t grid[3] = {gridX, gridY, gridZ};
  const int64_t block[3] = {blockX, blockY, blockZ};
  const int64_t cluster[3] = {clusterX, clusterY, clusterZ};
  launchThroughDispatcher(kernel, grid, block, cluster, frame,
                          dynamicWorkgroupBytes, /*async=*/false, nullptr, 0);
}

int64_t dbgrtHostLaunchAsync(void *kernel, int64_t gridX, int64_t gridY,
                             int64_t gridZ, int64_t blockX, int64_t blockY,
                             int64_t blockZ, int64_t clusterX, int64_t clusterY,
                             int64_t clusterZ, void *frame,
                             int64_t dynamicWorkgroupBytes, void *dependencies,
                             int32_t numDependencies, int64_t siteId) {
  if (siteId)
    dbgrtDispatch(siteId);
  const int64_t grid[3] = {gridX, gridY, gridZ};
  const int64_t block[3] = {blockX, blockY, blockZ};
  const int64_t cluster[3] = {clusterX, clusterY, clusterZ};
  return launchThroughDispatcher(kernel, grid, block, cluster, frame,
                                 dynamicWorkgroupBytes, /*async=*/true,
                                 dependencies, numDependencies);
}

int64_t dbgrtHostClusterSize(int32_t dim) {
  const HostLaunch *launch = tRunning ? tRunning : &tLaunch;
  return dim >= 0 && dim < 3 ? launch->cluster[dim] : 1;
}

void dbgrtHostWait(void *tokens, int32_t count) {
  std::vector<int64_t> after = readTokens(tokens, count);
  tasks().wait(after, /*all=*/count < 0);
  if (DispatchOrder *order = Runtime::get().features().races.order()) {
    if (count < 0)
      order->hostWaitAll();
    for (DispatchOrder::Event key : tokenKeys(after))
      order->hostWait(key);
  }
}

int64_t dbgrtHostJoin(void *tokens, int32_t count) {
  std::vector<int64_t> after = readTokens(tokens, count);
  DispatchOrder *order = Runtime::get().features().races.order();
  if (tasks().done(after)) {
    // Complete already: what follows is ordered after it, as after a wait.
    if (order)
      for (DispatchOrder::Event key : tokenKeys(after))
        order->hostWait(key);
    return 0;
  }
  int64_t token = tasks().begin();
  if (order)
    order->join(DispatchOrder::tokenKey(token), tokenKeys(after));
  Continuation join = [token] { tasks().complete(token); };
  if (!tasks().after(after, join))
    tasks().complete(token);
  return token;
}

void dbgrtHostBarrier(const char *location) {
  if (!host::barrier(location))
    host::reportDivergence(
        std::string("gpu.barrier at ") + location +
            " outside a cooperative launch",
        "convert-gpu-to-host marks kernels with barriers; this one was "
        "not (a mismatch between the compiler and libdbgrt)");
}

int64_t dbgrtHostShuffle(int64_t value, int32_t sourceLane, int32_t width,
                         const char *location) {
  bool ok = true;
  int64_t result = host::shuffle(value, sourceLane, width, location, ok);
  if (!ok)
    host::reportDivergence(
        std::string("gpu.shuffle at ") + location +
            " outside a cooperative launch",
        "convert-gpu-to-host marks kernels with shuffles; this one was "
        "not (a mismatch between the compiler and libdbgrt)");
  return result;
}

namespace {
/// One lane's part of an mma.sync.
struct MmaLane {
  host::MmaShape shape;
  const void *a, *b, *c;
  void *d;
  const char *location;
};

void runMmaCollective(void *const *laneArgs, int32_t lanes) {
  const auto *first = static_cast<const MmaLane *>(laneArgs[0]);
  if (lanes != 32)
    host::reportDivergence(
        std::string("nvgpu.mma.sync at ") + first->location + " with " +
            std::to_string(lanes) + " lanes in its warp",
        "mma.sync needs all 32 lanes of a warp; the block has fewer "
        "threads");
  host::MmaWarp warp;
  for (int32_t lane = 0; lane < 32; ++lane) {
    const auto *args = static_cast<const MmaLane *>(laneArgs[lane]);
    warp.a[lane] = args->a;
    warp.b[lane] = args->b;
    warp.c[lane] = args->c;
    warp.d[lane] = args->d;
  }
  host::runMmaSync(first->shape, warp);
}
} // namespace

void dbgrtHostMmaSync(int32_t m, int32_t n, int32_t k, int32_t types, void *a,
                      void *b, void *c, void *d, const char *location) {
  MmaLane lane{{m, n, k, types}, a, b, c, d, location};
  std::string invalid = host::checkMmaShape(lane.shape);
  if (!invalid.empty())
    host::reportDivergence(std::string("nvgpu.mma.sync at ") + location + ": " +
                               invalid,
                           "convert-gpu-to-host refuses the shapes libdbgrt "
                           "does not run (a mismatch between the compiler "
                           "and libdbgrt)");
  if (!host::collective(runMmaCollective, &lane, 32, "nvgpu.mma.sync",
                        location))
    host::reportDivergence(
        std::string("nvgpu.mma.sync at ") + location +
            " outside a cooperative launch",
        "convert-gpu-to-host marks kernels with mma.sync; this one was "
        "not (a mismatch between the compiler and libdbgrt)");
}

void dbgrtHostYield(void) { host::yield(); }

void dbgrtHostAllocated(void *data, int64_t bytes) {
  Runtime &rt = Runtime::get();
  if (bytes > 0)
    rt.features().memory.allocated(data, static_cast<uint64_t>(bytes));
  if (!rt.options().poisonAllocations || !data)
    return;
  auto *words = static_cast<uint16_t *>(data);
  for (int64_t i = 0; i < bytes / 2; ++i)
    words[i] = kPoisonPattern;
}

int32_t dbgrtHostReleased(void *data) {
  Runtime &rt = Runtime::get();
  if (!rt.options().lifetimes)
    return rt.features().memory.released(data) ? 1 : 0;
  // Quarantined: freed here once the allocation table forgets it, so that
  // no other allocation reuses its address while a use of it would be
  // reported. The host target's memrefs come from aligned_alloc
  // (HostPipeline.cpp: use-aligned-alloc), whose aligned pointer is the one
  // to free.
  rt.features().memory.quarantineReleases();
  rt.features().memory.released(data);
  for (uintptr_t base : rt.features().memory.takeForgottenReleases())
    std::free(reinterpret_cast<void *>(base));
  return 0;
}

int32_t dbgrtHostMemoryInUse(void *read, void *written) {
  return Runtime::get().features().memory.memoryInUse(read, written,
                                                      "a host memory op")
             ? 1
             : 0;
}

void dbgrtHostAssertFail(const char *message, const char *file, int64_t line,
                         const char *function, int64_t blockX, int64_t blockY,
                         int64_t blockZ, int64_t threadX, int64_t threadY,
                         int64_t threadZ) {
  std::fflush(stdout);
  std::fprintf(stderr,
               "%s:%lld: %s: block: [%lld,%lld,%lld], thread: [%lld,%lld,%lld] "
               "Assertion `%s` failed.\n",
               file, static_cast<long long>(line), function,
               static_cast<long long>(blockX), static_cast<long long>(blockY),
               static_cast<long long>(blockZ), static_cast<long long>(threadX),
               static_cast<long long>(threadY), static_cast<long long>(threadZ),
               message);
  if (HostLaunch *launch = tRunning)
    ++launch->failedAsserts;
}

void dbgrtHostKernelFault(const char *what, const char *location,
                          int64_t blockX, int64_t blockY, int64_t blockZ,
                          int64_t threadX, int64_t threadY, int64_t threadZ) {
  const int64_t blockId[3] = {blockX, blockY, blockZ};
  const int64_t threadId[3] = {threadX, threadY, threadZ};
  HostLaunch *launch = tRunning ? tRunning : &tLaunch;
  tRunning = nullptr;
  Runtime::get().fatalInDispatch(
      launch->dispatch,
      std::string(what) + " at " + location + ", block " +
          formatTriple(blockId) + " thread " + formatTriple(threadId) + ",",
      "the host target checks integer division; on a GPU its result is "
      "undefined");
}

} // extern "C"
