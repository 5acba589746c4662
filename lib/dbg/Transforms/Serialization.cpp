//===- Serialization.cpp - gpu.modules to binaries ------------------------===//
//
// The binary formats' names, and the address arithmetic of accesses guarded
// by checks moved above the guards before the back end runs (see
// Serialization.h).
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Serialization.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ProfDataUtils.h"

namespace mlir::dbg {

std::optional<gpu::CompilationTarget>
parseKernelFormat(llvm::StringRef format) {
  return llvm::StringSwitch<std::optional<gpu::CompilationTarget>>(format)
      .Case("offloading", gpu::CompilationTarget::Offload)
      .Cases({"assembly", "isa"}, gpu::CompilationTarget::Assembly)
      .Cases({"binary", "bin"}, gpu::CompilationTarget::Binary)
      .Case("fatbin", gpu::CompilationTarget::Fatbin)
      .Default(std::nullopt);
}

/// Whether `block` calls a function marked cold: a check's failure path.
static bool callsColdFunction(const llvm::BasicBlock &block) {
  for (const llvm::Instruction &inst : block)
    if (const auto *call = llvm::dyn_cast<llvm::CallBase>(&inst))
      if (const llvm::Function *callee = call->getCalledFunction();
          callee && callee->hasFnAttribute(llvm::Attribute::Cold))
        return true;
  return false;
}

/// Moves the leading speculatable instructions of `guarded` before
/// `branch`, which is its only way in.
static void hoistInto(llvm::BranchInst *branch, llvm::BasicBlock &guarded) {
  for (llvm::Instruction &inst : llvm::make_early_inc_range(guarded)) {
    if (inst.isTerminator() || llvm::isa<llvm::PHINode>(inst) ||
        inst.mayReadOrWriteMemory() ||
        !llvm::isSafeToSpeculativelyExecute(&inst))
      continue;
    // What it uses is above the guard already (or moved there before it).
    if (llvm::any_of(inst.operands(), [&](const llvm::Value *operand) {
          const auto *def = llvm::dyn_cast<llvm::Instruction>(operand);
          return def && def->getParent() == &guarded;
        }))
      continue;
    inst.moveBefore(branch->getIterator());
  }
}

/// Whether `branch` weighs its successor `hot` as a guard's branch weighs
/// its access: at least DbgDialect::kGuardLikelyWeight times the other.
static bool isLikely(const llvm::BranchInst &branch, unsigned hot) {
  SmallVector<uint32_t, 2> weights;
  if (!llvm::extractBranchWeights(branch, weights) || weights.size() != 2)
    return false;
  return uint64_t(weights[hot]) >=
         uint64_t(DbgDialect::kGuardLikelyWeight) * weights[1 - hot];
}

void hoistGuardedAddresses(llvm::Module &module) {
  for (llvm::Function &function : module)
    for (llvm::BasicBlock &block : function) {
      auto *branch = llvm::dyn_cast<llvm::BranchInst>(block.getTerminator());
      if (!branch || !branch->isConditional() ||
          branch->getSuccessor(0) == branch->getSuccessor(1))
        continue;
      for (unsigned hot = 0; hot < 2; ++hot) {
        llvm::BasicBlock *guarded = branch->getSuccessor(hot);
        if (guarded->getSinglePredecessor() == &block &&
            (isLikely(*branch, hot) ||
             callsColdFunction(*branch->getSuccessor(1 - hot))))
          hoistInto(branch, *guarded);
      }
    }
}

/// The chip `version` stands for, as `--chip` spells it: sm_90, sm_90a,
/// or sm_100a|sm_101a for a list.
static std::string getChipName(const NVVM::NVVMCheckSMVersion &version) {
  std::string name;
  llvm::raw_string_ostream os(name);
  llvm::interleave(
      version.smVersionList, os,
      [&](int sm) {
        os << "sm_" << sm << (version.archAccelerated ? "a" : "");
      },
      "|");
  return name;
}

LogicalResult checkKernelsFitChip(Operation *module) {
  WalkResult result = module->walk([](gpu::GPUModuleOp kernels) {
    for (Attribute attr : kernels.getTargetsAttr()
                              ? kernels.getTargetsAttr().getValue()
                              : ArrayRef<Attribute>()) {
      auto target = dyn_cast<NVVM::NVVMTargetAttr>(attr);
      if (!target)
        continue;
      // The chip as upstream's getTargetSMVersionFromStr reads it, for a
      // name it can read (sm_NN, sm_NNa).
      StringRef digits = target.getChip();
      bool accelerated = digits.consume_back("a");
      int sm = 0;
      if (!digits.consume_front("sm_") || digits.getAsInteger(10, sm))
        continue;
      NVVM::NVVMCheckSMVersion chip(accelerated, sm);
      WalkResult fits = kernels.walk([&](NVVM::RequiresSMInterface op) {
        NVVM::NVVMCheckSMVersion needed = op.getRequiredMinSMVersion();
        if (needed.isCompatibleWith(chip))
          return WalkResult::advance();
        std::string name = getChipName(needed);
        op->emitError() << "'" << op->getName() << "' needs chip " << name
                        << (needed.archAccelerated ? "" : " or later")
                        << ", and the kernels are built for "
                        << target.getChip()
                        << ": pass --chip=" << StringRef(name).split('|').first;
        return WalkResult::interrupt();
      });
      if (fits.wasInterrupted())
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

LogicalResult
serializeKernels(Operation *module, gpu::CompilationTarget target,
                 llvm::StringRef toolkit,
                 llvm::function_ref<SymbolTable *()> getSymbolTable,
                 llvm::function_ref<void(llvm::StringRef)> isaCallback) {
  if (failed(checkKernelsFitChip(module)))
    return failure();
  gpu::TargetOptions options(toolkit, {}, {}, {}, target, getSymbolTable, {},
                             {}, hoistGuardedAddresses, isaCallback);
  return gpu::transformGpuModulesToBinaries(module, nullptr, options);
}

} // namespace mlir::dbg
