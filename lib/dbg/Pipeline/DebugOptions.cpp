//===- DebugOptions.cpp - the --debug= specification ------------------------===//

#include "dbg/Pipeline/DebugOptions.h"

#include "Options.h" // libdbgrt's DBG_OPTIONS grammar.

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Regex.h"

using namespace mlir;
using namespace mlir::dbg;

FailureOr<DebugOptions> DebugOptions::parse(llvm::StringRef spec,
                                            std::string &error) {
  DebugOptions options;
  llvm::SmallVector<llvm::StringRef> items;
  spec.split(items, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  std::string runtime;
  for (llvm::StringRef item : items) {
    item = item.trim();
    if (item.empty())
      continue;
    auto [key, value] = item.split('=');
    key = key.trim();
    if (key == "none") {
      options = DebugOptions();
      runtime.clear();
      continue;
    }
    if (key == "sensible") {
      options.traceDispatches = true;
      runtime += "trace,device-sync-mode,";
      continue;
    }
    if (key == "trace-filter") {
      llvm::Regex regex(value);
      std::string why;
      if (value.empty() || !regex.isValid(why)) {
        error = "bad value '" + value.str() +
                "' for 'trace-filter': " + (value.empty() ? "empty" : why);
        return failure();
      }
      options.kernelFilter = value.str();
      options.traceDispatches = true;
      continue;
    }
    // Everything else is a run-time key: validate it with the runtime's own
    // parser, so compile time and run time accept the same grammar.
    dbgrt::Options scratch;
    if (!dbgrt::parseOptions(item.str(), scratch, error)) {
      if (error.rfind("unknown option", 0) == 0)
        error += ", and at compile time: none, sensible, trace-filter=REGEX";
      return failure();
    }
    options.traceDispatches = true;
    runtime += item.str() + ",";
  }
  if (!runtime.empty())
    runtime.pop_back();
  options.runtimeDefaults = runtime;
  return options;
}
