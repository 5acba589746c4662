// Seeded bug: a block whose first warp waits at a gpu.barrier for the
// second, while the second spins on a flag that the first sets only after
// the barrier: neither gets past. Built with --debug=wait-sites and run in
// sync mode, the dispatch watchdog names where the block waits (the
// barrier or the spin, whichever of the two warps recorded last). (Split
// inside a warp, a barrier also hangs; the host target's scheduler
// reports a barrier some threads never reach itself.)
// CHECK: [dbg] error: timeout: still running after {{[0-9.]+}} s (dispatch-timeout=3) in dispatch @main:0 kernels::barrier_before_flag
// CHECK-NEXT: [dbg]   1 block(s) wait at {{(gpu.barrier at .*barrier-hang.mlir:21:9|scf.while at .*barrier-hang.mlir:24:9)}}; first block (0,0,0)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @barrier_before_flag(%flag: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %tid = gpu.thread_id x
      %first = arith.cmpi ult, %tid, %c32 : index
      scf.if %first {
        // The second warp never comes: it waits for the flag set below.
        gpu.barrier
        %old = memref.atomic_rmw assign %one, %flag[%c0] : (i32, memref<1xi32>) -> i32
      } else {
        scf.while : () -> () {
          %v = memref.atomic_rmw addi %zero, %flag[%c0] : (i32, memref<1xi32>) -> i32
          %unset = arith.cmpi eq, %v, %zero : i32
          scf.condition(%unset)
        } do {
          scf.yield
        }
      }
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %zero = arith.constant 0 : i32
    %flag = gpu.alloc () : memref<1xi32>
    gpu.memset %flag, %zero : memref<1xi32>, i32
    gpu.launch_func @kernels::@barrier_before_flag blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%flag : memref<1xi32>)
    vector.print str "done\n"
    return
  }
}
