//===- Clusters.cpp - thread-block clusters on the host target ------------===//
//
// Distributed shared memory (mapa) and barrier.cluster. The scheduler runs
// the blocks of a cluster together on one CPU thread (FiberCluster), so an
// address in another block's workgroup memory is an ordinary pointer and
// the cluster's barrier a word its threads wait on.
//
//===----------------------------------------------------------------------===//

#include "Scheduler.h"

#include "dbgrt/dbgrt.h"

#include <string>

using namespace dbgrt;

char *host::mapToClusterBlock(const void *address, int64_t rank, const char *op,
                              const char *location) {
  const CurrentBlock &block = currentBlock();
  std::string what = std::string("invalid ") + op + " at " + location;
  int64_t offset = static_cast<const char *>(address) - block.workgroup;
  if (!block.workgroup || offset < 0 || offset > block.workgroupBytes)
    reportDivergence(what, "the address is not in the block's " +
                               std::to_string(block.workgroupBytes) +
                               " bytes of shared memory");
  if (rank < 0 || rank >= block.clusterBlocks)
    reportDivergence(what, "rank " + std::to_string(rank) +
                               ", but the block's cluster has " +
                               std::to_string(block.clusterBlocks) +
                               " block(s)");
  return block.clusterWorkgroups[rank] + offset;
}

namespace {

/// The calling thread's entry of its cluster's barrier's arrivals.
uint64_t &arrivalOf(host::ClusterBarrier &barrier) {
  const host::CurrentBlock &block = host::currentBlock();
  return barrier.arrivedIn[static_cast<size_t>(
      block.rank * barrier.blockThreads + host::currentThreadIndex())];
}

/// The cluster barrier of the calling thread, reported at `location` when
/// it runs outside a cooperative launch.
host::ClusterBarrier &clusterBarrier(const char *op, const char *location) {
  host::ClusterBarrier *barrier = host::currentBlock().clusterBarrier;
  if (!barrier || host::currentThreadIndex() < 0)
    host::reportDivergence(std::string(op) + " at " + location,
                           "a cluster barrier outside a cooperative launch");
  return *barrier;
}

/// Reports a misuse of the cluster barrier by the calling thread, which
/// PTX leaves undefined: `what` it did.
[[noreturn]] void reportMisuse(const char *location, const char *what) {
  host::reportDivergence(
      std::string("barrier.cluster misuse at ") + location,
      "thread " + std::to_string(host::currentThreadIndex()) +
          " of the block of rank " + std::to_string(host::currentBlock().rank) +
          " " + what + " (PTX leaves this undefined)");
}

/// The barrier whose `phase` (its first member) is at `word`.
std::string describeClusterBarrier(const uint64_t *word) {
  const auto *barrier = reinterpret_cast<const host::ClusterBarrier *>(word);
  return std::to_string(barrier->arrived) + " of the " +
         std::to_string(barrier->threads) +
         " threads of the cluster have arrived";
}

} // namespace

extern "C" {

void *dbgrtHostMapa(void *address, int32_t rank, const char *location) {
  return host::mapToClusterBlock(address, rank, "nvvm.mapa", location);
}

void dbgrtHostClusterArrive(const char *location) {
  host::ClusterBarrier &barrier =
      clusterBarrier("nvvm.cluster.arrive", location);
  uint64_t &arrival = arrivalOf(barrier);
  if (arrival == barrier.phase + 1)
    reportMisuse(location, "arrives twice in one phase, with no "
                           "nvvm.cluster.wait between");
  arrival = barrier.phase + 1;
  if (++barrier.arrived == barrier.threads) {
    barrier.arrived = 0;
    ++barrier.phase;
  }
}

void dbgrtHostClusterWait(const char *location) {
  host::ClusterBarrier &barrier = clusterBarrier("nvvm.cluster.wait", location);
  uint64_t arrival = arrivalOf(barrier);
  if (arrival == 0)
    reportMisuse(location,
                 "waits at the cluster barrier without arriving first");
  // The phase of its arrival has completed once `phase` has passed it.
  auto ready = [](const uint64_t *phase, int64_t arrivedIn) {
    return *phase >= static_cast<uint64_t>(arrivedIn);
  };
  host::waitFor(&barrier.phase, ready, static_cast<int64_t>(arrival),
                describeClusterBarrier, location);
}

} // extern "C"
