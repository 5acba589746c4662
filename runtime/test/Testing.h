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

#include "dbgrt/dbgrt.h"

#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

namespace dbgrt {

class GpuBackend;

struct RuntimeTesting {
  /// Resets the runtime (sites, dispatches, options) as if the process had
  /// started with DBG_OPTIONS=`env` (nullptr: unset) and no module had
  /// registered its defaults.
  static void restart(const char *env);
  /// Makes the shared half of `backend` forget its kernel names, streams
  /// (idle ones too), the memory its memory cache keeps, and libdbgrt's
  /// kernels and their memory, as after a new start.
  static void forget(GpuBackend &backend);
};

/// A compiled module's site table made from DbgrtSite values, packed as
/// convert-dbg-to-llvm emits one (records of int64 words and a string
/// blob): tests register it and open dispatches with its records, as
/// compiled code does.
class PackedSites {
public:
  PackedSites(std::initializer_list<DbgrtSite> sites);

  /// dbgrtRegisterSites of `count` records from `first` (all by default),
  /// with `defaults` as the module's compiled-in options.
  void registerSites(const char *defaults = nullptr, size_t first = 0,
                     size_t count = SIZE_MAX) const;
  /// Record `index`, as compiled code passes it.
  const DbgrtSiteRecord *record(size_t index) const { return &records[index]; }
  /// The id of record `index` (given, or else unique in the process), as a
  /// dispatch marker passes it.
  int64_t id(size_t index) const { return records[index].id; }
  /// The runtime's site for record `index`, once registered (else nullptr).
  const DbgrtSite *site(size_t index) const;
  size_t size() const { return records.size(); }

private:
  std::vector<DbgrtSiteRecord> records;
  std::string strings;
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
