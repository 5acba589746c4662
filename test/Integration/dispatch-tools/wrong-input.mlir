// An entry function compiled for an 8x4 input is handed an 8x5 one (the
// casts through @erase_shape stand for a caller in another language, which
// passes any descriptor). With --debug=check-inputs the guard refuses it, naming the
// argument and the dimension, before any dispatch reads it.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @double(%x: memref<8x4xf32>) kernel {
      %i = gpu.block_id x
      %j = gpu.thread_id x
      %v = memref.load %x[%i, %j] : memref<8x4xf32>
      %d = arith.addf %v, %v : f32
      memref.store %d, %x[%i, %j] : memref<8x4xf32>
      gpu.return
    }
  }
  func.func @forward(%x: memref<8x4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @kernels::@double blocks in (%c8, %c1, %c1)
        threads in (%c4, %c1, %c1) args(%x : memref<8x4xf32>)
    return
  }
  // What a caller without MLIR's types passes: any descriptor.
  func.func private @erase_shape(%m: memref<?x?xf32>) -> memref<?x?xf32> {
    return %m : memref<?x?xf32>
  }
  func.func @main() {
    %m = gpu.alloc () : memref<8x5xf32>
    %any = memref.cast %m : memref<8x5xf32> to memref<?x?xf32>
    %erased = call @erase_shape(%any) : (memref<?x?xf32>) -> memref<?x?xf32>
    %x = memref.cast %erased : memref<?x?xf32> to memref<8x4xf32>
    call @forward(%x) : (memref<8x4xf32>) -> ()
    gpu.dealloc %m : memref<8x5xf32>
    return
  }
}
// CHECK: [dbg] error: wrong shape of argument #0 in @forward at {{.*}}wrong-input.mlir:16:22: dim 1 has size 5, compiled for 4 (memref<8x4xf32>)
// The row stride of a descriptor of 8x5 is 5, not 4.
// CHECK-NEXT: [dbg] error: wrong strides of argument #0 in @forward at {{.*}}wrong-input.mlir:16:22: dim 0 has stride 5, compiled for 4 (memref<8x4xf32>)
// CHECK-NEXT: [dbg] error: stopping at a checkpoint after 2 failed check site(s); exit status 1
// CHECK-NOT: LAUNCH
