// RUN: dbg-opt %s -split-input-file -convert-scf-to-cf-linear | FileCheck %s

// An scf.if with results: a conditional branch to both regions, which pass
// the yielded values to the continuation block.
// CHECK-LABEL: func.func @results
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK: cf.cond_br %[[C]], ^[[THEN:bb[0-9]+]], ^[[ELSE:bb[0-9]+]]
// CHECK: ^[[THEN]]:
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %[[A]], %[[B]]
// CHECK-NEXT: cf.br ^[[CONT:bb[0-9]+]](%[[SUM]] : i32)
// CHECK: ^[[ELSE]]:
// CHECK-NEXT: cf.br ^[[CONT]](%[[B]] : i32)
// CHECK: ^[[CONT]](%[[R:.*]]: i32):
// CHECK-NEXT: return %[[R]]
func.func @results(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// Without an else region the condition's false edge is the continuation.
// CHECK-LABEL: func.func @no_else
// CHECK-SAME: (%[[C:.*]]: i1, %[[M:.*]]: memref<1xi32>, %[[V:.*]]: i32)
// CHECK: cf.cond_br %[[C]], ^[[THEN:bb[0-9]+]], ^[[CONT:bb[0-9]+]]
// CHECK: ^[[THEN]]:
// CHECK-NEXT: memref.store %[[V]]
// CHECK-NEXT: cf.br ^[[CONT]]
// CHECK: ^[[CONT]]:
// CHECK-NEXT: return
func.func @no_else(%c: i1, %m: memref<1xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %v, %m[%c0] : memref<1xi32>
  }
  return
}

// -----

// Consecutive scf.ifs of one block each get a branch, in program order;
// the ops between them stay between them.
// CHECK-LABEL: func.func @sequence
// CHECK: cf.cond_br %{{.*}}, ^[[T1:bb[0-9]+]], ^[[C1:bb[0-9]+]]
// CHECK: ^[[T1]]:
// CHECK-NEXT: call @f(%{{.*}}) : (i32) -> ()
// CHECK: ^[[C1]]:
// CHECK-NEXT: %[[X:.*]] = arith.muli
// CHECK-NEXT: cf.cond_br %{{.*}}, ^[[T2:bb[0-9]+]], ^[[C2:bb[0-9]+]]
// CHECK: ^[[T2]]:
// CHECK-NEXT: call @f(%[[X]]) : (i32) -> ()
// CHECK: ^[[C2]]:
// CHECK-NEXT: return
func.func private @f(i32)
func.func @sequence(%c: i1, %d: i1, %a: i32) {
  scf.if %c {
    func.call @f(%a) : (i32) -> ()
  }
  %x = arith.muli %a, %a : i32
  scf.if %d {
    func.call @f(%x) : (i32) -> ()
  }
  return
}

// -----

// scf.ifs nested in a loop and in another scf.if; the loop goes through
// upstream's pattern.
// CHECK-LABEL: func.func @nested
// CHECK-NOT: scf.
// CHECK: arith.cmpi slt
// CHECK: cf.cond_br
// CHECK: cf.cond_br %{{.*}}, ^[[OUTER:bb[0-9]+]], ^[[AFTER:bb[0-9]+]]
// CHECK: ^[[OUTER]]:
// CHECK-NEXT: cf.cond_br %{{.*}}, ^[[INNER:bb[0-9]+]], ^[[INNERCONT:bb[0-9]+]]
// CHECK: ^[[INNER]]:
// CHECK-NEXT: call @g
// CHECK: ^[[INNERCONT]]:
// CHECK-NEXT: cf.br ^[[AFTER]]
// CHECK-NOT: scf.
func.func private @g()
func.func @nested(%n: index, %c: i1, %d: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      scf.if %d {
        func.call @g() : () -> ()
      }
    }
  }
  return
}

// -----

// The guard of a checked access (dbg.guard) makes the access the likely
// way, 2000 to 1, as __builtin_expect does; another scf.if gets no
// weights.
// CHECK-LABEL: func.func @guard
// CHECK: cf.cond_br %{{.*}} weights([2000, 1]), ^[[ACCESS:bb[0-9]+]], ^{{bb[0-9]+}}
// CHECK: ^[[ACCESS]]:
// CHECK-NEXT: memref.load
// CHECK: cf.cond_br %{{[^ ]*}}, ^
// CHECK-NOT: weights
func.func @guard(%ok: i1, %c: i1, %m: memref<1xf32>, %i: index) -> f32 {
  %r = scf.if %ok -> f32 {
    %v = memref.load %m[%i] : memref<1xf32>
    scf.yield %v : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  } {dbg.guard}
  scf.if %c {
    memref.store %r, %m[%i] : memref<1xf32>
  }
  return %r : f32
}
