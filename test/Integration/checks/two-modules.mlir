// Two kernel modules, each with its own error record: a bounds failure in one,
// NaNs in the other, each reported at its site and dispatch.
module attributes {gpu.container_module} {
  gpu.module @a {
    gpu.func @k(%buf: memref<4xf32>) kernel {
      %tid = gpu.thread_id x
      %v = arith.constant 1.0 : f32
      memref.store %v, %buf[%tid] : memref<4xf32>
      gpu.return
    }
  }
  gpu.module @b {
    gpu.func @k(%buf: memref<4xf32>) kernel {
      %tid = gpu.thread_id x
      %z = arith.constant 0.0 : f32
      %n = arith.divf %z, %z : f32
      memref.store %n, %buf[%tid] : memref<4xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %buf = gpu.alloc () : memref<4xf32>
    gpu.launch_func @a::@k blocks in (%c1, %c1, %c1) threads in (%c5, %c1, %c1) args(%buf : memref<4xf32>)
    gpu.launch_func @b::@k blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%buf : memref<4xf32>)
    return
  }
}
// CHECK: [dbg] error: out-of-bounds store in a::k at {{.*}}two-modules.mlir:8:7: index 4 not in [0, 4) on dim 0, block (0,0,0) thread (4,0,0)
// CHECK-NEXT: [dbg]   in @main:0 a::k [id=1] grid=(1,1,1) block=(5,1,1) at {{.*}}two-modules.mlir:26:5
// CHECK: [dbg] error: NaN stored by memref.store in b::k at {{.*}}two-modules.mlir:17:7: value nan, block (0,0,0) thread ({{[0-3]}},0,0); 3 more at this site
// CHECK-NEXT: [dbg]   in @main:1 b::k [id=2] grid=(1,1,1) block=(4,1,1) at {{.*}}two-modules.mlir:27:5
// CHECK: [dbg] error: 2 check site(s) failed
