//===- DbgOps.td - dbg dialect operations ------------------*- tablegen -*-===//

#ifndef DBG_DIALECT_DBG_IR_DBGOPS_TD
#define DBG_DIALECT_DBG_IR_DBGOPS_TD

include "dbg/Dialect/Dbg/IR/DbgDialect.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Sites
//===----------------------------------------------------------------------===//

def Dbg_SiteOp : Dbg_Op<"site", [Symbol, HasParent<"::mlir::ModuleOp">]> {
  let summary = "one entry of the site table";
  let description = [{
    A site describes one instrumented place in the program: its `kind`, the
    kernel it belongs to (`module::kernel`), the name of the instrumented op
    and that op's `Location`, rendered once at compile time (file:line:col,
    the whole call-site chain, name and fused locations). Dispatch sites also
    carry the host function and the dispatch ordinal within it, which name the
    dispatch as `@func:N` (counted in program order from 0, as IREE does).

    The sites of a module form its site table; `convert-dbg-to-llvm` turns
    them into constant `DbgrtSite` records registered with libdbgrt at load
    time, and run-time reports print them.

    Example:

    ```mlir
    dbg.site @dbg_site_0 dispatch kernel "kernels::scale"
        op "gpu.launch_func" in "main" : 3 at "model.mlir:42:5"
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       Dbg_SiteKindAttr:$kind,
                       StrAttr:$kernel,
                       StrAttr:$op_name,
                       OptionalAttr<StrAttr>:$function,
                       OptionalAttr<I64Attr>:$ordinal,
                       StrAttr:$location);
  let assemblyFormat = [{
    $sym_name `` $kind `kernel` $kernel `op` $op_name
    (`in` $function^ `:` $ordinal)? `at` $location attr-dict
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Dispatch markers
//===----------------------------------------------------------------------===//

def Dbg_DispatchBeginOp : Dbg_Op<"dispatch_begin", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "marks the start of a dispatch on the host";
  let description = [{
    Placed by `trace-dispatches` right before a `gpu.launch` or
    `gpu.launch_func`. At run time it opens the dispatch in libdbgrt: the
    dispatch gets a unique id, a LAUNCH event with the sizes of the launch
    is logged when the op-log level asks for it, and every driver error
    until the matching `dbg.dispatch_end` is attributed to this dispatch and
    its site.

    When no run-time feature needs the hooks, the lowered op costs one load
    and one branch.

    Example:

    ```mlir
    dbg.dispatch_begin @dbg_site_0
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$site);
  let assemblyFormat = "$site attr-dict";
}

def Dbg_DispatchEndOp : Dbg_Op<"dispatch_end", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "marks the end of a dispatch on the host";
  let description = [{
    Closes the dispatch opened by the preceding `dbg.dispatch_begin` with the
    same site: the nearest marker before it in its block, or in a preceding
    block once control flow is lowered. In sync mode (`device-sync-mode`) the
    launch has been synchronized and checked by then; a COMPLETE event is
    logged when the op-log level asks for it.

    Example:

    ```mlir
    dbg.dispatch_end @dbg_site_0
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$site);
  let assemblyFormat = "$site attr-dict";
  let hasVerifier = 1;
}

#endif // DBG_DIALECT_DBG_IR_DBGOPS_TD
