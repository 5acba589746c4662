/*===- Footprint.h - the bytes a dispatch's kernel may touch ----*- C++ -*-===*\
 *
 * A dispatch site (DbgrtSite::footprint) may bound the elements its kernel
 * accesses in each memref operand by expressions of the launch, which
 * libdbgrt evaluates when the dispatch launches, so that races between
 * dispatches are judged by the bytes the kernels' indices can reach instead
 * of whole operands (two launches that write buf[0] and buf[1] do not
 * race). trace-dispatches writes it from the kernel's accesses; the
 * compiler's verifier and libdbgrt both parse it with this header
 * (header-only, no LLVM).
 *
 * The text is comma-separated items INDEX:MODE:DIMS, one per access:
 *  - INDEX: the memref operand's position among the kernel's operands;
 *  - MODE: r (the access reads) or w (it writes; an atomic update too);
 *  - DIMS: one entry per dimension of the memref, separated by ';', each
 *    EXPR or EXPR#EXTENT: the index of the access in that dimension and the
 *    elements it covers from there (vector lanes; 1 when absent).
 * An operand and mode without items, or with an item libdbgrt cannot
 * evaluate, is taken whole: the compiler writes the items of an operand
 * and mode only when it bounds every access of that mode.
 *
 * EXPR is in prefix notation, its tokens separated by spaces, and stands
 * for the interval of values it may take in one launch:
 *  - a decimal integer (optionally negative);
 *  - tx ty tz, bx by bz: the thread and block ids, [0, size - 1];
 *  - nx ny nz, gx gy gz: the block and grid sizes;
 *  - sINDEX.PARAM.BYTES: the integer kernel operand INDEX, passed as launch
 *    parameter PARAM (dbgrt/Operands.h), of BYTES bytes (sign-extended);
 *  - dINDEX.DIM: the size of dimension DIM of memref operand INDEX (which
 *    the site's operand list holds);
 *  - add, sub, mul, min, max, hull A B (the union of both intervals);
 *  - div, cdiv, rem A B: floor division, ceiling division and remainder,
 *    bounded where A is non-negative and B positive;
 *  - range LO HI: a loop's induction variable, [LO, HI - 1].
 * Any overflow, or a division the rules do not bound, leaves the item
 * unevaluated (its operand and mode whole).
\*===----------------------------------------------------------------------===*/

#ifndef DBGRT_FOOTPRINT_H
#define DBGRT_FOOTPRINT_H

#include "dbgrt/Operands.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dbgrt {

/// Values an interval may take, both ends included.
struct Interval {
  int64_t lo = 0, hi = 0;
};

/// What an expression reads at a launch.
struct FootprintLaunch {
  int64_t block[3] = {1, 1, 1};
  int64_t grid[3] = {1, 1, 1};
  /// The integer kernel operand `index` (launch parameter `param`, `bytes`
  /// bytes), sign-extended; false when it cannot be read.
  std::function<bool(int index, int param, int bytes, int64_t &value)> scalar;
  /// The size of dimension `dim` of memref operand `index`; false when
  /// unknown.
  std::function<bool(int index, int dim, int64_t &size)> size;
};

/// One parsed expression, its nodes in prefix order.
class FootprintExpr {
public:
  enum class Op : uint8_t {
    Constant,
    ThreadId,
    BlockId,
    BlockDim,
    GridDim,
    Scalar,
    Size,
    Add,
    Sub,
    Mul,
    Min,
    Max,
    Hull,
    Div,
    CeilDiv,
    Rem,
    Range
  };
  struct Node {
    Op op = Op::Constant;
    /// Constant: its value. ThreadId..GridDim: the dimension. Scalar: the
    /// operand index, `param` and `bytes`. Size: the operand index and the
    /// dimension in `param`.
    int64_t value = 0;
    int param = 0, bytes = 0;
  };

  /// Parses `text`; false with `error` naming the token when malformed.
  bool parse(std::string_view text, std::string &error);
  /// The interval of values in `launch`, or none (an overflow, a division
  /// the rules do not bound, a value that cannot be read).
  std::optional<Interval> evaluate(const FootprintLaunch &launch) const;

  const std::vector<Node> &getNodes() const { return nodes; }

private:
  static int arity(Op op) { return op <= Op::Size ? 0 : 2; }
  std::optional<Interval> evaluateAt(size_t &at,
                                     const FootprintLaunch &launch) const;
  /// A node without operands: a constant, an id, a size, an operand.
  static std::optional<Interval> evaluateLeaf(const Node &node,
                                              const FootprintLaunch &launch);
  /// `op` of the intervals `a` and `b`.
  static std::optional<Interval> combine(Op op, Interval a, Interval b);
  std::vector<Node> nodes;
};

/// One access of a footprint.
struct FootprintItem {
  int operand = 0;
  bool write = false;
  struct Dim {
    FootprintExpr index;
    int64_t extent = 1;
  };
  std::vector<Dim> dims;
};

/// Parses a footprint (empty: none). On a malformed one returns false with
/// `error` naming the item and what is wrong.
bool parseFootprint(std::string_view text, std::vector<FootprintItem> &items,
                    std::string &error);

//===----------------------------------------------------------------------===//
// Implementation
//===----------------------------------------------------------------------===//

namespace footprint_detail {

inline bool parseInteger(std::string_view text, int64_t &out) {
  const char *end = text.data() + text.size();
  auto [at, error] = std::from_chars(text.data(), end, out);
  return error == std::errc() && at == end && !text.empty();
}

/// "A.B" or "A.B.C" of decimal counts into `out`.
inline bool parseCounts(std::string_view text, size_t count, int *out) {
  for (size_t i = 0; i < count; ++i) {
    size_t dot = i + 1 < count ? text.find('.') : text.size();
    if (dot == std::string_view::npos ||
        !parseCount(text.substr(0, dot), out[i]))
      return false;
    text.remove_prefix(std::min(text.size(), dot + 1));
  }
  return true;
}

inline bool addInto(int64_t a, int64_t b, int64_t &out) {
  return !__builtin_add_overflow(a, b, &out);
}

inline int64_t floorDiv(int64_t a, int64_t b) { return a / b; }

inline int64_t ceilDiv(int64_t a, int64_t b) { return a / b + (a % b != 0); }

} // namespace footprint_detail

inline bool FootprintExpr::parse(std::string_view text, std::string &error) {
  using namespace footprint_detail;
  nodes.clear();
  // Operands still needed before the expression is whole.
  int64_t needed = 1;
  while (!text.empty()) {
    std::string_view token = takeItem(text, ' ');
    if (needed == 0) {
      error = "'" + std::string(token) + "' after a whole expression";
      return false;
    }
    Node node;
    static const struct {
      const char *name;
      Op op;
    } kOps[] = {{"add", Op::Add},    {"sub", Op::Sub},      {"mul", Op::Mul},
                {"min", Op::Min},    {"max", Op::Max},      {"hull", Op::Hull},
                {"div", Op::Div},    {"cdiv", Op::CeilDiv}, {"rem", Op::Rem},
                {"range", Op::Range}};
    bool known = false;
    for (const auto &entry : kOps)
      if (token == entry.name) {
        node.op = entry.op;
        known = true;
      }
    if (!known && token.size() == 2 && token[1] >= 'x' && token[1] <= 'z' &&
        std::string_view("tbng").find(token[0]) != std::string_view::npos) {
      static const Op kIds[] = {Op::ThreadId, Op::BlockId, Op::BlockDim,
                                Op::GridDim};
      node.op = kIds[std::string_view("tbng").find(token[0])];
      node.value = token[1] - 'x';
      known = true;
    } else if (!known && token.size() > 1 && token[0] == 's') {
      int counts[3];
      known = parseCounts(token.substr(1), 3, counts) &&
              (counts[2] == 1 || counts[2] == 2 || counts[2] == 4 ||
               counts[2] == 8);
      node.op = Op::Scalar;
      node.value = counts[0];
      node.param = counts[1];
      node.bytes = counts[2];
    } else if (!known && token.size() > 1 && token[0] == 'd') {
      int counts[2];
      known = parseCounts(token.substr(1), 2, counts);
      node.op = Op::Size;
      node.value = counts[0];
      node.param = counts[1];
    } else if (!known) {
      known = parseInteger(token, node.value);
      node.op = Op::Constant;
    }
    if (!known) {
      error = "'" + std::string(token) + "' is not a footprint term";
      return false;
    }
    needed += arity(node.op) - 1;
    nodes.push_back(node);
  }
  if (needed != 0) {
    error = nodes.empty() ? "an empty expression"
                          : "an expression that lacks operands";
    return false;
  }
  return true;
}

inline std::optional<Interval>
FootprintExpr::evaluate(const FootprintLaunch &launch) const {
  size_t at = 0;
  if (nodes.empty())
    return std::nullopt;
  return evaluateAt(at, launch);
}

inline std::optional<Interval>
FootprintExpr::evaluateAt(size_t &at, const FootprintLaunch &launch) const {
  const Node &node = nodes[at++];
  if (arity(node.op) == 0)
    return evaluateLeaf(node, launch);
  std::optional<Interval> a = evaluateAt(at, launch);
  if (!a)
    return std::nullopt;
  std::optional<Interval> b = evaluateAt(at, launch);
  if (!b)
    return std::nullopt;
  return combine(node.op, *a, *b);
}

inline std::optional<Interval>
FootprintExpr::evaluateLeaf(const Node &node, const FootprintLaunch &launch) {
  auto dimOf = [&](const int64_t sizes[3]) { return sizes[node.value]; };
  int64_t value = 0;
  switch (node.op) {
  case Op::Constant:
    return Interval{node.value, node.value};
  case Op::ThreadId:
  case Op::BlockId:
    value = dimOf(node.op == Op::ThreadId ? launch.block : launch.grid);
    if (value < 1)
      return std::nullopt;
    return Interval{0, value - 1};
  case Op::BlockDim:
  case Op::GridDim:
    value = dimOf(node.op == Op::BlockDim ? launch.block : launch.grid);
    return Interval{value, value};
  case Op::Scalar:
    if (!launch.scalar || !launch.scalar(static_cast<int>(node.value),
                                         node.param, node.bytes, value))
      return std::nullopt;
    return Interval{value, value};
  case Op::Size:
    if (!launch.size ||
        !launch.size(static_cast<int>(node.value), node.param, value))
      return std::nullopt;
    return Interval{value, value};
  default:
    return std::nullopt;
  }
}

inline std::optional<Interval> FootprintExpr::combine(Op op, Interval a,
                                                      Interval b) {
  using namespace footprint_detail;
  Interval r;
  switch (op) {
  case Op::Add:
    if (!addInto(a.lo, b.lo, r.lo) || !addInto(a.hi, b.hi, r.hi))
      return std::nullopt;
    return r;
  case Op::Sub:
    if (__builtin_sub_overflow(a.lo, b.hi, &r.lo) ||
        __builtin_sub_overflow(a.hi, b.lo, &r.hi))
      return std::nullopt;
    return r;
  case Op::Mul: {
    int64_t products[4];
    if (__builtin_mul_overflow(a.lo, b.lo, &products[0]) ||
        __builtin_mul_overflow(a.lo, b.hi, &products[1]) ||
        __builtin_mul_overflow(a.hi, b.lo, &products[2]) ||
        __builtin_mul_overflow(a.hi, b.hi, &products[3]))
      return std::nullopt;
    return Interval{*std::min_element(products, products + 4),
                    *std::max_element(products, products + 4)};
  }
  case Op::Min:
    return Interval{std::min(a.lo, b.lo), std::min(a.hi, b.hi)};
  case Op::Max:
    return Interval{std::max(a.lo, b.lo), std::max(a.hi, b.hi)};
  case Op::Hull:
    return Interval{std::min(a.lo, b.lo), std::max(a.hi, b.hi)};
  case Op::Div:
  case Op::CeilDiv:
  case Op::Rem:
    // Non-negative over positive: monotonic, and the three agree with
    // every signedness and rounding of the ops they stand for.
    if (a.lo < 0 || b.lo <= 0)
      return std::nullopt;
    if (op == Op::Rem)
      return a.hi < b.lo ? a : Interval{0, std::min(a.hi, b.hi - 1)};
    if (op == Op::Div)
      return Interval{floorDiv(a.lo, b.hi), floorDiv(a.hi, b.lo)};
    return Interval{ceilDiv(a.lo, b.hi), ceilDiv(a.hi, b.lo)};
  case Op::Range:
    // An empty loop accesses nothing; its one value bounds the item still.
    return Interval{a.lo, std::max(a.lo, b.hi - 1)};
  default:
    return std::nullopt;
  }
}

inline bool parseFootprint(std::string_view text,
                           std::vector<FootprintItem> &items,
                           std::string &error) {
  items.clear();
  while (!text.empty()) {
    std::string_view item = takeItem(text, ',');
    auto fail = [&](const std::string &why) {
      error = "footprint item '" + std::string(item) + "': " + why;
      return false;
    };
    size_t first = item.find(':');
    size_t second =
        first == std::string_view::npos ? first : item.find(':', first + 1);
    if (second == std::string_view::npos)
      return fail("not INDEX:MODE:DIMS");
    FootprintItem &made = items.emplace_back();
    std::string_view mode = item.substr(first + 1, second - first - 1);
    if (!parseCount(item.substr(0, first), made.operand))
      return fail("its operand index is not a count");
    if (mode != "r" && mode != "w")
      return fail("its mode is not r or w");
    made.write = mode == "w";
    std::string_view dims = item.substr(second + 1);
    while (!dims.empty()) {
      std::string_view dim = takeItem(dims, ';');
      FootprintItem::Dim &parsed = made.dims.emplace_back();
      size_t hash = dim.find('#');
      if (hash != std::string_view::npos) {
        int extent = 0;
        if (!parseCount(dim.substr(hash + 1), extent) || extent < 1)
          return fail("extent '" + std::string(dim.substr(hash + 1)) +
                      "' is not a positive count");
        parsed.extent = extent;
        dim = dim.substr(0, hash);
      }
      std::string why;
      if (!parsed.index.parse(dim, why))
        return fail(why);
    }
  }
  return true;
}

} // namespace dbgrt

#endif // DBGRT_FOOTPRINT_H
