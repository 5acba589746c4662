//===- InsertInputGuards.cpp - check entry functions' memref arguments ----===//
//
// Implements insert-input-guards: AOTInductor's AOTI_RUNTIME_CHECK_INPUTS as
// dbg.check ops of guard sites at the entry of every public host function,
// followed by a dbg.checkpoint that stops the program on a wrong input.
//
//===----------------------------------------------------------------------===//

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/Sites.h"
#include "dbg/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/CastInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_INSERTINPUTGUARDSPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

struct InsertInputGuardsPass
    : impl::InsertInputGuardsPassBase<InsertInputGuardsPass> {
  using Base::Base;
  void runOnOperation() override;
};

/// Builds the guards of one argument at the builder's insertion point.
class ArgumentGuards {
public:
  ArgumentGuards(SymbolTable &symbols, ModuleOp module, func::FuncOp function,
                 BlockArgument argument, OpBuilder &builder)
      : symbols(symbols), module(module), function(function),
        argument(argument), builder(builder), loc(argument.getLoc()) {
    llvm::raw_string_ostream os(typeText);
    os << argument.getType();
    // Reports say "<what> in @function at <location>".
    name = ("argument #" + Twine(argument.getArgNumber())).str();
  }

  void build(bool deviceMemory);

private:
  /// A guard site of this argument: `what` failed, `detail` says how.
  FlatSymbolRefAttr site(StringRef what, StringRef detail) {
    SiteOp op = createCheckSite(symbols, module, function, SiteKind::guard,
                                ("@" + function.getName()).str(), what, detail,
                                /*warn=*/false);
    // The site names the argument's own location when it has one.
    op->setLoc(loc);
    op.setLocation(renderLocation(loc, "func.func"));
    return FlatSymbolRefAttr::get(op.getSymNameAttr());
  }
  Value index(int64_t value) {
    return arith::ConstantIndexOp::create(builder, loc, value);
  }
  Value equal(Value a, Value b) {
    return arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, a, b);
  }
  /// Whether the function hands the memref to a kernel.
  bool reachesKernel() const;

  SymbolTable &symbols;
  ModuleOp module;
  func::FuncOp function;
  BlockArgument argument;
  OpBuilder &builder;
  Location loc;
  std::string typeText;
  std::string name;
};

} // namespace

bool ArgumentGuards::reachesKernel() const {
  SmallVector<Value> worklist = {argument};
  DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!seen.insert(value).second)
      continue;
    for (Operation *user : value.getUsers()) {
      if (isa<gpu::LaunchFuncOp>(user))
        return true;
      auto view = dyn_cast<ViewLikeOpInterface>(user);
      if ((view && view.getViewSource() == value) || isa<CastOpInterface>(user))
        llvm::append_range(worklist, user->getResults());
    }
  }
  return false;
}

void ArgumentGuards::build(bool deviceMemory) {
  auto type = cast<MemRefType>(argument.getType());
  // The descriptor as the caller filled it: the static type's folds must
  // not turn the comparisons below into constants.
  auto descriptor = ReadDescriptorOp::create(builder, loc, argument);
  ValueRange fields = descriptor.getFields();
  int64_t rank = type.getRank();
  Value pointer = fields[0];
  Value zero = index(0);

  // Not null.
  Value notNull = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ne,
                                        pointer, zero);
  CheckOp::create(builder, loc, notNull,
                  site("null " + name,
                       "the aligned pointer of the " + typeText + " is null"),
                  ValueRange());

  // Aligned to its element.
  unsigned bits = type.getElementTypeBitWidth();
  int64_t elementBytes = bits >= 8 ? bits / 8 : 1;
  if (elementBytes > 1) {
    Value alignment = index(elementBytes);
    Value remainder = arith::RemUIOp::create(builder, loc, pointer, alignment);
    CheckOp::create(
        builder, loc, equal(remainder, zero),
        site("misaligned " + name, "address {address:i} is not a multiple of "
                                   "{alignment:i} bytes (" +
                                       typeText + ")"),
        ValueRange{pointer, alignment});
  }

  // Static sizes, strides and offset.
  SmallVector<int64_t> strides;
  int64_t offset;
  bool hasLayout = succeeded(type.getStridesAndOffset(strides, offset));
  bool anyStatic = llvm::any_of(type.getShape(), [](int64_t size) {
    return !ShapedType::isDynamic(size);
  });
  if (anyStatic || hasLayout) {
    // One site per property; one check per static dimension.
    auto checkDims = [&](ArrayRef<int64_t> expectedValues, ValueRange actual,
                         StringRef property, StringRef noun, bool strides) {
      FlatSymbolRefAttr dimSite;
      for (auto [dim, value] : llvm::enumerate(expectedValues)) {
        // A dimension of size 1 may have any stride.
        if (ShapedType::isDynamic(value) ||
            (strides && type.getShape()[dim] == 1))
          continue;
        if (!dimSite)
          dimSite = site(("wrong " + property + " of " + name).str(),
                         ("dim {dim:i} has " + noun + " {" + noun +
                          ":i}, compiled for {expected:i} (" + typeText + ")")
                             .str());
        Value expected = index(value);
        CheckOp::create(builder, loc, equal(actual[dim], expected), dimSite,
                        ValueRange{index(dim), actual[dim], expected});
      }
    };
    checkDims(type.getShape(), fields.slice(2, rank), "shape", "size",
              /*strides=*/false);
    if (hasLayout)
      checkDims(strides, fields.slice(2 + rank, rank), "strides", "stride",
                /*strides=*/true);
    if (hasLayout && !ShapedType::isDynamic(offset)) {
      Value expected = index(offset);
      Value actual = fields[1];
      CheckOp::create(builder, loc, equal(actual, expected),
                      site("wrong offset of " + name,
                           "offset {offset:i}, compiled for {expected:i} (" +
                               typeText + ")"),
                      ValueRange{actual, expected});
    }
  }

  // Memory the GPU can read.
  if (deviceMemory && reachesKernel()) {
    Value kind =
        MemoryKindOp::create(builder, loc, builder.getI32Type(), pointer);
    Value host =
        arith::ConstantIntOp::create(builder, loc, abi::kMEMORY_HOST, 32);
    Value readable = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::ne, kind, host);
    CheckOp::create(builder, loc, readable,
                    site("host memory in " + name,
                         "address {address:i} is host memory the GPU cannot "
                         "read; a kernel takes this " +
                             typeText +
                             " (pass device memory, or gpu.host_register it)"),
                    ValueRange{pointer});
  }
}

void InsertInputGuardsPass::runOnOperation() {
  ModuleOp module = getOperation();
  SymbolTable symbols(module);
  SmallVector<func::FuncOp> functions;
  for (auto function : module.getOps<func::FuncOp>()) {
    // Guarded already: running the pass twice adds nothing.
    if (function.isExternal() || !function.isPublic() ||
        !function.getBody().getOps<CheckpointOp>().empty())
      continue;
    functions.push_back(function);
  }
  for (func::FuncOp function : functions) {
    Block &entry = function.getBody().front();
    OpBuilder builder = OpBuilder::atBlockBegin(&entry);
    bool guarded = false;
    for (BlockArgument argument : entry.getArguments()) {
      if (!isa<MemRefType>(argument.getType()))
        continue;
      ArgumentGuards(symbols, module, function, argument, builder)
          .build(deviceMemory);
      guarded = true;
    }
    if (guarded)
      CheckpointOp::create(builder, function.getLoc());
  }
}

} // namespace mlir::dbg
