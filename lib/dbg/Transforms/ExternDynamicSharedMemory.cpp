//===- ExternDynamicSharedMemory.cpp - dynamic shared memory as extern ----===//
//
// Implements extern-dynamic-shared-memory: zero-sized address-space-3
// globals of a GPU module become external declarations, which NVPTX emits as
// `.extern .shared` arrays (dynamic shared memory).
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_EXTERNDYNAMICSHAREDMEMORYPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {
struct ExternDynamicSharedMemoryPass
    : impl::ExternDynamicSharedMemoryPassBase<ExternDynamicSharedMemoryPass> {
  using Base::Base;
  void runOnOperation() override;
};
} // namespace

/// True for a zero-length array global in shared (workgroup) memory.
static bool isDynamicSharedMemory(LLVM::GlobalOp global) {
  if (global.getAddrSpace() !=
      static_cast<unsigned>(NVVM::NVVMMemorySpace::Shared))
    return false;
  auto array = dyn_cast<LLVM::LLVMArrayType>(global.getGlobalType());
  return array && array.getNumElements() == 0;
}

/// Alignment of the dynamic shared memory and of tiles: what TMA copies with
/// 128-byte swizzling and wgmma shared-memory descriptors need (CUDA programs
/// write `extern __shared__ __align__(1024)`). Static shared variables come
/// first, so without it the dynamic region starts right after them.
static constexpr uint64_t kDynamicSharedAlignment = 1024;

/// Bytes of `global` when it is a static shared variable, else 0.
static uint64_t getStaticSharedBytes(LLVM::GlobalOp global) {
  if (global.getAddrSpace() !=
      static_cast<unsigned>(NVVM::NVVMMemorySpace::Shared))
    return 0;
  DataLayout layout = DataLayout::closest(global);
  return layout.getTypeSize(global.getGlobalType()).getFixedValue();
}

void ExternDynamicSharedMemoryPass::runOnOperation() {
  for (auto global : getOperation().getOps<LLVM::GlobalOp>()) {
    if (!isDynamicSharedMemory(global)) {
      // Tiles: where the swizzles of TMA and wgmma expect them.
      if (getStaticSharedBytes(global) >= kDynamicSharedAlignment &&
          global.getAlignment().value_or(0) < kDynamicSharedAlignment)
        global.setAlignment(kDynamicSharedAlignment);
      continue;
    }
    if (global.getAlignment().value_or(0) < kDynamicSharedAlignment)
      global.setAlignment(kDynamicSharedAlignment);
    if (global.getLinkage() == LLVM::Linkage::External)
      continue;
    global.setLinkage(LLVM::Linkage::External);
    global.removeValueAttr();
    if (Region &init = global.getInitializerRegion(); !init.empty())
      init.getBlocks().clear();
  }
}

} // namespace mlir::dbg
