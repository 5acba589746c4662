//===- Mgpu.cpp - MLIR's mgpu* runtime API, on dbg's backends -------------===//
//
// The entry points MLIR's GPU lowering calls (gpu-to-llvm), each forwarded
// to the GPU backend that runs the program's kernels (GpuBackend.h): HIP
// once an AMDGPU code object was loaded, CUDA otherwise. What does not
// depend on the backend (memref extents, the allocation table dispatch
// operands are checked against) is done here, once. This and the backends'
// own folders are the only files that name a backend.
//
//===----------------------------------------------------------------------===//

#include "GpuBackend.h"
#include "Runtime.h"

#include "Cuda/CudaBackend.h"
#include "Hip/HipBackend.h"
#include "dbgrt/dbgrt.h"

#include <utility>

using namespace dbgrt;

namespace {

/// The backend of the program's kernels.
GpuBackend &gpu() { return hip::active() ? hip::gpu() : cuda::device(); }

/// Loads a code object on the backend it is for.
void *moduleLoad(const char *entry, const void *image, size_t size,
                 int optLevel) {
  if (hip::isCodeObject(image))
    return hip::moduleLoad(entry, image, size, optLevel);
  return cuda::device().moduleLoad(entry, image, size, optLevel);
}

/// The first byte and the extent in bytes of a strided memref descriptor
/// (StridedMemRefType<char, rank>: allocated, aligned, offset, sizes[rank],
/// strides[rank]).
std::pair<char *, size_t> memrefExtent(int64_t rank, void *descriptor,
                                       int64_t elementSize) {
  auto *words = static_cast<int64_t *>(descriptor);
  char *aligned = reinterpret_cast<char **>(descriptor)[1];
  int64_t offset = words[2];
  const int64_t *sizes = words + 3;
  const int64_t *strides = sizes + rank;
  int64_t last = 0;
  for (int64_t i = 0; i < rank; ++i) {
    if (sizes[i] == 0)
      return {aligned + offset * elementSize, 0};
    last += (sizes[i] - 1) * strides[i];
  }
  return {aligned + offset * elementSize,
          static_cast<size_t>((last + 1) * elementSize)};
}

/// Shared by mgpuMemGetDeviceMemRef1d*: the device address of registered
/// host memory, as a 1-D memref.
DbgrtMemRef1d deviceMemRef1d(const char *entry, void *aligned, int64_t offset,
                             int64_t size, int64_t stride) {
  void *pointer = gpu().deviceAddress(entry, aligned);
  return {pointer, pointer, offset, {size}, {stride}};
}

} // namespace

extern "C" {

void *mgpuModuleLoad(void *data, size_t size) {
  return moduleLoad("mgpuModuleLoad", data, size, -1);
}

void *mgpuModuleLoadJIT(void *data, int optLevel) {
  return moduleLoad("mgpuModuleLoadJIT", data, 0, optLevel);
}

void mgpuModuleUnload(void *module) { gpu().moduleUnload(module); }

void *mgpuModuleGetFunction(void *module, const char *name) {
  return gpu().moduleGetFunction(module, name);
}

void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, void *stream,
                      void **params, void **extra, size_t paramsCount) {
  const int64_t grid[3] = {gridX, gridY, gridZ};
  const int64_t block[3] = {blockX, blockY, blockZ};
  gpu().launch("mgpuLaunchKernel", function, nullptr, grid, block, smem, stream,
               params, extra, paramsCount);
}

void mgpuLaunchClusterKernel(void *function, intptr_t clusterX,
                             intptr_t clusterY, intptr_t clusterZ,
                             intptr_t gridX, intptr_t gridY, intptr_t gridZ,
                             intptr_t blockX, intptr_t blockY, intptr_t blockZ,
                             int32_t smem, void *stream, void **params,
                             void **extra, size_t paramsCount) {
  const unsigned cluster[3] = {static_cast<unsigned>(clusterX),
                               static_cast<unsigned>(clusterY),
                               static_cast<unsigned>(clusterZ)};
  const int64_t grid[3] = {gridX, gridY, gridZ};
  const int64_t block[3] = {blockX, blockY, blockZ};
  gpu().launch("mgpuLaunchClusterKernel", function, cluster, grid, block, smem,
               stream, params, extra, paramsCount);
}

void *mgpuStreamCreate(void) { return gpu().streamCreate(); }

void mgpuStreamDestroy(void *stream) { gpu().streamDestroy(stream); }

void mgpuStreamSynchronize(void *stream) { gpu().streamSynchronize(stream); }

void mgpuStreamWaitEvent(void *stream, void *event) {
  gpu().streamWaitEvent(stream, event);
}

void *mgpuEventCreate(void) { return gpu().eventCreate(); }

void mgpuEventDestroy(void *event) { gpu().eventDestroy(event); }

void mgpuEventSynchronize(void *event) { gpu().eventSynchronize(event); }

void mgpuEventRecord(void *event, void *stream) {
  gpu().eventRecord(event, stream);
}

void mgpuSetDefaultDevice(int32_t device) {
  // Before any module is loaded the backend is not known yet: both learn
  // the device.
  hip::gpu().setDevice(device);
  cuda::device().setDevice(device);
}

void *mgpuMemAlloc(uint64_t sizeBytes, void *stream, bool isHostShared) {
  void *ptr = gpu().memAlloc(sizeBytes, stream, isHostShared);
  Runtime::get().features().memory.allocated(ptr, sizeBytes);
  return ptr;
}

void mgpuMemFree(void *ptr, void *stream) {
  // Not a second time: the driver's error would stop the program.
  if (Runtime::get().features().memory.released(ptr))
    gpu().memFree(ptr, stream);
}

void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, void *stream) {
  if (Runtime::get().features().memory.memoryInUse(src, dst, "mgpuMemcpy"))
    gpu().memcpy(dst, src, sizeBytes, stream);
}

void mgpuMemset32(void *dst, uint32_t value, size_t count, void *stream) {
  if (Runtime::get().features().memory.memoryInUse(nullptr, dst,
                                                   "mgpuMemset32"))
    gpu().memset32(dst, value, count, stream);
}

void mgpuMemset16(void *dst, unsigned short value, size_t count, void *stream) {
  if (Runtime::get().features().memory.memoryInUse(nullptr, dst,
                                                   "mgpuMemset16"))
    gpu().memset16(dst, value, count, stream);
}

void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  gpu().hostRegister("mgpuMemHostRegister", ptr, sizeBytes);
}

DbgrtMemRef1d mgpuMemGetDeviceMemRef1dFloat(float *, float *aligned,
                                            int64_t offset, int64_t size,
                                            int64_t stride) {
  return deviceMemRef1d("mgpuMemGetDeviceMemRef1dFloat", aligned, offset, size,
                        stride);
}

DbgrtMemRef1d mgpuMemGetDeviceMemRef1dInt32(int32_t *, int32_t *aligned,
                                            int64_t offset, int64_t size,
                                            int64_t stride) {
  return deviceMemRef1d("mgpuMemGetDeviceMemRef1dInt32", aligned, offset, size,
                        stride);
}

void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                               int64_t elementSizeBytes) {
  auto [ptr, bytes] = memrefExtent(rank, descriptor, elementSizeBytes);
  if (bytes == 0)
    return;
  gpu().hostRegister("mgpuMemHostRegisterMemRef", ptr, bytes);
}

void mgpuMemHostUnregister(void *ptr) { gpu().hostUnregister(ptr); }

void mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor,
                                 int64_t elementSizeBytes) {
  auto [ptr, bytes] = memrefExtent(rank, descriptor, elementSizeBytes);
  if (bytes == 0)
    return;
  gpu().hostUnregister(ptr);
}

void *mgpuTensorMapEncodeTiledMemref(int64_t tensorRank, void *descriptor,
                                     int64_t tensorDataType, int64_t interleave,
                                     int64_t swizzle, int64_t l2Promotion,
                                     int64_t oobFill, int64_t *inputBoxDims) {
  return gpu().tensorMapEncodeTiled(
      "mgpuTensorMapEncodeTiledMemref", tensorRank, descriptor, tensorDataType,
      interleave, swizzle, l2Promotion, oobFill, inputBoxDims);
}

} // extern "C"
