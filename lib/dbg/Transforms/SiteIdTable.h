//===- SiteIdTable.h - a gpu.module's table of check-site ids ---*- C++ -*-===//
//
// Kernels that keep a site in memory (the other access of a race, the
// barrier another thread waits at) keep a small number; on the cold path a
// constant table of the gpu.module turns it into the site's 64-bit id for
// the report's `site` placeholder.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_LIB_TRANSFORMS_SITEIDTABLE_H
#define DBG_LIB_TRANSFORMS_SITEIDTABLE_H

#include "dbg/Checks/CheckBuilder.h"
#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::dbg {

/// The ids of the sites a gpu.module's kernels number, as the private
/// constant `memref.global` `name` (memref<N x i64>).
class SiteIdTable {
public:
  /// `capacity`: how many numbers fit where kernels keep them; the last is
  /// shared by every site past it, and its entry is 0 (printed "an unknown
  /// site").
  SiteIdTable(llvm::StringRef name, int64_t capacity)
      : name(name.str()), capacity(capacity) {}

  /// The number of `site`: its entry in the table.
  int64_t add(SiteOp site);

  /// Loads the id of site `number` (an index) at `b`'s insertion point.
  Value load(OpBuilder &b, Location loc, Value number);

  /// Creates the table at the start of `module` (nothing when no site was
  /// added) and gives the loads its type. Call once, after every add and
  /// load.
  void finish(gpu::GPUModuleOp module);

private:
  std::string name;
  int64_t capacity;
  llvm::SmallVector<int64_t> ids;
  llvm::SmallVector<memref::GetGlobalOp> gets;
};

/// Runs `instrument` on each kernel of each gpu.module of `module`, with
/// one CheckBuilder for the module and, per gpu.module, the table `name` of
/// `capacity` numbers, finished after its kernels.
void forEachKernelWithSites(
    ModuleOp module, llvm::StringRef name, int64_t capacity,
    llvm::function_ref<void(gpu::GPUFuncOp, CheckBuilder &, SiteIdTable &)>
        instrument);

} // namespace mlir::dbg

#endif // DBG_LIB_TRANSFORMS_SITEIDTABLE_H
