//===- InsertOverflowChecks.cpp - i32 arithmetic that wraps into addresses ===//
//
// Implements insert-overflow-checks: in two phases per GPU module, (1) the
// i32 arithmetic whose result reaches an address, found by walking back
// from each address operand through the ops that carry a value into it,
// and (2) a check after each such op that redoes it in 64 bits and reports
// a result that does not fit.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "dbg/Checks/CheckBuilder.h"
#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_INSERTOVERFLOWCHECKSPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

/// The values `op` uses as (parts of) an address.
SmallVector<Value> getAddressOperands(Operation *op) {
  using Values = SmallVector<Value>;
  return llvm::TypeSwitch<Operation *, Values>(op)
      .Case<memref::LoadOp, memref::StoreOp, memref::AtomicRMWOp,
            vector::LoadOp, vector::StoreOp, vector::TransferReadOp,
            vector::TransferWriteOp>(
          [](auto access) { return Values(access.getIndices()); })
      .Case<memref::SubViewOp, memref::ReinterpretCastOp>(
          [](auto view) { return Values(view.getOffsets()); })
      .Case([](LLVM::GEPOp gep) { return Values(gep.getDynamicIndices()); })
      .Default([](Operation *) { return Values(); });
}

/// How a value reaches an address: extended signed (index_cast, extsi) or
/// unsigned (index_castui, extui).
enum class Extension { Signed, Unsigned };

/// The i32 arithmetic of `kernel` whose results reach an address, with how
/// each is extended on the way (the first path found decides).
llvm::MapVector<Operation *, Extension>
findAddressArithmetic(Operation *kernel) {
  llvm::MapVector<Operation *, Extension> found;
  SmallVector<std::pair<Value, Extension>> work;
  llvm::DenseSet<std::pair<Value, int>> seen;
  kernel->walk([&](Operation *op) {
    for (Value value : getAddressOperands(op))
      work.push_back({value, Extension::Signed});
  });
  while (!work.empty()) {
    auto [value, extension] = work.pop_back_val();
    if (!seen.insert({value, static_cast<int>(extension)}).second)
      continue;
    Operation *def = value.getDefiningOp();
    if (!def)
      continue;
    auto follow = [&](ValueRange operands, Extension how) {
      for (Value operand : operands)
        work.push_back({operand, how});
    };
    if (isa<arith::IndexCastUIOp, arith::ExtUIOp>(def)) {
      follow(def->getOperands(), Extension::Unsigned);
    } else if (isa<arith::IndexCastOp, arith::ExtSIOp>(def)) {
      follow(def->getOperands(), Extension::Signed);
    } else if (auto select = dyn_cast<arith::SelectOp>(def)) {
      follow({select.getTrueValue(), select.getFalseValue()}, extension);
    } else if (isa<arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::ShLIOp>(
                   def)) {
      if (def->getResult(0).getType().isInteger(32))
        found.insert({def, extension});
      follow(def->getOperands(), extension);
    } else if (isa<arith::DivSIOp, arith::DivUIOp, arith::RemSIOp,
                   arith::RemUIOp, arith::MinSIOp, arith::MaxSIOp,
                   arith::MinUIOp, arith::MaxUIOp, arith::AndIOp>(def)) {
      // Their result is only as wrong as their operands.
      follow(def->getOperands(), extension);
    }
  }
  return found;
}

/// The op's symbol in reports.
StringRef getOperatorSymbol(Operation *op) {
  if (isa<arith::AddIOp>(op))
    return "+";
  if (isa<arith::SubIOp>(op))
    return "-";
  if (isa<arith::MulIOp>(op))
    return "*";
  return "<<";
}

/// Checks `op` (an i32 add, sub, mul or shl) right after it: the exact
/// result in 64 bits against the wrapped one, both extended as `extension`
/// says.
void insertCheck(Operation *op, Extension extension, CheckBuilder &checks) {
  OpBuilder b(op->getContext());
  b.setInsertionPointAfter(op);
  Location loc = op->getLoc();
  Type i64 = b.getI64Type();
  auto extend = [&](Value value) -> Value {
    if (extension == Extension::Signed)
      return arith::ExtSIOp::create(b, loc, i64, value);
    return arith::ExtUIOp::create(b, loc, i64, value);
  };
  Value lhs = extend(op->getOperand(0)), rhs = extend(op->getOperand(1));
  Value wrapped = extend(op->getResult(0));
  Value exact;
  if (isa<arith::AddIOp>(op))
    exact = arith::AddIOp::create(b, loc, lhs, rhs);
  else if (isa<arith::SubIOp>(op))
    exact = arith::SubIOp::create(b, loc, lhs, rhs);
  else if (isa<arith::MulIOp>(op))
    exact = arith::MulIOp::create(b, loc, lhs, rhs);
  else
    // A shift by 32 or more is poison: it fails the comparison below (a
    // shift of a 64-bit value by up to 63 bits is exact enough to).
    exact = arith::ShLIOp::create(
        b, loc, lhs,
        arith::MinUIOp::create(b, loc, rhs,
                               arith::ConstantIntOp::create(b, loc, 63, 64)));
  Value failed =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, exact, wrapped);
  std::string detail = ("{lhs:i} " + getOperatorSymbol(op) +
                        " {rhs:i} = {exact:i} does not fit in " +
                        (extension == Extension::Signed ? "i32" : "ui32") +
                        "; it wraps to {wrapped:i}")
                           .str();
  SiteOp site = checks.createSite(
      op, SiteKind::overflow, "i32 overflow on the way to an address", detail);
  CheckBuilder::createColdPath(b, loc, failed, [&](OpBuilder &b) {
    CheckBuilder::createReport(b, loc, site,
                               ValueRange{lhs, rhs, exact, wrapped});
  });
}

struct InsertOverflowChecksPass
    : impl::InsertOverflowChecksPassBase<InsertOverflowChecksPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    CheckBuilder checks(symbols);
    for (auto gpuModule : module.getOps<gpu::GPUModuleOp>())
      for (Operation &function : gpuModule.getBody()->getOperations())
        if (isa<gpu::GPUFuncOp, func::FuncOp>(function))
          for (auto [op, extension] : findAddressArithmetic(&function))
            insertCheck(op, extension, checks);
  }
};

} // namespace
} // namespace mlir::dbg
