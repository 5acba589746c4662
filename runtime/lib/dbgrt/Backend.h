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
  /// How many blocks, and the first (linear block id mod the slot count).
  int64_t blocks = 0;
  int64_t firstBlock = 0;
};

/// Groups the wait slots `words` (`count` slots of DBGRT_WAIT_SLOT_WORDS
/// 64-bit words, as a module's WAIT_SLOTS global holds them) by where their
/// blocks wait; slots without a site are left out. Largest group first.
std::vector<WaitingBlocks> summarizeWaitSlots(const uint64_t *words,
                                              size_t count);

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

} // namespace dbgrt

#endif // DBGRT_BACKEND_H
