//===- Signals.h - the runtime's signal handlers ----------------*- C++ -*-===//
//
// One way to install a signal handler, for the handlers that flush buffered
// reports when a program dies (Runtime.cpp) and the host target's fault
// handlers (Host.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_LIB_SIGNALS_H
#define DBGRT_LIB_SIGNALS_H

#include <csignal>
#include <cstring>

namespace dbgrt {

/// An SA_SIGINFO handler.
using SignalHandler = void (*)(int signal, siginfo_t *info, void *context);

/// Sets `handler`, with SA_SIGINFO and `flags`, for each of `signals` (a
/// range of signal numbers). With `previous` (NSIG entries, indexed by
/// signal number), keeps each replaced action there and leaves a signal the
/// program ignores ignored.
template <typename Signals>
void installSignalHandler(const Signals &signals, SignalHandler handler,
                          int flags, struct sigaction *previous = nullptr) {
  struct sigaction action;
  std::memset(&action, 0, sizeof(action));
  action.sa_sigaction = handler;
  action.sa_flags = SA_SIGINFO | flags;
  sigemptyset(&action.sa_mask);
  for (int signal : signals) {
    if (previous) {
      sigaction(signal, nullptr, &previous[signal]);
      if (previous[signal].sa_handler == SIG_IGN)
        continue;
    }
    sigaction(signal, &action, nullptr);
  }
}

} // namespace dbgrt

#endif // DBGRT_LIB_SIGNALS_H
