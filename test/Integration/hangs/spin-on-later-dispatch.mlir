// A kernel that spins on a flag that a later dispatch, launched on another
// stream, sets. On a GPU the two run concurrently and the program prints
// "done"; where dispatches run one at a time (device-sync-mode, the host
// target) the first never finishes, and dbg's watchdog (dispatch-timeout)
// reports it. Both kernels run once first with the flag already set: CUDA
// loads a kernel's code at its first launch (lazy loading), which waits for
// the kernels already running. Input of the GPU suite and of
// test/Integration/hangs/watchdog.test.
// CHECK: done
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @wait_for_flag(%flag: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %zero = arith.constant 0 : i32
      scf.while : () -> () {
        %v = memref.atomic_rmw addi %zero, %flag[%c0] : (i32, memref<1xi32>) -> i32
        %unset = arith.cmpi eq, %v, %zero : i32
        scf.condition(%unset)
      } do {
        scf.yield
      }
      gpu.return
    }
    gpu.func @set_flag(%flag: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %one = arith.constant 1 : i32
      %old = memref.atomic_rmw assign %one, %flag[%c0] : (i32, memref<1xi32>) -> i32
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %t0 = gpu.wait async
    %flag, %t1 = gpu.alloc async [%t0] () : memref<1xi32>
    %w0 = gpu.memset async [%t1] %flag, %one : memref<1xi32>, i32
    %w1 = gpu.launch_func async [%w0] @kernels::@wait_for_flag blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%flag : memref<1xi32>)
    %w2 = gpu.launch_func async [%w1] @kernels::@set_flag blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%flag : memref<1xi32>)
    %t2 = gpu.memset async [%w2] %flag, %zero : memref<1xi32>, i32
    gpu.wait [%t2]
    %s1 = gpu.wait async
    %s2 = gpu.wait async
    %a = gpu.launch_func async [%s1] @kernels::@wait_for_flag blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%flag : memref<1xi32>)
    %b = gpu.launch_func async [%s2] @kernels::@set_flag blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%flag : memref<1xi32>)
    gpu.wait [%a, %b]
    vector.print str "done\n"
    return
  }
}
