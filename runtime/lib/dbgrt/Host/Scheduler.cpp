//===- Scheduler.cpp - blocks on CPU threads, threads as fibers -----------===//
//
// A launch's blocks are taken, in order, from one counter by up to
// host-threads CPU threads: the launching thread and the workers of one
// process-wide pool, which several launching threads share. A block whose
// threads never wait for each other is one call of the kernel's entry
// function, which loops over the threads; a cooperative block runs each
// thread in its own fiber (Boost.Context), subgroup by subgroup: the lanes
// of a subgroup run until each waits at a shuffle, a barrier or has
// returned; a shuffle completes when every lane of its subgroup has
// reached it; a barrier when every thread of the block has. A block that
// can go no further (threads at different barriers, or some returned while
// others wait) is barrier divergence, which on a GPU hangs or is undefined.
//
//===----------------------------------------------------------------------===//

#include "Scheduler.h"

#include "../Checks.h"
#include "../Report.h"
#include "dbgrt/dbgrt.h"

#include <boost/context/fiber.hpp>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <memory>
#include <mutex>
#include <pthread.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace context = boost::context;

namespace dbgrt::host {
namespace {

/// The stack of each fiber: what a GPU thread's private memory
/// (memref.alloca) and calls may use, with a guard page below it, so that an
/// overflow faults and is reported as one.
constexpr size_t kFiberStackBytes = 256 * 1024;

/// The fiber stacks of one CPU thread, reused by every cooperative block
/// it runs: mapped on first use (the pages a fiber never touches cost no
/// memory), never unmapped.
class StackPool {
public:
  context::stack_context get(size_t index) {
    while (bases.size() <= index) {
      size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
      void *base =
          mmap(nullptr, page + kFiberStackBytes, PROT_READ | PROT_WRITE,
               MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
      if (base == MAP_FAILED) {
        std::fprintf(stderr,
                     "[dbg] error: cannot map the stack of GPU "
                     "thread fiber %zu on the host target\n",
                     bases.size());
        std::_Exit(1);
      }
      mprotect(base, page, PROT_NONE);
      bases.push_back(static_cast<char *>(base) + page);
    }
    context::stack_context stack;
    stack.size = kFiberStackBytes;
    stack.sp = bases[index] + kFiberStackBytes;
    return stack;
  }
  uintptr_t low(size_t index) const {
    return reinterpret_cast<uintptr_t>(bases[index]);
  }

private:
  std::vector<char *> bases;
};

/// A Boost.Context stack allocator that hands out one stack of a pool.
struct PooledStack {
  context::stack_context stack;
  context::stack_context allocate() { return stack; }
  void deallocate(context::stack_context &) noexcept {}
};

enum class Wait : uint8_t {
  Running,
  Barrier,
  Shuffle,
  Returned,
  Yielded,
  /// On a word of memory another thread changes (an mbarrier's phase).
  Word
};

/// One GPU thread of a cooperative block.
struct FiberThread {
  /// The thread while it is suspended.
  context::fiber fiber;
  /// The scheduler while the thread runs.
  context::fiber scheduler;
  int64_t context[13];
  Wait wait = Wait::Running;
  /// The barrier's or shuffle's source location while it waits there.
  const char *where = nullptr;
  int64_t value = 0;
  int64_t result = 0;
  int32_t source = 0;
  int32_t width = 0;
  /// At a collective (all of [0, width) take part), what it runs, and this
  /// lane's part of it.
  CollectiveFunction collective = nullptr;
  void *collectiveArgs = nullptr;
  const char *collectiveName = nullptr;
  /// At Wait::Word: the word, when the wait ends, and what it says.
  const uint64_t *word = nullptr;
  bool (*ready)(const uint64_t *, int64_t) = nullptr;
  int64_t readyArg = 0;
  std::string (*describe)(const uint64_t *) = nullptr;
  uintptr_t stackLow = 0;
};

thread_local FiberThread *tFiber = nullptr;
thread_local StackPool tStacks;

/// Runs `thread` until it waits or returns.
void resume(FiberThread &thread) {
  tFiber = &thread;
  thread.fiber = std::move(thread.fiber).resume();
  tFiber = nullptr;
}

/// Inside a fiber: back to the scheduler until it resumes this thread.
void suspend(FiberThread &thread) {
  thread.scheduler = std::move(thread.scheduler).resume();
}

/// "(x,y,z)" of a thread.
std::string threadName(const FiberThread &thread) {
  return formatTriple(thread.context + 3);
}

std::string describeWait(const FiberThread &thread) {
  switch (thread.wait) {
  case Wait::Barrier:
    return "waits at the barrier at " + std::string(thread.where);
  case Wait::Shuffle:
    if (thread.collective)
      return "waits at the " + std::string(thread.collectiveName) + " at " +
             std::string(thread.where);
    return "waits at the shuffle of width " + std::to_string(thread.width) +
           " at " + std::string(thread.where);
  case Wait::Returned:
    return "has returned";
  case Wait::Word:
    return "waits at " + std::string(thread.where);
  case Wait::Running:
  case Wait::Yielded:
    break;
  }
  return "runs";
}

[[noreturn]] void diverged(const int64_t *blockId, const FiberThread &a,
                           const FiberThread &b) {
  reportDivergence("barrier divergence in block " + formatTriple(blockId),
                   "thread " + threadName(a) + " " + describeWait(a) +
                       ", while thread " + threadName(b) + " " +
                       describeWait(b) +
                       "; on a GPU the block hangs or its result is "
                       "undefined");
}

/// `reader` of block `blockId` shuffles from lane `lane` of its subgroup,
/// within the shuffle's width but past the block's last thread (a partial
/// warp): a GPU gives an undefined value and calls it valid.
[[noreturn]] void readsAbsentLane(const int64_t *blockId,
                                  const FiberThread &reader, int64_t lane,
                                  int64_t present) {
  reportDivergence(
      "shuffle from an absent lane in block " + formatTriple(blockId),
      "thread " + threadName(reader) + " at " + reader.where + " reads lane " +
          std::to_string(lane) + " of a width-" + std::to_string(reader.width) +
          " shuffle, but its subgroup has only " + std::to_string(present) +
          " thread(s) (the block's last, partial warp); on a "
          "GPU the value is undefined and reported valid");
}

/// Every thread of a block (and of the other blocks of its cluster:
/// `scope`) waits, at a word no thread is left to change (`stuck`'s among
/// them), at a barrier or has returned.
[[noreturn]] void deadlocked(const int64_t *blockId,
                             const std::vector<FiberThread> &threads,
                             const FiberThread &stuck, const char *scope) {
  int64_t same = 0, returned = 0, barrier = 0, other = 0;
  for (const FiberThread &thread : threads) {
    if (thread.wait == Wait::Word && thread.word == stuck.word &&
        std::strcmp(thread.where, stuck.where) == 0)
      ++same;
    else if (thread.wait == Wait::Returned)
      ++returned;
    else if (thread.wait == Wait::Barrier)
      ++barrier;
    else
      ++other;
  }
  std::string detail = std::to_string(same) + " thread(s) wait at " +
                       stuck.where + " (first: thread " + threadName(stuck) +
                       "): " + stuck.describe(stuck.word) +
                       ", and no thread of the " + scope + " is left to arrive";
  std::string rest;
  auto add = [&](int64_t n, const char *what) {
    if (!n)
      return;
    rest += (rest.empty() ? "" : ", ") + std::to_string(n) + " " + what;
  };
  add(returned, "returned");
  add(barrier, "wait at a barrier");
  add(other, "wait elsewhere");
  if (!rest.empty())
    detail += " (" + rest + ")";
  detail += "; on a GPU the dispatch hangs";
  reportDivergence("deadlock in block " + formatTriple(blockId), detail);
}

/// One cooperative block: its threads as fibers, run subgroup by subgroup
/// between barriers, shuffles and waits on words.
class FiberBlock {
public:
  /// The block's fibers use the CPU thread's stacks from `firstStack` on.
  FiberBlock(const LaunchRequest &request, const int64_t blockId[3],
             void *workgroup, size_t firstStack);

  /// The steps of running the block, which FiberCluster::run takes with
  /// the other blocks of its cluster. A divergence or deadlock is reported
  /// and ends the process (reportDivergence).
  /// Runs every subgroup until each of its lanes waits or has returned.
  void runSubgroups();
  /// Yielded threads run again; false when none yielded.
  bool resumeYielded();
  /// Waits on words that other threads changed end; false when none woke.
  /// With `reportDeadlock`, a thread that waits for a word nobody changes
  /// is reported when none woke.
  bool wakeWaiters(bool reportDeadlock);
  /// Whether a thread waits on a word or has yielded.
  bool waitsOnWords() const;
  /// The block runs with the other blocks of its cluster.
  bool inCluster = false;
  /// Past a barrier every thread waits at; false when every thread has
  /// returned. Reports a divergence otherwise.
  bool passBarrier();

private:
  /// Runs the lanes [first, last) of a subgroup until every lane waits at
  /// a barrier or has returned, or has yielded (at a spin point: it runs
  /// again after the others).
  void runSubgroup(int64_t first, int64_t last);
  /// Completes the shuffle lane `i` waits at when every lane of its width
  /// does; `tried` marks the widths tried this round (bit w-1: width w).
  bool tryShuffle(int64_t first, int64_t last, int64_t i, uint64_t &tried);
  /// The end of the lanes a shuffle of `width` covers.
  int64_t membersEnd(int64_t first, int64_t last, int64_t width) const {
    return std::min(last, first + std::max<int64_t>(width, 1));
  }

  int64_t blockId[3];
  std::vector<FiberThread> threads;
  int64_t count, lanes;
};

FiberBlock::FiberBlock(const LaunchRequest &request, const int64_t id[3],
                       void *workgroup, size_t firstStack)
    : blockId{id[0], id[1], id[2]}, lanes(request.subgroupSize) {
  const int64_t *size = request.block;
  count = size[0] * size[1] * size[2];
  threads = std::vector<FiberThread>(static_cast<size_t>(count));
  for (int64_t i = 0; i < count; ++i) {
    FiberThread &thread = threads[i];
    int64_t *ids = thread.context;
    std::copy(id, id + 3, ids);
    ids[3] = i % size[0];
    ids[4] = (i / size[0]) % size[1];
    ids[5] = i / (size[0] * size[1]);
    std::copy(request.grid, request.grid + 3, ids + 6);
    std::copy(size, size + 3, ids + 9);
    ids[12] = request.workgroupBytes;
    size_t stackIndex = firstStack + static_cast<size_t>(i);
    context::stack_context stack = tStacks.get(stackIndex);
    thread.stackLow = tStacks.low(stackIndex);
    thread.fiber = context::fiber(
        std::allocator_arg, PooledStack{stack},
        [&thread, &request, workgroup](context::fiber &&scheduler) {
          thread.scheduler = std::move(scheduler);
          request.entry(request.frame, thread.context, workgroup);
          thread.wait = Wait::Returned;
          return std::move(thread.scheduler);
        });
  }
}

// As shfl.sync: a shuffle of width W completes when every lane of [0, W)
// that has not returned waits at a shuffle of width W. Lanes past W go on
// without it; a lane of [0, W) at another width first completes that one.
// Each width is tried once per round. A collective (mma.sync) needs every
// lane of [0, W) at the same one.
bool FiberBlock::tryShuffle(int64_t first, int64_t last, int64_t i,
                            uint64_t &tried) {
  int32_t width = threads[i].width;
  if (width >= 1 && width <= 64) {
    if (tried & (uint64_t(1) << (width - 1)))
      return false;
    tried |= uint64_t(1) << (width - 1);
  }
  int64_t end = membersEnd(first, last, width);
  CollectiveFunction collective = threads[i].collective;
  bool complete = true;
  for (int64_t j = first; j < end && complete; ++j)
    complete = (threads[j].wait == Wait::Returned && !collective) ||
               (threads[j].wait == Wait::Shuffle && threads[j].width == width &&
                threads[j].collective == collective);
  if (!complete)
    return false;
  if (collective) {
    void *args[64] = {};
    for (int64_t j = first; j < end; ++j)
      args[j - first] = threads[j].collectiveArgs;
    collective(args, static_cast<int32_t>(end - first));
  }
  for (int64_t j = first; j < end; ++j) {
    FiberThread &member = threads[j];
    if (member.wait != Wait::Shuffle)
      continue;
    int64_t from = first + member.source;
    // A lane the width covers that the block's threads do not.
    if (!collective && member.source >= 0 && member.source < member.width &&
        from >= end && end - first < member.width)
      readsAbsentLane(blockId, member, member.source, end - first);
    bool exists =
        member.source >= 0 && from < end && threads[from].wait == Wait::Shuffle;
    member.result = exists ? threads[from].value : member.value;
  }
  for (int64_t j = first; j < end; ++j)
    if (threads[j].wait == Wait::Shuffle)
      threads[j].wait = Wait::Running;
  return true;
}

void FiberBlock::runSubgroup(int64_t first, int64_t last) {
  while (true) {
    for (int64_t i = first; i < last; ++i)
      if (threads[i].wait == Wait::Running)
        resume(threads[i]);
    const FiberThread *atShuffle = nullptr;
    bool progressed = false;
    uint64_t tried = 0;
    for (int64_t i = first; i < last; ++i) {
      if (threads[i].wait != Wait::Shuffle)
        continue;
      if (!atShuffle)
        atShuffle = &threads[i];
      progressed |= tryShuffle(first, last, i, tried);
    }
    if (!atShuffle)
      return;
    if (progressed)
      continue;
    // A member that yielded reaches the shuffle later.
    for (int64_t j = first; j < last; ++j)
      if (threads[j].wait == Wait::Yielded || threads[j].wait == Wait::Word)
        return;
    // No shuffle can complete: a member waits elsewhere (or, at a
    // collective, has returned).
    for (int64_t j = first; j < membersEnd(first, last, atShuffle->width); ++j)
      if ((threads[j].wait == Wait::Returned && atShuffle->collective) ||
          (threads[j].wait != Wait::Returned &&
           (threads[j].wait != Wait::Shuffle ||
            threads[j].width != atShuffle->width ||
            threads[j].collective != atShuffle->collective)))
        diverged(blockId, *atShuffle, threads[j]);
  }
}

bool FiberBlock::resumeYielded() {
  bool yielded = false;
  for (FiberThread &thread : threads) {
    if (thread.wait == Wait::Yielded) {
      thread.wait = Wait::Running;
      yielded = true;
    }
  }
  return yielded;
}

bool FiberBlock::wakeWaiters(bool reportDeadlock) {
  bool woke = false;
  const FiberThread *stuck = nullptr;
  for (FiberThread &thread : threads) {
    if (thread.wait != Wait::Word)
      continue;
    if (thread.ready(thread.word, thread.readyArg)) {
      thread.wait = Wait::Running;
      woke = true;
    } else if (!stuck) {
      stuck = &thread;
    }
  }
  if (!woke && stuck && reportDeadlock)
    deadlocked(blockId, threads, *stuck, inCluster ? "cluster" : "block");
  return woke;
}

bool FiberBlock::waitsOnWords() const {
  return std::any_of(
      threads.begin(), threads.end(), [](const FiberThread &thread) {
        return thread.wait == Wait::Word || thread.wait == Wait::Yielded;
      });
}

bool FiberBlock::passBarrier() {
  // Every thread waits at a barrier or has returned.
  const FiberThread *waiting = nullptr, *returned = nullptr;
  for (const FiberThread &thread : threads) {
    if (thread.wait == Wait::Returned) {
      if (!returned)
        returned = &thread;
    } else if (!waiting) {
      waiting = &thread;
    } else if (thread.where != waiting->where &&
               std::strcmp(thread.where, waiting->where) != 0) {
      diverged(blockId, *waiting, thread);
    }
  }
  if (!waiting)
    return false;
  if (returned)
    diverged(blockId, *waiting, *returned);
  for (FiberThread &thread : threads)
    thread.wait = Wait::Running;
  return true;
}

void FiberBlock::runSubgroups() {
  for (int64_t first = 0; first < count; first += lanes)
    runSubgroup(first, std::min(count, first + lanes));
}

/// The workgroup memory of the blocks one CPU thread runs.
class WorkgroupBuffer {
public:
  void *get(int64_t bytes) {
    auto size = static_cast<size_t>(bytes);
    if (size > capacity) {
      std::free(data);
      capacity = std::max<size_t>(size, 256);
      data = std::aligned_alloc(kWorkgroupAlignment,
                                (capacity + kWorkgroupAlignment - 1) /
                                    kWorkgroupAlignment * kWorkgroupAlignment);
      if (!data) {
        std::fprintf(stderr,
                     "[dbg] error: cannot allocate %zu bytes of "
                     "workgroup memory on the host target\n",
                     size);
        std::_Exit(1);
      }
    }
    return data;
  }

private:
  void *data = nullptr;
  size_t capacity = 0;
};
/// One buffer per block of the largest cluster.
thread_local WorkgroupBuffer tWorkgroups[DBGRT_HOST_MAX_CLUSTER_BLOCKS];
thread_local CurrentBlock tBlock;
thread_local uint64_t tBlockSerial = 0;

/// Block `index` (x fastest) of a grid of `grid` blocks: its ids.
void getBlockId(const int64_t grid[3], int64_t index, int64_t id[3]) {
  id[0] = index % grid[0];
  id[1] = (index / grid[0]) % grid[1];
  id[2] = index / (grid[0] * grid[1]);
}

/// The workgroup memory of a new block of `request`: poisoned, or zeros;
/// never what the CPU thread's last block (or a host build diff ran) left.
void *prepareWorkgroup(const LaunchRequest &request, WorkgroupBuffer &buffer) {
  void *workgroup = buffer.get(request.workgroupBytes);
  if (request.poisonWorkgroup) {
    auto *words = static_cast<uint16_t *>(workgroup);
    std::fill(words, words + request.workgroupBytes / 2, kPoisonPattern);
  } else if (request.workgroupBytes > 0) {
    std::memset(workgroup, 0, static_cast<size_t>(request.workgroupBytes));
  }
  return workgroup;
}

/// Runs block `index` (x fastest) of a launch whose threads do not wait
/// for each other, in compiled loops over its threads.
void runBlock(const LaunchRequest &request, int64_t index) {
  int64_t blockId[3];
  getBlockId(request.grid, index, blockId);
  void *workgroup = prepareWorkgroup(request, tWorkgroups[0]);
  ++tBlockSerial;
  tBlock = CurrentBlock();
  tBlock.workgroup = static_cast<char *>(workgroup);
  tBlock.workgroupBytes = request.workgroupBytes;
  tBlock.threads = request.block[0] * request.block[1] * request.block[2];
  tBlock.serial = tBlock.firstSerial = tBlockSerial;
  tBlock.clusterWorkgroups = &tBlock.workgroup;
  int64_t context[13] = {blockId[0],
                         blockId[1],
                         blockId[2],
                         0,
                         0,
                         0,
                         request.grid[0],
                         request.grid[1],
                         request.grid[2],
                         request.block[0],
                         request.block[1],
                         request.block[2],
                         request.workgroupBytes};
  request.entry(request.frame, context, workgroup);
}

/// The blocks of one thread-block cluster of a cooperative launch (one
/// block without clusters), run together on the calling CPU thread, as a
/// GPU runs a cluster's blocks at once: distributed shared memory, TMA
/// multicasts and barrier.cluster reach from one block to another.
class FiberCluster {
public:
  FiberCluster(const LaunchRequest &request, int64_t index);
  /// Runs every block to its end; a divergence or deadlock is reported.
  void run();

private:
  /// The block of rank `rank` runs now (host::currentBlock()).
  FiberBlock &enter(size_t rank) {
    tBlock = blocks[rank];
    return *fibers[rank];
  }

  std::vector<char *> workgroups;
  std::vector<CurrentBlock> blocks;
  std::vector<std::unique_ptr<FiberBlock>> fibers;
  ClusterBarrier barrier;
};

FiberCluster::FiberCluster(const LaunchRequest &request, int64_t index) {
  const int64_t *size = request.cluster;
  int64_t clusters[3] = {request.grid[0] / size[0], request.grid[1] / size[1],
                         request.grid[2] / size[2]};
  int64_t clusterId[3];
  getBlockId(clusters, index, clusterId);
  int64_t count = size[0] * size[1] * size[2];
  int64_t threads = request.block[0] * request.block[1] * request.block[2];
  barrier.threads = count * threads;
  barrier.blockThreads = threads;
  barrier.arrivedIn.assign(static_cast<size_t>(count * threads), 0);
  uint64_t first = tBlockSerial + 1;
  for (int64_t rank = 0; rank < count; ++rank)
    workgroups.push_back(static_cast<char *>(
        prepareWorkgroup(request, tWorkgroups[static_cast<size_t>(rank)])));
  for (int64_t rank = 0; rank < count; ++rank) {
    int64_t inCluster[3];
    getBlockId(size, rank, inCluster);
    int64_t blockId[3];
    for (int d = 0; d < 3; ++d)
      blockId[d] = clusterId[d] * size[d] + inCluster[d];
    CurrentBlock block;
    block.workgroup = workgroups[static_cast<size_t>(rank)];
    block.workgroupBytes = request.workgroupBytes;
    block.threads = threads;
    block.serial = ++tBlockSerial;
    block.firstSerial = first;
    block.rank = rank;
    block.clusterBlocks = count;
    block.clusterWorkgroups = workgroups.data();
    block.clusterBarrier = &barrier;
    blocks.push_back(block);
    fibers.push_back(
        std::make_unique<FiberBlock>(request, blockId, block.workgroup,
                                     static_cast<size_t>(rank * threads)));
    fibers.back()->inCluster = count > 1;
  }
}

// Each block's threads run until they wait, then yielded threads go on,
// then waits on words that ended, then barriers every thread of a block
// waits at (in that order, each only when the one before let nothing go
// on). A block whose threads wait on words (mbarriers, the cluster's
// barrier) may be woken by another's; the cluster is deadlocked only when
// no block can go on.
void FiberCluster::run() {
  while (true) {
    for (size_t rank = 0; rank < fibers.size(); ++rank)
      enter(rank).runSubgroups();
    bool progressed = false;
    for (auto &fiber : fibers)
      progressed |= fiber->resumeYielded();
    for (size_t rank = 0; rank < fibers.size() && !progressed; ++rank)
      progressed |= enter(rank).wakeWaiters(/*reportDeadlock=*/false);
    for (size_t rank = 0; rank < fibers.size() && !progressed; ++rank)
      if (!fibers[rank]->waitsOnWords())
        progressed |= enter(rank).passBarrier();
    if (progressed)
      continue;
    for (size_t rank = 0; rank < fibers.size(); ++rank)
      if (fibers[rank]->waitsOnWords())
        enter(rank).wakeWaiters(/*reportDeadlock=*/true);
    break;
  }
  tBlock = CurrentBlock();
}

/// One launch's blocks, or clusters, shared by the CPU threads that run
/// them.
struct Job {
  const LaunchRequest *request;
  const WorkerHook *hook;
  int64_t units;
  bool clusters = false;
  std::atomic<int64_t> next{0};
  /// Workers still wanted, and those running blocks of the job (guarded
  /// by the pool's mutex).
  int64_t wanted = 0;
  int64_t active = 0;

  void work() {
    (*hook)(true);
    for (int64_t index = next.fetch_add(1); index < units;
         index = next.fetch_add(1)) {
      if (clusters)
        FiberCluster(*request, index).run();
      else
        runBlock(*request, index);
    }
    (*hook)(false);
  }
};

/// The process's CPU threads for blocks: started as launches need them,
/// never stopped (they wait on a condition variable between launches).
class WorkerPool {
public:
  /// Runs `job` on the calling thread and up to `helpers` workers.
  void run(Job &job, int64_t helpers) {
    {
      std::lock_guard<std::mutex> lock(mutex);
      while (started < helpers)
        start();
      job.wanted = helpers;
      job.active = 1;
      jobs.push_back(&job);
    }
    wake.notify_all();
    job.work();
    std::unique_lock<std::mutex> lock(mutex);
    auto it = std::find(jobs.begin(), jobs.end(), &job);
    if (it != jobs.end())
      jobs.erase(it);
    --job.active;
    finished.wait(lock, [&] { return job.active == 0; });
  }

private:
  void start() {
    if (startThread([this] { serve(); }))
      ++started;
    else
      started = INT64_MAX; // No more threads: the launching ones do it all.
  }

  void serve() {
    std::unique_lock<std::mutex> lock(mutex);
    while (true) {
      wake.wait(lock, [&] { return !jobs.empty(); });
      Job *job = jobs.front();
      if (--job->wanted <= 0)
        jobs.pop_front();
      ++job->active;
      lock.unlock();
      job->work();
      lock.lock();
      if (--job->active == 0)
        finished.notify_all();
    }
  }

  std::mutex mutex;
  std::condition_variable wake, finished;
  std::deque<Job *> jobs;
  int64_t started = 0;
};

WorkerPool &pool() {
  static auto *made = new WorkerPool(); // Its threads outlive exit.
  return *made;
}

} // namespace

bool startThread(std::function<void()> body) {
  // As deep a stack as the launching thread's (ulimit -s), for what
  // kernels put on it.
  size_t stackBytes = 8u << 20;
  struct rlimit limit;
  if (getrlimit(RLIMIT_STACK, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY &&
      limit.rlim_cur > stackBytes)
    stackBytes = limit.rlim_cur;
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  pthread_attr_setstacksize(&attributes, stackBytes);
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  auto *owned = new std::function<void()>(std::move(body));
  pthread_t thread;
  int failed = pthread_create(
      &thread, &attributes,
      [](void *argument) -> void * {
        std::unique_ptr<std::function<void()>> run(
            static_cast<std::function<void()> *>(argument));
        (*run)();
        return nullptr;
      },
      owned);
  pthread_attr_destroy(&attributes);
  if (failed)
    delete owned;
  return !failed;
}

void runLaunch(const LaunchRequest &request, const WorkerHook &hook) {
  Job job;
  job.request = &request;
  job.hook = &hook;
  // A cooperative launch runs cluster by cluster (block by block without
  // clusters).
  job.clusters = request.cooperative;
  int64_t perUnit = job.clusters ? request.cluster[0] * request.cluster[1] *
                                       request.cluster[2]
                                 : 1;
  job.units = request.grid[0] * request.grid[1] * request.grid[2] / perUnit;
  // Read once: glibc reads sysfs each time (about 5 us).
  static const int64_t cpus = std::max(1u, std::thread::hardware_concurrency());
  int64_t threads = request.threads > 0 ? request.threads : cpus;
  int64_t helpers = std::min(threads, job.units) - 1;
  if (request.inOrder || helpers <= 0) {
    job.work();
    return;
  }
  pool().run(job, helpers);
}

bool barrier(const char *location) {
  FiberThread *thread = tFiber;
  if (!thread)
    return false;
  thread->wait = Wait::Barrier;
  thread->where = location;
  suspend(*thread);
  return true;
}

/// Suspends `thread` at a shuffle or collective among lanes [0, width) of
/// its subgroup (a collective when `thread.collective` is set).
static void waitInSubgroup(FiberThread &thread, int32_t width,
                           const char *location) {
  thread.wait = Wait::Shuffle;
  thread.where = location;
  thread.width = width;
  suspend(thread);
  thread.collective = nullptr;
}

int64_t shuffle(int64_t value, int32_t sourceLane, int32_t width,
                const char *location, bool &ok) {
  FiberThread *thread = tFiber;
  ok = thread != nullptr;
  if (!thread)
    return value;
  thread->value = value;
  thread->source = sourceLane;
  waitInSubgroup(*thread, width, location);
  return thread->result;
}

bool collective(CollectiveFunction function, void *args, int32_t width,
                const char *name, const char *location) {
  FiberThread *thread = tFiber;
  if (!thread)
    return false;
  thread->collective = function;
  thread->collectiveArgs = args;
  thread->collectiveName = name;
  waitInSubgroup(*thread, width, location);
  return true;
}

void yield() {
  FiberThread *thread = tFiber;
  if (!thread)
    return;
  thread->wait = Wait::Yielded;
  suspend(*thread);
}

bool waitFor(const uint64_t *word, bool (*ready)(const uint64_t *, int64_t),
             int64_t arg, std::string (*describe)(const uint64_t *),
             const char *location) {
  FiberThread *thread = tFiber;
  if (!thread)
    return false;
  if (ready(word, arg))
    return true;
  thread->wait = Wait::Word;
  thread->where = location;
  thread->word = word;
  thread->ready = ready;
  thread->readyArg = arg;
  thread->describe = describe;
  suspend(*thread);
  return true;
}

uintptr_t currentStackLow() { return tFiber ? tFiber->stackLow : 0; }

const CurrentBlock &currentBlock() { return tBlock; }

int64_t currentThreadIndex() {
  if (!tFiber)
    return -1;
  const int64_t *ids = tFiber->context;
  return ids[3] + ids[9] * (ids[4] + ids[10] * ids[5]);
}

} // namespace dbgrt::host
