// One dispatch site (@step:0) inside an scf.for that runs five times, in a
// function @main calls. break-after=@step:0#3, or id=4 (the fill is id 1),
// stops after its third execution: each adds 1 to every element, so the
// dump holds 3.0. IREE's --iree-flow-break-dispatch can only name the site.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buf: memref<16xf32>) kernel {
      %i = gpu.thread_id x
      %zero = arith.constant 0.0 : f32
      memref.store %zero, %buf[%i] : memref<16xf32>
      gpu.return
    }
    gpu.func @increment(%buf: memref<16xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %buf[%i] : memref<16xf32>
      %one = arith.constant 1.0 : f32
      %w = arith.addf %v, %one : f32
      memref.store %w, %buf[%i] : memref<16xf32>
      gpu.return
    }
  }
  func.func @step(%buf: memref<16xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c16 = arith.constant 16 : index
    scf.for %iteration = %c0 to %c5 step %c1 {
      gpu.launch_func @kernels::@increment blocks in (%c1, %c1, %c1)
          threads in (%c16, %c1, %c1) args(%buf : memref<16xf32>)
    }
    return
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %buf = gpu.alloc () : memref<16xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c16, %c1, %c1) args(%buf : memref<16xf32>)
    call @step(%buf) : (memref<16xf32>) -> ()
    gpu.dealloc %buf : memref<16xf32>
    return
  }
}
