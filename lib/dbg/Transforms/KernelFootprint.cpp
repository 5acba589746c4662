//===- KernelFootprint.cpp - the bytes a kernel may touch -----------------===//
//
// Writes a kernel's accesses as dbgrt/Footprint.h's expressions: each index
// is followed through the integer ops that compute it down to what a launch
// fixes (ids, sizes, operands, constants). What cannot be followed leaves
// its operand and mode whole.
//
//===----------------------------------------------------------------------===//

#include "KernelFootprint.h"

#include "dbg/Checks/MemoryAccess.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"

#include <optional>

namespace mlir::dbg {

namespace {

/// An expression longer than this is given up (its operand whole): the
/// footprint is evaluated at every launch.
constexpr size_t kMaxExpressionBytes = 512;
/// The items of one operand beyond this make it whole.
constexpr size_t kMaxOperandBytes = 4096;

/// Writes index values as footprint expressions, each value once.
class ExpressionWriter {
public:
  explicit ExpressionWriter(gpu::GPUFuncOp kernel)
      : kernel(kernel),
        params(getLaunchParamPositions(kernel.getFunctionType().getInputs())) {}

  /// The expression of `value`, or none.
  std::optional<std::string> write(Value value) {
    auto [it, inserted] = memo.try_emplace(value, std::nullopt);
    if (!inserted)
      return it->second;
    std::optional<std::string> made = compute(value);
    if (made && made->size() > kMaxExpressionBytes)
      made.reset();
    return memo[value] = made;
  }

private:
  std::optional<std::string> compute(Value value);
  std::optional<std::string> computeArgument(BlockArgument argument);
  std::optional<std::string> computeAffine(AffineExpr expr, ValueRange operands,
                                           unsigned numDims);
  std::optional<std::string> binary(StringRef op, Value a, Value b) {
    std::optional<std::string> left = write(a);
    std::optional<std::string> right = left ? write(b) : std::nullopt;
    if (!right)
      return std::nullopt;
    return (op + " " + *left + " " + *right).str();
  }

  gpu::GPUFuncOp kernel;
  SmallVector<int64_t> params;
  DenseMap<Value, std::optional<std::string>> memo;
};

} // namespace

/// "tx", "by" and such: `prefix` and the dimension.
static std::string idName(char prefix, gpu::Dimension dim) {
  return {prefix, static_cast<char>('x' + static_cast<int>(dim))};
}

std::optional<std::string>
ExpressionWriter::computeArgument(BlockArgument argument) {
  Operation *owner = argument.getOwner()->getParentOp();
  if (owner == kernel.getOperation() &&
      argument.getOwner() == &kernel.getBody().front()) {
    Type type = argument.getType();
    unsigned bytes = type.isIndex() ? 8 : 0;
    if (auto integer = dyn_cast<IntegerType>(type))
      bytes = integer.getWidth() / 8;
    unsigned index = argument.getArgNumber();
    if ((bytes != 1 && bytes != 2 && bytes != 4 && bytes != 8) ||
        (!type.isIndex() && type.getIntOrFloatBitWidth() != bytes * 8) ||
        index >= kernel.getNumArguments() || index >= params.size())
      return std::nullopt;
    return "s" + std::to_string(index) + "." + std::to_string(params[index]) +
           "." + std::to_string(bytes);
  }
  // A loop's induction variable: [lower, upper - 1].
  if (auto loop = dyn_cast<scf::ForOp>(owner)) {
    if (argument != loop.getInductionVar())
      return std::nullopt;
    return binary("range", loop.getLowerBound(), loop.getUpperBound());
  }
  if (auto loop = dyn_cast<scf::ParallelOp>(owner)) {
    unsigned i = argument.getArgNumber();
    if (i >= loop.getNumLoops())
      return std::nullopt;
    return binary("range", loop.getLowerBound()[i], loop.getUpperBound()[i]);
  }
  return std::nullopt;
}

std::optional<std::string> ExpressionWriter::computeAffine(AffineExpr expr,
                                                           ValueRange operands,
                                                           unsigned numDims) {
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return std::to_string(constant.getValue());
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    return write(operands[dim.getPosition()]);
  if (auto symbol = dyn_cast<AffineSymbolExpr>(expr))
    return write(operands[numDims + symbol.getPosition()]);
  auto binaryExpr = cast<AffineBinaryOpExpr>(expr);
  // The names of the runtime's footprint expressions (dbgrt/Footprint.h).
  static constexpr std::pair<AffineExprKind, StringLiteral> kOps[] = {
      {AffineExprKind::Add, "add"},
      {AffineExprKind::Mul, "mul"},
      {AffineExprKind::FloorDiv, "div"},
      {AffineExprKind::CeilDiv, "cdiv"},
      {AffineExprKind::Mod, "rem"}};
  const auto *named = llvm::find_if(
      kOps, [&](const auto &entry) { return entry.first == expr.getKind(); });
  if (named == std::end(kOps))
    return std::nullopt;
  StringRef op = named->second;
  std::optional<std::string> left =
      computeAffine(binaryExpr.getLHS(), operands, numDims);
  std::optional<std::string> right =
      left ? computeAffine(binaryExpr.getRHS(), operands, numDims)
           : std::nullopt;
  if (!right)
    return std::nullopt;
  return (op + " " + *left + " " + *right).str();
}

std::optional<std::string> ExpressionWriter::compute(Value value) {
  if (auto argument = dyn_cast<BlockArgument>(value))
    return computeArgument(argument);
  Operation *op = value.getDefiningOp();
  return llvm::TypeSwitch<Operation *, std::optional<std::string>>(op)
      .Case([&](arith::ConstantOp constant) -> std::optional<std::string> {
        auto integer = dyn_cast<IntegerAttr>(constant.getValue());
        if (!integer || integer.getType().isInteger(1))
          return std::nullopt;
        return std::to_string(integer.getValue().getSExtValue());
      })
      .Case([&](gpu::ThreadIdOp id) { return idName('t', id.getDimension()); })
      .Case([&](gpu::BlockIdOp id) { return idName('b', id.getDimension()); })
      .Case([&](gpu::BlockDimOp id) { return idName('n', id.getDimension()); })
      .Case([&](gpu::GridDimOp id) { return idName('g', id.getDimension()); })
      .Case([&](gpu::GlobalIdOp id) {
        return "add mul " + idName('b', id.getDimension()) + " " +
               idName('n', id.getDimension()) + " " +
               idName('t', id.getDimension());
      })
      .Case<arith::AddIOp>(
          [&](auto add) { return binary("add", add.getLhs(), add.getRhs()); })
      .Case<arith::SubIOp>(
          [&](auto sub) { return binary("sub", sub.getLhs(), sub.getRhs()); })
      .Case<arith::MulIOp>(
          [&](auto mul) { return binary("mul", mul.getLhs(), mul.getRhs()); })
      .Case<arith::DivSIOp, arith::DivUIOp, arith::FloorDivSIOp>(
          [&](auto div) { return binary("div", div.getLhs(), div.getRhs()); })
      .Case<arith::CeilDivSIOp, arith::CeilDivUIOp>(
          [&](auto div) { return binary("cdiv", div.getLhs(), div.getRhs()); })
      .Case<arith::RemSIOp, arith::RemUIOp>(
          [&](auto rem) { return binary("rem", rem.getLhs(), rem.getRhs()); })
      .Case<arith::MinSIOp, arith::MinUIOp>(
          [&](auto min) { return binary("min", min.getLhs(), min.getRhs()); })
      .Case<arith::MaxSIOp, arith::MaxUIOp>(
          [&](auto max) { return binary("max", max.getLhs(), max.getRhs()); })
      .Case([&](arith::SelectOp select) {
        return binary("hull", select.getTrueValue(), select.getFalseValue());
      })
      .Case<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
            arith::ExtUIOp>([&](auto cast) { return write(cast.getIn()); })
      .Case([&](affine::AffineApplyOp apply) {
        AffineMap map = apply.getAffineMap();
        return computeAffine(map.getResult(0), apply.getMapOperands(),
                             map.getNumDims());
      })
      .Case([&](memref::DimOp dim) -> std::optional<std::string> {
        auto source = dyn_cast<BlockArgument>(dim.getSource());
        std::optional<int64_t> index = dim.getConstantIndex();
        if (!source || !index || source.getOwner() != &kernel.getBody().front())
          return std::nullopt;
        return "d" + std::to_string(source.getArgNumber()) + "." +
               std::to_string(*index);
      })
      .Default([](Operation *) { return std::nullopt; });
}

/// The accesses `user` makes of `memref`; none for an op that touches its
/// memory otherwise (a view, a call), and `known` false.
static SmallVector<MemoryAccess> getAccessesOf(Operation *user, Value memref,
                                               bool &known) {
  SmallVector<MemoryAccess> accesses = getMemoryAccesses(user);
  if (accesses.empty() && isa<memref::DimOp>(user))
    return {}; // Reads the descriptor only.
  llvm::erase_if(accesses, [&](const MemoryAccess &access) {
    return access.memref != memref;
  });
  known = !accesses.empty();
  return accesses;
}

std::string describeFootprint(gpu::GPUFuncOp kernel) {
  if (kernel.isExternal())
    return "";
  ExpressionWriter writer(kernel);
  std::string footprint;
  for (BlockArgument argument :
       kernel.getArguments().take_front(kernel.getNumArguments())) {
    if (!isa<MemRefType>(argument.getType()))
      continue;
    std::string prefix = std::to_string(argument.getArgNumber()) + ":";
    // The items of each mode (read, write), and whether each is bounded.
    llvm::StringSet<> items[2];
    bool bounded[2] = {true, true};
    for (Operation *user : argument.getUsers()) {
      bool known = true;
      SmallVector<MemoryAccess> accesses = getAccessesOf(user, argument, known);
      if (!known)
        bounded[0] = bounded[1] = false;
      for (const MemoryAccess &access : accesses) {
        std::string dims;
        bool exact = !access.isTile();
        for (const DimCheck &dim : access.dims) {
          std::optional<std::string> index =
              exact ? writer.write(dim.index) : std::nullopt;
          exact = index && dim.extent > 0;
          if (!exact)
            break;
          dims += (dim.dim == 0 ? "" : ";") + *index;
          if (dim.extent > 1)
            dims += "#" + std::to_string(dim.extent);
        }
        for (int mode : {0, 1}) {
          if (mode == 1 ? !access.writes : !access.reads())
            continue;
          if (!exact)
            bounded[mode] = false;
          else
            items[mode].insert(prefix + (mode ? "w:" : "r:") + dims);
        }
      }
    }
    for (int mode : {0, 1}) {
      size_t bytes = 0;
      for (const auto &item : items[mode])
        bytes += item.getKey().size() + 1;
      if (!bounded[mode] || bytes > kMaxOperandBytes)
        continue;
      // In a fixed order: the site's text is the same in every build.
      SmallVector<StringRef> sorted;
      for (const auto &item : items[mode])
        sorted.push_back(item.getKey());
      llvm::sort(sorted);
      for (StringRef item : sorted)
        footprint += (footprint.empty() ? "" : ",") + item.str();
    }
  }
  return footprint;
}

} // namespace mlir::dbg
