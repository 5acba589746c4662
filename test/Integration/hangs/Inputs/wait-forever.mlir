// A kernel that waits for a flag nothing sets: it hangs on a GPU too.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @wait_forever(%flag: memref<1xi32>) kernel {
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
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0 : i32
    %flag = gpu.alloc () : memref<1xi32>
    gpu.memset %flag, %zero : memref<1xi32>, i32
    gpu.launch_func @kernels::@wait_forever blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1) args(%flag : memref<1xi32>)
    return
  }
}
