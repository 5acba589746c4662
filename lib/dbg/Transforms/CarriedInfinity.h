//===- CarriedInfinity.h - infinities a kernel carries, not makes -*- C++ -*-=//
//
// insert-nan-checks reports an infinity a kernel stores only where the
// kernel made it from finite values (log(0), 1/0, an overflow). An infinity
// read from memory, taken from a constant (the -inf of an attention mask or
// of a max-reduction's start) or carried through ops from such a one is a
// value of the program. CarriedInfinity builds the test that tells the two
// apart, on the cold path of a check.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_TRANSFORMS_CARRIEDINFINITY_H
#define DBG_TRANSFORMS_CARRIEDINFINITY_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::dbg {

/// Whether running `loop` again reads what the first run read and changes
/// nothing: no writes, no GPU op but ids (no barrier, shuffle or subgroup op
/// a diverging replay would hang on), no op of unknown effects.
bool isReplayable(scf::ForOp loop);

/// Builds, at a builder's insertion point, the lanes of a float value whose
/// infinity, if it has one, the kernel carried rather than made:
///  - a value read from memory, a constant, a kernel argument, or the result
///    of an op not followed (a shuffle, an `scf.if`, a call) is carried;
///  - an `arith.select` carries what its chosen operand carries, and so do
///    ops that make no infinity from a finite operand (sqrt, abs, neg, extf,
///    tanh, sin, cos, erf, atan, cbrt, rounding);
///  - an elementwise `arith`/`math` op carries an infinity when one of its
///    float operands is an infinity it carries (`x - inf`, `max(-inf, x)`);
///    from finite operands (or from integers: `sitofp` overflowing) it made
///    one;
///  - the result of an `scf.for` that can run again (isReplayable) is
///    followed through a replay of the loop that carries one flag per float
///    iteration argument; other loops' results are carried.
/// Each value is followed once; after `budget` values the rest are taken as
/// carried (no false report, at worst a missed one). Built code only reads:
/// it belongs on a check's cold path.
class CarriedInfinity {
public:
  explicit CarriedInfinity(OpBuilder &b, unsigned budget = 64)
      : b(b), ownBudget(budget), budget(&ownBudget) {}

  /// An i1 (for a vector, a vector of i1 of its shape) true in the lanes
  /// whose infinity is carried; null when every lane's is, whatever the
  /// values are (no code is built then). `value` must be float-like and
  /// dominate the insertion point.
  Value build(Value value);

private:
  CarriedInfinity(OpBuilder &b, unsigned *budget) : b(b), budget(budget) {}
  Value compute(Value value);
  Value replay(scf::ForOp loop, unsigned resultNumber);
  Value constantFlags(Value like, bool flag);

  OpBuilder &b;
  unsigned ownBudget = 0;
  unsigned *budget;
  DenseMap<Value, Value> memo;
  /// In a replayed loop's body: the flags of its float iteration arguments.
  DenseMap<Value, Value> argFlags;
  /// Replays built here: the loop again, and the position among its results
  /// of each original result's flag (-1 for results that are not floats).
  DenseMap<Operation *, std::pair<scf::ForOp, SmallVector<int>>> replays;
};

} // namespace mlir::dbg

#endif // DBG_TRANSFORMS_CARRIEDINFINITY_H
