//===- Host.cpp - the host target's backend
//------------------------------------===//
//
// libdbgrt's host backend: kernels compiled by convert-gpu-to-host run
// on the CPU between dbgrtHostLaunchBegin and dbgrtHostLaunchEnd. Dispatch
// records, sync mode and reports go through the same Runtime as on CUDA; a
// crash inside a kernel is attributed to its dispatch by a signal handler.
//
//===----------------------------------------------------------------------===//

#include "../Runtime.h"
#include "dbgrt/dbgrt.h"

#include <csignal>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string>

using namespace dbgrt;

namespace {

/// The stream every host launch is recorded on: host work is in order.
char gHostStream;

/// The launch running on this thread, for the fault handler.
struct HostLaunch {
  bool running = false;
  DispatchInfo dispatch;
  int64_t failedAsserts = 0;
};
thread_local HostLaunch tLaunch;

const int kFaultSignals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};

const char *describe(int signal) {
  switch (signal) {
  case SIGSEGV:
    return "SIGSEGV (invalid memory access)";
  case SIGBUS:
    return "SIGBUS (misaligned or unmapped memory access)";
  case SIGFPE:
    return "SIGFPE (arithmetic fault, e.g. integer division by zero)";
  case SIGILL:
    return "SIGILL (illegal instruction)";
  default:
    return "a fatal signal";
  }
}

void onFault(int signal, siginfo_t *info, void *) {
  if (!tLaunch.running) {
    // Not in a kernel: the default action (a core dump) happens once the
    // handler returns, for a fault and for a signal sent by raise or kill.
    std::signal(signal, SIG_DFL);
    std::raise(signal);
    return;
  }
  char address[64];
  std::snprintf(address, sizeof(address), " at address %p",
                info ? info->si_addr : nullptr);
  Runtime::get().fatalInDispatch(
      tLaunch.dispatch, std::string(describe(signal)) + address,
      "the kernel crashed on the CPU (host target); the same access on a GPU "
      "is an illegal address",
      /*immediate=*/true);
}

void installFaultHandlers() {
  static std::once_flag once;
  std::call_once(once, [] {
    struct sigaction action;
    std::memset(&action, 0, sizeof(action));
    action.sa_sigaction = onFault;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    for (int signal : kFaultSignals)
      sigaction(signal, &action, nullptr);
  });
}

} // namespace

extern "C" {

void dbgrtHostLaunchBegin(const char *kernel, int64_t gridX, int64_t gridY,
                          int64_t gridZ, int64_t blockX, int64_t blockY,
                          int64_t blockZ) {
  installFaultHandlers();
  const int64_t grid[3] = {gridX, gridY, gridZ};
  const int64_t block[3] = {blockX, blockY, blockZ};
  Runtime &rt = Runtime::get();
  tLaunch.dispatch = rt.launching(kernel, grid, block, "cpu", 0, &gHostStream);
  tLaunch.failedAsserts = 0;
  rt.launched(tLaunch.dispatch);
  tLaunch.running = true;
}

void dbgrtHostLaunchEnd(void) {
  tLaunch.running = false;
  Runtime &rt = Runtime::get();
  if (tLaunch.failedAsserts)
    rt.fatalInDispatch(tLaunch.dispatch, "device-side assert triggered",
                       std::to_string(tLaunch.failedAsserts) +
                           " thread(s) failed an assertion (host target)");
  // The kernel ran to its end: the dispatch is complete.
  rt.synchronized(&gHostStream);
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
  ++tLaunch.failedAsserts;
}

} // extern "C"
