//===- Passes.td - dbg instrumentation passes --------------*- tablegen -*-===//

#ifndef DBG_TRANSFORMS_PASSES_TD
#define DBG_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Host-side dispatch instrumentation
//===----------------------------------------------------------------------===//

def TraceDispatchesPass : Pass<"dbg-trace-dispatches", "::mlir::ModuleOp"> {
  let summary = "Wrap every GPU dispatch in dbg.dispatch_begin/end markers";
  let description = [{
    Gives every `gpu.launch_func` (and every `gpu.launch`, for input that is
    not outlined yet) of every host function a stable ordinal, `@func:N`,
    counted in program order from 0 within the function (as IREE's dispatch
    ordinals), a kernel name (`module::kernel`) and a dispatch site that
    holds its rendered source location. The launch is then wrapped in
    `dbg.dispatch_begin` and `dbg.dispatch_end`, which libdbgrt turns into
    LAUNCH/COMPLETE events (`op-log-level`, as MAX's), sync-mode checks and
    fault attribution at run time.

    A `gpu.launch` without `module`/`function` attributes gets them
    (`<func>_kernel`, made unique), so that the kernel name in the site is
    the one that outlining creates.

    `kernel-filter` restricts the instrumentation to dispatches whose kernel
    name (`module::kernel`) or dispatch name (`@func:N`) matches the regular
    expression; a filter that matches no dispatch is an error.

    Running the pass twice does not wrap a dispatch twice.
  }];
  let dependentDialects = ["::mlir::dbg::DbgDialect"];
  let options = [
    Option<"kernelFilter", "kernel-filter", "std::string", /*default=*/"",
           "Only instrument dispatches whose kernel name (module::kernel) or "
           "dispatch name (@func:N) matches this regular expression">,
  ];
}

#endif // DBG_TRANSFORMS_PASSES_TD
