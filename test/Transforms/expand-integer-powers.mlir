// RUN: dbg-opt %s -split-input-file -expand-integer-powers | FileCheck %s

// A constant exponent: square and multiply, unrolled (x^5 = x * (x^2)^2);
// x^0 is 1 and x^1 is x.
// CHECK-LABEL: func.func @constant
// CHECK-SAME: (%[[X:.*]]: i32)
// CHECK: %[[SQ:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK: %[[FOURTH:.*]] = arith.muli %[[SQ]], %[[SQ]] : i32
// CHECK: %[[FIFTH:.*]] = arith.muli %[[X]], %[[FOURTH]] : i32
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: return %[[FIFTH]], %[[ONE]], %[[X]]
// CHECK-NOT: math.ipowi
func.func @constant(%x: i32) -> (i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = math.ipowi %x, %c5 : i32
  %b = math.ipowi %x, %c0 : i32
  %c = math.ipowi %x, %c1 : i32
  return %a, %b, %c : i32, i32, i32
}

// -----

// Any other exponent: a square-and-multiply loop over its bits, which runs
// no iteration for a negative one; a negative exponent gives 1 for base 1,
// +-1 for base -1 by parity, 0 otherwise.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[B:.*]]: i64, %[[E:.*]]: i64)
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[E]], %[[ZERO]]
// CHECK: %[[BITS:.*]] = arith.select %[[NEG]], %[[ZERO]], %[[E]]
// CHECK: %[[LOOP:.*]]:3 = scf.while (%[[R:.*]] = %[[ONE]], %[[SQ:.*]] = %[[B]], %[[Q:.*]] = %[[BITS]])
// CHECK: %[[MORE:.*]] = arith.cmpi ne, %[[Q]], %[[ZERO]]
// CHECK: scf.condition(%[[MORE]])
// CHECK: ^bb0(%[[R2:.*]]: i64, %[[SQ2:.*]]: i64, %[[Q2:.*]]: i64):
// CHECK: %[[LOW:.*]] = arith.andi %[[Q2]], %[[ONE]]
// CHECK: %[[ODD:.*]] = arith.cmpi ne, %[[LOW]], %[[ZERO]]
// CHECK: %[[PROD:.*]] = arith.muli %[[R2]], %[[SQ2]]
// CHECK: %[[NEXT:.*]] = arith.select %[[ODD]], %[[PROD]], %[[R2]]
// CHECK: %[[SQUARE:.*]] = arith.muli %[[SQ2]], %[[SQ2]]
// CHECK: %[[REST:.*]] = arith.shrui %[[Q2]], %[[ONE]]
// CHECK: scf.yield %[[NEXT]], %[[SQUARE]], %[[REST]]
// CHECK: %[[EBIT:.*]] = arith.andi %[[E]], %[[ONE]]
// CHECK: %[[EODD:.*]] = arith.cmpi ne, %[[EBIT]], %[[ZERO]]
// CHECK: %[[MONE:.*]] = arith.constant -1 : i64
// CHECK: %[[SIGN:.*]] = arith.select %[[EODD]], %[[MONE]], %[[ONE]]
// CHECK: %[[ISM1:.*]] = arith.cmpi eq, %[[B]], %[[MONE]]
// CHECK: %[[OFM1:.*]] = arith.select %[[ISM1]], %[[SIGN]], %[[ZERO]]
// CHECK: %[[IS1:.*]] = arith.cmpi eq, %[[B]], %[[ONE]]
// CHECK: %[[INV:.*]] = arith.select %[[IS1]], %[[ONE]], %[[OFM1]]
// CHECK: %[[RES:.*]] = arith.select %[[NEG]], %[[INV]], %[[LOOP]]#0
// CHECK: return %[[RES]]
func.func @dynamic(%b: i64, %e: i64) -> i64 {
  %p = math.ipowi %b, %e : i64
  return %p : i64
}

// -----

// Vectors are left alone.
// CHECK-LABEL: func.func @vector
// CHECK: math.ipowi
func.func @vector(%b: vector<4xi32>, %e: vector<4xi32>) -> vector<4xi32> {
  %p = math.ipowi %b, %e : vector<4xi32>
  return %p : vector<4xi32>
}
