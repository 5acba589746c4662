// Thread 0 of a block spins on a flag that thread 1 of the same block sets.
// A GPU runs the two threads together and the program prints "done"; the
// host target does too: the threads of a kernel with an atomic in an
// scf.while take turns at each such atomic. Input of the GPU suite and of
// test/Integration/hangs/watchdog.test.
// CHECK: done
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @handshake(%flag: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %tid = gpu.thread_id x
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        scf.while : () -> () {
          %v = memref.atomic_rmw addi %zero, %flag[%c0] : (i32, memref<1xi32>) -> i32
          %unset = arith.cmpi eq, %v, %zero : i32
          scf.condition(%unset)
        } do {
          scf.yield
        }
      } else {
        %old = memref.atomic_rmw assign %one, %flag[%c0] : (i32, memref<1xi32>) -> i32
      }
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %t0 = gpu.wait async
    %flag, %t1 = gpu.alloc async [%t0] () : memref<1xi32>
    %t2 = gpu.memset async [%t1] %flag, %zero : memref<1xi32>, i32
    %t3 = gpu.launch_func async [%t2] @kernels::@handshake blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1) args(%flag : memref<1xi32>)
    gpu.wait [%t3]
    vector.print str "done\n"
    return
  }
}
