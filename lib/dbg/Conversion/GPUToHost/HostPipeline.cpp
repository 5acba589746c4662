//===- HostPipeline.cpp - the host target's lowering of kernels -----------===//
//
// The passes that take kernels to host code and host code to the LLVM
// dialect: shared by the host target's pipeline and embed-host-kernels,
// which builds the same kernels for the CPU inside a GPU program.
//
//===----------------------------------------------------------------------===//

#include "dbg/Conversion/DbgChecks/DbgChecks.h"
#include "dbg/Conversion/GPUToHost/GPUToHost.h"
#include "dbg/Conversion/SCFToCFLinear/SCFToCFLinear.h"
#include "dbg/Transforms/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ComplexToLLVM/ComplexToLLVM.h"
#include "mlir/Conversion/ComplexToStandard/ComplexToStandard.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MathToFuncs/MathToFuncs.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVMPass.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void dbg::addHostKernelConversion(OpPassManager &pm, unsigned subgroupSize) {
  LowerDbgChecksPassOptions checks;
  checks.hostKernels = true;
  pm.addPass(createLowerDbgChecksPass(checks));
  // The CPU has no bf16 arithmetic: bf16 math and arith ops, the checks'
  // included, compute in f32 (convert-gpu-to-host then writes the
  // conversions as integer ops, which need no compiler-runtime library).
  addIfPresent(pm, {"math"}, math::createMathExtendToSupportedTypes());
  arith::ArithEmulateUnsupportedFloatsOptions bf16;
  bf16.sourceTypeStrs = {"bf16"};
  bf16.targetTypeStr = "f32";
  pm.addPass(arith::createArithEmulateUnsupportedFloats(bf16));
  ConvertGPUToHostPassOptions host;
  host.subgroupSize = subgroupSize;
  pm.addPass(createConvertGPUToHostPass(host));
  // gpu.memset became linalg.fill.
  addIfPresent(pm, {"linalg"}, createConvertLinalgToLoopsPass());
  // Complex arithmetic as arith and math ops (lowered with the others);
  // complex values themselves become LLVM structs below.
  addIfPresent(pm, {"complex"}, createConvertComplexToStandardPass());
}

void dbg::addHostToLLVMLowering(OpPassManager &pm) {
  // Each pass that lowers one dialect runs where that dialect is used: a
  // lowering pass walks every op of the module, thousands of checks
  // included.
  addIfPresent(pm, {"affine"}, createLowerAffinePass());
  addIfPresent(pm, {"vector"}, createConvertVectorToSCFPass());
  pm.addPass(createConvertSCFToCFLinearPass());
  addExpandStridedMetadata(pm);
  // The offsets expand-strided-metadata computes (of a subview at a
  // dynamic offset).
  addIfPresent(pm, {"affine"}, createLowerAffinePass());
  addIfPresent(pm, {"vector"}, createConvertVectorToLLVMPass());
  addIfPresent(pm, {"complex"}, createConvertComplexToLLVMPass());
  // aligned_alloc: an allocation's allocated and aligned pointers are one
  // value, so a function launching thousands of dispatches on it keeps one
  // value live across them, not two (LLVM's register allocator is
  // superlinear in such values in one block).
  FinalizeMemRefToLLVMConversionPassOptions memrefs;
  memrefs.useAlignedAlloc = true;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefs));
  addHostMathLowering(pm);
  pm.addPass(createArithToLLVMConversionPass());
  addIfPresent(pm, {"index"}, createConvertIndexToLLVMPass());
  addIfPresent(pm, {"ub"}, createUBToLLVMConversionPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

void dbg::addHostMathLowering(OpPassManager &pm) {
  addIfPresent(pm, {"math"}, [](OpPassManager &pm) {
    pm.addPass(createConvertMathToFuncs());
    pm.addPass(createConvertMathToLLVMPass());
    pm.addPass(createConvertMathToLibmPass());
  });
}
