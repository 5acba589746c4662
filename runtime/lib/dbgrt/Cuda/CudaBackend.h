//===- CudaBackend.h - libdbgrt's CUDA backend ------------------*- C++ -*-===//
//
// The driver primitives of GpuBackend on the CUDA driver API (CudaApi.h,
// loaded with dlopen), for programs compiled with --target=cuda: their
// kernel modules are PTX, cubins or fatbins. libdbgrt's own kernels are
// embedded as PTX (kernels/, generated from ../kernels/*.mlir).
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_CUDA_CUDABACKEND_H
#define DBGRT_CUDA_CUDABACKEND_H

namespace dbgrt {
class GpuBackend;
} // namespace dbgrt

namespace dbgrt::cuda {

/// The CUDA backend, created on first use and never destroyed (module
/// destructors use it at exit); registered with the core (registerBackend)
/// when it loads its first module.
GpuBackend &device();

} // namespace dbgrt::cuda

#endif // DBGRT_CUDA_CUDABACKEND_H
