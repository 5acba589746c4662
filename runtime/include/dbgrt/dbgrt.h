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
 * program was compiled with (dbg-compile --debug=...). The keys are listed,
 * with their types, defaults and meaning, in dbgrt/Options.def;
 * DBG_OPTIONS=help prints them. DBG_OPTIONS is read once, when the program
 * starts: an unknown key or a bad value is reported with the list of valid
 * ones and the program exits with status 2 before anything runs.
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

/* libdbgrt is built with hidden visibility; what this header declares is its
 * interface. */
#pragma GCC visibility push(default)

/* C types of the ABI's type names (Abi.def). */
#define DBGRT_CTYPE_VOID void
#define DBGRT_CTYPE_U32 uint32_t
#define DBGRT_CTYPE_I32 int32_t
#define DBGRT_CTYPE_I64 int64_t
#define DBGRT_CTYPE_STR const char *
#define DBGRT_CTYPE_SITE const DbgrtSiteRecord *
#define DBGRT_CTYPE_SITE_TABLE const DbgrtSiteRecord *
#define DBGRT_CTYPE_PTR void *
#define DBGRT_CTYPE_U32_FIELD uint32_t
#define DBGRT_CTYPE_I64_FIELD uint64_t
#define DBGRT_CTYPE_PTR_FIELD uint64_t

/* Numbers and symbol names (Abi.def: DBGRT_CONSTANT, DBGRT_SYMBOL). */
enum {
#define DBGRT_CONSTANT(NAME, VALUE) DBGRT_##NAME = VALUE,
#include "dbgrt/Abi.def"
};
#define DBGRT_SYMBOL(NAME, TEXT)                                               \
  static const char DBGRT_##NAME##_SYMBOL[] = TEXT;
#include "dbgrt/Abi.def"

/* What a site instruments (Abi.def: DBGRT_SITE_KIND). */
enum DbgrtSiteKind {
#define DBGRT_SITE_KIND(NAME, VALUE, DIALECT_CASE) DBGRT_SITE_##NAME = VALUE,
#include "dbgrt/Abi.def"
  DBGRT_NUM_SITE_KINDS
};

/* One entry of a compiled module's site table, as convert-dbg-to-llvm emits
 * it (Abi.def: DBGRT_SITE_FIELD): one int64_t word per field, all of a
 * module's records in one constant array. A STR field holds the byte offset
 * of its NUL-terminated string in the module's string blob, or -1 for NULL.
 * Records hold no pointers, so that a module's thousands of sites are two
 * flat constants that the compiler emits in linear time. */
typedef struct DbgrtSiteRecord {
#define DBGRT_SITE_FIELD(TYPE, NAME) int64_t NAME;
#include "dbgrt/Abi.def"
} DbgrtSiteRecord;

/* A site as libdbgrt reads it, unpacked from its DbgrtSiteRecord at
 * registration: strings are NUL-terminated (or NULL) and live as long as
 * the program. */
typedef struct DbgrtSite {
#define DBGRT_SITE_FIELD(TYPE, NAME) DBGRT_CTYPE_##TYPE NAME;
#include "dbgrt/Abi.def"
} DbgrtSite;

/* The device error record (Abi.def: DBGRT_RECORD_FIELD and the text above
 * it). Pointers are stored as 64-bit device addresses. */
typedef struct DbgrtErrorRecord {
#define DBGRT_RECORD_FIELD(TYPE, NAME) DBGRT_CTYPE_##TYPE##_FIELD NAME;
#include "dbgrt/Abi.def"
} DbgrtErrorRecord;

/* The first failure of one check site: 64 bytes. */
typedef struct DbgrtCheckReport {
#define DBGRT_REPORT_FIELD(TYPE, NAME) DBGRT_CTYPE_##TYPE##_FIELD NAME;
#include "dbgrt/Abi.def"
} DbgrtCheckReport;

/* The host-memory part of a record: this header, then numSites
 * DbgrtCheckReport, site i at (DbgrtCheckReport *)(header + 1) + i. */
typedef struct DbgrtCheckReports {
#define DBGRT_REPORTS_FIELD(TYPE, NAME) DBGRT_CTYPE_##TYPE##_FIELD NAME;
#include "dbgrt/Abi.def"
} DbgrtCheckReports;

/* The globals and entry points that compiled code uses, with their
 * documentation, are listed in dbgrt/Abi.def. */
#define DBGRT_ARG(TYPE, NAME) DBGRT_CTYPE_##TYPE NAME
#define DBGRT_NO_ARGS void
#define DBGRT_FUNCTION(RESULT, NAME, ...)                                      \
  DBGRT_CTYPE_##RESULT NAME(__VA_ARGS__);
#include "dbgrt/Abi.def"
#undef DBGRT_ARG
#undef DBGRT_NO_ARGS

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
/* The device view of registered host memory (upstream's ROCm wrappers, which
 * its ROCm programs call): a rank-1 memref {allocated, aligned, offset,
 * size, stride} whose pointers are the device addresses of `aligned`'s
 * page-locked memory. An address that is not registered is a fatal error
 * naming the call. */
typedef struct {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
} DbgrtMemRef1d;
DbgrtMemRef1d mgpuMemGetDeviceMemRef1dFloat(float *allocated, float *aligned,
                                            int64_t offset, int64_t size,
                                            int64_t stride);
DbgrtMemRef1d mgpuMemGetDeviceMemRef1dInt32(int32_t *allocated,
                                            int32_t *aligned, int64_t offset,
                                            int64_t size, int64_t stride);
/* Encodes a TMA descriptor (cuTensorMapEncodeTiled) for the ranked memref
 * `descriptor` of rank 1-5 with box sizes `inputBoxDims`, copies it to
 * device memory and returns that device pointer. */
void *mgpuTensorMapEncodeTiledMemref(int64_t tensorRank, void *descriptor,
                                     int64_t tensorDataType, int64_t interleave,
                                     int64_t swizzle, int64_t l2Promotion,
                                     int64_t oobFill, int64_t *inputBoxDims);

#pragma GCC visibility pop

#ifdef __cplusplus
}
#endif

#endif /* DBGRT_DBGRT_H */
