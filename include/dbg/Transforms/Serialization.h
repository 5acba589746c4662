//===- Serialization.h - gpu.modules to binaries ----------------*- C++ -*-===//
//
// What serialize-kernels and dump-kernels share: the names of the binary
// formats, and dbg's step on a kernel module's LLVM IR between LLVM's
// optimization and its back end.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_TRANSFORMS_SERIALIZATION_H
#define DBG_TRANSFORMS_SERIALIZATION_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace llvm {
class Module;
} // namespace llvm

namespace mlir::dbg {

/// The formats a kernel module can be serialized to, as
/// gpu-module-to-binary's `format` option spells them, for messages.
inline constexpr llvm::StringLiteral kKernelFormatNames =
    "isa, bin, fatbin, offloading";

/// The compilation target `format` names (`isa` or `assembly`, `bin` or
/// `binary`, `fatbin`, `offloading`), or nothing for another name.
std::optional<gpu::CompilationTarget> parseKernelFormat(llvm::StringRef format);

/// Checks that every op of `module`'s NVVM kernel modules that needs a chip
/// (NVVM's RequiresSMInterface: wgmma needs sm_90a, TMA sm_90) fits the
/// chip of the module's `#nvvm.target`. Fails with an error at the first op
/// that does not fit, naming the chip it needs, before LLVM's NVPTX back
/// end, which aborts the process on such an op ("Cannot select").
LogicalResult checkKernelsFitChip(Operation *module);

/// Serializes every gpu.module of `module` to `target` (upstream's
/// transformGpuModulesToBinaries, `toolkit` its toolkit path,
/// `getSymbolTable` the module's symbol table on demand), with
/// hoistGuardedAddresses on each kernel module's optimized LLVM IR and
/// `isaCallback`, when given, on each NVVM module's PTX. Fails as
/// checkKernelsFitChip does, then as upstream does, with its diagnostics on
/// the module.
LogicalResult
serializeKernels(Operation *module, gpu::CompilationTarget target,
                 llvm::StringRef toolkit,
                 llvm::function_ref<SymbolTable *()> getSymbolTable,
                 llvm::function_ref<void(llvm::StringRef)> isaCallback = {});

/// Moves the address arithmetic of each access a check guards above the
/// guard. A guarded block is the successor of a conditional branch that
/// has no other predecessor and that the branch either weighs as a guard's
/// access (DbgDialect::kGuardLikelyWeight to 1 or more: a `dbg.guard`,
/// whose reports a group's cold path makes) or leaves for a successor that
/// calls a `cold`
/// function (a check's failure path: lower-dbg-checks' outlined cold paths
/// and check functions); its leading instructions that are safe to
/// speculate (`llvm::isSafeToSpeculativelyExecute`: address computation,
/// arithmetic, no memory access) and use nothing the block computes
/// otherwise move before the branch, in order. The program computes the
/// same values: a failing check's skipped access only has its address
/// computed too.
///
/// Why: LLVM's InstCombine sinks each access's address into the guarded
/// block where it is used, and the back ends' StraightLineStrengthReduce
/// (NVPTX, AMDGPU) then compares each such address with every other one
/// of the kernel, none of which dominates it: quadratic in the accesses of
/// a kernel (4,000 guarded accesses: 1.4 s of the 2.8 s of NVPTX's code
/// generation; 10,000: 13.5 s). Above the guards, on the kernel's straight
/// line, each finds its basis in the previous one. Linear in the
/// instructions of `module`. serialize-kernels calls it on NVVM modules
/// (MLIR 22's ROCDL serialization calls no LLVM IR callback).
void hoistGuardedAddresses(llvm::Module &module);

} // namespace mlir::dbg

#endif // DBG_TRANSFORMS_SERIALIZATION_H
