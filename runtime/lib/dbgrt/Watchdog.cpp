//===- Watchdog.cpp - report dispatches that never finish -----------------===//

#include "Watchdog.h"

#include "Backend.h"

#include "Runtime.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

namespace dbgrt::watchdog {

namespace {

/// One launching thread's watched dispatch. `sequence` is odd while armed;
/// the other fields are written by their thread before it turns odd.
struct Slot {
  std::atomic<uint64_t> sequence{0};
  DispatchInfo dispatch;
  std::atomic<double> seconds{0};
  const char *why = "";
};

/// Every thread's slot. Never destroyed: the watchdog thread may look at it
/// while the program exits.
struct Slots {
  std::mutex mutex;
  std::vector<Slot *> all;
};
Slots &slots() {
  static Slots *s = new Slots();
  return *s;
}

thread_local Slot *tSlot = nullptr;

Slot &threadSlot() {
  if (!tSlot) {
    tSlot = new Slot(); // Lives as long as the watchdog may read it.
    std::lock_guard<std::mutex> lock(slots().mutex);
    slots().all.push_back(tSlot);
  }
  return *tSlot;
}

std::string formatSeconds(const char *format, double seconds) {
  char text[32];
  std::snprintf(text, sizeof(text), format, seconds);
  return text;
}

/// "4 block(s) wait at gpu.barrier at f.mlir:20:7, the first (1,0,0)" and,
/// for an mbarrier, its counts.
std::string formatWaitingBlocks(const WaitingBlocks &waiting,
                                const DispatchInfo &dispatch) {
  const DbgrtSite *site = Runtime::get().siteById(waiting.siteId);
  int64_t x = dispatch.grid[0] > 0 ? dispatch.grid[0] : 1;
  int64_t y = dispatch.grid[1] > 0 ? dispatch.grid[1] : 1;
  int64_t first = waiting.firstBlock;
  std::string text = std::to_string(waiting.blocks) + " block(s) wait at " +
                     (site && site->opName ? site->opName : "a wait site") +
                     " at " +
                     (site && site->location ? site->location : "(unknown)");
  if (waiting.mbarrier >= 0) {
    text += ", mbarrier slot " + std::to_string(waiting.mbarrier) + ": ";
    text += waiting.expected ? std::to_string(waiting.arrived) + " of " +
                                   std::to_string(waiting.expected) +
                                   " expected arrival(s) in this phase"
                             : std::to_string(waiting.arrived) +
                                   " arrival(s), its mbarrier.init not seen";
    // NVVM's TMA loads (upstream's lowering ran before the instrumentation)
    // do not say what they bring.
    if (waiting.bytesAnnounced || waiting.bytesIssued)
      text += "; over all its phases, expect_tx announced " +
              std::to_string(waiting.bytesAnnounced) + " transaction byte(s)" +
              (waiting.bytesIssued ? " and its TMA loads brought " +
                                         std::to_string(waiting.bytesIssued)
                                   : "");
  }
  text += "; first block (" + std::to_string(first % x) + "," +
          std::to_string(first / x % y) + "," + std::to_string(first / x / y) +
          ")";
  return text;
}

[[noreturn]] void fire(const Slot &slot, double elapsed) {
  DispatchInfo dispatch = slot.dispatch;
  std::vector<std::string> notes;
  std::string why = slot.why;
  if (dispatch.backend) {
    std::string error;
    bool spins = false, bytes = false;
    std::vector<WaitingBlocks> waits = dispatch.backend->waitingBlocks(error);
    for (const WaitingBlocks &waiting : waits) {
      bytes |= waiting.expected && waiting.arrived == waiting.expected &&
               waiting.bytesAnnounced != waiting.bytesIssued;
      notes.push_back(formatWaitingBlocks(waiting, dispatch));
      const DbgrtSite *site = Runtime::get().siteById(waiting.siteId);
      spins |=
          !site || !site->opName || std::string(site->opName) == "scf.while";
    }
    // Blocks stuck at barriers wait for their own threads, not for a later
    // dispatch.
    if (!waits.empty() && !spins && bytes)
      why = "its blocks wait at an mbarrier whose arrivals have all come: "
            "its phase waits for transaction bytes expect_tx announced that "
            "its TMA loads do not bring";
    else if (!waits.empty() && !spins)
      why = "its blocks wait at barriers for threads of their own that never "
            "arrive: an mbarrier that expects more arrivals than come, or a "
            "barrier some threads do not reach";
    if (!error.empty())
      notes.push_back("the wait slots could not be read: " + error);
  }
  Runtime::get().fatalInDispatch(
      dispatch,
      "timeout: still running after " + formatSeconds("%.1f", elapsed) +
          " s (dispatch-timeout=" + formatSeconds("%g", slot.seconds.load()) +
          ")",
      why, /*immediate=*/true, notes);
}

/// The watchdog thread: a dispatch is stuck when its slot keeps the same
/// odd sequence for longer than its timeout.
[[noreturn]] void watch() {
  using Clock = std::chrono::steady_clock;
  struct Seen {
    uint64_t sequence;
    Clock::time_point since;
  };
  std::unordered_map<const Slot *, Seen> seen;
  std::vector<Slot *> current;
  while (true) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    {
      std::lock_guard<std::mutex> lock(slots().mutex);
      current = slots().all;
    }
    Clock::time_point now = Clock::now();
    for (const Slot *slot : current) {
      uint64_t sequence = slot->sequence.load(std::memory_order_acquire);
      if (!(sequence & 1)) {
        seen.erase(slot);
        continue;
      }
      auto it = seen.find(slot);
      if (it == seen.end() || it->second.sequence != sequence) {
        seen[slot] = {sequence, now};
        continue;
      }
      double elapsed =
          std::chrono::duration<double>(now - it->second.since).count();
      // The same dispatch all along: its thread is stuck in it, so its
      // record does not change under us.
      if (elapsed >= slot->seconds.load(std::memory_order_relaxed) &&
          slot->sequence.load(std::memory_order_acquire) == sequence)
        fire(*slot, elapsed);
    }
  }
}

} // namespace

void arm(const DispatchInfo &dispatch, double seconds, const char *why) {
  if (seconds <= 0)
    return;
  static std::once_flag started;
  std::call_once(started, [] { std::thread(watch).detach(); });
  Slot &slot = threadSlot();
  slot.dispatch = dispatch;
  slot.seconds.store(seconds, std::memory_order_relaxed);
  slot.why = why;
  slot.sequence.fetch_add(1, std::memory_order_release);
}

void disarm() {
  if (tSlot && (tSlot->sequence.load(std::memory_order_relaxed) & 1))
    tSlot->sequence.fetch_add(1, std::memory_order_release);
}

} // namespace dbgrt::watchdog
