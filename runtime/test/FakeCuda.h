//===- FakeCuda.h - a fake CUDA driver for libdbgrt's tests -----*- C++ -*-===//
//
// A CUDA driver table whose launches always succeed, except that a kernel
// named "oob" faults: the next synchronization of its stream reports it (as
// the hardware does), and the fault is sticky. RuntimeTest exercises the
// core through it, CudaTest the CUDA backend's own primitives.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_TEST_FAKECUDA_H
#define DBGRT_TEST_FAKECUDA_H

#include "Cuda/CudaApi.h"
#include "Runtime.h"
#include "Testing.h"
#include "dbgrt/dbgrt.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <string>

namespace dbgrt::cuda {

struct FakeDevice {
  bool faulted = false;
  /// The driver has shut down (its exit handler ran): every call fails with
  /// CUDA_ERROR_DEINITIALIZED, cuGetErrorName included.
  bool deinitialized = false;
  int launches = 0;
  int syncs = 0;
  CUresult launchResult = CUDA_SUCCESS;
};
inline FakeDevice gDevice;

inline char gStream;
inline char gModule;
inline char gKernelOk, gKernelOob;

inline CUresult fakeInit(unsigned) { return CUDA_SUCCESS; }
inline CUresult fakeCount(int *count) {
  *count = 1;
  return CUDA_SUCCESS;
}
inline CUresult fakeDeviceGet(CUdevice *d, int ordinal) {
  *d = ordinal;
  return CUDA_SUCCESS;
}
inline CUresult fakeRetain(CUcontext *ctx, CUdevice) {
  static char context;
  *ctx = &context;
  return CUDA_SUCCESS;
}
inline CUresult fakeSetCurrent(CUcontext) {
  return gDevice.deinitialized ? CUDA_ERROR_DEINITIALIZED : CUDA_SUCCESS;
}
/// A device without a stream-ordered allocator (the program's memory is
/// cuMemAlloc's), whose blocks may opt in to 227 KB of shared memory.
inline CUresult fakeDeviceAttribute(int *value, int attribute, CUdevice) {
  *value =
      attribute == CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED ? 0 : 227 * 1024;
  return CUDA_SUCCESS;
}
inline CUresult fakeLoad(CUmodule *m, const void *image, unsigned, int *,
                         void **) {
  if (std::strcmp(static_cast<const char *>(image), "bad ptx") == 0)
    return 218; // CUDA_ERROR_INVALID_PTX
  *m = &gModule;
  return CUDA_SUCCESS;
}
inline CUresult fakeUnload(CUmodule) {
  return gDevice.deinitialized ? CUDA_ERROR_DEINITIALIZED : CUDA_SUCCESS;
}
inline CUresult fakeGetFunction(CUfunction *f, CUmodule, const char *name) {
  if (std::strcmp(name, "oob") == 0)
    *f = &gKernelOob;
  else if (std::strcmp(name, "ok") == 0)
    *f = &gKernelOk;
  else
    return 500; // CUDA_ERROR_NOT_FOUND
  return CUDA_SUCCESS;
}
inline CUresult fakeLaunch(CUfunction f, unsigned, unsigned, unsigned, unsigned,
                           unsigned, unsigned, unsigned, CUstream, void **,
                           void **) {
  if (gDevice.faulted)
    return 700;
  if (gDevice.launchResult != CUDA_SUCCESS)
    return gDevice.launchResult;
  ++gDevice.launches;
  if (f == &gKernelOob)
    gDevice.faulted = true;
  return CUDA_SUCCESS;
}
inline CUresult fakeLaunchEx(const CUlaunchConfig *, CUfunction f, void **p,
                             void **e) {
  return fakeLaunch(f, 0, 0, 0, 0, 0, 0, 0, nullptr, p, e);
}
inline CUresult fakeStreamCreate(CUstream *s, unsigned) {
  if (gDevice.deinitialized)
    return CUDA_ERROR_DEINITIALIZED;
  *s = &gStream;
  return CUDA_SUCCESS;
}
inline CUresult fakeStreamOp(CUstream) { return CUDA_SUCCESS; }
inline CUresult fakeStreamSync(CUstream) {
  ++gDevice.syncs;
  return gDevice.faulted ? 700 : CUDA_SUCCESS;
}
/// Copies and fills that complete at once and change nothing.
inline CUresult fakeCopy(CUdeviceptr, CUdeviceptr, size_t, CUstream) {
  return CUDA_SUCCESS;
}
inline CUresult fakeFill(CUdeviceptr, unsigned, size_t, CUstream) {
  return CUDA_SUCCESS;
}
inline CUresult fakeErrorName(CUresult e, const char **name) {
  if (gDevice.deinitialized)
    return CUDA_ERROR_DEINITIALIZED;
  *name = e == 700   ? "CUDA_ERROR_ILLEGAL_ADDRESS"
          : e == 701 ? "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"
          : e == 218 ? "CUDA_ERROR_INVALID_PTX"
                     : "CUDA_ERROR_UNKNOWN";
  return CUDA_SUCCESS;
}
inline CUresult fakeErrorString(CUresult e, const char **text) {
  *text = e == 700 ? "an illegal memory access was encountered"
                   : "fake driver error";
  return CUDA_SUCCESS;
}

inline CudaApi makeFakeApi() {
  CudaApi api;
  std::memset(&api, 0, sizeof(api));
  api.cuInit = fakeInit;
  api.cuDeviceGetCount = fakeCount;
  api.cuDeviceGet = fakeDeviceGet;
  api.cuDevicePrimaryCtxRetain = fakeRetain;
  api.cuCtxSetCurrent = fakeSetCurrent;
  api.cuDeviceGetAttribute = fakeDeviceAttribute;
  api.cuModuleLoadDataEx = fakeLoad;
  api.cuModuleUnload = fakeUnload;
  api.cuModuleGetFunction = fakeGetFunction;
  api.cuLaunchKernel = fakeLaunch;
  api.cuLaunchKernelEx = fakeLaunchEx;
  api.cuStreamCreate = fakeStreamCreate;
  api.cuStreamDestroy = fakeStreamOp;
  api.cuStreamSynchronize = fakeStreamSync;
  api.cuMemcpyAsync = fakeCopy;
  api.cuMemsetD32Async = fakeFill;
  api.cuGetErrorName = fakeErrorName;
  api.cuGetErrorString = fakeErrorString;
  return api;
}

inline const CudaApi gFakeApi = makeFakeApi();

inline const PackedSites kSites{
    {DBGRT_SITE_DISPATCH, 0, "main", "kernels::ok", "gpu.launch_func",
     "prog.mlir:10:3"},
    {DBGRT_SITE_DISPATCH, 1, "main", "kernels::ok", "gpu.launch_func",
     "prog.mlir:11:3"},
    {DBGRT_SITE_DISPATCH, 2, "main", "kernels::oob", "gpu.launch_func",
     "prog.mlir:12:3 (fused with prog.mlir:13:1)"},
};

/// A test on the fake driver: set up as a program starts, with a trace
/// file of its own.
class FakeCudaTest : public testing::Test {
protected:
  void SetUp() override {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    gDevice = FakeDevice();
    useCudaApi(&gFakeApi);
    RuntimeTesting::restart(nullptr);
    std::remove(tracePath().c_str());
  }
  void TearDown() override {
    RuntimeTesting::restart(nullptr);
    useCudaApi(nullptr);
  }

  /// Runs dispatch `i` of kSites on `stream` the way compiled code runs
  /// an async launch (registering kSites first, as its module's constructor
  /// would): the marker, then the lookup and the launch.
  void dispatch(int i, void *stream, const char *kernel) {
    void *module = mgpuModuleLoadJIT(const_cast<char *>("ptx"), 2);
    kSites.registerSites();
    dbgrtDispatch(kSites.id(i));
    void *function = mgpuModuleGetFunction(module, kernel);
    mgpuLaunchKernel(function, 4, 1, 1, 128, 1, 1, 0, stream, nullptr, nullptr,
                     0);
  }

  /// Runs dispatch `i` of kSites as MLIR lowers a synchronous
  /// gpu.launch_func: the marker, the lookup, then a stream made for the
  /// launch, synchronized and destroyed. `beforeDestroy` runs between the
  /// synchronization and the destruction.
  template <typename Between = void (*)()>
  void dispatchSync(int i, const char *kernel, Between beforeDestroy = [] {}) {
    void *module = mgpuModuleLoadJIT(const_cast<char *>("ptx"), 2);
    kSites.registerSites();
    dbgrtDispatch(kSites.id(i));
    void *function = mgpuModuleGetFunction(module, kernel);
    void *stream = mgpuStreamCreate();
    mgpuLaunchKernel(function, 4, 1, 1, 128, 1, 1, 0, stream, nullptr, nullptr,
                     0);
    mgpuStreamSynchronize(stream);
    beforeDestroy();
    mgpuStreamDestroy(stream);
  }

  std::string tracePath() {
    return testing::TempDir() + "dbgrt-runtime-test.log";
  }
  /// The trace so far: buffered events are flushed first.
  std::string readTrace() {
    Runtime::get().reporter().flush();
    return readFile(tracePath());
  }
};

} // namespace dbgrt::cuda

#endif // DBGRT_TEST_FAKECUDA_H
