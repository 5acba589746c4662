//===- Scheduler.h - blocks and threads of host-target kernels --*- C++ -*-===//
//
// How the host target runs a launch: the blocks on a pool of CPU threads,
// and the threads of a block that wait for each other (barriers, shuffles)
// as fibers of one CPU thread (Boost.Context), switched where the GPU would
// make them wait. docs/Design.md says why fibers rather than splitting
// kernels at barriers (Polygeist) or work-group loops (POCL).
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_HOST_SCHEDULER_H
#define DBGRT_HOST_SCHEDULER_H

#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace dbgrt::host {

/// A kernel's entry function, as convert-gpu-to-host generates it:
/// `frame` holds the packed kernel arguments, `context` the
/// DBGRT_HOST_CONTEXT_SIZE values (block id, thread id, grid size, block
/// size, x, y, z each, then the workgroup bytes), `workgroup` the block's
/// workgroup memory.
using EntryFunction = void (*)(void *frame, const int64_t *context,
                               void *workgroup);

/// One launch as dbgrtHostRun describes it.
struct LaunchRequest {
  EntryFunction entry = nullptr;
  void *frame = nullptr;
  int64_t grid[3] = {1, 1, 1};
  int64_t block[3] = {1, 1, 1};
  /// Blocks per thread-block cluster (the kernel reads them through
  /// dbgrtHostClusterSize).
  int64_t cluster[3] = {1, 1, 1};
  /// Threads wait for each other: one fiber per thread.
  bool cooperative = false;
  /// Blocks in order on the calling thread.
  bool inOrder = false;
  /// The kernel checks races on global memory: the launch starts a new
  /// race epoch (DBGRT_HOST_RUN_GLOBAL_RACES).
  bool globalRaces = false;
  int64_t workgroupBytes = 0;
  /// Fill workgroup memory with the poison pattern before each block
  /// (else with zeros).
  bool poisonWorkgroup = false;
  int32_t subgroupSize = 32;
  /// CPU threads to use; 0: one per core.
  int64_t threads = 0;
};

/// Called on every CPU thread that runs blocks of a launch, before its
/// first block and after its last (`running` false): the host backend
/// attributes faults on that thread to the launch.
using WorkerHook = std::function<void(bool running)>;

/// Runs `body` on a new detached CPU thread whose stack is as deep as the
/// main thread's (ulimit -s, at least 8 MiB): kernels run on it. False when
/// no thread can be started.
bool startThread(std::function<void()> body);

/// Runs every block of `request` and returns when all have finished.
/// Barrier divergence (threads of a block waiting at different barriers,
/// or some returned while others wait) is reported through
/// reportDivergence, which does not return.
void runLaunch(const LaunchRequest &request, const WorkerHook &hook);

/// gpu.barrier of the calling fiber; false when the calling thread is not
/// a fiber of a cooperative launch.
bool barrier(const char *location);

/// gpu.shuffle of the calling fiber among lanes [0, width) of its
/// subgroup: `value` of every member in, the value of lane `sourceLane` out
/// (the lane's own value when that lane is not a member, does not exist or
/// has returned). Sets `ok` false when the calling thread is not a fiber of
/// a cooperative launch.
int64_t shuffle(int64_t value, int32_t sourceLane, int32_t width,
                const char *location, bool &ok);

/// What a warp-wide operation does once every lane has reached it:
/// `laneArgs[i]` is what lane i gave, for `lanes` lanes.
using CollectiveFunction = void (*)(void *const *laneArgs, int32_t lanes);

/// A warp-wide operation of the calling fiber (mma.sync): waits until
/// every lane of [0, width) of its subgroup waits at a collective of the
/// same `function`, which then runs once, on all their `args`. A lane of
/// [0, width) that has returned or waits elsewhere is barrier divergence,
/// reported with `name` (the op) and `location`.
/// False when the calling thread is not a fiber of a cooperative launch.
bool collective(CollectiveFunction function, void *args, int32_t width,
                const char *name, const char *location);

/// Lets the other threads of the calling fiber's block run before it goes
/// on (a spin point); nothing outside a cooperative launch.
void yield();

/// The calling fiber waits until `ready(word, arg)` holds for the words at
/// `word` (an mbarrier), which other threads of its block change;
/// `location` is where it waits. When every thread of the block waits so,
/// at a barrier or has returned, and no wait can end, the block is
/// deadlocked: reported through reportDivergence, with `describe(word)`
/// (the mbarrier's counts). False when the calling thread is not a fiber
/// of a cooperative launch.
bool waitFor(const uint64_t *word,
             bool (*ready)(const uint64_t *word, int64_t arg), int64_t arg,
             std::string (*describe)(const uint64_t *word),
             const char *location);

/// The lowest address of the stack the calling thread runs on now (its
/// fiber's, inside a cooperative block), or 0 when unknown.
uintptr_t currentStackLow();

/// The alignment of each block's workgroup memory: 256 KiB, more than a
/// GPU's shared memory per block, so that the low 18 bits of a workgroup
/// address are its offset in the block's shared window, as a GPU's 32-bit
/// shared addresses are (wgmma descriptors keep bits [4, 18); TMA's and
/// wgmma's swizzles XOR bits [4, 7) with bits [7, 10) of the address).
constexpr uintptr_t kWorkgroupAlignment = uintptr_t(1) << 18;

/// The block the calling CPU thread runs now: its workgroup memory, its
/// size in bytes, and a number no other block run on this CPU thread has
/// (per-block state of the host backend is kept by it).
struct ClusterBarrier;
struct CurrentBlock {
  char *workgroup = nullptr;
  int64_t workgroupBytes = 0;
  /// Its threads.
  int64_t threads = 0;
  uint64_t serial = 0;
  /// The serial of the first block of its thread-block cluster (its own
  /// without clusters): the blocks of a cluster run together on one CPU
  /// thread, with consecutive serials.
  uint64_t firstSerial = 0;
  /// Its rank in its cluster (PTX's %cluster_ctarank: x fastest) and the
  /// workgroup memory of each block of the cluster, by rank (`workgroup`
  /// alone without clusters).
  int64_t rank = 0;
  int64_t clusterBlocks = 1;
  char *const *clusterWorkgroups = nullptr;
  /// The cluster's barrier (barrier.cluster); null without clusters.
  ClusterBarrier *clusterBarrier = nullptr;
};
const CurrentBlock &currentBlock();

/// `address` in the running block's workgroup memory, moved to the same
/// offset of the workgroup memory of the block of rank `rank` of its
/// cluster (PTX's mapa). An address outside the block's workgroup memory,
/// or a rank outside the cluster, is reported as a fault of the dispatch,
/// with `op` and `location`.
char *mapToClusterBlock(const void *address, int64_t rank, const char *op,
                        const char *location);

/// barrier.cluster of a cluster's threads: `phase` counts completed
/// phases, `arrived` the arrivals of the current one, of `threads` in all;
/// `arrivedIn[rank * blockThreads + thread]` is the phase a thread last
/// arrived in, plus one (0: never).
struct ClusterBarrier {
  uint64_t phase = 0;
  int64_t arrived = 0;
  int64_t threads = 0;
  int64_t blockThreads = 0;
  std::vector<uint64_t> arrivedIn;
};

/// Per-block state of the host backend, kept by a CPU thread for the
/// blocks it runs: the running block's T, made (value-initialized) when it
/// first asks. The blocks of one cluster run interleaved, so an entry
/// lives until a block of a later cluster asks; references stay valid as
/// long (a fiber holds one across a wait).
template <typename T> class BlockLocal {
public:
  T &get() { return get(currentBlock().serial); }
  /// The T of the block of the running cluster whose serial is `serial`
  /// (currentBlock().firstSerial + its rank).
  T &get(uint64_t serial) {
    for (auto &[owner, state] : entries)
      if (owner == serial)
        return state;
    // Serials grow: the blocks of earlier clusters come first.
    uint64_t first = currentBlock().firstSerial;
    while (!entries.empty() && entries.front().first < first)
      entries.pop_front();
    entries.emplace_back(serial, T());
    return entries.back().second;
  }

private:
  std::deque<std::pair<uint64_t, T>> entries;
};

/// The calling fiber's thread index in its block (x fastest), or -1 when
/// the calling thread is not a fiber of a cooperative launch.
int64_t currentThreadIndex();

/// The message of a block whose threads diverged at barriers: `what` and
/// the line that names both places. Defined by the host backend, which
/// reports it as a fault of the running dispatch; does not return.
[[noreturn]] void reportDivergence(const std::string &what,
                                   const std::string &detail);

/// A warning about the running dispatch (`what`, then `detail` on a line of
/// its own); the kernel goes on. Defined by the host backend.
void reportWarning(const std::string &what, const std::string &detail);

} // namespace dbgrt::host

#endif // DBGRT_HOST_SCHEDULER_H
