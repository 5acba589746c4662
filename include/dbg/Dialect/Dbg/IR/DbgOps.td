//===- DbgOps.td - dbg dialect operations ------------------*- tablegen -*-===//

#ifndef DBG_DIALECT_DBG_IR_DBGOPS_TD
#define DBG_DIALECT_DBG_IR_DBGOPS_TD

include "dbg/Dialect/Dbg/IR/DbgDialect.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
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
    them into one constant table of `DbgrtSiteRecord`s registered with
    libdbgrt at load time, and run-time reports print them.

    Check sites (`bounds`, `nonfinite`, `guard`, `assertion`, `race`) also
    say `what` failed (`"out-of-bounds store"`) and carry a `detail`
    template, whose placeholders `{NAME:TYPE}` (TYPE: `i`, `f16`, `bf16`,
    `f32`, `f64`, `site`: another site's id, printed as its op and location,
    `xyz`: a thread's x, y and z ids packed by 21 bits) take the payload
    values of the failing check in order; `warn` makes their
    failures warnings (they never stop a kernel nor change the exit status).
    Each site has a 64-bit id, a hash of its fields (`getSiteId`), by which
    the device error record names it.

    Dispatch sites list the memref `operands` of their launch whose
    descriptors the runtime reads from the launch, as
    `INDEX:ACCESS:DTYPE:RANK:PARAM` items (`dbgrt/Operands.h`): the
    operand's position among the kernel operands, whether the kernel reads
    (`r`), writes (`w`), both (`rw`) or neither (`-`) it, its element type,
    rank, and the position of its first value among mgpuLaunchKernel's
    parameters. Tensor tracing, dispatch breaks and the operand checks use
    them. `async` marks a dispatch site whose launch is asynchronous (it has
    an async token): its dispatch ends when the launch is enqueued.
    `reference @fn takes "0,2"` gives a dispatch site its reference
    (`link-dispatch-references`): a host function `(!llvm.ptr) -> ()` that
    computes what the dispatch computes from one memref descriptor per
    argument, and the kernel operand (an INDEX of the operand list) each
    argument takes; the run-time key `diff` compares the dispatch with it.
    `wide @fn` is the same reference computed in f64 (its float memrefs and
    arithmetic widened), against which `diff` judges both the dispatch's
    error and the reference's own rounding.
    `source "..." signature "..." build "..."` carry the launched kernel as
    it was before instrumentation (`record-kernel-sources`): its gpu.module
    as MLIR text, reduced to the kernel and what it uses, its operands, one
    line each (`dbgrt/Operands.h`'s KernelArg), and the dbg-compile flags
    the program was built with; the run-time key `repro` writes them into a
    standalone program that runs the dispatch again. `host @record` names
    the record of the launched kernel's host build (`embed-host-kernels`,
    an `llvm.mlir.global`), which the run-time key `diff` compares the
    dispatch with (`diff-against`). `known "block=32,1,1 grid=4,1,1"` gives
    the launched kernel's `known_block_size` and `known_grid_size`
    (`trace-dispatches`): libdbgrt refuses a launch of other sizes, which
    the kernel's checks would wrongly trust. `footprint "1:w:s1.5.8"`
    bounds the elements each access of the kernel reaches in its memref
    operands by expressions of the launch (`dbgrt/Footprint.h`,
    `trace-dispatches`), which libdbgrt evaluates at each launch to judge
    races between dispatches by the bytes touched, not whole operands.

    Example:

    ```mlir
    dbg.site @dbg_site_0 dispatch kernel "kernels::scale"
        op "gpu.launch_func" in "main" : 3 at "model.mlir:42:5"
        operands "0:r:f32:1:0,1:w:f32:1:5"
    dbg.site @dbg_site_1 bounds kernel "kernels::scale" op "memref.store"
        at "model.mlir:17:9" what "out-of-bounds store"
        detail "index {index:i} not in [0, {size:i}) on dim {dim:i}"
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       Dbg_SiteKindAttr:$kind,
                       StrAttr:$kernel,
                       StrAttr:$op_name,
                       OptionalAttr<StrAttr>:$function,
                       OptionalAttr<I64Attr>:$ordinal,
                       StrAttr:$location,
                       OptionalAttr<StrAttr>:$what,
                       OptionalAttr<StrAttr>:$detail,
                       UnitAttr:$warn,
                       OptionalAttr<StrAttr>:$operands,
                       UnitAttr:$async,
                       OptionalAttr<FlatSymbolRefAttr>:$reference,
                       OptionalAttr<StrAttr>:$reference_operands,
                       OptionalAttr<FlatSymbolRefAttr>:$wide_reference,
                       OptionalAttr<StrAttr>:$device_reference,
                       OptionalAttr<StrAttr>:$source,
                       OptionalAttr<StrAttr>:$signature,
                       OptionalAttr<StrAttr>:$build_flags,
                       OptionalAttr<FlatSymbolRefAttr>:$host_kernel,
                       OptionalAttr<StrAttr>:$known_sizes,
                       OptionalAttr<StrAttr>:$footprint);
  let assemblyFormat = [{
    $sym_name `` $kind `kernel` $kernel `op` $op_name
    (`in` $function^ `:` $ordinal)? `at` $location
    (`what` $what^)? (`detail` $detail^)? (`operands` $operands^)?
    (`async` $async^)?
    (`reference` $reference^ `takes` $reference_operands)?
    (`wide` $wide_reference^)? (`device` $device_reference^)?
    (`source` $source^ `signature` $signature `build` $build_flags)?
    (`host` $host_kernel^)? (`known` $known_sizes^)?
    (`footprint` $footprint^)? attr-dict
  }];
  let extraClassDeclaration = [{
    /// Whether this site is a device-side check (bounds, nonfinite, guard,
    /// assertion, race, overflow).
    bool isCheck() {
      return getKind() == SiteKind::bounds ||
             getKind() == SiteKind::nonfinite || getKind() == SiteKind::guard ||
             getKind() == SiteKind::assertion || getKind() == SiteKind::race ||
             getKind() == SiteKind::overflow;
    }
    /// The types of the payload values the detail template takes, in order
    /// (`i`, `f16`, ...); empty without a template.
    ::llvm::SmallVector<::llvm::StringRef> getPayloadTypes();
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Dispatch markers
//===----------------------------------------------------------------------===//

def Dbg_DispatchOp : Dbg_Op<"dispatch", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "names the dispatch whose launch comes next on the host";
  let description = [{
    Placed by `trace-dispatches` right before a `gpu.launch` or
    `gpu.launch_func`. At run time it names the dispatch whose launch comes
    next on this thread: libdbgrt opens the dispatch, gives it a unique id,
    logs a LAUNCH event with the sizes of the launch when the op-log level
    asks for it, and attributes every driver error to this dispatch and its
    site until the launch's host code is done: a synchronous launch's
    stream destroyed, or any other launch returned (an `async` site).
    libdbgrt then closes the dispatch (a COMPLETE event); in sync mode
    (`device-sync-mode`) the launch has been synchronized and checked by
    then.

    The site's operand list says where the launch passes each memref
    operand (`dbgrt/Operands.h`): libdbgrt reads their descriptors from the
    launch's arguments, so it knows the shape, strides and address of every
    input and output of the dispatch. When the op is right before a
    `gpu.launch_func`, the verifier checks that list against the launch.

    Lowered, the op is one call with one constant argument,
    `dbgrtDispatch(site id)`, whatever the run-time options; or nothing,
    when the host target's launch that follows takes the site id itself.

    Example:

    ```mlir
    dbg.dispatch @dbg_site_0
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$site);
  let assemblyFormat = "$site attr-dict";
}

def Dbg_MemoryOp : Dbg_Op<"memory_op", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "names the memory op whose runtime call comes next on the host";
  let description = [{
    Placed by `record-memory-ops` right before a `gpu.alloc`, `gpu.dealloc`,
    `gpu.memcpy` or `gpu.memset` of a host function, with a `memory` site
    for it. At run time it names that op to libdbgrt, whose call for it
    comes next on this thread (`mgpuMemAlloc`, `mgpuMemFree`, ... on a GPU;
    the host target's own): the reports of allocation lifetimes (the
    run-time key `lifetimes`) then give the lines of the allocation, the
    free and the use.

    Lowered, the op is one call with one constant argument,
    `dbgrtMemoryOp(site id)`.

    Example:

    ```mlir
    dbg.memory_op @dbg_memory
    %buffer = gpu.alloc () : memref<16xf32>
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$site);
  let assemblyFormat = "$site attr-dict";
}

def Dbg_ReferenceOp : Dbg_Op<"reference", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "what the launch that follows computes, as host code";
  let description = [{
    Placed by a frontend right before a `gpu.launch` (or `gpu.launch_func`)
    in host code: the dispatch that launch makes computes what the host
    function `callee` computes on `buffers`, the computation the dispatch
    was made from before it was mapped to threads (for a linalg frontend,
    the linalg op, untiled). Each operand is a memref the launch uses; the
    function takes memrefs of the same shapes and element types, with an
    identity layout, and writes its results into those it writes, as the
    dispatch does. `dbg::attachReference` (`dbg/Dbg.h`) builds both from an
    op.

    Under `--debug=diff`, `link-dispatch-references` gives the dispatch's
    site the reference and erases the op; at run time the key `diff`
    snapshots the selected dispatch's operands, runs the reference on the
    snapshot after the dispatch and compares every buffer the dispatch
    writes (IREE's "compare against the CPU dispatch by dispatch").
    Without `diff` the op and the functions only it uses are erased. The op
    does nothing by itself.

    `device "KERNEL:POS,..."` names the reference's device twin (made by
    `dbg::attachReference` for a GPU target): the kernel `KERNEL`, in the
    `gpu.module` of the launch, that computes the reference naively on the
    GPU, one thread per point of its parallel loops, in its own types and
    in f64, into dense scratch buffers; `POS` are the positions among
    `buffers` of those the computation writes. libdbgrt runs it on the
    dispatch's stream before the dispatch and compares on the device.
    `;FUSED` follows where the computation writes one buffer without
    reading it: the kernel that computes the reference after the dispatch
    and compares it in the same launch, which libdbgrt runs instead where
    no buffer the reference reads overlaps the one it writes.

    Example:

    ```mlir
    dbg.reference @forward_dispatch_3_reference(%a, %b, %c)
        : memref<4x16xf32>, memref<16x8xf32>, memref<4x8xf32>
    gpu.launch blocks(...) in (...) threads(...) in (...) { ... }
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee,
                       Variadic<AnyMemRef>:$buffers,
                       OptionalAttr<StrAttr>:$device);
  let assemblyFormat = [{
    $callee `(` $buffers `)` (`device` $device^)? attr-dict `:` type($buffers)
  }];
}

//===----------------------------------------------------------------------===//
// Device-side checks
//===----------------------------------------------------------------------===//

def Dbg_CheckOp : Dbg_Op<"check", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "reports a failure of a check site when a condition is false";
  let description = [{
    When `condition` is false, the check of `site` failed: at run time the
    failure is counted in the module's device error record and, for the
    first failure of the site, the block and thread ids and the `payload`
    values (what the site's detail template prints: an index and a bound,
    say) are recorded. The kernel then goes on, unless libdbgrt was asked to
    stop at the first failure (`check-trap`). `lower-dbg-checks` lowers it to
    one branch on `condition` and a call on the cold path.

    Inside a kernel the check reports the kernel's block and thread ids; in
    a host function, zeros.

    Example:

    ```mlir
    %ok = arith.cmpi ult, %i, %n : index
    dbg.check %ok, @dbg_site_1(%i, %n, %c0 : index, index, index)
    ```
  }];
  let arguments = (ins I1:$condition, FlatSymbolRefAttr:$site,
                       Variadic<AnyTypeOf<[AnySignlessIntegerOrIndex,
                                           AnyFloat]>>:$payload);
  let assemblyFormat = [{
    $condition `,` $site (`(` $payload^ `:` type($payload) `)`)? attr-dict
  }];
  let hasVerifier = 1;
}

def Dbg_ReportOp : Dbg_Op<"report", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "reports a failure of a check site where control reaches it";
  let description = [{
    An unconditional `dbg.check`: the check of `site` failed when control
    reaches the op. A check whose failure is found by more than one
    condition (a shadow word that names another thread, a barrier count
    that differs from a neighbour's) tests them on a cold path and reports
    from there, with the `payload` the test found: which thread, which
    element. It is counted and recorded as `dbg.check` is, and
    `lower-dbg-checks` lowers it to the call alone.

    Example:

    ```mlir
    scf.if %race {
      dbg.report @dbg_site_3(%element, %thread, %other : i64, i64, index)
    }
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$site,
                       Variadic<AnyTypeOf<[AnySignlessIntegerOrIndex,
                                           AnyFloat]>>:$payload);
  let assemblyFormat = [{
    $site (`(` $payload^ `:` type($payload) `)`)? attr-dict
  }];
  let hasVerifier = 1;
}

def Dbg_FiniteCheck : I32EnumAttr<"FiniteCheck",
    "which non-finite values a check reports", [
    I32EnumAttrCase<"nan", 0>,
    I32EnumAttrCase<"inf", 1>,
    I32EnumAttrCase<"both", 2>
  ]> {
  let cppNamespace = "::mlir::dbg";
  let genSpecializedAttr = 0;
}

def Dbg_FiniteCheckAttr : EnumAttr<Dbg_Dialect, Dbg_FiniteCheck,
                                   "finite_check"> {
  let assemblyFormat = "$value";
}

def Dbg_CheckFiniteOp : Dbg_Op<"check_finite", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "reports a NaN or Inf float value";
  let description = [{
    Reports a failure of the `nonfinite` site `site` when `value` (a float,
    or a vector of floats: any lane) is a NaN (`check` = `nan`), an infinity
    (`inf`) or either (`both`). The payload is the value and the `inputs` (up to
    three float operands of the op that produced the value), those that are
    scalars that produced it.

    With `origin`, a non-finite value is reported only when every input is
    finite: the op is where the NaN or Inf was born, not an op it merely
    flowed through (`insert-nan-checks{granularity=op}`).

    The compare is on the hot path (one compare and one branch); the rest is
    on the cold path.

    Example:

    ```mlir
    %r = math.sqrt %x : f32
    dbg.check_finite both %r, @dbg_site_2(%x : f32) origin : f32
    ```
  }];
  let arguments = (ins AnyTypeOf<[AnyFloat, VectorOfAnyRankOf<[AnyFloat]>]>:$value,
                       FlatSymbolRefAttr:$site,
                       Dbg_FiniteCheckAttr:$check,
                       Variadic<AnyTypeOf<[AnyFloat, VectorOfAnyRankOf<[AnyFloat]>]>>:$inputs,
                       UnitAttr:$origin);
  let assemblyFormat = [{
    $check $value `,` $site (`(` $inputs^ `:` type($inputs) `)`)?
    (`origin` $origin^)? `:` type($value) attr-dict
  }];
  let hasVerifier = 1;
}

def Dbg_ScanFiniteOp : Dbg_Op<"scan_finite", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "scans a buffer a dispatch wrote for NaN and Inf";
  let description = [{
    On the host, right after a dispatch: scans the `elements` floats of
    type `element_type` at byte address `address` (the span of a memref the
    kernel writes) for NaN and Inf, on the device that ran the dispatch and
    in its stream (`insert-nan-checks{granularity=dispatch}`, for kernels
    whose code dbg does not instrument). The result is read at the next
    synchronization and reported at `site`, a `nonfinite` site whose
    template takes the count of non-finite elements, the number of elements,
    the index of the first and its value.

    Example:

    ```mlir
    dbg.scan_finite %address, %elements, @dbg_check_3 : f32
    ```
  }];
  let arguments = (ins Index:$address, Index:$elements,
                       FlatSymbolRefAttr:$site,
                       TypeAttrOf<AnyFloat>:$element_type);
  let assemblyFormat = [{
    $address `,` $elements `,` $site `:` $element_type attr-dict
  }];
}

def Dbg_MemoryKindOp : Dbg_Op<"memory_kind"> {
  let summary = "asks the runtime where an address lives";
  let description = [{
    On the host: returns `DBGRT_MEMORY_*` (`runtime/include/dbgrt/Abi.def`)
    for the byte address `address`: 1 for host memory the GPU cannot
    access, 2 for device memory, 3 for host memory it can (page-locked,
    registered, managed), 0 when unknown. Input guards
    (`insert-input-guards`) check that memrefs handed to kernels are not
    plain host memory.

    Example:

    ```mlir
    %kind = dbg.memory_kind %address : i32
    ```
  }];
  let arguments = (ins Index:$address);
  let results = (outs I32:$kind);
  let assemblyFormat = "$address `:` type($kind) attr-dict";
}

def Dbg_ReadDescriptorOp : Dbg_Op<"read_descriptor", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "reads what a memref's descriptor holds, not what its type says";
  let description = [{
    Returns the fields of `memref`'s descriptor as the caller filled it:
    the aligned pointer (a byte address), the offset, then the `rank`
    sizes and the `rank` strides, all `index`. Unlike
    `memref.extract_strided_metadata`, which folds to the constants of a
    static type, it reads the descriptor at run time: input guards
    (`insert-input-guards`) compare what an entry function was handed
    with what it was compiled for. `convert-dbg-to-llvm` lowers it, after
    the memref lowering, to reads of the descriptor struct.

    Example:

    ```mlir
    %f:6 = dbg.read_descriptor %arg0 : memref<8x4xf32>
    ```
  }];
  let arguments = (ins AnyMemRef:$memref);
  let results = (outs Variadic<Index>:$fields);
  let assemblyFormat = "$memref `:` type($memref) attr-dict";

}

def Dbg_CheckpointOp : Dbg_Op<"checkpoint"> {
  let summary = "reports the checks that failed so far and stops on an error";
  let description = [{
    On the host: reports the check failures recorded so far (of host code;
    device records are read as at a synchronization) and, when one of them
    is an error (and `check-exit-status` is on), stops the program with exit
    status 1 before it goes on. `insert-input-guards` places one after the
    guards of an entry function, so a wrong input stops the program before
    any dispatch reads it.

    Example:

    ```mlir
    dbg.checkpoint
    ```
  }];
  let assemblyFormat = "attr-dict";
}

#endif // DBG_DIALECT_DBG_IR_DBGOPS_TD
