/*===- dbgrt.h - libdbgrt, the dbg runtime: C ABI ----------------*- C -*-===*\
 *
 * libdbgrt runs programs that dbg compiled. It provides:
 *  - the entry points that dbg's lowering calls (dbgrt*), and
 *  - the complete mgpu* API that MLIR 22's gpu-to-llvm lowering and its
 *    LLVM IR translation call, so an upstream-lowered program links against
 *    libdbgrt instead of MLIR's libmlir_cuda_runtime.
 *
 * The CUDA driver is loaded with dlopen("libcuda.so.1"); nothing here needs
 * the CUDA toolkit to build. Every failing driver call is reported with the
 * dispatch, kernel and source location it belongs to, and the program then
 * exits with status 1 (upstream's wrappers print and carry on).
 *
 * Run-time options come from DBG_OPTIONS, a comma-separated list of
 * key[=value] (as Modular MAX's MODULAR_DEBUG), on top of the defaults the
 * program was compiled with (dbg-compile --debug=...). An unknown key or a
 * bad value is reported with the list of valid ones and the program exits
 * with status 2. Keys:
 *   device-sync-mode[=0|1]  synchronize and check after every launch, so a
 *                           fault is attributed to the exact dispatch
 *                           (MAX's device-sync-mode, CUDA_LAUNCH_BLOCKING)
 *   op-log-level=LEVEL      trace|debug|info|warning|error|critical; LAUNCH
 *                           and COMPLETE events are logged at info, memory
 *                           and module events at debug, every mgpu call at
 *                           trace (MAX's op-log-level)
 *   trace[=0|1]             shorthand for op-log-level=info (or warning)
 *   trace-file=PATH         write reports to PATH instead of stderr; each
 *                           line is flushed as it is written
 *
 * Thread safety: every entry point may be called from any thread.
\*===----------------------------------------------------------------------===*/

#ifndef DBGRT_DBGRT_H
#define DBGRT_DBGRT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What a site instruments; the values match the dbg dialect's SiteKind. */
enum DbgrtSiteKind {
  DBGRT_SITE_DISPATCH = 0,
  DBGRT_SITE_BOUNDS = 1,
  DBGRT_SITE_NONFINITE = 2,
  DBGRT_SITE_DUMP = 3,
  DBGRT_SITE_BREAK = 4,
  DBGRT_SITE_GUARD = 5
};

/* One entry of a compiled module's site table: constant data emitted by
 * convert-dbg-to-llvm. Strings are NUL-terminated and live as long as the
 * program. */
typedef struct DbgrtSite {
  uint32_t kind;        /* enum DbgrtSiteKind */
  int32_t ordinal;      /* dispatch ordinal N of @function:N, or -1 */
  const char *function; /* host function of a dispatch, or NULL */
  const char *kernel;   /* "module::kernel" */
  const char *opName;   /* the instrumented op, e.g. "gpu.launch_func" */
  const char *location; /* the op's Location, rendered ("file:line:col") */
} DbgrtSite;

/* Nonzero when the run-time options need the dispatch hooks (tracing, sync
 * mode). Compiled code loads it before each dbgrtDispatchBegin/End call and
 * skips the call when it is zero: one load and one branch per marker. */
extern int32_t dbgrt_hooks;

/* Registers a module's site table, `count` pointers to sites, and the
 * run-time options it was compiled with (DBG_OPTIONS syntax, or NULL).
 * Called by a global constructor of each compiled module. DBG_OPTIONS
 * overrides the compiled defaults key by key. Bad options exit with
 * status 2. */
void dbgrtRegisterSites(const DbgrtSite *const *sites, int64_t count,
                        const char *defaultOptions);

/* Opens a dispatch of `site`: assigns it the next dispatch id, logs LAUNCH
 * (at op-log-level info), and attributes every driver error until the
 * matching dbgrtDispatchEnd on this thread to it. Grid sizes are in blocks,
 * block sizes in threads. */
void dbgrtDispatchBegin(const DbgrtSite *site, int64_t gridX, int64_t gridY,
                        int64_t gridZ, int64_t blockX, int64_t blockY,
                        int64_t blockZ);

/* Closes the dispatch opened on this thread by dbgrtDispatchBegin(site) and
 * logs COMPLETE. In sync mode its launch has already been synchronized and
 * checked. */
void dbgrtDispatchEnd(const DbgrtSite *site);

/* Number of dispatches launched so far (instrumented or not). */
int64_t dbgrtDispatchCount(void);

/*===----------------------------------------------------------------------===*
 * The host target (dbg-compile --target=host, dbg-convert-gpu-to-host):
 * kernels run on the CPU, in a loop nest over blocks and threads that the
 * compiled code runs between these two calls.
 *===----------------------------------------------------------------------===*/

/* Starts a launch of `kernel` ("module::kernel") on the CPU: the dispatch
 * gets its id (or is the one dbgrtDispatchBegin opened), LAUNCH is logged,
 * and a crash (SIGSEGV, SIGBUS, SIGFPE, SIGILL) until dbgrtHostLaunchEnd is
 * reported as a fault of this dispatch, with exit status 1. Grid sizes are
 * in blocks, block sizes in threads. */
void dbgrtHostLaunchBegin(const char *kernel, int64_t gridX, int64_t gridY,
                          int64_t gridZ, int64_t blockX, int64_t blockY,
                          int64_t blockZ);
/* Ends the launch begun on this thread. When a device assert failed in it,
 * reports the dispatch and exits with status 1, as a CUDA program whose
 * kernel asserted does at its next synchronization. */
void dbgrtHostLaunchEnd(void);
/* A failing cf.assert in a host kernel: prints CUDA's message, `file:line:
 * function: block: [x,y,z], thread: [x,y,z] Assertion `message` failed.`,
 * on stderr and marks the running launch as failed. */
void dbgrtHostAssertFail(const char *message, const char *file, int64_t line,
                         const char *function, int64_t blockX, int64_t blockY,
                         int64_t blockZ, int64_t threadX, int64_t threadY,
                         int64_t threadZ);

/*===----------------------------------------------------------------------===*
 * The mgpu* API of MLIR 22's GPU lowering (mlir/lib/ExecutionEngine/
 * CudaRuntimeWrappers.cpp defines upstream's version). Handles are the
 * driver's: CUmodule, CUfunction, CUstream, CUevent, CUdeviceptr.
 *===----------------------------------------------------------------------===*/

/* Loads a cubin or fatbin of `size` bytes. */
void *mgpuModuleLoad(void *data, size_t size);
/* JIT-compiles and loads NUL-terminated PTX at optimization level
 * `optLevel` (0-4); the JIT log is printed when compilation fails. */
void *mgpuModuleLoadJIT(void *data, int optLevel);
void mgpuModuleUnload(void *module);
/* Looks up kernel `name` of `module`; the name is remembered for reports. */
void *mgpuModuleGetFunction(void *module, const char *name);
/* Launches `function`; `params` holds `paramsCount` pointers to arguments,
 * smem is dynamic shared memory in bytes. */
void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, void *stream,
                      void **params, void **extra, size_t paramsCount);
/* As mgpuLaunchKernel, with thread-block clusters (sm_90 and later). */
void mgpuLaunchClusterKernel(void *function, intptr_t clusterX,
                             intptr_t clusterY, intptr_t clusterZ,
                             intptr_t gridX, intptr_t gridY, intptr_t gridZ,
                             intptr_t blockX, intptr_t blockY, intptr_t blockZ,
                             int32_t smem, void *stream, void **params,
                             void **extra, size_t paramsCount);
void *mgpuStreamCreate(void);
void mgpuStreamDestroy(void *stream);
/* Waits for `stream`; a fault found here is attributed to the dispatches
 * launched since the last synchronization. */
void mgpuStreamSynchronize(void *stream);
void mgpuStreamWaitEvent(void *stream, void *event);
void *mgpuEventCreate(void);
void mgpuEventDestroy(void *event);
void mgpuEventSynchronize(void *event);
void mgpuEventRecord(void *event, void *stream);
void mgpuSetDefaultDevice(int32_t device);
/* Allocates `sizeBytes` of device memory, or of managed memory when
 * isHostShared is true. */
void *mgpuMemAlloc(uint64_t sizeBytes, void *stream, bool isHostShared);
void mgpuMemFree(void *ptr, void *stream);
void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, void *stream);
/* Fill `count` 32-bit (16-bit) elements at `dst` with `value`. */
void mgpuMemset32(void *dst, uint32_t value, size_t count, void *stream);
void mgpuMemset16(void *dst, unsigned short value, size_t count, void *stream);
/* Page-locks host memory for device access: a pointer and size in bytes, or
 * a ranked memref descriptor (StridedMemRefType<char, rank>*) whose
 * elements are `elementSizeBytes` wide. */
void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes);
void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                               int64_t elementSizeBytes);
void mgpuMemHostUnregister(void *ptr);
void mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor,
                                 int64_t elementSizeBytes);
/* Encodes a TMA descriptor (cuTensorMapEncodeTiled) for the ranked memref
 * `descriptor` of rank 1-5 with box sizes `inputBoxDims`, copies it to
 * device memory and returns that device pointer. */
void *mgpuTensorMapEncodeTiledMemref(int64_t tensorRank, void *descriptor,
                                     int64_t tensorDataType, int64_t interleave,
                                     int64_t swizzle, int64_t l2Promotion,
                                     int64_t oobFill, int64_t *inputBoxDims);

#ifdef __cplusplus
}
#endif

#endif /* DBGRT_DBGRT_H */
