//===- TMTensor.td - torch-mlir's TMTensor ops, as the frontend reads them ===//
//
// torch-mlir's linalg-on-tensors output uses the TMTensor dialect for what
// linalg cannot say: a cumulative sum (`tm_tensor.scan`), a scatter with
// combining (`index_put`, `index_add`: `tm_tensor.scatter`), a sort
// (`sort`, `topk`: `tm_tensor.sort`), and `topk` and `attention`. The
// frontend defines the ops with torch-mlir's textual syntax so that its
// exports parse, bufferizes them as destination-style ops, and forms a
// dispatch of each (FormDispatches). The semantics are torch-mlir's
// (TMTensorOps.td in torch-mlir).
//
//===----------------------------------------------------------------------===//

#ifndef LINALG_FRONTEND_TMTENSOR
#define LINALG_FRONTEND_TMTENSOR

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"

def TMTensor_Dialect : Dialect {
  let name = "tm_tensor";
  let cppNamespace = "::mlir::linalg_frontend::tm_tensor";
  let summary = "torch-mlir's TMTensor ops, read by linalg-frontend";
}

class TMTensor_Op<string mnemonic, list<Trait> traits = []>
    : Op<TMTensor_Dialect, mnemonic, !listconcat(traits, [
        AttrSizedOperandSegments, DestinationStyleOpInterface,
        DeclareOpInterfaceMethods<MemoryEffectsOpInterface>])> {
  code dpsDeclaration = [{
    MutableOperandRange getDpsInitsMutable() { return getOutputsMutable(); }
  }];
  let extraClassDeclaration = dpsDeclaration;
  let hasVerifier = 1;
}

def TMTensor_ScanOp : TMTensor_Op<"scan",
    [SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "inclusive or exclusive scan along a dimension";
  let description = [{
    `ins(%input)` `outs(%output, %accumulator)`. Inclusive:
    output[0] = input[0], output[i] = f(output[i-1], input[i]); exclusive:
    output[0] = accumulator, output[i] = f(output[i-1], input[i-1]), with f
    the region (previous, next). The accumulator (input's shape without the
    dimension) ends with the last value computed.
  }];
  let arguments = (ins Variadic<AnyShaped>:$inputs,
                       Variadic<AnyShaped>:$outputs,
                       I64Attr:$dimension, BoolAttr:$inclusive);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    `dimension` `(` $dimension `)` `inclusive` `(` $inclusive `)` attr-dict
    `ins` `(` $inputs `:` type($inputs) `)`
    `outs` `(` $outputs `:` type($outputs) `)`
    $region (`->` type($results)^)?
  }];
}

def TMTensor_ScatterOp : TMTensor_Op<"scatter",
    [SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "combines updates into slices of the original at indices";
  let description = [{
    `ins(%updates, %indices)` `outs(%original)`: for each update b (dim 0 of
    updates and indices), the slice of `original` at `indices[b]` (on the
    dimensions `dimension_map` names; the update's other dims are the last
    dims of `original`) becomes f(update, original), f being the region.
  }];
  let arguments = (ins Variadic<AnyShaped>:$inputs,
                       Variadic<AnyShaped>:$outputs,
                       DenseI64ArrayAttr:$dimension_map,
                       DefaultValuedAttr<BoolAttr, "true">:$unique_indices);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    attr-dict `unique_indices` `(` $unique_indices `)`
    (`ins` `(` $inputs^ `:` type($inputs) `)`)?
    `outs` `(` $outputs `:` type($outputs) `)`
    $region (`->` type($results)^)?
  }];
}

def TMTensor_SortOp : TMTensor_Op<"sort",
    [SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "sorts its outputs in place along a dimension";
  let description = [{
    `outs(%values, ...)` sorted together along `dimension` so that every
    pair of neighbours (a, b) has region(a0, b0, a1, b1, ...) true.
  }];
  let arguments = (ins Variadic<AnyType>:$inputs,
                       Variadic<AnyShaped>:$outputs, I64Attr:$dimension);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    attr-dict `dimension` `(` $dimension `)`
    (`ins` `(` $inputs^ `:` type($inputs) `)`)?
    `outs` `(` $outputs `:` type($outputs) `)`
    $region (`->` type($results)^)?
  }];
}

def TMTensor_TopkOp : TMTensor_Op<"topk",
    [SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "the k first values along a dimension (not run: refused)";
  let arguments = (ins Variadic<AnyShaped>:$inputs,
                       Variadic<AnyShaped>:$outputs, I64Attr:$dimension);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    attr-dict `dimension` `(` $dimension `)`
    `ins` `(` $inputs `:` type($inputs) `)`
    `outs` `(` $outputs `:` type($outputs) `)`
    $region (`->` type($results)^)?
  }];
}

def TMTensor_AttentionOp : TMTensor_Op<"attention"> {
  let summary = "softmax(Q K^T) V (not run: refused)";
  let arguments = (ins Variadic<AnyShaped>:$inputs,
                       Variadic<AnyShaped>:$outputs);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let assemblyFormat = [{
    attr-dict `ins` `(` $inputs `:` type($inputs) `)`
    `outs` `(` $outputs `:` type($outputs) `)` (`->` type($results)^)?
  }];
}

def TMTensor_YieldOp : Op<TMTensor_Dialect, "yield",
    [Pure, ReturnLike, Terminator]> {
  let summary = "the value of a tm_tensor op's region";
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ /* nothing to yield */ }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

#endif // LINALG_FRONTEND_TMTENSOR
