// RUN: dbg-opt %s -split-input-file -trace-dispatches | FileCheck %s

// Each access's indices as expressions of the launch: thread and block
// ids and sizes, integer operands (index at launch parameter 5, 8 bytes;
// i32 at 6, 4 bytes), constants, loop induction variables, affine maps,
// memref sizes; a vector access covers its lanes. Reads and writes are
// items of their own, each once, in a fixed order.
// CHECK-LABEL: func.func @main
// CHECK: dbg.site @{{.*}} dispatch kernel "kernels::indexed"
// CHECK-SAME: footprint "0:r:add mul bx nx tx,0:r:range 0 d0.0,0:r:rem s1.5.8 16#4,0:w:add s1.5.8 tx,0:w:s2.6.4"
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @indexed(%buf: memref<?xf32>, %k: index, %j: i32) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %tid = gpu.thread_id x
      %gid = gpu.global_id x
      %x = memref.load %buf[%gid] : memref<?xf32>
      %i = arith.addi %k, %tid : index
      memref.store %x, %buf[%i] : memref<?xf32>
      %n = memref.dim %buf, %c0 : memref<?xf32>
      scf.for %l = %c0 to %n step %c1 {
        %y = memref.load %buf[%l] : memref<?xf32>
      }
      %m = affine.apply affine_map<(d0) -> (d0 mod 16)>(%k)
      %v = vector.load %buf[%m] : memref<?xf32>, vector<4xf32>
      %ji = arith.index_cast %j : i32 to index
      memref.store %x, %buf[%ji] : memref<?xf32>
      gpu.return
    }
  }
  func.func @main(%buf: memref<?xf32>, %k: index, %j: i32) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@indexed blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<?xf32>, %k : index, %j : i32)
    return
  }
}

// -----

// Indices dbg does not follow leave their operand and mode out: a view (the
// operand whole in both modes), a value loaded from memory (only the reads
// of %b bounded), a matrix tile. A kernel with nothing bounded has no
// footprint.
// CHECK-LABEL: func.func @main
// CHECK: dbg.site @{{.*}} kernel "kernels::partly"
// CHECK-SAME: footprint "1:r:tx"
// CHECK: dbg.site @{{.*}} kernel "kernels::unbounded"
// CHECK-NOT: footprint "
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @partly(%a: memref<64xf32>, %b: memref<64xi32>, %k: index) kernel {
      %tid = gpu.thread_id x
      %view = memref.subview %a[%k] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: ?>>
      %x = memref.load %view[%tid] : memref<16xf32, strided<[1], offset: ?>>
      %j = memref.load %b[%tid] : memref<64xi32>
      %ji = arith.index_cast %j : i32 to index
      %y = arith.index_cast %tid : index to i32
      memref.store %y, %b[%ji] : memref<64xi32>
      gpu.return
    }
    gpu.func @unbounded(%a: memref<16x16xf16>) kernel {
      %c0 = arith.constant 0 : index
      %m = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
      gpu.return
    }
  }
  func.func @main(%a: memref<64xf32>, %b: memref<64xi32>, %k: index, %m: memref<16x16xf16>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@partly blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xi32>, %k : index)
    gpu.launch_func @kernels::@unbounded blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16x16xf16>)
    return
  }
}
