// RUN: dbg-opt %s -split-input-file -insert-overflow-checks | FileCheck %s

// An i32 multiply and add on the way to a store's index: each is redone in
// 64 bits on its sign-extended operands (index_cast extends signed) and a
// result that differs from the wrapped one is reported, with the operands,
// the exact result and the wrapped one.
// CHECK-LABEL: gpu.func @row_offset
// CHECK-SAME: (%{{.*}}: memref<?xf32>, %[[ROW:[^:]*]]: i32, %[[STRIDE:[^:]*]]: i32, %[[COL:[^:]*]]: i32)
// CHECK: %[[BASE:.*]] = arith.muli %[[ROW]], %[[STRIDE]] : i32
// CHECK-NEXT: %[[A:.*]] = arith.extsi %[[ROW]] : i32 to i64
// CHECK-NEXT: %[[B:.*]] = arith.extsi %[[STRIDE]] : i32 to i64
// CHECK-NEXT: %[[WRAPPED:.*]] = arith.extsi %[[BASE]] : i32 to i64
// CHECK-NEXT: %[[EXACT:.*]] = arith.muli %[[A]], %[[B]] : i64
// CHECK-NEXT: %[[FAILED:.*]] = arith.cmpi ne, %[[EXACT]], %[[WRAPPED]] : i64
// CHECK-NEXT: scf.if %[[FAILED]] {
// CHECK-NEXT: dbg.report @[[MUL:.*]](%[[A]], %[[B]], %[[EXACT]], %[[WRAPPED]] : i64, i64, i64, i64)
// CHECK-NEXT: } {dbg.cold_path}
// CHECK: %[[AT:.*]] = arith.addi %[[BASE]], %[[COL]] : i32
// CHECK: arith.addi %{{.*}}, %{{.*}} : i64
// CHECK: dbg.report
// CHECK: memref.store
// CHECK-DAG: dbg.site @[[MUL]] overflow kernel "kernels::row_offset" op "arith.muli" at "{{.*}}insert-overflow-checks.mlir:[[#@LINE+5]]:{{[0-9]+}}" what "i32 overflow on the way to an address" detail "{lhs:i} * {rhs:i} = {exact:i} does not fit in i32; it wraps to {wrapped:i}"
// CHECK-DAG: dbg.site @{{.*}} overflow kernel "kernels::row_offset" op "arith.addi"
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @row_offset(%buffer: memref<?xf32>, %row: i32, %stride: i32, %col: i32) kernel {
      %base = arith.muli %row, %stride : i32
      %at = arith.addi %base, %col : i32
      %index = arith.index_cast %at : i32 to index
      %v = arith.constant 1.0 : f32
      memref.store %v, %buffer[%index] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// After index_castui the path is unsigned: operands and results are
// zero-extended, and the template says ui32.
// CHECK-LABEL: gpu.func @unsigned_offset
// CHECK: %[[OFF:.*]] = arith.shli %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[A:.*]] = arith.extui %{{.*}} : i32 to i64
// CHECK-NEXT: %[[B:.*]] = arith.extui %{{.*}} : i32 to i64
// CHECK-NEXT: %[[W:.*]] = arith.extui %[[OFF]] : i32 to i64
// CHECK: %[[CAP:.*]] = arith.minui %[[B]], %{{.*}} : i64
// CHECK: arith.shli %[[A]], %[[CAP]] : i64
// CHECK: dbg.site @{{.*}} overflow {{.*}} op "arith.shli" {{.*}} detail "{lhs:i} << {rhs:i} = {exact:i} does not fit in ui32; it wraps to {wrapped:i}"
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @unsigned_offset(%buffer: memref<?xf32>, %row: i32, %shift: i32) kernel {
      %off = arith.shli %row, %shift : i32
      %index = arith.index_castui %off : i32 to index
      %v = memref.load %buffer[%index] : memref<?xf32>
      memref.store %v, %buffer[%index] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// Arithmetic that never reaches an address (a hash stored as a value) and
// 64-bit arithmetic are left alone; a select carries both of its values to
// the address.
// CHECK-LABEL: gpu.func @hash_and_select
// CHECK: %[[HASH:.*]] = arith.muli %{{.*}}, %{{.*}} : i32
// CHECK-NOT: arith.extsi %[[HASH]]
// CHECK: %[[PICK:.*]] = arith.subi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: arith.extsi
// CHECK: dbg.report
// CHECK-NOT: dbg.report
// CHECK: gpu.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @hash_and_select(%buffer: memref<?xi32>, %x: i32, %y: i32, %p: i1, %w: i64) kernel {
      %c0 = arith.constant 0 : index
      %prime = arith.constant 16777619 : i32
      %hash = arith.muli %x, %prime : i32
      memref.store %hash, %buffer[%c0] : memref<?xi32>
      %pick = arith.subi %x, %y : i32
      %zero = arith.constant 0 : i32
      %chosen = arith.select %p, %pick, %zero : i32
      %index = arith.index_cast %chosen : i32 to index
      %wide = arith.muli %w, %w : i64
      %windex = arith.index_cast %wide : i64 to index
      memref.store %zero, %buffer[%index] : memref<?xi32>
      memref.store %zero, %buffer[%windex] : memref<?xi32>
      gpu.return
    }
  }
}
