//===- AddNpyEntryPoint.cpp - main on .npy files --------------------------===//
//
// Implements add-npy-entry-point: a main that runs one function of the
// module on .npy files, through libdbgrt's dbgrtEntry* functions.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/StringGlobals.h"
#include "dbgrt/Operands.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_ADDNPYENTRYPOINTPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

/// Checks that every argument and result type of `func` is a statically
/// shaped memref; errors at the function otherwise.
LogicalResult checkSignature(func::FuncOp func) {
  FunctionType type = func.getFunctionType();
  for (auto [what, types] : {std::pair{"argument", type.getInputs()},
                             std::pair{"result", type.getResults()}})
    for (auto [i, t] : llvm::enumerate(types)) {
      auto memref = dyn_cast<MemRefType>(t);
      if (!memref || !memref.hasStaticShape() ||
          !memref.getLayout().isIdentity())
        return func.emitError("cannot run @")
               << func.getName() << " on .npy files: " << what << " " << i
               << " is " << t
               << ", not a statically shaped memref with the identity "
                  "layout";
      // The element types libdbgrt reads and writes as .npy.
      std::string spelling;
      llvm::raw_string_ostream os(spelling);
      memref.getElementType().print(os);
      dbgrt::DType dtype;
      if (!dbgrt::parseDType(spelling, dtype)) {
        SmallVector<StringRef> known;
        for (int k = 0; k <= static_cast<int>(dbgrt::DType::I64); ++k)
          known.push_back(dbgrt::toString(static_cast<dbgrt::DType>(k)));
        return func.emitError("cannot run @")
               << func.getName() << " on .npy files: " << what << " " << i
               << " has elements of type " << memref.getElementType()
               << "; the .npy entry point reads " << llvm::join(known, ", ");
      }
    }
  return success();
}

/// Frees `results` of one call, each buffer once: a function may return one
/// buffer twice (`return %r, %r`) or return one of its `inputs`, which are
/// freed on their own. A result is freed unless its address is an input's
/// or an earlier result's.
void freeResults(OpBuilder &b, Location loc, ValueRange inputs,
                 ValueRange results) {
  auto address = [&](Value buffer) -> Value {
    return memref::ExtractAlignedPointerAsIndexOp::create(b, loc, buffer);
  };
  SmallVector<Value> seen;
  for (Value input : inputs)
    seen.push_back(address(input));
  for (Value result : results) {
    Value self = address(result);
    Value distinct = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1);
    for (Value other : seen) {
      Value differs =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, self, other);
      distinct = arith::AndIOp::create(b, loc, distinct, differs);
    }
    auto ifDistinct = scf::IfOp::create(b, loc, distinct);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifDistinct.thenBlock());
    gpu::DeallocOp::create(b, loc, Type(), ValueRange(), result);
    seen.push_back(self);
  }
}

/// Builds `main` for `func`: its blocks, a builder at the end of the
/// current one, and the helpers every step uses.
class MainBuilder {
public:
  MainBuilder(ModuleOp module, func::FuncOp func)
      : module(module), func(func), ctx(module.getContext()), b(ctx),
        loc(func.getLoc()), i32(b.getI32Type()), i64(b.getI64Type()),
        ptr(LLVM::LLVMPointerType::get(ctx)) {}

  /// The whole of `main`: arguments, inputs, the runs, outputs, frees.
  void build() {
    b.setInsertionPointToEnd(module.getBody());
    for (const abi::Function &function :
         {abi::dbgrtEntryArgs, abi::dbgrtEntryInput, abi::dbgrtEntryRepeat,
          abi::dbgrtEntryTimer, abi::dbgrtEntryOutput,
          abi::dbgrtEntryParameters, abi::dbgrtEntryParameter})
      abi::declareFunction(b, module, function);
    main = func::FuncOp::create(b, loc, "main",
                                b.getFunctionType({i32, ptr}, {i32}));
    current = main.addEntryBlock();
    exit = b.createBlock(&main.getBody(), {}, {i32}, {loc});
    func::ReturnOp::create(b, loc, exit->getArgument(0));
    b.setInsertionPointToEnd(current);

    FunctionType type = func.getFunctionType();
    Value argc = main.getArgument(0), argv = main.getArgument(1);
    unsigned numParameters =
        llvm::count_if(llvm::seq(func.getNumArguments()),
                       [&](unsigned i) { return bool(parameterName(i)); });
    if (numParameters) {
      auto file = func->getAttrOfType<StringAttr>(
          DbgDialect::getParameterFileAttrName());
      StringRef path = file ? file.getValue() : StringRef();
      abi::createCall(
          b, loc, abi::dbgrtEntryParameters,
          {constI32(numParameters),
           stringAddress(("__npy_parameter_file_" + func.getName()).str(),
                         path)});
    }
    check(abi::createCall(b, loc, abi::dbgrtEntryArgs,
                          {argc, argv,
                           constI32(type.getNumInputs() - numParameters),
                           constI32(type.getNumResults())})
              .getResult());
    SmallVector<Value> inputs = buildInputs();
    Value functionName = stringAddress(
        ("__npy_function_" + func.getName()).str(), func.getName());
    ValueRange results = buildRuns(inputs, functionName);
    buildOutputs(results, functionName);
    // The results belong to the caller (upstream's buffer deallocation
    // makes them fresh buffers, or an argument returned as it is).
    freeResults(b, loc, inputs, results);
    for (Value buffer : inputs)
      gpu::DeallocOp::create(b, loc, Type(), ValueRange(), buffer);
    cf::BranchOp::create(b, loc, exit, ValueRange{constI32(0)});
  }

private:
  /// The name of the parameter argument `i` holds (dbg.parameter), or null
  /// for an input.
  StringAttr parameterName(unsigned i) {
    return func.getArgAttrOfType<StringAttr>(
        i, DbgDialect::getParameterAttrName());
  }

  /// Inputs and parameters: read on the host, copied to the device, once.
  SmallVector<Value> buildInputs() {
    SmallVector<Value> inputs;
    int64_t input = 0;
    for (auto [i, t] : llvm::enumerate(func.getFunctionType().getInputs())) {
      auto memref = cast<MemRefType>(t);
      Value host = memref::AllocOp::create(b, loc, memref);
      Value rank = arith::ConstantIntOp::create(b, loc, i64, memref.getRank());
      if (StringAttr name = parameterName(i))
        check(abi::createCall(
                  b, loc, abi::dbgrtEntryParameter,
                  {stringAddress(("__npy_parameter_" + name.getValue()).str(),
                                 name.getValue()),
                   rank, descriptor(host), dtype(memref)})
                  .getResult());
      else
        check(abi::createCall(
                  b, loc, abi::dbgrtEntryInput,
                  {constI32(input++), rank, descriptor(host), dtype(memref)})
                  .getResult());
      auto device = gpu::AllocOp::create(b, loc, memref, Type(), ValueRange(),
                                         ValueRange(), ValueRange(), false);
      gpu::MemcpyOp::create(b, loc, Type(), ValueRange(), device.getMemref(),
                            host);
      memref::DeallocOp::create(b, loc, host);
      inputs.push_back(device.getMemref());
    }
    return inputs;
  }

  /// --repeat=N: with N above 1, one untimed warm-up run first (the
  /// driver loads each kernel at its first launch, caches fill); then N - 1
  /// timed runs, each of whose results are freed, and the last, whose
  /// results it returns.
  ValueRange buildRuns(ArrayRef<Value> inputs, Value functionName) {
    Value runs = abi::createCall(b, loc, abi::dbgrtEntryRepeat, {}).getResult();
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    Value upper = arith::IndexCastOp::create(b, loc, b.getIndexType(), runs);
    Value warmUps = arith::MinSIOp::create(
        b, loc, arith::SubIOp::create(b, loc, upper, one), one);
    buildFreedRuns(inputs, zero, warmUps);
    abi::createCall(b, loc, abi::dbgrtEntryTimer, {constI32(0), functionName});
    buildFreedRuns(inputs, one, upper);
    return func::CallOp::create(b, loc, func, inputs).getResults();
  }

  /// A loop from `lower` to `upper` of runs whose results are freed.
  void buildFreedRuns(ArrayRef<Value> inputs, Value lower, Value upper) {
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    auto loop = scf::ForOp::create(b, loc, lower, upper, one);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    auto run = func::CallOp::create(b, loc, func, inputs);
    freeResults(b, loc, inputs, run.getResults());
  }

  /// Results: copied back (which waits for every kernel), then written or
  /// printed.
  void buildOutputs(ValueRange results, Value functionName) {
    SmallVector<Value> hostResults;
    for (Value result : results) {
      Value host =
          memref::AllocOp::create(b, loc, cast<MemRefType>(result.getType()));
      gpu::MemcpyOp::create(b, loc, Type(), ValueRange(), host, result);
      hostResults.push_back(host);
    }
    abi::createCall(b, loc, abi::dbgrtEntryTimer, {constI32(1), functionName});
    for (auto [j, host] : llvm::enumerate(hostResults)) {
      auto memref = cast<MemRefType>(host.getType());
      Value rank = arith::ConstantIntOp::create(b, loc, i64, memref.getRank());
      check(
          abi::createCall(b, loc, abi::dbgrtEntryOutput,
                          {constI32(j), rank, descriptor(host), dtype(memref)})
              .getResult());
      memref::DeallocOp::create(b, loc, host);
    }
  }

  /// Leaves with `status` unless it is 0.
  void check(Value status) {
    Value zero = arith::ConstantIntOp::create(b, loc, i32, 0);
    Value failed =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, status, zero);
    Block *next = b.createBlock(&main.getBody(), Region::iterator(exit));
    b.setInsertionPointToEnd(current);
    cf::CondBranchOp::create(b, loc, failed, exit, ValueRange{status}, next,
                             ValueRange{});
    current = next;
    b.setInsertionPointToEnd(current);
  }
  Value constI32(int64_t value) {
    return arith::ConstantIntOp::create(b, loc, i32, value);
  }
  /// The address of `memref`'s ranked descriptor (the lowering of a cast
  /// to an unranked memref stores it on the stack).
  Value descriptor(Value memref) {
    auto type = cast<MemRefType>(memref.getType());
    Value unranked = memref::CastOp::create(
        b, loc, UnrankedMemRefType::get(type.getElementType(), 0), memref);
    Type unrankedLLVM = LLVM::LLVMStructType::getLiteral(ctx, {i64, ptr});
    Value cast =
        UnrealizedConversionCastOp::create(b, loc, unrankedLLVM, unranked)
            .getResult(0);
    return LLVM::ExtractValueOp::create(b, loc, cast, 1);
  }
  Value stringAddress(StringRef name, StringRef value) {
    auto global = module.lookupSymbol<LLVM::GlobalOp>(name);
    if (!global) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(module.getBody());
      global = dbg::createStringGlobal(b, loc, name, value);
    }
    return LLVM::AddressOfOp::create(b, loc, global);
  }
  /// The element type's spelling, as the .npy reader checks it.
  Value dtype(MemRefType type) {
    std::string spelling;
    llvm::raw_string_ostream os(spelling);
    type.getElementType().print(os);
    return stringAddress("__npy_dtype_" + spelling, spelling);
  }

  ModuleOp module;
  func::FuncOp func;
  MLIRContext *ctx;
  OpBuilder b;
  Location loc;
  Type i32, i64, ptr;
  func::FuncOp main;
  Block *current = nullptr, *exit = nullptr;
};

struct AddNpyEntryPointPass
    : impl::AddNpyEntryPointPassBase<AddNpyEntryPointPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto func = module.lookupSymbol<func::FuncOp>(entry);
    if (!func || func.isExternal()) {
      module.emitError("add-npy-entry-point: no function @")
          << entry << " to run (pass entry=NAME)";
      return signalPassFailure();
    }
    if (module.lookupSymbol("main")) {
      module.lookupSymbol("main")->emitError(
          "add-npy-entry-point: the module has a 'main' already");
      return signalPassFailure();
    }
    if (failed(checkSignature(func)))
      return signalPassFailure();
    MainBuilder(module, func).build();
  }
};

} // namespace
} // namespace mlir::dbg
