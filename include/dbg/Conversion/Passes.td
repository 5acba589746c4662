//===- Passes.td - dbg conversion passes -------------------*- tablegen -*-===//

#ifndef DBG_CONVERSION_PASSES_TD
#define DBG_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertDbgToLLVMPass : Pass<"convert-dbg-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Lower host-side dbg ops to calls into libdbgrt";
  let description = [{
    Lowers the host side of the dbg dialect to the LLVM dialect:

    - every `dbg.site` becomes a constant `DbgrtSite` record (see
      `runtime/include/dbgrt/dbgrt.h`) under the site's symbol, and the
      module gets a site table, `__dbg_site_table`, registered with
      `dbgrtRegisterSites` by a global constructor, together with the
      module's `dbg.default_options`;
    - `dbg.dispatch_begin`/`dbg.dispatch_end` become
      `dbgrtDispatchBegin`/`dbgrtDispatchEnd` calls guarded by a load of
      libdbgrt's `dbgrt_hooks` word, so a program whose run-time options need
      no hooks pays one load and one branch per marker.

    The markers must sit directly in a function body (run
    `convert-scf-to-cf` first): the guard splits their block.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def ExternDynamicSharedMemoryPass
    : Pass<"dbg-extern-dynamic-shared-memory", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Emit zero-sized workgroup globals as dynamic shared memory";
  let description = [{
    `convert-gpu-to-nvvm` lowers `gpu.dynamic_shared_memory` (and zero-sized
    workgroup `memref.global`s, the older idiom for the same thing) to
    zero-sized `llvm.mlir.global`s in address space 3 with internal or
    private linkage. LLVM 22's NVPTX backend emits such a definition as a
    one-byte static `.shared` variable, so every access meant for the
    dynamic shared memory lands in static shared memory instead: kernels
    compute garbage without any fault (upstream's sm90 TMA GEMM test prints
    `Correct Results :0`).

    This pass gives those globals external linkage and no initializer, which
    NVPTX emits as `.extern .shared .align N .b8 name[]`: all of them then
    alias the start of the dynamic shared memory, as CUDA's `extern
    __shared__` arrays do. It also aligns them to 1024 bytes, as TMA copies
    with 128-byte swizzling and wgmma descriptors need (CUDA's
    `extern __shared__ __align__(1024)`); otherwise the region starts right
    after the static shared variables and such kernels fault with
    `CUDA_ERROR_MISALIGNED_ADDRESS`. Run it on GPU modules after
    `convert-gpu-to-nvvm`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif // DBG_CONVERSION_PASSES_TD
