//===- Stubs.cpp - every CUDA driver function libdbgrt binds, doing nothing
//===//
//
// One weak definition per function of libdbgrt's driver table
// (runtime/lib/dbgrt/Cuda/CudaApi.def), under the driver's symbol, that
// returns CUDA_SUCCESS; Driver.cpp's strong definitions replace those that
// must give something back. Built by bench/run.sh's `null` mode.
//
//===----------------------------------------------------------------------===//

#include "Cuda/CudaApi.h"

// The parameters are not named in a definition without them: each stub takes
// none, which the calling convention allows for a function whose arguments it
// ignores.
#define DBGRT_CUDA_FUNCTION(NAME, SYMBOL, PARAMS)                              \
  extern "C" __attribute__((weak)) int nullCuda_##NAME() __asm__(SYMBOL);      \
  extern "C" int nullCuda_##NAME() { return 0; }
#include "Cuda/CudaApi.def"
