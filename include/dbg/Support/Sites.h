//===- Sites.h - site and dispatch naming helpers ----------------*- C++
//-*-===//
//
// How dbg names what it instruments: an op's Location rendered as the text
// that run-time reports print, and a dispatch's kernel name and ordinal.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_SUPPORT_SITES_H
#define DBG_SUPPORT_SITES_H

#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace mlir {
namespace dbg {

/// The block size `kernel` was declared for: its `known_block_size`, or
/// else the discardable `gpu.known_block_size` that older programs carry
/// (upstream's lowering folds block ids by either); none without both.
std::optional<llvm::ArrayRef<int32_t>> getKnownBlockSize(gpu::GPUFuncOp kernel);
/// getKnownBlockSize for the grid: `known_grid_size` or
/// `gpu.known_grid_size`.
std::optional<llvm::ArrayRef<int32_t>> getKnownGridSize(gpu::GPUFuncOp kernel);

/// Renders `loc` as the single line that run-time reports print after "at":
///  - `FileLineColLoc`: `file:line:col`; a range: `file:line:col-col` or
///    `file:line:col-line:col`;
///  - `NameLoc`: `name at <child>` (just `name` when the child is unknown);
///  - `CallSiteLoc`: the callee, then every caller of the chain, innermost
///    first: `<callee>, called from <caller>, called from <caller2>`;
///  - `FusedLoc`: every part, `<first> (fused with <second>, <third>)`, with
///    the metadata attribute, if any, in brackets after the parts;
///  - `UnknownLoc`: `unknown location (<opName>)`.
/// Never fails; `opName` names the op whose location this is.
std::string renderLocation(Location loc, llvm::StringRef opName);

/// `module::kernel`: how dbg names a kernel in sites, diagnostics and
/// reports.
std::string formatKernelName(llvm::StringRef module, llvm::StringRef kernel);

/// `@function:ordinal`: how dbg names the `ordinal`-th dispatch of a host
/// function (IREE's dispatch ordinals, counted in program order from 0).
std::string formatDispatchName(llvm::StringRef function, int64_t ordinal);

/// Returns the `module::kernel` name of the kernel a `gpu.launch_func`
/// runs, or, for a `gpu.launch`, of the kernel outlining will create (from
/// its `module`/`function` attributes). Empty for other ops.
std::string getDispatchKernelName(Operation *launchOp);

/// Whether `launchOp`, a `gpu.launch` or `gpu.launch_func`, is asynchronous
/// (it returns an async token): its host code is done once it is enqueued.
bool isAsyncDispatch(Operation *launchOp);

/// Creates a dispatch site for `launchOp` (a `gpu.launch` or
/// `gpu.launch_func`), the `ordinal`-th dispatch of host function `function`,
/// at the end of `module`. The symbol is `name`, made unique in
/// `symbolTable` by a suffix when taken. `operands` is the site's operand
/// list (`dbgrt/Operands.h`), empty for none.
SiteOp createDispatchSite(SymbolTable &symbolTable, ModuleOp module,
                          Operation *launchOp, llvm::StringRef function,
                          int64_t ordinal, llvm::StringRef name,
                          llvm::StringRef operands = {});

/// What code does with the memory of a memref value.
struct MemrefAccess {
  bool read = false;
  bool written = false;
  /// Every access is an atomic read-modify-write (memref.atomic_rmw,
  /// memref.generic_atomic_rmw): two dispatches that only update it
  /// atomically do not race.
  bool atomic = false;
};

/// What the users of `root` (a memref, e.g. a kernel argument) do with its
/// memory, following views (`ViewLikeOpInterface`) and casts: reads and
/// writes come from the users' memory effects (stores and atomics write);
/// a user without memory effects (a call) counts as both. A user for which
/// `isNeutralWrite` returns true writes nothing that counts (e.g. the
/// constant -inf that starts a max-reduction, for NaN scans). `atomic`
/// when every user that touches the memory is an atomic update.
MemrefAccess
getMemrefAccess(Value root,
                llvm::function_ref<bool(Operation *)> isNeutralWrite = {});

/// Creates a check site (`kind` bounds, nonfinite or guard) for `op`, in
/// kernel `kernel` (`module::kernel`, or the host function's name), at the
/// end of `module`: what failed (`what`) and the `detail` template the
/// payload values fill in (SiteOp's description). Its symbol is
/// `dbg_check_N`, unique in `symbolTable`. A site of a kind that is not a
/// check (wait) gets neither `what` nor `detail`.
SiteOp createCheckSite(SymbolTable &symbolTable, ModuleOp module, Operation *op,
                       SiteKind kind, llvm::StringRef kernel,
                       llvm::StringRef what, llvm::StringRef detail, bool warn);

/// The `module::kernel` name of the kernel `op` is in, or the name of the
/// host function it is in (or "<unknown>").
std::string getEnclosingKernelName(Operation *op);

/// The 64-bit id of `site`: a hash (xxh3) of its fields, the same in every
/// compilation of the same site. The device error record names check sites
/// by it, and libdbgrt finds their records by it.
uint64_t getSiteId(SiteOp site);

} // namespace dbg
} // namespace mlir

#endif // DBG_SUPPORT_SITES_H
