//===- DriverLibrary.cpp - a GPU API loaded at run time -------------------===//

#include "DriverLibrary.h"

#include <dlfcn.h>

#include <cstdlib>

namespace dbgrt {

std::string openDriverLibrary(
    const DriverLibrary &library,
    const std::function<bool(void *handle, std::string &error)> &bind) {
  const char *override = std::getenv(library.envVar);
  std::initializer_list<const char *> files = library.candidates;
  std::initializer_list<const char *> overridden = {override};
  if (override && *override)
    files = overridden;
  std::string tried;
  void *handle = nullptr;
  const char *opened = nullptr;
  for (const char *file : files) {
    if ((handle = dlopen(file, RTLD_NOW | RTLD_LOCAL))) {
      opened = file;
      break;
    }
    tried += (tried.empty() ? "'" : ", '") + std::string(file) + "'";
  }
  if (!handle) {
    const char *why = dlerror();
    if (files.size() > 1)
      tried = "(" + tried + ")";
    return std::string("cannot load ") + library.what + " " + tried + ": " +
           (why ? why : "not found");
  }
  std::string error;
  if (!bind(handle, error))
    return error + " (loaded from '" + opened + "')";
  return "";
}

bool bindDriverSymbol(void *handle, const DriverLibrary &library,
                      const char *symbol, void *&slot, std::string &error) {
  slot = dlsym(handle, symbol);
  if (slot)
    return true;
  error = std::string(library.what) + " has no symbol '" + symbol + "'";
  return false;
}

} // namespace dbgrt
