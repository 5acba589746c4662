// Seeded bugs: two NaNs of their own. @log stores log(-1) = NaN into a[0].
// @clean_sqrt then reads a, discards its NaN (a select on isnan), and
// stores sqrt(b[i]) with b[3] = -1: a new NaN born from clean data in a
// dispatch that also read the earlier NaN. It is reported, with its
// origin, not left out as the spread of the first (its replay finds a NaN
// born in it, not only one loaded from memory).
// CHECK: error: NaN stored by memref.store in kernels::log at {{.*}}nan-after-spread.mlir:[[# @LINE + 17]]:7: value nan, block (0,0,0) thread (0,0,0)
// CHECK: origin: NaN produced by math.log in kernels::log at {{.*}}nan-after-spread.mlir:[[# @LINE + 15]]:12: result nan from operands -1
// CHECK: error: NaN stored by memref.store in kernels::clean_sqrt at {{.*}}nan-after-spread.mlir:[[# @LINE + 27]]:7: value nan, block (0,0,0) thread (3,0,0)
// CHECK-NEXT: in @main:2 kernels::clean_sqrt
// CHECK: origin: NaN produced by math.sqrt in kernels::clean_sqrt at {{.*}}nan-after-spread.mlir:[[# @LINE + 23]]:12: result nan from operands -1, block (0,0,0) thread (3,0,0)
// CHECK-NOT: reached
// CHECK: error: 2 check site(s) failed
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @log(%a: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %one = arith.constant 1.0 : f32
      %m = arith.constant -1.0 : f32
      %z = arith.cmpi eq, %i, %c0 : index
      %x = arith.select %z, %m, %one : f32
      %y = math.log %x : f32
      memref.store %y, %a[%i] : memref<8xf32>
      gpu.return
    }
    gpu.func @clean_sqrt(%a: memref<8xf32>, %b: memref<8xf32>, %o: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<8xf32>
      %isnan = arith.cmpf uno, %x, %x : f32
      %zero = arith.constant 0.0 : f32
      %xs = arith.select %isnan, %zero, %x : f32
      %v = memref.load %b[%i] : memref<8xf32>
      %s = math.sqrt %v : f32
      %r = arith.addf %xs, %s : f32
      memref.store %r, %o[%i] : memref<8xf32>
      gpu.return
    }
    gpu.func @initb(%b: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %c3 = arith.constant 3 : index
      %one = arith.constant 4.0 : f32
      %m = arith.constant -1.0 : f32
      %z = arith.cmpi eq, %i, %c3 : index
      %x = arith.select %z, %m, %one : f32
      memref.store %x, %b[%i] : memref<8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %a = gpu.alloc () : memref<8xf32>
    %b = gpu.alloc () : memref<8xf32>
    %o = gpu.alloc () : memref<8xf32>
    gpu.launch_func @kernels::@initb blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%b : memref<8xf32>)
    gpu.launch_func @kernels::@log blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<8xf32>)
    gpu.launch_func @kernels::@clean_sqrt blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<8xf32>, %b : memref<8xf32>, %o : memref<8xf32>)
    return
  }
}
