//===- Passes.td - dbg's transformation passes -------------*- tablegen -*-===//

#ifndef DBG_TRANSFORMS_PASSES_TD
#define DBG_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Instrumentation
//===----------------------------------------------------------------------===//

def AttachDebugOptionsPass : Pass<"attach-debug-options", "::mlir::ModuleOp"> {
  let summary = "Record the run-time options a program starts with";
  let description = [{
    Sets the module attribute `dbg.default_options` to `options`, a spec in
    `DBG_OPTIONS` syntax (the run-time keys of `dbg-compile --debug=`).
    `convert-dbg-to-llvm` registers it with libdbgrt at load time, and the
    program starts with these options; `DBG_OPTIONS` overrides them key by
    key. The spec is checked with libdbgrt's own parser: an unknown key or a
    bad value is an error that lists the valid ones. An empty spec removes
    the attribute.
  }];
  let dependentDialects = ["::mlir::dbg::DbgDialect"];
  let options = [
    Option<"runtimeOptions", "options", "std::string", /*default=*/"",
           "Run-time options in DBG_OPTIONS syntax">,
  ];
}

def TraceDispatchesPass : Pass<"trace-dispatches", "::mlir::ModuleOp"> {
  let summary = "Mark every GPU dispatch with a dbg.dispatch marker";
  let description = [{
    Gives every `gpu.launch_func` (and every `gpu.launch`, for input that is
    not outlined yet) of every host function a stable ordinal, `@func:N`,
    counted in program order from 0 within the function (as IREE's dispatch
    ordinals), a kernel name (`module::kernel`) and a dispatch site that
    holds its rendered source location. A `dbg.dispatch` marker right before
    the launch names it at run time: libdbgrt turns it into LAUNCH/COMPLETE
    events (`op-log-level`, as MAX's), sync-mode checks and fault
    attribution. One op per dispatch, one call once lowered. Run it after
    `gpu-async-region` (`dbg-compile` does): a launch made async later is
    marked as synchronous, and its dispatch ends only at the next marker or
    the destruction of its stream.

    The site of a `gpu.launch_func` lists its memref operands (`operands`,
    `dbgrt/Operands.h`): for each, whether the kernel reads it, writes it
    (stores and atomics, through views and casts; a call counts as both),
    both or neither, its element type and rank, and where the launch passes
    it among mgpuLaunchKernel's parameters. The runtime reads their
    descriptors from the launch's arguments and can trace, dump or check
    every input and output of the dispatch (trace-tensors, break-after). A
    `gpu.launch` that is not outlined has no operands. Its `footprint`
    (`dbgrt/Footprint.h`) bounds the elements each access of the kernel
    reaches in each memref operand by expressions of the launch (ids,
    sizes, integer operands, memref sizes, loop bounds), for the operands
    and modes whose every access it can follow; the run-time key
    `dispatch-races` evaluates it at each launch and compares the bytes
    touched instead of whole operands.

    A `gpu.launch` without `module`/`function` attributes gets them
    (`<func>_kernel`, made unique), so that the kernel name in the site is
    the one that outlining creates.

    `kernel-filter` restricts the instrumentation to dispatches whose kernel
    name (`module::kernel`) or dispatch name (`@func:N`) matches the regular
    expression (RE2's syntax, as every dbg filter); a filter that matches no
    dispatch is an error.

    A launch that `record-kernel-sources` gave its kernel's text
    (`dbg.kernel_source`) passes it to its site (`source`, `signature`,
    `build`), for the repros libdbgrt writes; the attribute goes from every
    launch, marked or not.

    Running the pass twice does not wrap a dispatch twice; the second run
    gives a site that has no kernel text the one its launch carries (a
    program instrumented before, edited, and compiled again).
  }];
  let dependentDialects = ["::mlir::dbg::DbgDialect"];
  let options = [
    Option<"kernelFilter", "kernel-filter", "std::string", /*default=*/"",
           "Only instrument dispatches whose kernel name (module::kernel) or "
           "dispatch name (@func:N) matches this regular expression">,
  ];
}

def LinkDispatchReferencesPass
    : Pass<"link-dispatch-references", "::mlir::ModuleOp"> {
  let summary = "Give dispatch sites the references their frontend attached";
  let description = [{
    For each `dbg.reference` a frontend placed before a launch (the host
    function that computes what the dispatch computes): finds the
    `gpu.launch_func` that follows it in its block and that launch's
    `dbg.dispatch` site (run it after `gpu-kernel-outlining` and
    `trace-dispatches`), and gives the site
    - `reference`: a new host function `__dbg_reference_N(!llvm.ptr)` that
      loads one ranked memref descriptor per argument from the array of
      pointers it is passed and calls the reference with them, the one
      signature libdbgrt calls (`dbgrtRegisterReference`,
      `dbgrt/Abi.def`);
    - `reference_operands`: the kernel operand (its INDEX in the site's
      operand list) each argument of the reference takes;
    - `wide_reference` (with `wide`): a wrapper of the reference's f64
      twin, `@REF_f64`, a clone whose f16, bf16 and f32 types (memrefs,
      arithmetic, constants) are f64 and whose float extensions and
      truncations are gone, which libdbgrt runs on widened snapshots to
      judge both the dispatch's error and the reference's own rounding
      (`dbgrtRegisterWideReference`). A reference the widening would
      change the meaning of (a bitcast of a float, a call) or leave invalid
      gets none, and is judged by tolerances;
    - `device_reference`: the reference's `device` twin (a kernel of the
      launch's module that computes it on the GPU, `dbg::attachReference`),
      which libdbgrt runs before the dispatch and compares after it on the
      device. Twins of references that are not linked (without `keep`, or
      with a buffer the launch does not take) are erased, and a module left
      without twins loses its comparison kernels.
    A buffer of static shape the launch does not take (its kernel never
    touches it: a pooling window, whose shape alone matters) is allocated
    by the wrapper instead. The `dbg.reference` op is then erased. At run
    time the key `diff`
    snapshots the operands of a selected dispatch, runs the reference on the
    snapshot after the dispatch and compares what both wrote.

    With `keep=false` (a build without `--debug=diff`), each `dbg.reference`
    is erased and so is each private reference function nothing else uses,
    so a program pays nothing for references it does not compare.

    A reference whose launch is not marked (`trace-dispatches`'
    `kernel-filter` left it out) is dropped; one that no launch follows, or
    one of whose buffers of dynamic shape the launch does not take, is an
    error at the op.
  }];
  let dependentDialects = ["::mlir::dbg::DbgDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect"];
  let options = [
    Option<"keep", "keep", "bool", /*default=*/"true",
           "Link the references (false: erase them and the functions only "
           "they use)">,
    Option<"wide", "wide", "bool", /*default=*/"true",
           "Also give each reference with a float operand its f64 twin, "
           "the accuracy judge's yardstick">,
    Option<"optimize", "optimize", "bool", /*default=*/"false",
           "Let LLVM optimize the wrappers and the references only they "
           "call (by default noinline and optnone: compiled fast, run "
           "slower)">,
  ];
}

def InsertBoundsChecksPass
    : Pass<"insert-bounds-checks", "::mlir::ModuleOp"> {
  let summary = "Check every index of every memory access in kernels";
  let description = [{
    Checks each index of each memory access of every kernel (`gpu.func`, and
    functions of `gpu.module`s) against the dimension it indexes, not
    against the allocation: an index that stays inside the buffer but leaves
    its dimension (a transposed 2-D index) is caught, which
    compute-sanitizer cannot see. Views (`memref.subview`,
    `memref.reinterpret_cast`, `memref.expand_shape`,
    `memref.collapse_shape`) are checked against their own shape, since the
    access's memref is the view. Checked accesses:

    - `memref.load`, `memref.store`, `memref.atomic_rmw`,
      `memref.generic_atomic_rmw`: each index;
    - `vector.load`, `vector.store`: each index, and the trailing dimensions
      the vector covers (`index + lanes <= size`);
    - `vector.maskedload`, `vector.maskedstore`: only the lanes the mask
      enables;
    - `vector.transfer_read`, `vector.transfer_write`: dimensions marked
      `in_bounds` (and those the permutation map does not transfer) must be
      in range; other dimensions are masked by the op itself;
    - `gpu.subgroup_mma_load_matrix`, `gpu.subgroup_mma_store_matrix`,
      `nvgpu.ldmatrix`: the starting indices; `nvgpu.device_async_copy`: both
      starts, and the copied elements of the last dimension.

    An access through a `memref.reinterpret_cast` view (directly or through
    further subviews, reshapes, transposes and casts) is also checked
    against the memref the cast views, whose shape the view's own checks do
    not see (10 elements viewed as 20): its first and last elements,
    counted from the base pointer they share, must lie in that memref's
    span. Casts from unranked and 0-d memrefs (the base buffer of
    `memref.extract_strided_metadata`) and from memrefs with a static size
    0 (`memref<0xf32, 3>`, the idiom for dynamic shared memory) say nothing
    of the memory and get no such check. A view made on the host and handed
    to a kernel, which sees only the view, is checked by libdbgrt at the
    launch: in a program with bounds checks, each memref operand of a
    dispatch must lie in the `gpu.alloc` allocation it points into, or the
    dispatch is reported and its kernel not run.

    Each failing index is reported by `dbg.check` with the index, the size
    and the dimension (ARCHITECTURE.md's device error record). The access
    then runs only when all its checks hold (an `scf.if` around it): a
    failed check reports and the program goes on without the access, a
    store skipped and a load giving zero, so that going on never corrupts
    memory (`nvgpu.device_async_copy`, whose token has no neutral value, and
    accesses inside `vector.mask` are not guarded). The access's checks, and
    what only they use, go in the `scf.if`'s else region, marked
    `dbg.cold_path`, and `lower-dbg-checks` moves its reports out of the
    kernel. An access of several dimensions is tested by one compare: each
    index's `index | (last - index)` is negative when it is out of bounds,
    and so is their or; each dimension's own compare is made again on the
    cold path. An access keeps one compare and one branch.

    Consecutive guarded accesses of a block (up to 32, `kMaxCheckGroup` in
    `dbg/Checks/CheckGroups.h`, with nothing between them that writes
    memory or holds code) report together: what their
    checks use moves above the first, one test leads to one cold path with
    all their checks in program order, and each access
    keeps its guard, marked `dbg.guard`, without a cold path of its own.
    Reports come before the accesses, as before; the back ends pay for each
    call on a cold path (AMDGPU's register coalescer, ptxas), much less for
    a guard's branch. The test, for a group outside loops whose checks are
    all an index's: for each size, the unsigned max of the indices checked
    against it is compared with it (`arith.maxui`, which LLVM's InstCombine
    and SLP vectorizer take much less time over than an or chain); in a
    loop, or when a check is a vector's range, the or of the accesses'
    failure terms (`index | (size - 1 - index)` for one dimension) is
    compared with 0 (LLVM folds those across iterations, where the max
    made the matmul bench's K loop slower). An access whose index
    the group loads, or whose guard tests more than indices (a vector's
    range, a mask, a view), starts a group of its own.

    In a function with more than `max-branch-guards` guarded accesses
    outside loops (a large fused or unrolled kernel), each group tested by
    its largest indices is versioned instead: one `scf.if` on the test
    passing (marked `dbg.guard`) runs the ops from the group's first access
    to its last with no guard, since the test implies every guard's
    condition; its else region, the cold path, holds the group's checks
    and computes again, from each access's zero, what later ops use of
    the group's results. A failed group then skips all its accesses, not
    only the failing ones, and its checks' reports say so, with the lines of
    the accesses skipped; LLVM compiles a diamond per group instead of
    one per access, which keeps the compile time of a kernel of 10,000
    accesses within about 2x of the plain build's (bench/RESULTS.md).
    Below the limit the guards stay, and each access that fails is skipped
    alone.

    `level` (the levels of Modular MAX's `assert-level`):
    - `none`: nothing;
    - `safe` (default): skips what is provably in range (constants; the
      ranges of thread and block ids under `known_block_size`/
      `known_grid_size` and of loop induction variables, by upstream's
      integer range analysis), and hoists checks whose operands do not
      change in a loop out of it when the loop runs at least once;
    - `all`: checks every index of every access;
    - `warn`: the checks of `safe`, reported as warnings: they never stop a
      kernel (check-trap) nor change the exit status.

    An index that is a constant out of range of a static dimension is also a
    compile-time warning at the access. `host-functions` checks host
    functions (`func.func` outside `gpu.module`s) too.
  }];
  let dependentDialects = ["::mlir::dbg::DbgDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
  let options = [
    Option<"level", "level", "::mlir::dbg::BoundsLevel",
           /*default=*/"::mlir::dbg::BoundsLevel::Safe",
           "What is checked: one of the levels above",
           [{::mlir::dbg::CheckOptionClValues<::mlir::dbg::BoundsLevel>()}]>,
    Option<"hostFunctions", "host-functions", "bool", /*default=*/"false",
           "Also check the accesses of host functions">,
    Option<"maxBranchGuards", "max-branch-guards", "unsigned",
           /*default=*/"::mlir::dbg::kMaxBranchChecks",
           "The most accesses outside loops a function guards with a branch "
           "each; beyond, groups are versioned">,
  ];
  let statistics = [
    Statistic<"numChecks", "checks", "Index checks inserted">,
    Statistic<"numElided", "elided",
              "Index checks elided: provably in bounds (safe, warn)">,
    Statistic<"numHoisted", "hoisted",
              "Index checks hoisted out of at least one loop">,
    Statistic<"numViewChecks", "view-checks",
              "Checks of accesses through reinterpret_cast views against "
              "their memref">,
    Statistic<"numGuarded", "guarded",
              "Accesses performed only when their checks hold">,
    Statistic<"numVersioned", "versioned",
              "Groups whose accesses run unguarded where their test passes "
              "(max-branch-guards)">,
  ];
}

def InsertOverflowChecksPass
    : Pass<"insert-overflow-checks", "::mlir::ModuleOp"> {
  let summary = "Report i32 arithmetic that wraps on its way to an address";
  let description = [{
    A row offset computed in 32 bits (`row * stride` in i32) that overflows
    wraps to another value; when that value is a valid index, the access
    lands in the wrong row and nothing faults. UBSan checks this class on
    CPUs (`-fsanitize=signed-integer-overflow`); no GPU tool does. This
    pass checks each `arith.addi`, `arith.subi`, `arith.muli` and
    `arith.shli` on i32 in the kernels of GPU modules whose result reaches
    an address: the index of a memref or vector access, a subview's or
    reinterpret_cast's offset, an LLVM GEP index, through `index_cast`,
    `extsi`/`extui`, `select` and other such ops. The op is redone in 64
    bits, on its operands extended as the path extends them (signed, or
    unsigned after `index_castui` or `extui`), and compared with its
    result, extended the same way; a mismatch is reported with the op, its
    operands, the exact result and the wrapped one:

    ```
    error: i32 overflow on the way to an address in kernels::gather at
    f.mlir:21:14 (arith.muli): 65536 * 40000 = 2621440000 does not fit in
    i32; it wraps to -1673527296
    ```

    Arithmetic whose result never reaches an address (hashes, random
    numbers, checksums) is left alone: their wrap is what they mean.
  }];
  let dependentDialects = ["::mlir::dbg::DbgDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def InsertBarrierChecksPass
    : Pass<"insert-barrier-checks", "::mlir::ModuleOp"> {
  let summary = "Report barrier divergence in kernels";
  let description = [{
    A `gpu.barrier` that some threads of a block reach while others wait at
    another barrier or have returned is undefined on a GPU: the block hangs,
    or the barrier completes with threads at different places (a barrier
    counts arrivals, not instructions) and the result is silently wrong.
    This pass reports it with both lines.

    Before each barrier, each thread writes the barrier's number and how
    many barriers it has passed into its slot of a workgroup array (two
    slots per thread, by the parity of that count, so that a thread running
    ahead to the next barrier cannot overwrite what its neighbour is about
    to read); before `gpu.return`, the return's number. After the barrier,
    each thread reads the slot of the next thread of the block (by linear
    id, the last reading the first): if the threads of a block are not all
    at the same barrier, some neighbour pair differs, and the reading
    thread reports, at its next barrier or return (the read's latency hides
    behind the work between), where it waited and where the other thread
    was:

    ```
    error: barrier divergence in kernels::diverge at f.mlir:18:9: this
    thread was at gpu.barrier at f.mlir:18:9, thread (32,0,0) at gpu.barrier
    at f.mlir:20:9, after 1 barrier(s), block (0,0,0) thread (31,0,0)
    ```

    One store, one load and one compare per thread and barrier, no atomic.
    A kernel whose barriers every thread provably reaches, as often (each
    op around them an `scf.for` with bounds that all threads of a block have
    alike, or an `scf.if` on such a condition, and no `gpu.return` but the
    last), is left unchanged.
    The slots take 8 bytes per thread of the block (`known_block_size`, else
    1024 threads: 8 KB); a kernel that would pass `workgroup-limit` bytes of
    static workgroup memory with them is not checked, with a warning, nor is
    one that calls a function with a barrier. The host target does not need
    it: its fiber scheduler sees where every thread waits and reports
    divergence exactly.
  }];
  let dependentDialects = ["::mlir::dbg::DbgDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
  let options = [
    Option<"workgroupLimit", "workgroup-limit", "int64_t",
           /*default=*/"49152",
           "Most bytes of static workgroup memory a kernel may use with the "
           "slots (CUDA's static limit)">,
  ];
}

def InsertProxyFenceChecksPass
    : Pass<"insert-proxy-fence-checks", "::mlir::ModuleOp"> {
  let summary = "Report generic writes of workgroup memory that TMA stores "
                "and wgmma read with no fence.proxy.async after them";
  let description = [{
    On Hopper, TMA and wgmma access shared memory through the async proxy,
    which does not see what ordinary (generic-proxy) stores wrote until the
    writing thread executes `fence.proxy.async` (PTX ISA, "Memory Consistency
    Model: Proxies"). A kernel that writes a tile with `memref.store` (or
    `nvgpu.warpgroup.mma.store`, a `cp.async`) and then hands it to
    `nvgpu.tma.async.store` or reads it with `nvgpu.warpgroup.mma` after a
    barrier alone may store or multiply stale bytes, depending on timing.
    This pass reports it at the reading op, naming the writing thread and
    its write; the rule is Triton's ConSan's (a write must be followed by a
    proxy fence of its own thread before the synchronization that orders it
    before the async read).

    Each thread keeps, in registers, the range of shared-memory bytes it
    has written since its last `nvvm.fence.proxy` of kind `async` or
    `async.shared` (one min and one max per store), and publishes it into
    its slot of a workgroup table before each barrier and mbarrier arrival
    (an aligned 64-bit store, so a reader never sees half of it). Before a
    TMA store (one thread) or a wgmma (each thread of the warpgroup takes
    every 128th slot), the bytes the op reads are compared with the
    thread's own range and with every other thread's published one; a
    range that overlaps is reported with the overlapping bytes (counted
    from the view's first byte), the thread and its last unfenced write:

    ```
    error: generic-proxy write read by the async proxy without
    fence.proxy.async at f.mlir:40:7: bytes [0, 8192) of the memref<64x64xf16,
    3> the TMA store reads hold writes of thread (0,0,0) (its last:
    memref.store at f.mlir:31:9) that it did not follow with fence.proxy.async
    before the barrier or arrival that orders them before this read
    ```

    A range is the hull of a thread's writes: a thread that writes two
    buffers with the tile it does not write between them is reported too.
    Writes that cannot share a byte with any async read (another workgroup
    buffer, or static offsets apart in one) are not recorded; a kernel with
    no TMA store or wgmma, or no such write, is unchanged. wgmmas given as
    `nvvm.wgmma.mma_async` (descriptors not traced to views) are not
    checked (the `unchecked` statistic). The table takes 12 bytes per
    thread of the block (`known_block_size`, else 1024 threads) and a count
    of the slots that hold a range, which a thread moves when its published
    range turns empty or not (a shared atomic); a TMA store or wgmma skips
    the scan when it is zero, as in a kernel that fences before it
    synchronizes. A kernel
    that would pass `workgroup-limit` bytes of static workgroup memory with
    it is not checked, with a warning, nor is one that calls a function
    with a barrier.
  }];
  let dependentDialects = ["::mlir::dbg::DbgDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
  let options = [
    Option<"workgroupLimit", "workgroup-limit", "int64_t",
           /*default=*/"49152",
           "Most bytes of static workgroup memory a kernel may use with the "
           "table (CUDA's static limit)">,
  ];
  let statistics = [
    Statistic<"numReads", "reads", "TMA stores and wgmmas checked">,
    Statistic<"numWrites", "writes", "Generic writes recorded">,
    Statistic<"numUnchecked", "unchecked",
              "TMA stores and wgmmas not checked">,
  ];
}

def InsertRaceChecksPass : Pass<"insert-race-checks", "::mlir::ModuleOp"> {
  let summary = "Report races on workgroup memory between the threads of a "
                "block, and on global memory between the blocks of a dispatch";
  let description = [{
    Finds races on workgroup (shared) memory by their accesses, not by their
    symptoms: two threads of one block that access the same element between
    the same two barriers, at least one of them writing, are reported
    whatever order they ran in, so a race the instrumented build's timing
    hides is still found (compute-sanitizer's racecheck works per barrier
    interval too; Triton's ConSan is the compiler-instrumentation model).

    Each workgroup buffer with checked accesses (a `gpu.func` workgroup
    attribution, or a `memref.global` in workgroup memory) gets a shadow in
    workgroup memory: one 64-bit word per element holding the barrier
    interval it was last touched in, the last writer (thread and access)
    and a reader (thread and access, and whether several threads read). A
    checked access reads its element's word and, when it changes it,
    swaps it with a relaxed compare-and-swap loop (`llvm.cmpxchg
    monotonic`: the shadow orders nothing), and reports when the word
    it replaced shows another thread's write (read-after-write,
    write-after-write) or another thread's read (write-after-read) in the
    same interval. Each thread counts the barriers it passed; the shadow is
    cleared at kernel entry (one more barrier) and whenever the 17-bit
    interval stamp wraps. A report gives both accesses with their source
    lines, both threads, the element (counted in the buffer's elements) and
    the interval (the number of barriers the reporting thread passed):

    ```
    error: read-after-write race on workgroup memory in kernels::sum at
    sum.mlir:30:14: element 64 of workgroup attribution #0
    (memref<128xf32, 3>) was written by thread (64,0,0) at memref.store at
    sum.mlir:31:9 in barrier interval 1, block (0,0,0) thread (0,0,0)
    ```

    Accesses that cannot race are not instrumented (the `elided`
    statistic): a read with no write to its buffer between the barriers
    around it, and a write whose index is injective in the thread ids (each
    thread dimension of the block, unless `known_block_size` makes it 1,
    appears in an index alone or with constant coefficients that cannot
    collide) and that no other access of its interval can meet (distinct
    constant indices; the same indices, injective). Barrier intervals are
    found on structured control flow (`scf`); a region of several blocks
    counts as one interval. A kernel with no access left to check is
    unchanged but for its summary: each kernel with workgroup accesses
    gets `dbg.race_checks = {checked = N, elided = N, unchecked = N}`.

    Checked: `memref.load`, `memref.store`, `vector.load`, `vector.store`
    on workgroup memory in kernels (a vector access: each element it
    covers). Not checked, with a warning per kernel: accesses of dynamic
    shared memory (`gpu.dynamic_shared_memory`, whose size is known only at
    the launch), kernels that call a function with a barrier, and buffers
    whose shadow would take the kernel past `workgroup-limit` bytes of
    workgroup memory. Atomics (`memref.atomic_rmw`, ...), other memory ops
    and accesses inside called functions are not checked.

    With `memory=global` (or `all`), accesses of global memory (a kernel's
    memref arguments and the program's `memref.global`s, through any view)
    are checked for races between blocks of one dispatch: two blocks that
    access the same bytes, one writing, race whatever order they ran in,
    since nothing but atomics orders the blocks of a launch (the model of
    Triton's GSan; compute-sanitizer's racecheck sees shared memory only).
    The state is shared by every module and lives in device memory that
    libdbgrt allocates (Abi.def's GLOBAL_RACES): a slot of two words, the
    last write and the last read, per 4-byte-aligned address (4M slots,
    64 MiB; two addresses 16 MiB apart share a slot, and the later one
    evicts the earlier, so a race between them may go unseen), stamped with
    the dispatch's epoch, which libdbgrt advances before each launch. A
    write exchanges its word and then reads the read word; a read updates
    the read word (one compare-and-swap, only when it changes) and then
    reads the write word, with a sequentially consistent fence between
    (the state's atomics and the fence are of `sync-scope`), so that of two blocks accessing an element at
    once one sees the other. A report names the element (counted from the
    buffer's first element), both accesses' lines and the other block:

    ```
    error: write-after-write race on global memory in kernels::fill at
    fill.mlir:20:7: element 0 of kernel argument #0 (memref<64xf32>) was
    written by block (0,0,0) at memref.store at fill.mlir:20:7, with nothing
    ordering the two blocks, block (1,0,0) thread (0,0,0)
    ```

    Left out: accesses that cannot meet across blocks (the same indices,
    injective in the block and thread ids, `known_block_size` and
    `known_grid_size` giving the sizes, outside loops; distinct constant
    indices), reads of buffers the kernel never writes, and every access of
    a kernel whose `known_grid_size` is one block. Distinct memref
    arguments are taken to be distinct buffers or the same one, as
    `__restrict__` would say. A kernel that uses the result of an atomic on
    global memory (blocks may order themselves through it: a counter, a
    flag, a lock) is skipped with a warning. Races between threads of one
    block on global memory are not checked. Each kernel's summary gets
    `global_checked`, `global_elided` and `global_unchecked`.
  }];
  let dependentDialects = ["::mlir::dbg::DbgDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
  let options = [
    Option<"memory", "memory", "::mlir::dbg::RaceMemory",
           /*default=*/"::mlir::dbg::RaceMemory::Workgroup",
           "Which memory's races are checked",
           [{::mlir::dbg::CheckOptionClValues<::mlir::dbg::RaceMemory>()}]>,
    Option<"elide", "elide", "bool", /*default=*/"true",
           "Leave out the accesses that provably cannot race (false: check "
           "every workgroup access, to measure what the checks cost)">,
    Option<"shadowAddressSpace", "shadow-address-space", "unsigned",
           /*default=*/"3",
           "LLVM address space of workgroup memory, in which the shadow "
           "words are swapped (3: NVVM and ROCDL; 0: the host target)">,
    Option<"workgroupLimit", "workgroup-limit", "int64_t",
           /*default=*/"49152",
           "Most bytes of static workgroup memory a kernel may use with its "
           "shadows (CUDA's static limit)">,
    Option<"syncScope", "sync-scope", "std::string", /*default=*/"\"\"",
           "LLVM sync scope of the global race state's atomics and of the "
           "fence between a global access's update of its slot and its look "
           "at the other word (\"device\": NVVM, \"agent\": ROCDL; empty: "
           "the whole system, the host target)">,
  ];
  let statistics = [
    Statistic<"numChecked", "checked", "Workgroup accesses checked">,
    Statistic<"numElided", "elided",
              "Workgroup accesses that provably cannot race">,
    Statistic<"numUnchecked", "unchecked",
              "Workgroup accesses left unchecked (dynamic shared memory, "
              "unsupported ops, over the limit)">,
    Statistic<"numGlobalChecked", "global-checked",
              "Global accesses checked for races between blocks">,
    Statistic<"numGlobalElided", "global-elided",
              "Global accesses that provably cannot race between blocks">,
    Statistic<"numGlobalUnchecked", "global-unchecked",
              "Global accesses left unchecked (unknown buffers, kernels "
              "whose blocks synchronize through atomics)">,
  ];
}

def CheckDispatchRacesPass
    : Pass<"check-dispatch-races", "::mlir::ModuleOp"> {
  let summary = "Warn about GPU operations that access one memref with no "
                "async dependency or wait between them";
  let description = [{
    The compile-time half of `dispatch-races`: in each block of a host
    function, a `gpu.launch_func`, `gpu.memcpy` or `gpu.memset` that
    accesses the same memref as an earlier async one (the same value, up to
    `memref.cast`), one of the two writing (kernels: by the analysis of the
    kernel's body that dispatch sites record; `memref.atomic_rmw` and
    `memref.generic_atomic_rmw` updates do not race with each other), when
    nothing orders the two: the later one's async dependencies do not reach
    the earlier one's token, and no synchronous `gpu.wait` (or synchronous
    GPU op) between them waits for it. Such a pair runs concurrently on two
    streams:

    ```
    race.mlir:21:10: warning: write-after-write race between dispatches: operand #0 (memref<64xf32>) of this gpu.launch_func and an earlier gpu.launch_func write the same memref, with no async dependency or gpu.wait ordering them
    race.mlir:20:10: note: the earlier gpu.launch_func
    ```

    Two launches whose footprints (`trace-dispatches`), evaluated with the
    launches' constant sizes and operands, keep their elements apart do not
    race (`buf[0]` and `buf[1]`).

    Only what the token graph proves is reported: a token that comes from
    elsewhere (a block argument, an `async.execute`), a call, or an op with
    regions between the two may order them, and nothing is said. libdbgrt
    checks the same at run time, for every stream and event the program
    uses (`DBG_OPTIONS=dispatch-races`).
  }];
}

def RecordMemoryOpsPass : Pass<"record-memory-ops", "::mlir::ModuleOp"> {
  let summary = "Name each host memory op to libdbgrt, for allocation "
                "lifetimes";
  let description = [{
    Before each `gpu.alloc`, `gpu.dealloc`, `gpu.memcpy` and `gpu.memset`
    of a host function (outside `gpu.module`s), a `dbg.memory_op` marker
    with a `memory` site for the op: its name and location. libdbgrt's call
    for the op (`mgpuMemAlloc`, `mgpuMemFree`, `mgpuMemcpy`, ... on a GPU;
    the host target's own) takes the site, so that the reports of the
    run-time key `lifetimes` give the lines of the allocation, the free
    and the use (compute-sanitizer's memcheck gives addresses and host
    backtraces):

    ```
    [dbg] error: double free: gpu.dealloc at f.mlir:30:5 frees the 32-byte allocation of gpu.alloc at f.mlir:20:10, which gpu.dealloc at f.mlir:29:5 freed; this free is skipped
    ```

    The cost is one call with one constant argument per memory op.
  }];
  let dependentDialects = ["::mlir::dbg::DbgDialect"];
}

def RecordWaitSitesPass : Pass<"record-wait-sites", "::mlir::ModuleOp"> {
  let summary = "Record where each block waits, for the dispatch watchdog";
  let description = [{
    Hang localization. Before each op where the threads of a block wait for
    each other (`gpu.barrier`, `nvgpu.mbarrier.try_wait.parity`,
    `nvgpu.mbarrier.test.wait`, NVVM's `mbarrier.try_wait.parity`,
    `mbarrier.try_wait` and `mbarrier.test.wait`, and an `scf.while` whose
    condition reads memory atomically: a spin), the first lane of each
    warp stores the id of a `wait` site for that op in its block's slot of the
    gpu.module's device global `__dbg_wait_slots` (dbgrt/Abi.def: one slot
    of 8 words per block, the linear block id modulo 4096). An mbarrier's
    init stores the arrivals it expects, each arrive adds one to its count,
    so that a wait on it also says how many of a phase's arrivals came.

    When a dispatch runs past `dispatch-timeout` in sync mode, libdbgrt
    reads the slots while the kernel still runs and names, per group of
    blocks, the op and line where they wait:

    ```
    [dbg] error: timeout: still running after 5.0 s (dispatch-timeout=5) in dispatch @main:0 kernels::short_arrival [id=1] grid=(1,1,1) block=(64,1,1) at hang.mlir:40:5
    [dbg]   1 block(s) wait at nvgpu.mbarrier.try_wait.parity at hang.mlir:20:7, mbarrier slot 0: 63 of 64 expected arrival(s) in this phase; first block (0,0,0)
    ```

    An mbarrier's slot (modulo 6) is its 8-byte-object index for NVVM's
    ops, which take its address, and g * 16 + i for mbarrier i of the
    kernel's nvgpu group g (in the order of its `nvgpu.mbarrier.create`s).

    A `gpu.barrier` that every thread provably reaches as often (uniform
    `scf.for` bounds and `scf.if` conditions, no early return) cannot be
    where a block hangs by itself and is left alone. The cost is one store
    per warp and wait (two at an mbarrier wait), an atomic add per mbarrier
    arrival, and a slot row and lane test computed once per kernel; kernels
    without such ops are unchanged. A barrier that splits a warp hangs at
    the warp synchronization that ptxas puts before it, before the store.
  }];
  let dependentDialects = [
    "::mlir::dbg::DbgDialect", "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::LLVM::LLVMDialect"
  ];
}

def InsertNanChecksPass : Pass<"insert-nan-checks", "::mlir::ModuleOp"> {
  let summary = "Report NaN and Inf values in kernels where they are born";
  let description = [{
    The check of Inductor's `TORCHINDUCTOR_NAN_ASSERTS`, inside kernels and
    with the source line:

    - `granularity=store` (default): each float value a kernel stores
      (`memref.store`, `vector.store`, `vector.maskedstore`,
      `vector.transfer_write`, `memref.atomic_rmw`) is checked before the
      store: one compare and one branch per store. In a function with more
      than `max-branch-stores` checked stores, the checks of up to 32
      consecutive stores of a block share one test (one sum of their f32
      values, a NaN when one of them is not finite) and one branch instead,
      before the group's last store: between two stores of a group there
      are only ops without code of their own whose effects are reads and
      writes of memrefs (no barrier, call or print); the group's checks run
      in program order when one of its values is not finite, so the reports
      are the same, but a NaN of a group's first store is reported after
      its later stores ran.
      A stored constant infinity (the `-inf` that starts a max-reduction)
      is what the program means and is not checked; a constant NaN (what
      folding `0.0 / 0.0` leaves) is.
    - `granularity=op`: the result of every float-producing op of a kernel
      (arith, math and vector ops, and loads: a NaN read from memory is
      born there) is checked, and reported only at the op that produced it
      from finite operands, with those operands' values: a NaN born in
      `math.sqrt` of a negative and carried through later ops is reported at
      the `math.sqrt` line, not where it is stored. Loads are checked for
      NaN only: an infinity in memory is a value (a max-reduction's `-inf`
      start, an attention mask), and an Inf a kernel computes is reported
      where it is born. On the hot path a value is tested only where it
      can stop carrying a NaN or Inf: a result whose non-finite value
      always makes a later checked op of the same block non-finite (add,
      sub, mul, neg, abs, fma, sqrt, extf, truncf, the dividend of a
      division; any operand for a NaN) is checked behind that op's test,
      the group's checks run in program order only when it fails. An
      accumulator of an `scf.for` that writes nothing and has no barrier
      is tested once, after the loop; when it is not finite the loop runs
      again with its checks, which report the iteration's op where the
      value was born. With `check=inf` nothing is grouped (inf - inf is a
      NaN).
    - `granularity=dispatch`: after each `gpu.launch_func`, a scan
      (`dbg.scan_finite`) of every float memref its kernel writes (through
      views too, and through calls, conservatively), over the memref's span,
      on the device and in the dispatch's stream, by libdbgrt's scan kernel:
      for kernels whose stores are not instrumented or whose code dbg cannot
      see. Its result is read at the next synchronization. A memref the
      kernel only fills with a constant infinity (the `-inf` a `linalg.fill`
      writes to start a max-reduction or max pooling) is not scanned, as
      `store` does not check such stores.

    `granularity=none` inserts nothing (what `--debug=nan-check=none`
    means). `check` chooses what is reported: `nan`, `inf` or `both`
    (default);
    `granularity=dispatch` takes `both` only (its scan counts NaN and Inf
    together).

    `origins` (with `granularity=store`): each kernel `K` with a store check
    also gets its origin build, `K__nan_origin` in the same `gpu.module`: a
    copy of `K` made before its store checks, with the checks of
    `granularity=op` instead (each right after its op, not grouped: the
    build runs only after a store check failed), whose sites name `K`. When a store check of a
    dispatch fails, libdbgrt runs the origin build again on the dispatch's
    inputs and reports the op where the NaN or Inf was born, with its
    operands (the run-time key `nan-origin`; Abi.def's origin builds). A
    program pays for it only in code size and, for the dispatches of such
    kernels in sync mode, a device copy of each buffer the kernel both
    reads and writes. The op checks cover the kernel's own body: ops of
    the device functions it calls are not checked again.
  }];
  let dependentDialects = ["::mlir::dbg::DbgDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
  let options = [
    Option<"granularity", "granularity", "::mlir::dbg::NanCheckGranularity",
           /*default=*/"::mlir::dbg::NanCheckGranularity::Store",
           "Where values are checked: one of the granularities above",
           [{::mlir::dbg::CheckOptionClValues<::mlir::dbg::NanCheckGranularity>()}]>,
    Option<"check", "check", "::mlir::dbg::NanCheckValues",
           /*default=*/"::mlir::dbg::NanCheckValues::Both",
           "What is reported: nan, inf or both, as above",
           [{::mlir::dbg::CheckOptionClValues<::mlir::dbg::NanCheckValues>()}]>,
    Option<"origins", "origins", "bool", /*default=*/"false",
           "With granularity=store: an origin build of each kernel with a "
           "store check, which finds the op where a stored NaN or Inf was "
           "born">,
    Option<"maxBranchStores", "max-branch-stores", "unsigned",
           /*default=*/"::mlir::dbg::kMaxBranchChecks",
           "With granularity=store: the most checked stores a function gives "
           "a branch each; beyond, consecutive stores share one">,
  ];
  let statistics = [
    Statistic<"numStoreChecks", "store-checks", "Stores checked">,
    Statistic<"numStoreGroups", "store-groups",
              "Groups of stores whose checks share one branch "
              "(max-branch-stores)">,
  ];
}

def ConvertKernelAssertsPass
    : Pass<"convert-kernel-asserts", "::mlir::ModuleOp"> {
  let summary = "Report cf.assert in kernels through the device error record";
  let description = [{
    Each `cf.assert` inside a `gpu.module` becomes a `dbg.check` of an
    `assertion` site (what: "assertion `MESSAGE' failed", with the op's
    location), so a failed kernel assertion is reported like any dbg check
    (with its block and thread, and its count of failing threads) and the
    kernel then stops (`lower-dbg-checks` traps at assertion sites). The
    ROCm pipeline runs it: upstream's ROCDL lowering of `cf.assert` refers
    to a string global it never defines. CUDA keeps `__assertfail`.
  }];
  let dependentDialects = ["::mlir::dbg::DbgDialect"];
}

def InsertInputGuardsPass : Pass<"insert-input-guards", "::mlir::ModuleOp"> {
  let summary = "Check the memref arguments of entry functions on entry";
  let description = [{
    The guard of AOTInductor's `AOTI_RUNTIME_CHECK_INPUTS`: every public,
    defined host function (`func.func` outside `gpu.module`s) checks each of
    its ranked memref arguments on entry against the type it was compiled
    for, one `dbg.check` of a `guard` site per property:

    - the aligned pointer is not null;
    - it is a multiple of the element size (`memref.assume_alignment`
      aside);
    - each static size, each static stride and a static offset of the type
      (the caller's descriptor may hold anything);
    - with `device-memory`, a memref the function hands to a
      `gpu.launch_func` (directly or through views) is not plain host memory
      that the GPU cannot read (`dbg.memory_kind`).

    A `dbg.checkpoint` after them reports the failures and stops the
    program (exit status 1) before any dispatch reads a wrong input. The
    rank is the descriptor's type: a caller of another rank does not link
    against the same C signature. At run time `check-inputs=0` turns the
    guards off.
  }];
  let dependentDialects = [
    "::mlir::dbg::DbgDialect", "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect"
  ];
  let options = [
    Option<"deviceMemory", "device-memory", "bool", /*default=*/"true",
           "Check that memrefs passed to kernels are memory the GPU can read "
           "(off for the host target)">,
  ];
}

def SerializeKernelsPass : Pass<"serialize-kernels", "::mlir::ModuleOp"> {
  let summary = "gpu-module-to-binary, with the address arithmetic of "
                "check-guarded accesses above their guards";
  let description = [{
    Serializes every `gpu.module` as upstream's `gpu-module-to-binary` does
    (the same `format` and `toolkit`), with one step of dbg's on each
    kernel module's LLVM IR between LLVM's optimization and its back end:
    the address arithmetic of each access a check guards (a block reached
    only from a branch whose other side calls a `cold` function, the
    check's failure path) moves above the guard, where the rest of the
    kernel computes it. LLVM's InstCombine sinks it into the guarded block,
    where the back ends' StraightLineStrengthReduce (NVPTX, AMDGPU) cannot
    relate it to any other access's and compares it with all of them:
    10,000 accesses of one kernel spent 13.5 s there, 0.4 s with this step.
    The values the program computes are the same; only speculatable
    instructions move (`llvm::isSafeToSpeculativelyExecute`, no memory
    access). `dump-kernels` does the same and writes the kernels' files.
    MLIR 22's ROCDL serialization calls no LLVM IR callback, so on ROCm
    the step does not run (AMDGPU's back end has the same pass).

    Before serializing, each NVVM op that needs a chip (NVVM's
    `RequiresSMInterface`: wgmma needs sm_90a, clusters and TMA sm_90) is
    checked against its module's `#nvvm.target`: an op the chip lacks is an
    error at the op naming the chip it needs, where NVPTX's back end would
    abort the process ("Cannot select").
  }];
  let options = [
    Option<"format", "format", "std::string", /*default=*/"\"fatbin\"",
           "The kernels' binary format, as gpu-module-to-binary's: isa, bin, "
           "fatbin, offloading">,
    Option<"toolkit", "toolkit", "std::string", /*default=*/"",
           "CUDA toolkit root (ptxas, fatbinary) or ROCm path">,
  ];
}

def DumpKernelsPass : Pass<"dump-kernels", "::mlir::ModuleOp"> {
  let summary = "gpu-module-to-binary that also writes each kernel module's "
                "PTX, cubin and SASS";
  let description = [{
    Serializes every `gpu.module` as `serialize-kernels` does (the same
    `format` and `toolkit`), and writes what the pyptx runbook
    looks at first into `dir` (created when missing), one set of files per
    kernel module, named after it. NVVM: `MODULE.ptx`, the PTX the program
    runs (with `.loc` line info when the module has debug info, as
    `dbg-compile --dump-kernels` gives it), and, when the toolkit has
    `ptxas` and `cuobjdump`, `MODULE.cubin`, `MODULE.ptxas.txt` (`ptxas -v`:
    registers, shared and local memory, spills per kernel) and
    `MODULE.sass`. ROCDL: `MODULE.hsaco`, the code object the program
    embeds, and `MODULE.s`, its disassembly (`llvm-objdump`).
    `DIR/kernels.txt` lists each kernel as `module::kernel` with its file.
    A directory that cannot be written is an error; a failing tool is a
    warning.
  }];
  let options = [
    Option<"dir", "dir", "std::string", /*default=*/"",
           "Directory the kernel files go to">,
    Option<"format", "format", "std::string", /*default=*/"\"fatbin\"",
           "The kernels' binary format, as gpu-module-to-binary's: isa, bin, "
           "fatbin">,
    Option<"toolkit", "toolkit", "std::string", /*default=*/"",
           "CUDA toolkit root (ptxas, cuobjdump)">,
  ];
}

//===----------------------------------------------------------------------===//
// Preparation of GPU programs
//===----------------------------------------------------------------------===//

def ApplyTransformSchedulePass
    : Pass<"apply-transform-schedule", "::mlir::ModuleOp"> {
  let summary = "Apply the module's transform schedule, then erase it";
  let description = [{
    Upstream's GPU tests keep a transform-dialect schedule,
    `@__transform_main`, in the program (at top level or in a nested
    `transform.with_named_sequence` module) and run it with
    `-transform-interpreter -test-transform-dialect-erase-schedule`. This pass
    does both: it applies the schedule to the module, then erases it, so the
    rest of the pipeline sees only the payload. A module without a schedule
    is left as it is.
  }];
}

def ForkGPUAsyncChainsPass : Pass<"fork-gpu-async-chains"> {
  let summary = "Give each async GPU op that shares its dependency with "
                "another a stream of its own";
  let description = [{
    MLIR 22's `gpu-to-llvm` runs an async `gpu.launch_func`, `gpu.alloc`,
    `gpu.dealloc`, `gpu.memcpy` or `gpu.memset` on the stream of its async
    dependency, and its token is that stream. Two such ops that depend on
    one token, which the program leaves unordered, then run one after the
    other on one stream: the canonicalizer folds `%s = gpu.wait async [%t]`
    into `%t`, so a program that starts two chains from one token
    (`gpu.wait async [%t]` twice) ends up on one stream. The order the
    program meant is lost, and a race between the two chains can neither
    happen on the GPU nor be seen by libdbgrt's check of races between
    dispatches, which reads the order from streams and events.

    This pass, run right before `gpu-to-llvm` (after the last
    canonicalization), keeps the first user in block order of each such
    token on its stream and gives every other one a fresh
    `gpu.wait async [%t]`, which `gpu-to-llvm` lowers to a new stream that
    waits for an event recorded after `%t`'s op:

    ```mlir
    %a = gpu.launch_func async [%t] @kernels::@fill ...
    %b = gpu.launch_func async [%t] @kernels::@fill ...
    // becomes
    %a = gpu.launch_func async [%t] @kernels::@fill ...
    %f = gpu.wait async [%t]
    %b = gpu.launch_func async [%f] @kernels::@fill ...
    ```

    A `gpu.wait` (which makes a stream of its own) and a synchronous one do
    not continue a stream; a token a terminator passes on (`scf.yield`,
    `cf.br`) does. `dbg-instrument`'s pipelines run it for GPU targets
    when races between dispatches are checked (`dispatch-races`, part of
    `sensible`); the host target keeps each token apart already.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
  let statistics = [
    Statistic<"forkedOps", "forked-ops",
              "Async GPU ops given a stream of their own">,
  ];
}

def NormalizeGPUAsyncDependenciesPass
    : Pass<"normalize-gpu-async-dependencies", "::mlir::ModuleOp"> {
  let summary = "Make every gpu.alloc/dealloc/memcpy/memset lowerable by "
                "gpu-to-llvm";
  let description = [{
    MLIR 22's `gpu-to-llvm` lowers `gpu.alloc`, `gpu.dealloc`, `gpu.memcpy`
    and `gpu.memset` only in their async form (or, for `gpu.alloc`,
    `host_shared`), and only when they have exactly one async dependency,
    whose stream they run on; otherwise the op is left unlowered and LLVM
    translation later fails on a cast far from it. This pass

    - runs `gpu-async-region` on each host function that has a synchronous
      one, which makes them async on one stream in program order (this must
      happen before instrumentation: `gpu-async-region` takes the dispatch
      markers, host side effects, for synchronization points). A frontend's
      `dbg.reference` ops, which order nothing, are taken out while it runs
      and put back before their launches: otherwise a `diff` build would
      wait for every dispatch;
    - gives an async op without dependencies a fresh `gpu.wait async` (a new
      stream, as upstream creates for a synchronous op), and joins several
      dependencies with one `gpu.wait async [...]`, which is what they mean
      (async `gpu.launch_func`s too: `gpu-async-region` adds its token to
      the dependencies of those that had their own).
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

//===----------------------------------------------------------------------===//
// Fixes of upstream's lowering
//===----------------------------------------------------------------------===//

def ExternDynamicSharedMemoryPass
    : Pass<"extern-dynamic-shared-memory", "::mlir::gpu::GPUModuleOp"> {
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
    `CUDA_ERROR_MISALIGNED_ADDRESS`.

    Static workgroup globals of 1 KiB or more (tiles) get the same
    alignment: TMA's and wgmma's swizzles are functions of the shared
    address, a 128-byte-swizzled TMA destination must be 1024-byte aligned,
    and NVPTX otherwise places a tile wherever the smaller variables before
    it (an mbarrier) leave it (upstream's TMA load tests then fault with
    `CUDA_ERROR_MISALIGNED_ADDRESS`). The host target lays workgroup memory
    out the same way. Run it on GPU modules after `convert-gpu-to-nvvm`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def ConvertNVGPUToNVVMIfUsedPass
    : Pass<"convert-nvgpu-to-nvvm-if-used", "::mlir::ModuleOp"> {
  let summary = "Run convert-nvgpu-to-nvvm on modules that have NVGPU ops";
  let description = [{
    Runs upstream's `convert-nvgpu-to-nvvm` when the module holds an op of
    the NVGPU dialect, and leaves it alone otherwise. MLIR 22's pass
    converts the types of every `scf.for`, `scf.if` and `scf.while` of the
    module, NVGPU or not, and has no type for a WMMA fragment
    (`!gpu.mma_matrix`): a loop that carries one, as
    `-convert-vector-to-gpu` makes of a `vector.contract` in a K loop,
    fails with "failed to legalize operation 'scf.for'", although the pass
    has nothing to convert in it. A module with both NVGPU ops and such a
    loop still fails.

    With `host-uses-only`, the module is converted only when its host code
    holds an NVGPU op or value (a TMA descriptor made on the host and
    passed to a kernel): outlining a `gpu.launch` body that uses one would
    put an NVGPU type into the kernel's signature, which `gpu-to-llvm`
    cannot pass. dbg's CUDA pipeline runs it so before outlining, and the
    plain pass after the instrumentation: kernels whose NVGPU ops stay
    inside them keep them for the checks (`nvgpu.ldmatrix`,
    `nvgpu.device_async_copy`) and for the host build that `diff` compares
    with.

    A kernel that takes a TMA descriptor as an argument (an explicit
    `gpu.func`) gets the type the descriptor lowers to, `!llvm.ptr`, with a
    cast back for its ops, and its launches pass the descriptor's pointer:
    upstream converts no `gpu.func` signature, and such a kernel would fail
    to lower ("failed to legalize operation 'gpu.func'").

    With `skip-wmma-loops`, a module where an `scf` op carries a WMMA
    fragment is left alone too: dbg's NVVM lowering runs the pass so, then
    once more after `convert-scf-to-cf`, when no loop is left to fail on.
    A kernel that mixes nvgpu ops and a WMMA loop (`cp.async` staging for
    `gpu.subgroup_mma_compute`) then compiles, unless a loop also carries
    an nvgpu value (a pipelined copy's token), which the plain pass then
    leaves in a block argument.
  }];
  let options = [
    Option<"hostUsesOnly", "host-uses-only", "bool", /*default=*/"false",
           "Convert only when host code (outside gpu.launch bodies and "
           "gpu.module kernels) holds an NVGPU op or a value of an NVGPU "
           "type">,
    Option<"skipWmmaLoops", "skip-wmma-loops", "bool", /*default=*/"false",
           "Leave the module alone when an scf op carries a WMMA fragment "
           "(!gpu.mma_matrix), which upstream's pass fails on">,
  ];
}

def RunIfPresentPass : Pass<"run-if-present", "::mlir::ModuleOp"> {
  let summary = "Run a pipeline on modules that hold an op of given dialects";
  let description = [{
    Runs `pipeline` on the module when it holds an op of one of `dialects`,
    or a value, block argument or function signature of one of their
    types, and leaves the module alone otherwise. A lowering pass walks
    every op of the module whether or not it has anything to lower: with
    thousands of checks in a kernel, a dozen lowering passes of dialects
    the program does not use (`convert-math-to-funcs`, the async passes,
    `convert-vector-to-llvm`, `convert-linalg-to-loops`, ...) each took
    about as long as the conversion that does the work. One walk, which
    stops at the first op it finds, replaces them. dbg's pipelines wrap the
    passes that lower one dialect in it; `convert-nvgpu-to-nvvm-if-used`
    is the same idea with NVGPU's own conditions.

    Example: `run-if-present{dialects=math
    pipeline=builtin.module(convert-math-to-funcs,convert-math-to-llvm)}`.
    `ops` names single ops, for a pass that lowers a few ops of a dialect
    every program uses (`expand-strided-metadata`: views, not loads). A
    pipeline that does not parse, or neither `dialects` nor `ops`, is an
    error when the pass is created.
  }];
  let options = [
    ListOption<"dialects", "dialects", "std::string",
               "Dialect namespaces (math, vector, async, ...): the pipeline "
               "runs when the module holds an op or a type of one of them">,
    ListOption<"ops", "ops", "std::string",
               "Op names (memref.subview, ...): the pipeline also runs when "
               "the module holds one of them">,
    Option<"pipeline", "pipeline", "std::string", /*default=*/"",
           "The textual pipeline to run, anchored on builtin.module">,
  ];
}

def ExpandIntegerPowersPass : Pass<"expand-integer-powers"> {
  let summary = "Expand math.ipowi into multiplications, in place";
  let description = [{
    `math.ipowi` (an integer power: PyTorch's `x ** n` on integer tensors)
    has no NVVM or ROCDL lowering, and upstream's `convert-math-to-funcs`
    puts its helper functions in the top-level module, which kernels in a
    `gpu.module` cannot call. This pass expands each scalar `math.ipowi`
    where it is, with the semantics of `convert-math-to-funcs`' helper
    (what the host target runs): a constant exponent becomes a chain of
    multiplications (square and multiply); any other exponent a
    square-and-multiply `scf.while` loop; a negative exponent gives 1 for a
    base of 1, -1 or 1 for -1 (by the exponent's parity), and 0 otherwise,
    and 0 for a base of 0 (where that helper divides by zero, undefined
    behaviour on a GPU). Vectors are left alone. Run it on GPU modules before their conversion to NVVM or ROCDL.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::scf::SCFDialect"
  ];
}

def ExpandSubgroupOpsPass : Pass<"expand-subgroup-ops"> {
  let summary = "Lower the subgroup ops NVVM cannot: reductions, ids";
  let description = [{
    MLIR 22's `convert-gpu-to-nvvm` lowers a `gpu.subgroup_reduce` only
    when it is one `redux.sync` instruction (a `uniform`, unclustered
    reduction of an `i32`, on sm_80 and later) and refuses the others:
    floats, vectors, clusters, non-uniform reductions, any reduction below
    sm_80. This pass rewrites those others into `gpu.shuffle` butterflies
    of `subgroup-size` lanes with upstream's patterns (the ones the host
    target uses, so both run the same reduction order), and leaves the
    `redux.sync` ones alone when `redux` says the chip has it.
    `gpu.subgroup_id` and `gpu.num_subgroups`, which NVVM has no lowering
    for either, become the linear thread id and block size divided by
    `subgroup-size`. Run it on GPU modules before their conversion to
    NVVM.
  }];
  let options = [
    Option<"subgroupSize", "subgroup-size", "unsigned", /*default=*/"32",
           "Lanes of a subgroup">,
    Option<"redux", "redux", "bool", /*default=*/"true",
           "The chip has redux.sync (sm_80 and later): leave the reductions "
           "it computes to convert-gpu-to-nvvm">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::gpu::GPUDialect",
    "::mlir::vector::VectorDialect"
  ];
}

def ExpandMmaElementwisePass : Pass<"expand-mma-elementwise"> {
  let summary = "Rewrite the unary WMMA elementwise ops NVVM crashes on";
  let description = [{
    MLIR 22's `convert-gpu-to-nvvm` lowers `gpu.subgroup_mma_elementwise`
    element by element with two operands (`WmmaOpsToNvvm.cpp`), and
    crashes on a unary op: `negatef` (what `-convert-vector-to-gpu` makes
    of `arith.negf` on a WMMA matrix), `negates` and `extf`. This pass
    rewrites the two that have an exact binary form, by a constant matrix
    of the operand's type:

    - `negatef %x` becomes `mulf %x, -1`, which flips the sign of every
      value, zeros and infinities included;
    - `negates %x` becomes `subi 0, %x`, which wraps as negation does.

    `extf` changes the fragment's type, whose layout in registers the
    lowering does not define: it is an error at the op, instead of a crash
    in upstream's pass. Run it on GPU modules before `convert-gpu-to-nvvm`.
  }];
}

def SplatVectorConstantsPass : Pass<"splat-vector-constants"> {
  let summary = "Give vector llvm.mlir.constant ops a splat value";
  let description = [{
    MLIR 22's `convert-gpu-to-nvvm` lowers `gpu.subgroup_mma_elementwise`
    `maxf`/`minf` (what `-convert-vector-to-gpu` makes of `arith.maximumf`
    and `arith.minimumf` on a WMMA matrix) through `createMinMaxF` in
    `mlir/lib/Conversion/GPUToNVVM/WmmaOpsToNvvm.cpp`, which creates its NaN
    as `llvm.mlir.constant(0x7E00 : f16) : vector<2xf16>`: a scalar value
    for a vector constant. Translation to LLVM IR fails on it ("FloatAttr
    does not match expected type of the constant") and then crashes inside
    LLVM's IRBuilder, in `gpu-module-to-binary` (upstream's own
    `gpu-lower-to-nvvm-pipeline` crashes the same way).

    This pass replaces the scalar value of every `llvm.mlir.constant` of
    vector type by its splat, which is what the op means. Run it on GPU
    modules after `convert-gpu-to-nvvm`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def RecordKernelSourcesPass
    : Pass<"record-kernel-sources", "::mlir::ModuleOp"> {
  let summary = "Record each launched kernel as it is, for repros of its "
                "dispatches";
  let description = [{
    Gives each `gpu.launch_func` the attribute `dbg.kernel_source =
    {build = "...", module = "...", signature = "..."}`: the kernel's
    `gpu.module`, reduced to the kernel and the symbols it uses (device
    functions, globals), as the MLIR text of a module of its own (with
    `gpu.container_module`) printed with every op's location (each once,
    as an alias), and the kernel's operands,
    one line each (`dbgrt/Operands.h`'s KernelArg: `m RANK DTYPE TYPE` for a
    ranked memref of strided layout (not of index), `i BYTES TYPE` and `f BYTES TYPE` for a
    scalar, `x PARAMS TYPE` for what a repro cannot pass), with the option
    `build-flags`: the dbg-compile flags that build the repro as the program
    was built (the pipelines set them). Runs before the
    instrumentation passes, so the text is the program's own kernel;
    `trace-dispatches` moves it into the launch's dispatch site (`source`,
    `signature`), and the run-time key `repro` writes it into a standalone
    program that runs the dispatch again on its recorded inputs. Each kernel
    is printed once however many launches it has, and the string table of
    `convert-dbg-to-llvm` holds each text once.
  }];
  let options = [
    Option<"buildFlags", "build-flags", "std::string", /*default=*/"",
           "The dbg-compile flags that build a repro as the program was "
           "built, e.g. --target=cuda --debug=sensible">,
  ];
  let dependentDialects = ["::mlir::dbg::DbgDialect"];
}

def ExternalizeParametersPass
    : Pass<"externalize-parameters", "::mlir::ModuleOp"> {
  let summary = "Move a model's weights into a safetensors file";
  let description = [{
    Takes the large constants of function `entry` out of the program, as
    IREE's parameter export does (`.irpa`): each `arith.constant` of a
    ranked tensor whose data (`dense_resource`, as torch-mlir writes
    weights, or a non-splat `dense`) holds at least `min-bytes` bytes is
    written to the safetensors file `file` and becomes an argument of
    `entry`, appended after the others, whose `dbg.parameter` attribute
    names its tensor: the `dense_resource` key, else `constant_N` in the
    order of the constants. Constants of one value become one parameter.
    The arguments are not writable (`bufferization.writable = false`): a
    pass does not write over a weight. `entry` gets `dbg.parameter_file`,
    the file's path, and `add-npy-entry-point` makes a main that reads them
    from `--parameters=@FILE` (libdbgrt's dbgrtEntryParameter), once per
    run of the program. The executable no longer holds the weights; tensor
    tracing, `diff` and repros see them as the operands they are.

    The file is written whole or not at all (`dbg/Driver/Output.h`); its
    header's `__metadata__` names the producer. Errors on a missing `entry`,
    a missing `file`, a constant whose `dense_resource` data is not in the
    module (printed with its blobs elided), an element type safetensors
    does not hold, or a file that cannot be written.
  }];
  let options = [
    Option<"entry", "entry", "std::string", "\"forward\"",
           "The function whose constants become parameters">,
    Option<"file", "file", "std::string", "\"\"",
           "The safetensors file to write">,
    Option<"minBytes", "min-bytes", "int64_t", "256",
           "The smallest constant, in bytes, that becomes a parameter">,
  ];
  let dependentDialects = ["::mlir::dbg::DbgDialect"];
}

def AddNpyEntryPointPass : Pass<"add-npy-entry-point", "::mlir::ModuleOp"> {
  let summary = "Add a main that runs a function on .npy files";
  let description = [{
    Adds `main(argc, argv)`, which runs `entry` on the program's
    `--input=@x.npy` files and writes its results to the `--output=@y.npy`
    files (printing those without one) or compares them with the
    `--expect=@z.npy` files, through libdbgrt's dbgrtEntryArgs/Input/Output
    (`dbgrt/Abi.def`): each input is read into host memory and copied into a
    `gpu.alloc` buffer (an argument with `dbg.parameter` is read, once,
    from the safetensors file of `--parameters=@FILE` by
    dbgrtEntryParameter: `externalize-parameters`), each result copied back (`--repeat=N` runs the
    function N times first, after one untimed warm-up run when N > 1, and
    prints the mean time of a run); then every
    buffer is freed once, the results included (they belong to the caller,
    as upstream's buffer deallocation makes them); a result returned twice,
    or an argument returned as it is, is not freed twice. How
    `dbg-compile --npy-entry=FUNC`, linalg-frontend and the repros libdbgrt
    writes (run-time key `repro`) make programs that run on the user's own
    data, like `iree-run-module --input`. Errors on a missing entry
    function, a module that has a `main`, or an argument or result that is
    not a statically shaped memref of an element type .npy files hold.
  }];
  let options = [
    Option<"entry", "entry", "std::string", "\"forward\"",
           "The function to run">,
  ];
  let dependentDialects = [
    "::mlir::LLVM::LLVMDialect", "::mlir::cf::ControlFlowDialect",
    "::mlir::gpu::GPUDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect"
  ];
}

#endif // DBG_TRANSFORMS_PASSES_TD
