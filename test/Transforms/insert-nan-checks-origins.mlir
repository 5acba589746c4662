// RUN: dbg-opt %s -split-input-file -insert-nan-checks="origins" | FileCheck %s
// RUN: dbg-opt %s -split-input-file -insert-nan-checks | FileCheck %s --check-prefix=PLAIN
// RUN: not dbg-opt %s -split-input-file -insert-nan-checks="granularity=op origins" 2>&1 | FileCheck %s --check-prefix=OP-ORIGINS
// OP-ORIGINS: insert-nan-checks: origins needs granularity=store, not granularity=op

// origins: a kernel with a store check gets its origin build right after it,
// a copy made before the store checks, with a check of each float op right
// after it (not grouped: the build runs only after a store check failed),
// whose site names the kernel it was built from. The two name each other.
// CHECK-LABEL: gpu.func @scale
// CHECK-SAME: dbg.nan_origin = @scale__nan_origin
// CHECK: dbg.check_finite both %{{.*}}, @[[STORE:dbg_check[_0-9]*]] : f32
// CHECK: memref.store
// CHECK-LABEL: gpu.func @scale__nan_origin
// CHECK-SAME: (%[[M:.*]]: memref<8xf32>, %[[F:.*]]: f32) kernel
// CHECK-SAME: dbg.nan_origin_of = @scale
// CHECK: %[[X:.*]] = memref.load %[[M]]
// CHECK-NEXT: dbg.check_finite nan %[[X]], @{{.*}} origin
// CHECK-NEXT: %[[S:.*]] = math.sqrt %[[X]]
// CHECK-NEXT: dbg.check_finite both %[[S]], @{{.*}}(%[[X]] : f32) origin
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[S]], %[[F]]
// CHECK-NEXT: dbg.check_finite both %[[P]], @[[MUL:dbg_check[_0-9]*]](%[[S]], %[[F]] : f32, f32) origin
// CHECK-NEXT: memref.store %[[P]], %[[M]]
// CHECK: gpu.return
// CHECK-DAG: dbg.site @[[MUL]] nonfinite kernel "kernels::scale" op "arith.mulf"
// CHECK-DAG: dbg.site @[[STORE]] nonfinite kernel "kernels::scale" op "memref.store" {{.*}} what "stored by memref.store"
// PLAIN-LABEL: gpu.func @scale
// PLAIN-NOT: dbg.nan_origin
// PLAIN-NOT: gpu.func @scale__nan_origin
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%m: memref<8xf32>, %f: f32) kernel {
      %tid = gpu.thread_id x
      %x = memref.load %m[%tid] : memref<8xf32>
      %s = math.sqrt %x : f32
      %p = arith.mulf %s, %f : f32
      memref.store %p, %m[%tid] : memref<8xf32>
      gpu.return
    }
  }
}

// -----

// A kernel without a float store has none; nor has a device function (its
// stores are checked where it is called from), nor a kernel that only stores
// a constant -inf.
// CHECK-LABEL: gpu.module @kernels
// CHECK-NOT: __nan_origin
// CHECK: func.func @helper
// CHECK: dbg.check_finite
// CHECK-NOT: __nan_origin
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @count(%m: memref<8xi32>) kernel {
      %tid = gpu.thread_id x
      %c = arith.constant 1 : i32
      memref.store %c, %m[%tid] : memref<8xi32>
      gpu.return
    }
    func.func @helper(%m: memref<8xf32>, %x: f32, %i: index) {
      memref.store %x, %m[%i] : memref<8xf32>
      return
    }
    gpu.func @start(%m: memref<8xf32>) kernel {
      %tid = gpu.thread_id x
      %inf = arith.constant 0xFF800000 : f32
      memref.store %inf, %m[%tid] : memref<8xf32>
      gpu.return
    }
  }
}
