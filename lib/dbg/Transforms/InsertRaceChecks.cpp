//===- InsertRaceChecks.cpp - races on workgroup and global memory --------===//
//
// The pass: for each kernel of each gpu.module, the workgroup checks
// (WorkgroupRaceChecks.cpp) and, with memory=global or all, the global
// ones (GlobalRaceChecks.cpp), on the skeleton of RaceChecks.h. Each
// gpu.module gets one table of race sites per memory, which the shadow
// words name by number.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "RaceChecks.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"

#include <array>

namespace mlir::dbg {
#define GEN_PASS_DEF_INSERTRACECHECKSPASS
#include "dbg/Transforms/Passes.h.inc"
} // namespace mlir::dbg

using namespace mlir;
using namespace mlir::dbg;

namespace {

/// Block x, y, z and grid x, y, z sizes every launch of a kernel uses (0:
/// not one constant).
using LaunchSizes = std::array<int64_t, 6>;

/// The sizes every launch of each kernel of `module` uses.
DenseMap<Operation *, LaunchSizes> findLaunchSizes(ModuleOp module,
                                                   SymbolTable &symbols) {
  DenseMap<Operation *, LaunchSizes> launched;
  module.walk([&](gpu::LaunchFuncOp launch) {
    Operation *kernel = symbols.lookupSymbolIn(module, launch.getKernel());
    if (!kernel)
      return;
    LaunchSizes sizes;
    Value values[6] = {launch.getBlockSizeX(), launch.getBlockSizeY(),
                       launch.getBlockSizeZ(), launch.getGridSizeX(),
                       launch.getGridSizeY(),  launch.getGridSizeZ()};
    for (auto [d, value] : llvm::enumerate(values)) {
      IntegerAttr constant;
      sizes[d] =
          matchPattern(value, m_Constant(&constant)) ? constant.getInt() : 0;
    }
    auto [it, inserted] = launched.try_emplace(kernel, sizes);
    if (!inserted)
      for (unsigned d = 0; d < 6; ++d)
        if (it->second[d] != sizes[d])
          it->second[d] = 0;
  });
  return launched;
}

struct InsertRaceChecksPass
    : public dbg::impl::InsertRaceChecksPassBase<InsertRaceChecksPass> {
  using Base::Base;

  void runOnOperation() override;

private:
  void runOnModule(gpu::GPUModuleOp gpuModule, CheckBuilder &checks,
                   const DenseMap<Operation *, LaunchSizes> &launched);
};

} // namespace

void InsertRaceChecksPass::runOnModule(
    gpu::GPUModuleOp gpuModule, CheckBuilder &checks,
    const DenseMap<Operation *, LaunchSizes> &launched) {
  bool workgroup = memory == RaceMemory::Workgroup || memory == RaceMemory::All;
  bool global = memory == RaceMemory::Global || memory == RaceMemory::All;
  RaceCheckOptions options{elide, workgroupLimit, shadowAddressSpace,
                           syncScope};
  // Each checked access's number in the shadow words: its first site.
  SiteIdTable sites("__dbg_race_sites", kWorkgroupRaceSites);
  SiteIdTable globalSites("__dbg_global_race_sites", kGlobalRaceSites);
  // A kernel with a summary was instrumented already (the pass ran before,
  // say by dbg-opt): its shadows are not the program's.
  SmallVector<gpu::GPUFuncOp> kernels;
  for (auto kernel : gpuModule.getOps<gpu::GPUFuncOp>())
    if (kernel.isKernel() &&
        !kernel->hasAttr(DbgDialect::getRaceChecksAttrName()))
      kernels.push_back(kernel);
  for (gpu::GPUFuncOp kernel : kernels) {
    // Planned before the workgroup checks add their own accesses.
    GlobalRacePlan plan;
    if (global)
      plan = planGlobalRaceChecks(kernel, launched.lookup(kernel), options);
    if (workgroup) {
      RaceCounts counts =
          insertWorkgroupRaceChecks(kernel, options, checks, sites);
      numChecked += counts.checked;
      numElided += counts.elided;
      numUnchecked += counts.unchecked;
    }
    if (global) {
      RaceCounts counts =
          insertGlobalRaceChecks(kernel, plan, options, checks, globalSites);
      numGlobalChecked += counts.checked;
      numGlobalElided += counts.elided;
      numGlobalUnchecked += counts.unchecked;
    }
  }
  sites.finish(gpuModule);
  globalSites.finish(gpuModule);
}

void InsertRaceChecksPass::runOnOperation() {
  if (memory == RaceMemory::None)
    return;
  ModuleOp module = getOperation();
  SymbolTable symbols(module);
  CheckBuilder checks(symbols);
  DenseMap<Operation *, LaunchSizes> launched;
  if (memory == RaceMemory::Global || memory == RaceMemory::All)
    launched = findLaunchSizes(module, symbols);
  module.walk([&](gpu::GPUModuleOp gpuModule) {
    runOnModule(gpuModule, checks, launched);
  });
}
