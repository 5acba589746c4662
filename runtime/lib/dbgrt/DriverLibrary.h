//===- DriverLibrary.h - a GPU API loaded at run time -----------*- C++ -*-===//
//
// The CUDA driver and the HIP runtime are opened with dlopen when a program
// first needs them, so libdbgrt links and runs on machines without either.
// This is the one loader both backends use.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_LIB_DRIVERLIBRARY_H
#define DBGRT_LIB_DRIVERLIBRARY_H

#include <functional>
#include <initializer_list>
#include <mutex>
#include <string>

namespace dbgrt {

/// Where a GPU API's library is found.
struct DriverLibrary {
  /// How errors name it: "the CUDA driver".
  const char *what;
  /// An environment variable that, set and not empty, names the one file to
  /// open instead of `candidates`.
  const char *envVar;
  /// The file names dlopen tries, in order. An initializer_list of string
  /// literals keeps a namespace-scope DriverLibrary constant-initialized:
  /// kernel modules load in constructors that may run before libdbgrt's.
  std::initializer_list<const char *> candidates;
};

/// Opens `library` and calls `bind` with its handle to fill a function table.
/// Returns "" on success, else the error: which files were tried and why
/// dlopen failed, or `bind`'s error and the file it read.
std::string openDriverLibrary(
    const DriverLibrary &library,
    const std::function<bool(void *handle, std::string &error)> &bind);

/// Sets `slot` to `library`'s function `symbol` in `handle`; false with
/// `error` ("the CUDA driver has no symbol 'cuInit'") where it lacks it.
bool bindDriverSymbol(void *handle, const DriverLibrary &library,
                      const char *symbol, void *&slot, std::string &error);

/// bindDriverSymbol for a typed function pointer.
template <typename Fn>
bool bindDriverFunction(void *handle, const DriverLibrary &library,
                        const char *symbol, Fn &slot, std::string &error) {
  void *address = nullptr;
  if (!bindDriverSymbol(handle, library, symbol, address, error))
    return false;
  slot = reinterpret_cast<Fn>(address);
  return true;
}

/// Loads `Api`'s table from `library` once per process, with
/// `bind(handle, api, error)`. Returns the table, or nullptr with `error`
/// set (the same error on every later call: a failed load is not retried).
template <typename Api>
const Api *loadDriverApi(const DriverLibrary &library,
                         bool (*bind)(void *, Api &, std::string &),
                         std::string &error) {
  static std::once_flag once;
  static Api api;
  static std::string loadError;
  std::call_once(once, [&] {
    loadError = openDriverLibrary(library, [&](void *handle, std::string &e) {
      return bind(handle, api, e);
    });
  });
  if (!loadError.empty()) {
    error = loadError;
    return nullptr;
  }
  return &api;
}

} // namespace dbgrt

#endif // DBGRT_LIB_DRIVERLIBRARY_H
