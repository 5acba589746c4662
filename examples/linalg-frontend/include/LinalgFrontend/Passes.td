//===- Passes.td - linalg-frontend's passes -----------------*- tablegen -*-===//

#ifndef LINALG_FRONTEND_PASSES
#define LINALG_FRONTEND_PASSES

include "mlir/Pass/PassBase.td"

def DecomposeAggregateOps : Pass<"decompose-aggregate-ops"> {
  let summary = "Decompose linalg ops made of several (linalg.softmax)";
  let description = [{
    Each op that implements upstream's `AggregatedOpInterface`
    (`linalg.softmax`: a max reduction, a subtraction and exponential, a sum
    reduction and a division) is replaced by the linalg ops it is made of,
    as upstream's `transform.structured.decompose_interface` does, so that
    each becomes a dispatch of its own. Runs on tensors, before
    bufferization. The NaN that upstream's decomposition fills a
    `maxnumf` (`minnumf`) reduction's accumulator with (that op's identity)
    becomes `-inf` (`+inf`), as torch-mlir writes it: the same result for
    every input that holds a number, and no stored NaN for dbg's checks to
    report.
  }];
  let dependentDialects = [
    "mlir::arith::ArithDialect", "mlir::linalg::LinalgDialect",
    "mlir::math::MathDialect", "mlir::tensor::TensorDialect"
  ];
}

def FuseElementwise : Pass<"fuse-elementwise"> {
  let summary = "Fuse elementwise linalg ops into the consumers that read "
                "each of their elements once";
  let description = [{
    Upstream's elementwise fusion of linalg ops on tensors (the patterns of
    `linalg-fuse-elementwise-ops`, with reshapes folded by expansion), with
    a cost rule: a producer is fused into its only consumer when the
    consumer reads each element of it once (the operand's indexing map is a
    permutation of the consumer's loops). A consumer that reads an element
    several times (a matmul reads each element of its left operand once per
    column) would compute the producer again each time: fusing GELU into
    the matmul that consumes it computes erf 64 times per element. Such a
    producer stays a dispatch of its own.

    With `selects-only`, a producer is fused (by the same rule) only into a
    consumer that may discard its values: one where they reach a value
    operand of an `arith.select` whose condition does not come from them
    (`torch.where`, `masked_fill`; not ReLU's `select(x > 0, x, 0)`).
    Applied until nothing changes, this computes each chain of elementwise
    ops that ends in such a select in the select's dispatch, so that the
    values the select throws away never reach memory: T5's relative
    position buckets take `log(0)` in lanes that `torch.where` discards,
    which a dispatch of the `log` alone would store as `-inf` (and NaN
    checks report). linalg-frontend runs it by default.
  }];
  let options = [
    Option<"selectsOnly", "selects-only", "bool", /*default=*/"false",
           "Fuse only into consumers whose selects may discard the "
           "producer's values">,
  ];
  let dependentDialects = [
    "mlir::affine::AffineDialect", "mlir::linalg::LinalgDialect",
    "mlir::tensor::TensorDialect"
  ];
}

def SeparateEmptyInits : Pass<"separate-empty-inits"> {
  let summary = "Give each op whose init is a shared tensor.empty its own";
  let description = [{
    torch-mlir's export shares one `tensor.empty` among the inits of
    several ops of the same shape. One-shot bufferization then gives them
    one buffer, and an elementwise op writes its result over its input
    there (an elementwise access is no conflict): `%a = %a - %b` in place.
    This pass gives each destination-style op on tensors whose init is a
    `tensor.empty` used elsewhere too a `tensor.empty` of its own, right
    before it, so that its result gets a buffer of its own.

    linalg-frontend runs it, before bufferization, in builds with
    references (`--debug=diff`), on every target so that a report names
    the same buffers on each: on a GPU, diff compares a dispatch that
    writes a buffer it does not read with one fused kernel after the
    dispatch, and one that writes over its input with a twin before it and
    a comparison after it. It costs each such
    op's result a buffer of its own until its last use (freed then, as
    every intermediate). The kernels are the same; only the buffers they
    write differ from the build without `diff`.
  }];
  let dependentDialects = ["mlir::tensor::TensorDialect"];
}

def FormDispatches : Pass<"form-dispatches", "ModuleOp"> {
  let summary = "Make every linalg op on buffers a GPU dispatch";
  let description = [{
    Each linalg op on memrefs in a host function (after bufferization)
    becomes one `gpu.launch`: its parallel loops are flattened onto a 1-D
    grid of `block-size`-thread blocks (fewer, but at least 64, for a static
    iteration space smaller than a block), each thread running the
    reduction loops and the op's payload for its point, at the op's
    location. A `memref.copy` becomes a `linalg.copy` dispatch first. The
    launch is named like IREE's dispatches, after its function, position
    and op: `forward_dispatch_3_matmul_8x16x16` in the `gpu.module`
    `forward_dispatches` (the static loop ranges; `D` for a dynamic one).
    torch-mlir's `tm_tensor.scan`, `scatter` and `sort` on memrefs become
    dispatches too (one thread per index outside the scanned or sorted
    dimension; for a scatter, one per point of the update window, applying
    the updates in order); `tm_tensor.topk` and `attention` are errors at
    their op. A loop or linalg op left on the host afterwards is an error at
    its location: nothing runs on the host by accident.

    With `references`, each dispatch of a linalg op gets its reference
    (`dbg::attachReference`): the op, untiled, in a host function
    `<dispatch name>_reference`, which dbg's run-time key `diff` compares
    the dispatch with. With `device-references` (a GPU target), the
    reference also gets its device twin, the op compiled naively for the
    GPU, which `diff` runs and compares on the device.
  }];
  let options = [
    Option<"blockSize", "block-size", "unsigned", "256",
           "Threads per block (64 to 1024)">,
    Option<"references", "references", "bool", "false",
           "Attach to each dispatch of a linalg op its reference "
           "(dbg.reference; --debug=diff)">,
    Option<"deviceReferences", "device-references", "bool", "false",
           "With references: give each its device twin, which diff runs "
           "and compares on the GPU (a GPU target)">,
  ];
  let dependentDialects = [
    "mlir::affine::AffineDialect", "mlir::arith::ArithDialect",
    "mlir::gpu::GPUDialect", "mlir::linalg::LinalgDialect",
    "mlir::memref::MemRefDialect", "mlir::scf::SCFDialect",
    "mlir::dbg::DbgDialect"
  ];
}

def PlaceInDeviceMemory : Pass<"place-in-device-memory", "ModuleOp"> {
  let summary = "Put buffers, weights and intermediates in GPU memory";
  let description = [{
    In host functions that launch kernels: `memref.alloc` becomes
    `gpu.alloc` and `memref.dealloc` `gpu.dealloc`; a constant
    (`memref.get_global`: weights from `dense` or `dense_resource`) is
    copied into a `gpu.alloc` buffer with `gpu.memcpy` where it is used, and
    freed before the function returns unless it is returned. The function
    then takes and returns device buffers. A host op that reads or writes
    a buffer (`memref.load`, `memref.store`) is an error naming it.
  }];
  let dependentDialects = ["mlir::gpu::GPUDialect"];
}

#endif // LINALG_FRONTEND_PASSES
