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

#endif // DBG_CONVERSION_PASSES_TD
