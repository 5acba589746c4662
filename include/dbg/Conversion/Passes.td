//===- Passes.td - dbg conversion passes -------------------*- tablegen -*-===//

#ifndef DBG_CONVERSION_PASSES_TD
#define DBG_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertDbgToLLVMPass : Pass<"convert-dbg-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Lower host-side dbg ops to calls into libdbgrt";
  let description = [{
    Lowers the host side of the dbg dialect to the LLVM dialect:

    - the module's `dbg.site` ops become its site table: one
      `DbgrtSiteRecord` per site (int64 words, one per field of
      `runtime/include/dbgrt/Abi.def`, strings as offsets) in one dense
      constant, `__dbg_site_table`, and every string once in another,
      `__dbg_site_strings`. A global constructor registers both with
      `dbgrtRegisterSites`, together with the module's
      `dbg.default_options`. Two flat constants, whatever the number of
      sites, keep the LLVM translation and back end linear in them;
    - `dbg.dispatch` becomes one call `dbgrtDispatch(id)`, the id of its
      site: one constant argument, no branch, no stack slot and no address,
      so that instrumenting thousands of dispatches costs little compile
      time. Markers may sit anywhere, structured control flow included, and
      the pass is linear in their number;
    - the host builds of kernels that `embed-host-kernels` left nested
      (modules marked `dbg.host_build`) move into the module first: a
      private symbol whose name the program's lowering took since is
      renamed with its uses, and a declaration the module has too
      (libdbgrt's, the C library's) is the module's;
    - a host launch (`dbgrtHostLaunch` or `dbgrtHostLaunchAsync`, from
      `convert-gpu-to-host`) that nothing but the stores of its frame
      separates from its marker takes the site id instead, and the marker
      calls nothing: an instrumented host dispatch is one call, as a plain
      one.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def LowerDbgChecksPass : Pass<"lower-dbg-checks", "::mlir::ModuleOp"> {
  let summary = "Lower dbg.check and dbg.check_finite to the device error "
                "record";
  let description = [{
    Gives every `gpu.module` with checks (and the module itself, when host
    functions have checks) a device error record, as
    `runtime/include/dbgrt/Abi.def` lays it out: `__dbg_error_record`
    (zero-initialized; libdbgrt fills it), `__dbg_site_ids` (the ids of its
    check sites) and the cold functions a failing check calls. Each check becomes the compare of its failure, one `scf.if` on
    it, and on the cold path one call of `__dbg_check_failed_<n>` (one
    function per number n of payload values) with the site's word (index
    << 8 | kind << 1 | may-trap) and the payload; the function counts the
    failure with one atomic, writes the site's first report with the block
    and thread ids and, under `check-trap`, traps. On a GPU it reads the
    ids itself; on the host every function with checks stores them once at
    its entry in a stack slot whose address the calls pass. No value is
    live across the checks of a kernel but that address, which keeps LLVM
    linear in them. Nothing else depends on the target: the same code runs
    on NVVM, ROCDL and the host.

    The cold region of each `scf.if` marked `dbg.cold_path` (the cold paths
    `insert-nan-checks` builds: telling a carried infinity from a new one, a
    group's checks, a loop run again with its checks; the else region of an
    access guarded by `insert-bounds-checks`, but for the zeros it yields)
    moves into a private function, `__dbg_cold_path`, called in its place:
    the values it uses from outside are its arguments, the sites' words
    among them, and regions of the same code share one function. 10,000 checked stores of one kernel then hold
    10,000 calls of one function, not 10,000 copies of its code. Like the
    cold functions it is never inlined.

    The cold functions are internal, or weak_odr without
    `internal-cold-functions`: the NVVM pipeline's choice, since NVPTX's
    call lowering asks of an internal callee, at each call, whether its
    address is taken (a walk of all its calls: quadratic in the checks of a
    kernel). ROCDL keeps them internal: AMDGPU's attributor infers which
    implicit arguments (dispatch pointer, queue pointer, ...) a callee reads
    only from an exact definition, and otherwise passes all of them at
    every call.

    Records of code that runs on the host (host functions; with
    `host-kernels`, the kernels too, for `convert-gpu-to-host`) register
    with libdbgrt (`dbgrtRegisterErrorRecord`) at their first failure; CUDA
    modules are found by libdbgrt when it loads them.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::vector::VectorDialect"];
  let options = [
    Option<"hostKernels", "host-kernels", "bool", /*default=*/"false",
           "The kernels will run on the host (the host target)">,
    Option<"internalColdFunctions", "internal-cold-functions", "bool",
           /*default=*/"true",
           "Give the cold functions internal linkage (else weak_odr)">,
  ];
}

def ConvertGPUToHostPass : Pass<"convert-gpu-to-host", "::mlir::ModuleOp"> {
  let summary = "Run GPU kernels on the CPU: kernels become host functions";
  let description = [{
    The `host` target: lets the same GPU programs, with the same
    instrumentation and the same libdbgrt reports, run on a machine without
    a GPU.

    - Every kernel and device function (`gpu.func`, and `func.func` inside a
      `gpu.module`) becomes a private host `func.func`
      `__dbg_host_<module>_<name>` whose first arguments are its thread's
      context: twelve `index` values (block ids, thread ids, grid sizes and
      block sizes, x, y, z each) and the block's workgroup memory, a
      `memref<?xi8>`; calls inside the module pass them on.
      `gpu.thread_id`, `gpu.block_id`, `gpu.block_dim`, `gpu.grid_dim`,
      `gpu.global_id`, `gpu.lane_id`, `gpu.subgroup_id`,
      `gpu.subgroup_size` and `gpu.num_subgroups` read them;
      `gpu.printf` calls the C library's `printf`; a failing `cf.assert`
      reports the thread in CUDA's format (`file:line: function: block:
      [x,y,z], thread: [x,y,z] Assertion `msg` failed.`) and ends that
      thread.
    - Workgroup memory (workgroup attributions, `memref.global`,
      `memref.alloc` and `memref.alloca` in address space
      `#gpu.address_space<workgroup>` or 3, `gpu.dynamic_shared_memory`)
      becomes views at fixed offsets of one buffer per block; private
      attributions become `memref.alloca`. Memory spaces are dropped.
    - `gpu.barrier` calls `dbgrtHostBarrier` and `gpu.shuffle` calls
      `dbgrtHostShuffle` (libdbgrt runs the threads of such a block as
      fibers); `gpu.all_reduce` and `gpu.subgroup_reduce` first become
      shuffles, barriers and workgroup memory through upstream's patterns,
      as on NVVM, with `subgroup-size` lanes.
    - Matrix fragments: a `!gpu.mma_matrix` is the whole tile in every lane
      (a vector; WMMA's per-lane layout is opaque, so the results are the
      ones upstream's NVVM lowering gives), `gpu.subgroup_mma_store_matrix`
      first waits for the subgroup; `nvgpu.mma.sync` calls
      `dbgrtHostMmaSync`, which gathers the 32 lanes' fragments in PTX's
      layouts; `nvgpu.ldmatrix` shuffles the row indices its lanes supply;
      `nvgpu.device_async_copy` copies at once and its groups and waits go.
    - Hopper: nvgpu's mbarriers (with transaction bytes) and TMA
      descriptors, loads and stores call libdbgrt (`dbgrtHostMbarrier*`,
      `dbgrtHostTma*`), which suspends a waiting thread until its phase
      completes and reports a deadlock; thread-block cluster ids come from
      the launch. wgmma (`nvgpu.warpgroup.*`, NVVM's `wgmma.*`) keeps the
      64-bit descriptors a GPU gets and calls `dbgrtHostWgmma`, which runs
      each once its warpgroup's 128 threads reach it and checks the shared
      memory its descriptors address. Workgroup memory is laid out as a
      GPU's: tiles of 1 KiB or more and dynamic shared memory 1024-byte
      aligned (the swizzles are functions of the shared address).
    - Every kernel gets an entry function `__dbg_host_entry_<module>_<name>`
      that libdbgrt calls, and a record (its entry, name, flags, subgroup
      size, static workgroup bytes and the layout of its argument frame);
      every `gpu.launch_func` becomes the kernel's arguments stored in the
      function's frame slot for that kernel and one `dbgrtHostLaunch` (or
      `dbgrtHostLaunchAsync`) of the record: straight-line code, linear in
      the launches of a function. libdbgrt's host backend, which runs the
      blocks on CPU threads, keeps
      the same dispatch records, sync-mode checks and reports as the CUDA
      backend, and attributes a crash inside a kernel (SIGSEGV, SIGBUS,
      SIGFPE) to its dispatch.
    - `gpu.alloc` (also `host_shared`) becomes `memref.alloc`, `gpu.dealloc`
      `memref.dealloc`, `gpu.memcpy` `memref.copy`, `gpu.memset`
      `linalg.fill`; `gpu.wait`, `gpu.host_register`,
      `gpu.host_unregister` and `gpu.set_default_device` disappear. GPU work
      runs synchronously, so async tokens carry no ordering and are dropped.

    Ops that exist only on a GPU get one error naming the op and its
    location: TMA multicast, b1 wgmma and other NVVM, ROCDL, NVGPU or
    AMDGPU ops, integer WMMA fragments and
    `gpu.subgroup_mma_extract/insert_thread_local` (NVVM leaves the per-lane
    layout undefined); so do workgroup objects without a static shape and
    the identity layout.
  }];
  let options = [
    Option<"subgroupSize", "subgroup-size", "unsigned", /*default=*/"32",
           "Lanes of a subgroup (32 as on NVIDIA GPUs, 64 for wave64 AMD "
           "GPUs)">,
  ];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::ub::UBDialect",
                           "::mlir::vector::VectorDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def EmbedHostKernelsPass : Pass<"embed-host-kernels", "::mlir::ModuleOp"> {
  let summary = "Embed a host build of launched kernels, which diff "
                "compares their dispatches with";
  let description = [{
    The reference of the run-time key `diff` for bugs below the frontend
    (`diff-against=host`): the same instrumented kernel, lowered for the
    CPU by the host target's lowering, next to the GPU kernel in one
    program. IREE's debugging playbook diffs a dispatch "against the CPU";
    here the CPU version is the kernel itself, not a second compilation of
    the model, so that what differs is below the kernel: a race or a
    missing barrier, a read of workgroup memory nothing wrote (the host
    build's workgroup memory starts as NaN bytes), a warp-level assumption,
    the NVVM or ROCDL lowering, the PTX or AMDGPU back ends.

    For each `gpu.launch_func` that a `dbg.dispatch` marks, and whose site
    has no frontend reference (or every one with `all`), the kernel's
    `gpu.module` is copied (without its other kernels, its origin builds
    and its `gpu.printf` ops: the GPU's run prints) into a module nested
    in this one with the check sites it uses. That module goes through the
    host target's pipeline to the LLVM dialect, one kernel at a time (a
    kernel the host target cannot run, a TMA or wgmma kernel say, gets a
    warning at its launch and no host build; the program still builds):
    `lower-dbg-checks{host-kernels}`, bf16 emulation, `convert-gpu-to-host`
    with `subgroup-size` lanes, and the lowering of its code. The lowered
    module stays nested, marked `dbg.host_build`, while the program is
    lowered (the program's lowering makes functions by name, such as
    `__mlir_math_fpowi_f32_i64` or a `erff` declaration, that the build
    has made too), and the dispatch site gets `host @record`, the host
    kernel's record, renamed where the name is taken.
    `convert-dbg-to-llvm` moves the build's functions and globals into the
    program (private symbols renamed where they clash, declarations
    shared) and registers the record with libdbgrt
    (`dbgrtRegisterHostKernel`). Runs after the instrumentation and before
    the target's own lowering; the GPU kernels and launches are left as
    they are. A site needs the kernel's signature (`record-kernel-sources`)
    to be given its host build.
  }];
  let options = [
    Option<"all", "all", "bool", /*default=*/"false",
           "Embed a host build of every launched kernel, also of those whose "
           "dispatch has a frontend reference">,
    Option<"subgroupSize", "subgroup-size", "unsigned", /*default=*/"32",
           "Lanes of a subgroup (32 as on NVIDIA GPUs, 64 for wave64 AMD "
           "GPUs)">,
  ];
}

def ConvertSCFToCFLinearPass
    : Pass<"convert-scf-to-cf-linear", "::mlir::ModuleOp"> {
  let summary = "Lower SCF to ControlFlow in time linear in the scf.if ops "
                "of a block";
  let description = [{
    Does what upstream's `convert-scf-to-cf` does, and scales to kernels
    with tens of thousands of `scf.if` ops in one block: the failure path of
    every device-side check and the guard of every checked access is one.
    Upstream's dialect conversion splits the block at each `scf.if` in
    program order and records every operation it moves, so that it can roll
    the rewrite back: time and memory quadratic in the ops of the block (a
    kernel with 2,000 bounds-checked accesses took 22 s and 4.7 GB there).

    Here upstream's patterns lower every other SCF op (loops, `scf.while`,
    `scf.parallel`, `scf.forall`, `scf.index_switch`,
    `scf.execute_region`), with `scf.if` left as it is; then each `scf.if`
    becomes a `cf.cond_br` to its inlined regions, the blocks of a region
    last first, so that each operation moves to a new block at most once
    per `scf.if` around it. The result is the CFG upstream builds, except
    that an `scf.if` with results yields them as arguments of its
    continuation block directly rather than through an extra block.
  }];
  let dependentDialects = ["::mlir::cf::ControlFlowDialect",
                           "::mlir::arith::ArithDialect"];
}

#endif // DBG_CONVERSION_PASSES_TD
