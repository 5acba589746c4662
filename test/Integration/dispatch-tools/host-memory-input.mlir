// CUDA only (the GPU suite): an entry function whose kernel reads its
// argument is handed host memory the GPU cannot read (memref.alloc, not
// registered). With --debug=check-inputs the guard refuses it before the
// dispatch, which would fault with an illegal address.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @negate(%x: memref<16xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %x[%i] : memref<16xf32>
      %n = arith.negf %v : f32
      memref.store %n, %x[%i] : memref<16xf32>
      gpu.return
    }
  }
  func.func @forward(%x: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    gpu.launch_func @kernels::@negate blocks in (%c1, %c1, %c1)
        threads in (%c16, %c1, %c1) args(%x : memref<16xf32>)
    return
  }
  func.func @main() {
    %x = memref.alloc() : memref<16xf32>
    call @forward(%x) : (memref<16xf32>) -> ()
    memref.dealloc %x : memref<16xf32>
    return
  }
}
// CHECK: [dbg] error: host memory in argument #0 in @forward at {{.*}}host-memory-input.mlir:15:22: address {{[0-9]+}} is host memory the GPU cannot read; a kernel takes this memref<16xf32> (pass device memory, or gpu.host_register it)
// CHECK-NEXT: [dbg] error: stopping at a checkpoint after 1 failed check site(s); exit status 1
// CHECK-NOT: LAUNCH
