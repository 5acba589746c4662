//===- HipBackend.h - libdbgrt's HIP backend --------------------*- C++ -*-===//
//
// The driver primitives of GpuBackend on the HIP runtime (HipApi.h, loaded
// with dlopen), for programs compiled with --target=rocm: their kernel
// modules are AMDGPU code objects (HSACO), and the first one loaded selects
// this backend for the rest of the process (Mgpu.cpp). libdbgrt's own
// kernels are embedded as HSACO for the chips of kernels/, and the one for
// the program's chip is used.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_HIP_HIPBACKEND_H
#define DBGRT_HIP_HIPBACKEND_H

#include <cstddef>

namespace dbgrt {
class GpuBackend;
} // namespace dbgrt

namespace dbgrt::hip {

/// The HIP backend, created on first use and never destroyed (module
/// destructors use it at exit).
GpuBackend &gpu();

/// Whether `image` is an AMDGPU code object (an ELF for EM_AMDGPU).
bool isCodeObject(const void *image);
/// Whether the process runs its kernels through HIP (a code object was
/// loaded).
bool active();

/// Loads the code object `image` (mgpuModuleLoad*) and makes HIP the
/// backend of the process; the first one gives the chip libdbgrt's kernels
/// are chosen for.
void *moduleLoad(const char *entry, const void *image, size_t size,
                 int optLevel);

} // namespace dbgrt::hip

#endif // DBGRT_HIP_HIPBACKEND_H
