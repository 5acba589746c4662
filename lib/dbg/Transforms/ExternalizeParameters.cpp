//===- ExternalizeParameters.cpp - weights into a safetensors file --------===//
//
// Implements externalize-parameters: the large constants of the entry
// function become its arguments, their data written to a safetensors file
// that the program reads at run time. In three phases: collect the
// constants and name them, write the file, then rewrite the function.
//
//===----------------------------------------------------------------------===//

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Driver/Output.h"
#include "dbg/Transforms/Passes.h"
#include "dbgrt/Operands.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_EXTERNALIZEPARAMETERSPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

/// One parameter: the constants of one value, and the bytes of its data.
struct Parameter {
  std::string name;
  RankedTensorType type;
  dbgrt::DType dtype;
  /// Little-endian, dense C order, as safetensors stores it: the
  /// attribute's own bytes (the context keeps them), or `expanded`'s.
  ArrayRef<char> data;
  std::vector<char> expanded;
  SmallVector<arith::ConstantOp> constants;
};

/// Points `parameter.data` at the data of `value` as safetensors stores
/// it, without a copy where the attribute holds it so (a model's weights
/// are most of the compiler's memory); failure with `why`.
LogicalResult setData(ElementsAttr value, Parameter &parameter,
                      std::string &why) {
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(value)) {
    AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    if (!blob) {
      why = "its dense_resource data is not in the module (printed with "
            "its blobs elided?)";
      return failure();
    }
    parameter.data = blob->getData();
    return success();
  }
  auto dense = cast<DenseElementsAttr>(value);
  // i1 is packed in bits in the attribute; safetensors' BOOL takes a byte.
  if (dense.getElementType().isInteger(1)) {
    for (bool bit : dense.getValues<bool>())
      parameter.expanded.push_back(bit ? 1 : 0);
    parameter.data = parameter.expanded;
    return success();
  }
  parameter.data = dense.getRawData();
  return success();
}

/// The name of the parameter `value` holds: its dense_resource key, else
/// "constant_N".
std::string nameOf(ElementsAttr value, unsigned &unnamed) {
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(value))
    return resource.getRawHandle().getKey().str();
  return "constant_" + std::to_string(unnamed++);
}

struct ExternalizeParametersPass
    : impl::ExternalizeParametersPassBase<ExternalizeParametersPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto func = module.lookupSymbol<func::FuncOp>(entry);
    if (!func || func.isExternal()) {
      module.emitError("externalize-parameters: no function @")
          << entry << " (pass entry=NAME)";
      return signalPassFailure();
    }
    if (file.empty()) {
      module.emitError("externalize-parameters: no file to write the "
                       "parameters to (pass file=PATH)");
      return signalPassFailure();
    }
    SmallVector<Parameter> parameters;
    if (failed(collect(func, parameters)) ||
        failed(writeFile(func, parameters)))
      return signalPassFailure();
    rewrite(func, parameters);
  }

  /// Phase 1: the constants of `func` that become parameters, one per
  /// value, in the order they appear.
  LogicalResult collect(func::FuncOp func,
                        SmallVectorImpl<Parameter> &parameters) {
    llvm::DenseMap<Attribute, size_t> byValue;
    unsigned unnamed = 0;
    WalkResult result = func.walk([&](arith::ConstantOp constant) {
      auto type = dyn_cast<RankedTensorType>(constant.getType());
      auto value = dyn_cast<ElementsAttr>(constant.getValue());
      if (!type || !value || value.isSplat())
        return WalkResult::advance();
      if (auto it = byValue.find(value); it != byValue.end()) {
        parameters[it->second].constants.push_back(constant);
        return WalkResult::advance();
      }
      std::string spelling, why;
      llvm::raw_string_ostream(spelling) << type.getElementType();
      Parameter parameter;
      if (!dbgrt::parseDType(spelling, parameter.dtype)) {
        constant.emitError("externalize-parameters: a constant of ")
            << type.getElementType() << ", which a safetensors file does "
            << "not hold as dbg reads it";
        return WalkResult::interrupt();
      }
      int64_t bytes = type.getNumElements() *
                      static_cast<int64_t>(dbgrt::byteSize(parameter.dtype));
      if (bytes < minBytes)
        return WalkResult::advance();
      if (failed(setData(value, parameter, why))) {
        constant.emitError("externalize-parameters: ") << why;
        return WalkResult::interrupt();
      }
      parameter.name = nameOf(value, unnamed);
      parameter.type = type;
      parameter.constants.push_back(constant);
      byValue[value] = parameters.size();
      parameters.push_back(std::move(parameter));
      return WalkResult::advance();
    });
    return failure(result.wasInterrupted());
  }

  /// Phase 2: the safetensors file: the header's size (8 bytes, little
  /// endian), the JSON header padded with spaces to 8 bytes, the data.
  LogicalResult writeFile(func::FuncOp func, ArrayRef<Parameter> parameters) {
    llvm::json::Object header;
    header["__metadata__"] =
        llvm::json::Object{{"producer", "dbg externalize-parameters"}};
    uint64_t offset = 0;
    for (const Parameter &parameter : parameters) {
      uint64_t end = offset + parameter.data.size();
      header[parameter.name] = llvm::json::Object{
          {"dtype", dbgrt::traits(parameter.dtype).safetensorsDType},
          {"shape", llvm::json::Array(parameter.type.getShape())},
          {"data_offsets", llvm::json::Array{offset, end}}};
      offset = end;
    }
    std::string text =
        llvm::formatv("{0}", llvm::json::Value(std::move(header)));
    text.append((8 - text.size() % 8) % 8, ' ');
    std::string error;
    auto print = [&](llvm::raw_ostream &os) {
      uint64_t size = text.size();
      for (int i = 0; i < 8; ++i)
        os << static_cast<char>(size >> (8 * i) & 0xff);
      os << text;
      for (const Parameter &parameter : parameters)
        os.write(parameter.data.data(), parameter.data.size());
    };
    if (failed(writeOutputFile(file, print, error)))
      return func.emitError("externalize-parameters: ") << error;
    return success();
  }

  /// Phase 3: each parameter an argument of `func`, named, not writable;
  /// its constants gone.
  void rewrite(func::FuncOp func, MutableArrayRef<Parameter> parameters) {
    Builder b(func.getContext());
    for (Parameter &parameter : parameters) {
      unsigned index = func.getNumArguments();
      NamedAttribute attrs[] = {
          b.getNamedAttr(DbgDialect::getParameterAttrName(),
                         b.getStringAttr(parameter.name)),
          b.getNamedAttr(bufferization::BufferizationDialect::kWritableAttrName,
                         b.getBoolAttr(false))};
      if (failed(func.insertArgument(index, parameter.type,
                                     b.getDictionaryAttr(attrs),
                                     parameter.constants.front().getLoc())))
        llvm_unreachable("a function of a body takes one more argument");
      for (arith::ConstantOp constant : parameter.constants) {
        constant.replaceAllUsesWith(func.getArgument(index));
        constant.erase();
      }
    }
    if (!parameters.empty())
      func->setAttr(DbgDialect::getParameterFileAttrName(),
                    b.getStringAttr(file));
  }
};

} // namespace
} // namespace mlir::dbg
