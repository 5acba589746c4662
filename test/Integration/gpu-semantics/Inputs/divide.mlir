// Integer division and remainder in a kernel with a divisor that thread 3
// computes as zero, and INT_MIN / -1. The host target checks both.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @divide(%out: memref<4xi32>, %kind: i32) kernel {
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i32
      %c3 = arith.constant 3 : i32
      %c100 = arith.constant 100 : i32
      %d = arith.subi %t, %c3 : i32
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %is0 = arith.cmpi eq, %kind, %c0 : i32
      %is1 = arith.cmpi eq, %kind, %c1 : i32
      %r = scf.if %is0 -> i32 {
        %q = arith.divsi %c100, %d : i32
        scf.yield %q : i32
      } else {
        %s = scf.if %is1 -> i32 {
          %q = arith.remui %c100, %d : i32
          scf.yield %q : i32
        } else {
          %min = arith.constant -2147483648 : i32
          %m1 = arith.constant -1 : i32
          %e = arith.cmpi eq, %t, %c3 : i32
          %den = arith.select %e, %m1, %c1 : i32
          %q = arith.divsi %min, %den : i32
          scf.yield %q : i32
        }
        scf.yield %s : i32
      }
      memref.store %r, %out[%tid] : memref<4xi32>
      gpu.return
    }
  }
  func.func @run(%kind: i32) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %out = memref.alloc() : memref<4xi32>
    gpu.launch_func @kernels::@divide blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%out : memref<4xi32>, %kind : i32)
    memref.dealloc %out : memref<4xi32>
    return
  }
  // Which division runs is read from the command line's argument count so
  // that the compiler cannot fold it: 1 argument divsi, 2 remui, 3 INT_MIN.
  func.func @main(%argc: i32, %argv: !llvm.ptr) -> i32 {
    %c1 = arith.constant 1 : i32
    %kind = arith.subi %argc, %c1 : i32
    call @run(%kind) : (i32) -> ()
    %c0 = arith.constant 0 : i32
    return %c0 : i32
  }
}
