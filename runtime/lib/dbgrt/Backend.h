//===- Backend.h - what the runtime's core asks of a device ----*- C++ -*-===//
//
// One interface between libdbgrt's core (dispatch bookkeeping, checks,
// tensor tools, reports) and the backends that run kernels: CUDA, HIP and
// the host target each implement DeviceBackend in their own folder, and
// every dispatch carries the backend that launched it (DispatchInfo), so
// the core never names a backend and nothing assumes one backend per
// process. The model is IREE's HAL device: a table of operations each
// driver implements.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_BACKEND_H
#define DBGRT_BACKEND_H

#include "Report.h"
#include "Tensors.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace dbgrt {

/// The blocks of a dispatch that never finished found waiting at one wait
/// site (record-wait-sites, dbgrt/Abi.def's wait slots).
struct WaitingBlocks {
  /// The wait site (DbgrtSite::id).
  int64_t siteId = 0;
  /// For a wait on an mbarrier: its slot, the arrivals each phase expects
  /// (0: its init was not seen) and those of the phase it is stuck in.
  int mbarrier = -1;
  uint64_t expected = 0, arrived = 0;
  /// Its transaction bytes over all phases: announced by expect_tx and
  /// issued by TMA loads.
  uint64_t bytesAnnounced = 0, bytesIssued = 0;
  /// How many blocks, and the first (linear block id mod the slot count).
  int64_t blocks = 0;
  int64_t firstBlock = 0;
};

/// Groups the wait slots `words` (`count` slots of DBGRT_WAIT_SLOT_WORDS
/// 64-bit words, as a module's WAIT_SLOTS global holds them) by where their
/// blocks wait; slots without a site are left out. Largest group first.
std::vector<WaitingBlocks> summarizeWaitSlots(const uint64_t *words,
                                              size_t count);

/// One launch of a kernel, as a backend hands it to the dispatcher
/// (Dispatcher.h), which runs its lifecycle.
struct LaunchRequest : LaunchPlace {
  /// The runtime call that launches (mgpuLaunchKernel, dbgrtHostLaunch),
  /// for messages.
  const char *entry = "";
  /// Its arguments, from which the core reads its memref operands.
  LaunchArgs args;
  /// The backend's own description of the launch (its kernel handle,
  /// arguments, dependencies), which only that backend reads.
  void *backendLaunch = nullptr;
};

/// A backend's answers to the core. Every operation has a meaning on every
/// backend; where a backend has no device-side implementation (a kernel of
/// its own), it says so and the core falls back to reading memory.
class DeviceBackend {
public:
  virtual ~DeviceBackend() = default;

  /// "cuda", "hip" or "host", for messages.
  virtual const char *name() const = 0;

  /// Whether the memory of the dispatches this backend runs is host memory
  /// the core can read in place (the host target).
  virtual bool hostAddressable() const { return false; }

  /// Waits for the work the backend has queued, then copies `bytes` bytes
  /// at `source` (an address a kernel of this backend uses) to host `dest`.
  /// A kernel fault found while waiting is reported with its dispatches and
  /// exits; a failing copy returns false with `error` set.
  virtual bool readMemory(void *dest, const void *source, size_t bytes,
                          std::string &error) = 0;

  /// Waits for the work the backend has queued, then copies `bytes` bytes
  /// from host `source` to `dest` (an address a kernel of this backend
  /// uses): diff-continue=reference. A failing copy returns false with
  /// `error` set.
  virtual bool writeMemory(void *dest, const void *source, size_t bytes,
                           std::string &error) = 0;

  /// Summarizes `elements` dense floats of `type` at `data` on the device.
  /// False with `error` set when the backend has no stats kernel or the
  /// device fails: the core then reads the tensor and summarizes it on the
  /// host.
  virtual bool tensorStats(const void *data, DType type, int64_t elements,
                           TensorStats &stats, std::string &error);

  /// Enqueues a NaN/Inf scan (nan-check=dispatch) of `elements` floats of
  /// DBGRT_SCAN_* `type` at `data` after `dispatch`, on the device and in
  /// its stream, reporting at `site` when the result is read. False when
  /// the backend has no scan kernel: the core then reads the buffer and
  /// scans it on the host.
  virtual bool scanNonFinite(const DbgrtSite *site, void *data,
                             int64_t elements, int32_t type,
                             const DispatchInfo &dispatch);

  /// Where the blocks of the kernel running now wait, read from the wait
  /// slots of the modules that have them while the kernel still runs (the
  /// dispatch watchdog fired). Empty when no module records its waits or
  /// they cannot be read (`error` then says why).
  virtual std::vector<WaitingBlocks> waitingBlocks(std::string &error);

  /// DBGRT_MEMORY_* of `data` as this backend sees it (input guards);
  /// DBGRT_MEMORY_UNKNOWN when it cannot tell.
  virtual int32_t memoryKind(const void *data);

  /// nan-origin: `bytes` of memory the core can copy the buffers of this
  /// backend's kernels to and back (copyBuffer), or null when there is
  /// none; freed by releaseBuffer. The default is host memory, for
  /// host-addressable backends.
  virtual void *allocateBuffer(size_t bytes);
  virtual void releaseBuffer(void *buffer);
  /// Copies `bytes` from `source` to `dest`, memory of this backend's
  /// kernels or from allocateBuffer, in order with the work of `stream`
  /// (the default copies now). A failing copy is a fatal error of `entry`.
  virtual void copyBuffer(const char *entry, void *dest, const void *source,
                          size_t bytes, void *stream);

  /// diff's device twins (DBGRT_SITE_FIELD deviceReference): the kernel
  /// `name` of the module that `dispatch`'s kernel was loaded from, or
  /// null where the backend runs none (the host target) or the module has
  /// none of that name.
  virtual void *siblingKernel(const DispatchInfo & /*dispatch*/,
                              const char * /*name*/) {
    return nullptr;
  }
  /// Enqueues `kernel` (from siblingKernel) in `stream`: a 1-D grid of
  /// `blocks` blocks of `threads` threads, with `params` (one pointer per
  /// parameter value, as mgpuLaunchKernel takes them). A failing launch is
  /// a fatal error of `entry`. The default launches nothing.
  virtual void launchSibling(const char * /*entry*/, void * /*kernel*/,
                             int64_t /*blocks*/, int64_t /*threads*/,
                             void * /*stream*/, void ** /*params*/) {}
  /// Host memory the device writes in place (page-locked, mapped), with
  /// its device address; null where the backend has none. Freed by
  /// releaseMappedBuffer.
  virtual void *allocateMappedBuffer(size_t /*bytes*/,
                                     void *& /*deviceAddress*/) {
    return nullptr;
  }
  virtual void releaseMappedBuffer(void * /*host*/) {}
  /// Waits for all the work the backend has queued: its dispatches count
  /// as finished (their checks and comparisons are read). A fault found is
  /// reported with its dispatches, for `entry`, and exits.
  virtual void synchronizeAll(const char * /*entry*/) {}

  //===--------------------------------------------------------------------===//
  // Launches: the primitives the dispatcher (Dispatcher.h) runs a launch's
  // lifecycle with. Each gets the dispatch the launch belongs to.
  //===--------------------------------------------------------------------===//

  /// Whether `enqueue` runs the kernel (or starts it on a thread of its
  /// own) before it returns: the dispatch then counts as launched before
  /// it. Otherwise (a GPU's queue) it counts as launched once enqueued, so
  /// that an earlier kernel's fault reported by the launch call is not
  /// blamed on it.
  virtual bool runsInEnqueue() const { return false; }
  /// Checks what the device refuses (sizes, shared memory) and prepares
  /// the launch; a launch the device cannot take is a fatal error of
  /// `dispatch`.
  virtual void prepareLaunch(LaunchRequest & /*request*/,
                             const DispatchInfo & /*dispatch*/) {}
  /// dispatch-races: places the launch in the program's order and checks it
  /// against what may still run (DispatchRaceChecker::checkDispatch); by
  /// default in the order of its stream.
  virtual void orderLaunch(LaunchRequest &request,
                           const DispatchInfo &dispatch);
  /// Whether the launch finishes before the dispatcher returns (sync mode,
  /// the host target's synchronous launches): its checks are then read and
  /// it can be replayed.
  virtual bool synchronousLaunch(const LaunchRequest &request,
                                 const DispatchInfo &dispatch);
  /// Whether the kernel has an origin build (nan-origin).
  virtual bool hasOriginBuild(const LaunchRequest & /*request*/) {
    return false;
  }
  /// Enqueues (or runs) the kernel, or its origin build when `origin`.
  /// Faults are fatal errors of `dispatch`. The default cannot launch.
  virtual void enqueue(LaunchRequest &request, const DispatchInfo &dispatch,
                       bool origin);
  /// Waits for a synchronous launch to finish; the dispatcher then records
  /// its stream's synchronization.
  virtual void synchronizeLaunch(LaunchRequest & /*request*/,
                                 const DispatchInfo & /*dispatch*/) {}
  /// Runs a host build (a host kernel's record, DBGRT_HOST_KERNEL_*) with
  /// the arguments `frame` and the sizes of `dispatch` to its end, outside
  /// any dispatch's lifecycle: diff-against=host's reference run. Its
  /// workgroup memory starts as the poison pattern (NaN in every float
  /// type), so that a read of workgroup memory nothing wrote shows; a fault
  /// in it is reported in `dispatch`. Returns the number of its threads
  /// that failed an assertion, or -1 when this backend runs no host build.
  virtual int64_t runHostBuild(const int64_t * /*kernel*/,
                               const DispatchInfo & /*dispatch*/,
                               void * /*frame*/,
                               int64_t /*dynamicWorkgroupBytes*/) {
    return -1;
  }

  /// timing: waits for `end`, then sets `startNs` (trace clock) and
  /// `durationNs` from the events this backend recorded around a kernel,
  /// and releases them. Both -1 when they cannot be read.
  virtual void eventTimes(void *start, void *end, int64_t &startNs,
                          int64_t &durationNs);
};

/// Makes `backend` known to the core (input guards ask each known backend
/// about a pointer), once; a backend registers itself when it is first
/// used. Thread-safe.
void registerBackend(DeviceBackend &backend);

/// The registered backends, in registration order.
std::vector<DeviceBackend *> registeredBackends();

/// The host target's backend, which runs the host builds of kernels
/// (diff-against=host) on every target; registered when first used.
DeviceBackend &hostBackend();

} // namespace dbgrt

#endif // DBGRT_BACKEND_H
