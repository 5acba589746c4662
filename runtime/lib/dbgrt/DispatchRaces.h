//===- DispatchRaces.h - races between dispatches -------------*- C++ -*-===//
//
// Two dispatches (or a dispatch and a copy) on different streams or async
// chains that touch the same bytes, at least one of them writing, with
// nothing ordering them: no event, stream wait, async dependency or host
// synchronization between the two. PyTorch's CUDA Stream Sanitizer
// (torch.cuda._sanitizer) finds the same at tensor level from its operator
// dispatcher; libdbgrt finds it from each dispatch's operand list (which
// operands the kernel reads and writes, dbgrt/Operands.h) and the mgpu
// stream and event calls (the host target: its async tokens), with vector
// clocks, one per stream, event and token and one for the host, as
// FastTrack (Flanagan and Freund, PLDI'09) does for threads.
//
// The order is the program's, not the run's: two launches that did not
// overlap in time (sync mode, a kernel that finished early) are reported
// all the same, so a race is found whether or not it corrupted this run.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_DISPATCHRACES_H
#define DBGRT_DISPATCHRACES_H

#include <cstdint>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace dbgrt {

/// One queue's position in each other queue it is ordered after: queue id
/// to the number of that queue's accesses ordered before it. Sorted by id.
class VectorClock {
public:
  uint64_t get(uint32_t queue) const;
  void set(uint32_t queue, uint64_t value);
  /// Each entry becomes the larger of its own and `other`'s.
  void join(const VectorClock &other);
  /// Drops the entries `floor` covers (no larger than its own).
  void dropCovered(const VectorClock &floor);
  size_t size() const { return entries.size(); }

private:
  std::vector<std::pair<uint32_t, uint64_t>> entries;
};

/// Who accessed memory, for the report: a dispatch (its id, site and
/// kernel, the operand) or a copy or fill (`site` null, `what` names it).
struct RaceAccessor {
  int64_t dispatchId = 0;
  const void *site = nullptr;
  const char *kernel = nullptr;
  /// The operand of the dispatch, or -1.
  int operand = -1;
  /// "mgpuMemcpy" and such for an access that is not a dispatch's.
  const char *what = nullptr;
};

/// One access: bytes [begin, end) read or written, inside the allocation
/// that starts at `group` (accesses of different groups never overlap).
struct RaceAccess {
  uintptr_t group = 0;
  uintptr_t begin = 0, end = 0;
  bool write = false;
  /// An atomic update (a write): two of them do not race.
  bool atomic = false;
  /// A dispatch's access bounded by its kernel's indices (its site's
  /// footprint), not the whole operand; a copy's is exact too.
  bool bounded = false;
  RaceAccessor by;
};

/// The bytes [begin, end) a dispatch's kernel may touch in one operand, in
/// one mode (dbgrt/Footprint.h): empty (begin == end) when it touches none
/// of the operand's elements.
struct BoundedBytes {
  int operand = 0;
  bool write = false;
  uintptr_t begin = 0, end = 0;
};

/// Two accesses with nothing ordering them, `earlier` made first; they
/// overlap on [begin, end).
struct DispatchRace {
  RaceAccess earlier, later;
  uintptr_t begin = 0, end = 0;
  /// Which queue each ran on, numbered from 1 in the order libdbgrt first
  /// saw them ("stream 2").
  uint32_t earlierQueue = 0, laterQueue = 0;
  /// "write-after-write", "read-after-write" or "write-after-read".
  const char *kind() const;
};

/// The happens-before order of the program's queues (CUDA/HIP streams, the
/// host target's async launches) and the accesses they made. A queue is
/// identified by its handle (a stream, an async launch's record; null is
/// the host, whose accesses are ordered before everything it issues
/// later); an event by a 64-bit key (an event's address, or a token with
/// kTokenKey set). Thread-safe.
class DispatchOrder {
public:
  using Queue = const void *;
  using Event = uint64_t;
  /// The key of host target token `token`.
  static Event tokenKey(int64_t token) {
    return (uint64_t{1} << 63) | static_cast<uint64_t>(token);
  }

  /// Checks `accesses`, made by one dispatch or copy on `queue`, against
  /// the earlier accesses that are not ordered before it, then records
  /// them (at most 64 unordered ones per allocation: the oldest go).
  /// Returns the races found, one per earlier site and operand and later
  /// operand.
  std::vector<DispatchRace> access(Queue queue,
                                   const std::vector<RaceAccess> &accesses);

  /// mgpuEventRecord: `event` stands for the work queued on `queue` so far.
  void record(Event event, Queue queue);
  /// mgpuStreamWaitEvent: later work on `queue` is ordered after `event`.
  /// An event never recorded orders nothing.
  void wait(Queue queue, Event event);
  /// `queue` is ordered after the work queued on `other` so far (a stream
  /// passed where an event belongs).
  void waitQueue(Queue queue, Queue other);
  /// The host waited for `event` (mgpuEventSynchronize, a host target
  /// token): all later work is ordered after it.
  void hostWait(Event event);
  /// The host waited for `queue` (mgpuStreamSynchronize).
  void hostWaitQueue(Queue queue);
  /// The host waited for all work (dbgrtHostWait of every token).
  void hostWaitAll();
  /// `made` stands for all of `from` (dbgrtHostJoin's token).
  void join(Event made, const std::vector<Event> &from);
  /// A new queue `queue` (an async launch of the host target) is ordered
  /// after `after` and nothing else yet. It continues the queue of the first
  /// of `after` when no other launch did (a chain of async launches is one
  /// queue, so clocks stay as small as the program's fan-out).
  void startQueue(Queue queue, const std::vector<Event> &after);
  /// `queue`'s handle may be reused: a later queue with it is a new one.
  void forgetQueue(Queue queue);
  void forgetEvent(Event event);
  /// The allocation at `group` was freed: its accesses are forgotten.
  void released(uintptr_t group);

  /// For tests: how many accesses and events are remembered.
  size_t accessCount() const;
  size_t eventCount() const;

private:
  struct QueueState {
    uint32_t id = 0;
    VectorClock clock;
  };
  /// An event: the clock it stands for, and the queue it was recorded on
  /// (0: the host), which the first async launch after it alone continues
  /// (startQueue), as a stream continues after its last op.
  struct EventState {
    VectorClock clock;
    uint32_t queue = 0;
    bool continued = false;
  };
  struct Stamped {
    RaceAccess access;
    uint32_t queue = 0;
    uint64_t time = 0;
  };
  QueueState &queueState(Queue queue);
  bool ordered(const Stamped &earlier, const VectorClock &now) const;
  /// Joins the clocks of `from` into `clock`, less what the host waited for.
  void joinEvents(VectorClock &clock, const std::vector<Event> &from) const;
  void pruneEvents();

  mutable std::mutex mutex;
  std::unordered_map<Queue, QueueState> queues;
  std::unordered_map<Event, EventState> events;
  /// What the host has waited for: every later access is ordered after it.
  VectorClock host;
  uint32_t nextQueue = 1;
  size_t pruneAt = 1024;
  /// The accesses not known to be ordered before all later work, by
  /// group.
  std::unordered_map<uintptr_t, std::vector<Stamped>> accesses;
};

} // namespace dbgrt

#endif // DBGRT_DISPATCHRACES_H
