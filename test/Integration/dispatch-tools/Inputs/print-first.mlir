// Prints before its first dispatch; compiled without --debug.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @inc(%buf: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %one = arith.constant 1 : i32
      %old = memref.atomic_rmw addi %one, %buf[%c0] : (i32, memref<1xi32>) -> i32
      gpu.return
    }
  }
  func.func @main() {
    vector.print str "started\n"
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1000 = arith.constant 1000 : index
    %zero = arith.constant 0 : i32
    %buf = memref.alloc() : memref<1xi32>
    memref.store %zero, %buf[%c0] : memref<1xi32>
    scf.for %i = %c0 to %c1000 step %c1 {
      gpu.launch_func @kernels::@inc blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<1xi32>)
    }
    %v = memref.load %buf[%c0] : memref<1xi32>
    vector.print %v : i32
    return
  }
}
