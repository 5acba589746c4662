//===- Testing.h - test-only access to libdbgrt's state ---------*- C++ -*-===//
//
// The unit tests run many programs' worth of runtime use in one process; these
// helpers put libdbgrt back into the state a program starts in. They are
// defined in the test sources, so the production library has no test hooks.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_TEST_TESTING_H
#define DBGRT_TEST_TESTING_H

#include "Cuda/CudaApi.h"
#include "Hip/HipApi.h"

#include <string>

namespace dbgrt {

class GpuBackend;

struct RuntimeTesting {
  /// Resets the runtime (sites, dispatches, options) as if the process had
  /// started with DBG_OPTIONS=`env` (nullptr: unset) and no module had
  /// registered its defaults.
  static void restart(const char *env);
  /// Makes the shared half of `backend` forget its kernel names, streams,
  /// and libdbgrt's kernels and their memory, as after a new start.
  static void forget(GpuBackend &backend);
};

/// The contents of the file at `path` ("" when it cannot be read).
std::string readFile(const std::string &path);

/// Makes the CUDA backend use `api` from its next call on (nullptr: load
/// the real driver), forgetting its contexts, streams and kernel names.
void useCudaApi(const cuda::CudaApi *api);

/// Makes the HIP backend use `api` from its next call on (nullptr: load the
/// HIP runtime), forgetting its device and kernel names; it is inactive
/// until a code object is loaded.
void useHipApi(const hip::HipApi *api);

} // namespace dbgrt

#endif // DBGRT_TEST_TESTING_H
