//===- GpuBackend.h - a GPU driver under MLIR's mgpu* API -------*- C++ -*-===//
//
// A GPU backend has two halves:
//  - the driver's primitives (the protected pure virtual functions), which
//    CUDA (Cuda/) and HIP (Hip/) each implement on their own function
//    table: modules, launches, streams, events, memory, pointer queries,
//    error names, and the code objects of libdbgrt's own kernels;
//  - what dbg adds on top, written once for every driver (GpuBackend.cpp):
//    the dispatch a launch belongs to, dynamic shared memory limits, timing
//    events, sync mode under the watchdog, the device error record of
//    modules with checks, kernel names, the NaN/Inf scan and tensor
//    statistics kernels, reading device memory, and a workaround for MLIR's
//    gpu-to-llvm passing streams where events belong.
// Mgpu.cpp forwards each mgpu* entry point to the public half. Every
// backend object keeps its own state: nothing assumes one backend per
// process. The model is IREE's HAL: a table of driver operations under
// one device implementation.
//
// Errors: a primitive either exits through fail() with the driver call and
// the mgpu* entry point it was made for, or returns a DriverStatus that the
// shared half checks (synchronizations, whose failures are attributed to
// dispatches under sync mode and the watchdog).
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_GPUBACKEND_H
#define DBGRT_GPUBACKEND_H

#include "Backend.h"
#include "MemoryCache.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace dbgrt {

/// The result of a driver call: `code` 0 is success; otherwise `call` is
/// the call as it appears in reports ("cuStreamSynchronize(stream)").
struct DriverStatus {
  int code = 0;
  const char *call = nullptr;
  bool failed() const { return code != 0; }
};

/// What the driver says a loaded kernel costs (the first tools of the pyptx
/// runbook, `ptxas -v`, from the driver), numbered as CUDA's
/// CUfunction_attribute, which HIP's hipFunction_attribute follows.
enum class KernelAttribute {
  MaxThreadsPerBlock = 0,
  StaticSharedBytes = 1,
  LocalBytes = 3,
  Registers = 4,
};

/// Dynamic shared memory a block may use on the current device: up to
/// `withoutOptIn` bytes as launched, up to `withOptIn` once the kernel has
/// opted in (CUDA, above 48 KiB).
struct SharedMemoryLimits {
  int64_t withoutOptIn = 0;
  int64_t withOptIn = 0;
};

/// libdbgrt's own kernels (runtime/lib/dbgrt/kernels/*.mlir).
enum class RuntimeKernel {
  /// nan-check=dispatch: counts the NaN/Inf of a buffer, finds the first.
  ScanNonFinite,
  /// trace-tensors-mode=stats: min, max, sum, NaN and Inf counts.
  TensorStats,
};

class GpuBackend : public DeviceBackend {
public:
  GpuBackend();
  ~GpuBackend() override;

  //===--------------------------------------------------------------------===//
  // The mgpu* API (Mgpu.cpp forwards each entry point here)
  //===--------------------------------------------------------------------===//

  /// Loads a kernel module (`size` bytes of PTX, cubin or HSACO at `image`;
  /// 0: self-describing or NUL-terminated); `optLevel` is the JIT's, -1 for
  /// the driver's default. Attaches the module's error record when it has
  /// checks.
  void *moduleLoad(const char *entry, const void *image, size_t size,
                   int optLevel);
  void moduleUnload(void *module);
  void *moduleGetFunction(void *module, const char *name);
  /// Launches `function` on `grid` blocks of `block` threads (`cluster`:
  /// thread block clusters, or null), with `smem` bytes of dynamic shared
  /// memory, in `stream`, as the dispatch open on this thread (or a new
  /// uninstrumented one). In sync mode waits for it under the watchdog.
  void launch(const char *entry, void *function, const unsigned *cluster,
              const int64_t grid[3], const int64_t block[3], int32_t smem,
              void *stream, void **params, void **extra, size_t numParams);
  /// The dispatcher's primitives (Backend.h): dynamic shared memory
  /// limits; the origin build; the launch itself with its timing events,
  /// wait slots and global race epoch; sync mode's wait under the watchdog.
  void prepareLaunch(LaunchRequest &request,
                     const DispatchInfo &dispatch) override;
  bool hasOriginBuild(const LaunchRequest &request) override;
  void enqueue(LaunchRequest &request, const DispatchInfo &dispatch,
               bool origin) override;
  void synchronizeLaunch(LaunchRequest &request,
                         const DispatchInfo &dispatch) override;
  void *streamCreate();
  void streamDestroy(void *stream);
  void streamSynchronize(void *stream);
  void streamWaitEvent(void *stream, void *event);
  void *eventCreate();
  void eventDestroy(void *event);
  void eventSynchronize(void *event);
  void eventRecord(void *event, void *stream);
  /// mgpuSetDefaultDevice: the device later calls use.
  void setDevice(int32_t device);
  /// Device memory (`hostShared`: managed memory), filled with the
  /// poison-allocations pattern when that option is on; device memory in
  /// order with `stream` where the device allocates in stream order.
  void *memAlloc(uint64_t bytes, void *stream, bool hostShared);
  /// Frees memAlloc's `ptr`: in order with `stream`, without waiting for
  /// the device, where it was allocated so.
  void memFree(void *ptr, void *stream);
  void memcpy(void *dst, void *src, size_t bytes, void *stream);
  void memset32(void *dst, uint32_t value, size_t count, void *stream);
  void memset16(void *dst, unsigned short value, size_t count, void *stream);
  /// Page-locks `bytes` bytes of host memory at `ptr` for the device.
  virtual void hostRegister(const char *entry, void *ptr, size_t bytes) = 0;
  virtual void hostUnregister(void *ptr) = 0;
  /// The device address of registered host memory at `host`.
  virtual void *deviceAddress(const char *entry, void *host) = 0;
  /// A TMA descriptor in device memory for a memref of `rank` (CUDA's
  /// cuTensorMapEncodeTiled). A backend without TMA exits with an error
  /// naming itself.
  virtual void *tensorMapEncodeTiled(const char *entry, int64_t rank,
                                     void *descriptor, int64_t dataType,
                                     int64_t interleave, int64_t swizzle,
                                     int64_t l2Promotion, int64_t oobFill,
                                     int64_t *boxDims);

  //===--------------------------------------------------------------------===//
  // The core's questions (DeviceBackend), answered with the primitives
  //===--------------------------------------------------------------------===//

  bool readMemory(void *dest, const void *source, size_t bytes,
                  std::string &error) final;
  bool writeMemory(void *dest, const void *source, size_t bytes,
                   std::string &error) final;
  /// Both: waits for the device's work (a fault found is reported with its
  /// dispatches, for mgpu-like entry point `entry`), then copies.
  bool copyWhenIdle(const char *entry, void *dest, const void *source,
                    size_t bytes, std::string &error);
  /// With libdbgrt's stats kernel when this backend has one for the device.
  bool tensorStats(const void *data, DType type, int64_t elements,
                   TensorStats &stats, std::string &error) final;
  std::vector<WaitingBlocks> waitingBlocks(std::string &error) override;
  /// In the dispatch's stream: a buffer of at most
  /// ScanSlots::kHostScanMaxBytes is copied to pinned host memory and
  /// scanned on the host when the stream synchronizes; a larger one by
  /// libdbgrt's scan kernel when this backend has one for the device, its
  /// result landing in mapped host memory.
  bool scanNonFinite(const DbgrtSite *site, void *data, int64_t elements,
                     int32_t type, const DispatchInfo &dispatch) final;
  void eventTimes(void *start, void *end, int64_t &startNs,
                  int64_t &durationNs) final;
  /// Device memory (null when the device has none left), device copies.
  void *allocateBuffer(size_t bytes) final;
  void releaseBuffer(void *buffer) final;
  void copyBuffer(const char *entry, void *dest, const void *source,
                  size_t bytes, void *stream) final;
  /// Cached per thread by the dispatch's kernel and `name` (findSibling
  /// finds it).
  void *siblingKernel(const DispatchInfo &dispatch, const char *name) final;
  void launchSibling(const char *entry, void *kernel, int64_t blocks,
                     int64_t threads, void *stream, void **params) final;
  void *allocateMappedBuffer(size_t bytes, void *&deviceAddress) final;
  void releaseMappedBuffer(void *host) final;
  void synchronizeAll(const char *entry) final;

  /// Reports that driver call `call`, made for mgpu* entry point `entry`,
  /// failed with `code`, and exits (Runtime::fatal, with this backend's
  /// names for the error).
  [[noreturn]] void fail(const char *call, const char *entry, int code);
  /// fail() unless `status` succeeded.
  void check(DriverStatus status, const char *entry) {
    if (status.failed())
      fail(status.call, entry, status.code);
  }

  /// Registers the exit handler that reads the error records while the
  /// device is still there: a backend calls it right after its driver
  /// initialized (exit handlers run last-registered first).
  static void driverLoaded();

protected:
  //===--------------------------------------------------------------------===//
  // Driver primitives. Unless said otherwise, a failing call exits through
  // fail(), naming `entry`.
  //===--------------------------------------------------------------------===//

  /// The driver's name and description of error `code`.
  virtual std::string errorName(int code) = 0;
  virtual std::string errorText(int code) = 0;
  /// Whether `code` comes from a kernel that ran earlier (a fault that
  /// surfaces at a later call and leaves the device unusable).
  virtual bool isAsyncError(int code) = 0;

  virtual void *loadModule(const char *entry, const void *image, size_t size,
                           int optLevel) = 0;
  /// Quiet when the driver has already shut down (module destructors run
  /// at exit).
  virtual void unloadModule(void *module) = 0;
  /// Looks kernel `name` up in `module`.
  virtual DriverStatus getFunction(void *module, const char *name,
                                   void *&function) = 0;
  /// The device address and size of global `symbol` of `module`; false
  /// when the module has none.
  virtual bool getGlobal(void *module, const char *symbol, void *&address,
                         size_t &bytes) = 0;
  /// Whether the module loaded from `image` (`size` bytes, 0 when unknown)
  /// may define `symbol`: a backend that can tell spares the program a
  /// failing lookup (which compute-sanitizer reports).
  virtual bool mayDefine(const void *image, size_t size, const char *symbol);
  /// `attribute` of a loaded kernel; -1 when the driver cannot tell.
  virtual int kernelAttribute(void *function, KernelAttribute attribute) = 0;
  virtual SharedMemoryLimits sharedMemoryLimits(const char *entry) = 0;
  /// Lets `function` use `bytes` of dynamic shared memory, above
  /// SharedMemoryLimits::withoutOptIn. The default does nothing (a driver
  /// without opt-in).
  virtual void optInSharedMemory(const char *entry, void *function,
                                 int32_t bytes);
  /// Enqueues `function` in `stream` (the launch itself: the bookkeeping
  /// is launch()'s). A backend without clusters exits when `cluster` is
  /// not null.
  virtual void launchKernel(const char *entry, void *function,
                            const unsigned *cluster, const int64_t grid[3],
                            const int64_t block[3], int32_t smem, void *stream,
                            void **params, void **extra) = 0;
  /// The code object of libdbgrt's kernel `which` for the device in use,
  /// or null when this backend has none for it (the core then reads the
  /// memory and works on the host).
  virtual const void *runtimeKernelImage(RuntimeKernel which, size_t &size) = 0;

  virtual void *createStream(const char *entry) = 0;
  /// Quiet when the driver has already shut down.
  virtual void destroyStream(void *stream) = 0;
  virtual DriverStatus synchronizeStream(void *stream) = 0;
  /// Waits for all work of the current device.
  virtual DriverStatus synchronizeDevice() = 0;
  /// An event; `timing`: it will be timed (elapsedMs), which a driver may
  /// allow for every event.
  virtual void *createEvent(const char *entry, bool timing) = 0;
  virtual void destroyEvent(const char *entry, void *event) = 0;
  virtual void recordEvent(const char *entry, void *event, void *stream) = 0;
  virtual void waitEvent(const char *entry, void *stream, void *event) = 0;
  virtual DriverStatus synchronizeEvent(void *event) = 0;
  /// Milliseconds from `start` to `end`, both completed; false when the
  /// driver cannot tell.
  virtual bool elapsedMs(void *start, void *end, float &ms) = 0;
  virtual void selectDevice(int32_t device) = 0;
  /// The ordinal of the device in use.
  virtual int currentDevice() = 0;

  virtual void *allocate(const char *entry, uint64_t bytes,
                         bool hostShared) = 0;
  /// The program's gpu.alloc: device memory in order with the work of
  /// `stream` (null: the legacy default stream) where the device has a
  /// stream-ordered allocator, else allocate()'s. Freed by
  /// releaseOnStream.
  virtual void *allocateOnStream(const char *entry, uint64_t bytes,
                                 void *stream) {
    (void)stream;
    return allocate(entry, bytes, /*hostShared=*/false);
  }
  /// allocateOnStream's memory, or null when the driver cannot give it (no
  /// error: the caller frees what memory-cache keeps and tries again).
  virtual void *tryAllocateOnStream(uint64_t bytes, void *stream) {
    (void)stream;
    return tryAllocate(bytes);
  }
  /// Device memory, or null when the device has too little left (no
  /// error).
  virtual void *tryAllocate(uint64_t bytes) = 0;
  /// Quiet when the driver has already shut down.
  virtual void release(void *ptr) = 0;
  /// The program's gpu.dealloc of memory from allocateOnStream or a
  /// host-shared allocate(): in order with the work of `stream` (null: the
  /// legacy default stream), without waiting, where the memory came from
  /// a stream-ordered allocator.
  virtual void releaseOnStream(void *ptr, void *stream) {
    (void)stream;
    release(ptr);
  }
  /// Page-locked host memory the device writes, with its device address.
  virtual void *allocateMapped(const char *entry, size_t bytes,
                               void *&deviceAddress) = 0;
  virtual void releaseMapped(void *host) = 0;
  /// Copies between any two addresses (unified addressing), in order
  /// with the work of `stream`.
  virtual void copyAsync(const char *entry, void *dst, const void *src,
                         size_t bytes, void *stream) = 0;
  /// Copies now (after the work of the legacy default stream).
  virtual DriverStatus copy(void *dst, const void *src, size_t bytes) = 0;
  virtual void fill32Async(const char *entry, void *dst, uint32_t value,
                           size_t count, void *stream) = 0;
  virtual void fill16Async(const char *entry, void *dst, uint16_t value,
                           size_t count, void *stream) = 0;

private:
  friend struct RuntimeTesting;
  /// Scans in flight, at most; one more waits for its stream to drain. Per
  /// slot: the accumulators (a count and a count of finished blocks, u32; the
  /// first index, u64) in device memory, and the result (count, first, the
  /// word or words that hold the first) in mapped host memory.
  struct ScanSlots {
    static constexpr int kSlots = 1024;
    /// Buffers of at most this many bytes are copied to host memory and
    /// scanned there: on an H100 a 1 KB copy and scan adds 2.0-3.0 us to a
    /// synchronized dispatch against 4.2-4.7 us for the scan kernel, 4 KB
    /// 4.1 against 5.7; at 16 KB both cost about 8 us.
    static constexpr uint64_t kHostScanMaxBytes = 8 * 1024;
    void *acc = nullptr, *first = nullptr;
    uint64_t *out = nullptr;
    void *outDevice = nullptr;
    /// kSlots pinned staging areas of kHostScanMaxBytes, made at the first
    /// small scan.
    unsigned char *staging = nullptr;
    std::vector<int> freeSlots;
  };

  /// The stats kernel's per-block results (min, max, sum, NaN and Inf
  /// counts, f64), at most kMaxBlocks blocks.
  struct StatsKernel {
    static constexpr int64_t kMaxBlocks = 1024;
    std::mutex mutex;
    void *out = nullptr;
    std::vector<double> partials;
  };

  /// timing: the event all kernel times are measured from, when it completed
  /// on the trace clock, and events of kernels already timed, for reuse
  /// (creating one per launch costs a driver call).
  struct Timing {
    std::once_flag once;
    void *base = nullptr;
    int64_t hostNs = 0;
    std::mutex mutex;
    std::vector<void *> free;
  };
  class Record;

  /// In sync mode, waits for `stream` under the watchdog of `dispatch`
  /// (null: a copy or fill) and reports a failure as made by `entry`.
  void syncIfSyncMode(const char *entry, void *stream,
                      const DispatchInfo *dispatch = nullptr);
  /// Gives a module with checks its counters and reports, and registers
  /// them with the core.
  void attachErrorRecord(const char *entry, void *module, const void *image,
                         size_t size);
  /// Remembers the wait slots of a module whose kernels record their wait
  /// sites (record-wait-sites).
  void attachWaitSlots(void *module, const void *image, size_t size);
  /// Before a launch the dispatch watchdog watches: zeroes every module's
  /// wait slots, in order with the work of `stream`.
  void clearWaitSlots(const char *entry, void *stream);
  /// insert-race-checks memory=global (Abi.def's GLOBAL_RACES): gives a
  /// module with those checks the race state's device address, allocating
  /// and zeroing the state (GLOBAL_RACE_SLOTS slots, 64 MiB) first.
  void attachGlobalRaces(const char *entry, void *module, const void *image,
                         size_t size);
  /// Before a launch of `function`: when its module checks races on global
  /// memory, starts the next race epoch in `stream` (one 4-byte fill), and
  /// zeroes the slots when the epochs wrap (every 255 such launches).
  void beginGlobalRaceEpoch(const char *entry, void *function, void *stream);
  /// The kernel a launch of `function` runs (mgpuModuleGetFunction's name),
  /// or null.
  const char *kernelName(void *function);
  /// The origin build of `function` (Abi.def), or null; looked up with the
  /// kernel, in modules that may define origin builds.
  void *originBuild(void *function);
  /// The function of libdbgrt's kernel `which`, loaded on first use; null
  /// when this backend has none for the device.
  void *runtimeKernel(RuntimeKernel which, const char *entry);
  /// Whether `stream` was destroyed already: gpu-to-llvm lowers a
  /// `gpu.wait [%a, %b]` whose two tokens ended up on one stream (folded
  /// chains) to two synchronizations and two destructions of it, and the
  /// driver crashes on the second; `entry` is logged at debug level.
  bool wasDestroyed(void *stream, const char *entry);
  /// Kernel `name` in the module of `dispatch`'s kernel, or null; looked up
  /// in the driver once per module and name.
  void *findSibling(const DispatchInfo &dispatch, const char *name);
  /// Whether `event` is in fact one of this backend's streams (MLIR 22's
  /// gpu-to-llvm passes the stream an async.execute yields to the event
  /// entry points); says so once per stream at warning level.
  bool isStreamPassedAsEvent(void *event, const char *entry);
  /// A free result slot of the scan kernel, allocating the slots on first
  /// use; when all are in flight, waits for `stream` to free some.
  int takeScanSlot(const char *entry, void *stream);
  /// scanNonFinite of a small buffer in scan slot `slot`: copied to the
  /// slot's staging area after the dispatch, scanned when it is read.
  void scanOnHost(const DbgrtSite *site, void *data, int64_t elements,
                  int32_t type, const DispatchInfo &dispatch, int slot);
  /// timing: events around a launch in `stream`.
  void recordStart(void *stream, void *&start, void *&end);
  /// memAlloc's device memory in order with `stream`: a block memory-cache
  /// kept from a free in `stream`, or a new one; when the driver has no
  /// memory left, after the kept blocks were given back.
  void *allocateCached(const char *entry, uint64_t bytes, void *stream);
  /// Gives `blocks` back to the driver, each in order with its stream.
  void releaseKept(const std::vector<MemoryCache::Block> &blocks);

  std::mutex mutex;
  /// Kernel names by function, interned in `names` and never freed, so that
  /// dispatch records can point at them.
  std::unordered_map<void *, const char *> kernelNames;
  /// memAlloc's host-shared (managed) allocations, which release() frees.
  std::unordered_set<void *> hostSharedMemory;
  std::atomic<bool> hasHostShared{false};
  std::unordered_set<std::string> names;
  /// The module each kernel name (interned) was last looked up in, and the
  /// sibling kernels found in modules (diff's device twins), by module and
  /// name (null: none).
  std::unordered_map<const char *, void *> kernelModules;
  std::map<std::pair<void *, std::string>, void *> siblings;
  /// The images of loaded modules that may define origin builds, and the
  /// module and origin build of each function looked up in them (null:
  /// none).
  std::unordered_map<void *, std::pair<const void *, size_t>> originImages;
  std::unordered_map<void *, std::pair<void *, void *>> originBuilds;
  /// Bumped when function handles may be reused (an unload) or change
  /// meaning (another device): launching threads look kernels up again.
  std::atomic<int> lookupGeneration{0};
  /// Live streams this backend created.
  std::unordered_set<void *> streams;
  /// The entry points (static strings) that were given a stream for an
  /// event, each warned about once.
  std::unordered_set<const char *> reportedEntries;
  /// The wait slots of loaded modules: module, device address, bytes.
  struct WaitSlots {
    void *module;
    void *address;
    size_t bytes;
  };
  std::vector<WaitSlots> waitSlots;
  /// The race state of memory=global checks (device memory, allocated when
  /// a module needs it) and the epoch of its last launch that checked.
  struct GlobalRaceState {
    void *address = nullptr;
    uint32_t epoch = 0;
  };
  /// One state per device (a kernel reads its own device's), the device
  /// of each module that checks, and the module of each of its functions.
  std::unordered_map<int, GlobalRaceState> globalRaceStates;
  std::unordered_map<void *, int> globalRaceModules;
  std::unordered_map<void *, void *> globalRaceFunctions;
  /// Whether any loaded module checks: launches look no further otherwise.
  std::atomic<bool> hasGlobalRaces{false};
  /// Streams this backend destroyed, until the driver gives their handle
  /// out again (wasDestroyed).
  std::unordered_set<void *> destroyedStreams;
  /// memory-cache: the program's freed gpu.alloc memory, and its destroyed
  /// streams, which streamCreate gives out again (a block kept from a free
  /// in a stream is reused only in that stream, so the stream lives on).
  MemoryCache memoryCache;
  std::vector<void *> idleStreams;
  /// Idle streams kept, at most; a stream destroyed beyond that gives its
  /// kept memory back to the driver and is destroyed.
  static constexpr size_t kMaxIdleStreams = 64;
  /// libdbgrt's kernels, loaded on first use (null: not yet, or none).
  std::unordered_map<int, void *> runtimeKernels;
  std::unique_ptr<ScanSlots> scans;
  std::unique_ptr<StatsKernel> stats;
  std::unique_ptr<Timing> timing;
};

} // namespace dbgrt

#endif // DBGRT_GPUBACKEND_H
