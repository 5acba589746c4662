//===- Dbg.h - dbg's API for frontends --------------------------*- C++ -*-===//
//
// What a compiler that emits GPU dispatches (a torch-mlir, StableHLO or
// linalg pipeline, its own MLIR compiler) includes to add dbg's one flag,
// --debug=<spec>, to its pipeline:
//
//   FailureOr<dbg::DebugOptions> debug = dbg::parseDebugSpec(flag, error);
//   ...its passes, down to gpu.launch_func...
//   dbg::addDebugPasses(pm, *debug, "cuda");
//   ...its lowering, or dbg's: dbg::buildLoweringPipeline...
//
// After `cmake --install`, find_package(Dbg) gives the libraries as
// Dbg::DbgPipeline (this API and the pipelines), Dbg::DbgDriver (the
// executable back end) and Dbg::DbgPlugin (the mlir-opt plugin).
//
//===----------------------------------------------------------------------===//

#ifndef DBG_DBG_H
#define DBG_DBG_H

#include "dbg/Driver/Executable.h"
#include "dbg/Pipeline/DebugOptions.h"
#include "dbg/Pipeline/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"

#include <string>

namespace mlir::dbg {

/// Parses a --debug= spec: a comma-separated key[=value] list in the grammar
/// of DBG_OPTIONS (Modular MAX's MODULAR_DEBUG); DebugOptions::help() lists
/// the keys. Failure with `error` naming the bad key or value and the valid
/// ones; never aborts.
FailureOr<DebugOptions> parseDebugSpec(StringRef spec, std::string &error);

/// Adds the instrumentation `debug` asks for to `pm`, which runs on a
/// builtin.module whose host functions launch kernels with
/// gpu.launch_func (after gpu-kernel-outlining) for `target` ("cuda",
/// "rocm" or "host": input guards check device memory except on host), and
/// records the spec's run-time defaults in the module. The dbg ops it
/// inserts are lowered by buildLoweringPipeline, or by a frontend's own
/// lowering that runs dbg's lower-dbg-checks and convert-dbg-to-llvm.
/// Adds nothing for the spec "none".
void addDebugPasses(OpPassManager &pm, const DebugOptions &debug,
                    StringRef target = "cuda");

/// Attaches to the dispatch of `launch` (a gpu.launch or gpu.launch_func in
/// a host function) the computation it was made from: `computation`, an op
/// on memrefs before it was mapped to threads (a linalg op, untiled), whose
/// results the dispatch computes into the same buffers. Clones it into a new
/// private host function `name` (made unique) that takes one memref of
/// identity layout per buffer it uses (operands and values its regions
/// capture), with the constants it uses cloned in, and places a
/// `dbg.reference` to it right before `launch`. The frontend keeps its own
/// lowering of the op: dbg's pipeline lowers linalg to loops, and under
/// `--debug=diff` libdbgrt runs the function on a snapshot of the
/// dispatch's operands to compare (the run-time key `diff`). Call it while
/// `computation` still exists, before erasing it; it does not change it.
/// The dbg dialect must be loaded (a pass that calls this lists
/// `mlir::dbg::DbgDialect` among its dependent dialects). Fails, creating
/// nothing, when the dialect is not loaded, when `computation` uses a value
/// that is neither a ranked memref nor a constant, or when it has results.
///
/// With `onDevice` (a GPU target), when `launch` is a gpu.launch with a
/// kernel module and `computation` a linalg op of static ranges, the
/// reference also gets its device twin (dbg.reference's `device`): the op
/// compiled naively into a kernel of that module, one thread per point of
/// its parallel loops, in its own types and in f64, which libdbgrt runs
/// before the dispatch to compare on the device, so that comparing a
/// dispatch costs about two launches instead of copies to the host. An op
/// the twin cannot take gets none (diff compares it on the host).
FailureOr<func::FuncOp> attachReference(Operation *launch,
                                        Operation *computation, StringRef name,
                                        bool onDevice = false);

/// Adds the dbg dialect to `registry` (and the interfaces its lowering
/// needs).
void registerDbgDialect(DialectRegistry &registry);

/// Registers every dbg pass (insert-nan-checks, trace-dispatches, ...) and
/// pipeline (dbg-pipeline, dbg-instrument, dbg-lower) with MLIR's pass
/// registry, for --pass-pipeline and mlir-opt-like tools.
void registerDbgPassesAndPipelines();

} // namespace mlir::dbg

#endif // DBG_DBG_H
