// A block-level tree reduction in shared memory: each of 4 blocks of 256
// threads sums its 256 inputs, halving the active threads with a barrier
// between steps (inside an scf.for), in dynamic shared memory; thread 0
// writes the block's sum through a device function that reads the block id
// itself. Runs on CUDA (the GPU suite) and on the host target, where the
// threads of a block are fibers that meet at each barrier.
// Block b sums b*256 .. b*256+255: 65536*b + 32640.
// CHECK: [32640, 98176, 163712, 229248]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func @store_sum(%out: memref<4xf32>, %sum: f32) {
      %b = gpu.block_id x
      memref.store %sum, %out[%b] : memref<4xf32>
      return
    }
    gpu.func @block_sum(%in: memref<1024xf32>, %out: memref<4xf32>)
        workgroup(%total: memref<1xf32, #gpu.address_space<workgroup>>)
        kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c128 = arith.constant 128 : index
      %t = gpu.thread_id x
      %gid = gpu.global_id x
      %bytes = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %tile = memref.view %bytes[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
      %v = memref.load %in[%gid] : memref<1024xf32>
      memref.store %v, %tile[%t] : memref<256xf32, #gpu.address_space<workgroup>>
      // Strides 128, 64, ..., 1.
      scf.for %i = %c0 to %c8 step %c1 {
        %stride = arith.shrui %c128, %i : index
        gpu.barrier
        %active = arith.cmpi ult, %t, %stride : index
        scf.if %active {
          %other = arith.addi %t, %stride : index
          %a = memref.load %tile[%t] : memref<256xf32, #gpu.address_space<workgroup>>
          %b = memref.load %tile[%other] : memref<256xf32, #gpu.address_space<workgroup>>
          %s = arith.addf %a, %b : f32
          memref.store %s, %tile[%t] : memref<256xf32, #gpu.address_space<workgroup>>
        }
      }
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        %s = memref.load %tile[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
        memref.store %s, %total[%c0] : memref<1xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %last = arith.cmpi eq, %t, %c128 : index
      scf.if %last {
        %s = memref.load %total[%c0] : memref<1xf32, #gpu.address_space<workgroup>>
        func.call @store_sum(%out, %s) : (memref<4xf32>, f32) -> ()
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : index
    %shared = arith.constant 1024 : i32
    %in = gpu.alloc host_shared () : memref<1024xf32>
    %out = gpu.alloc host_shared () : memref<4xf32>
    scf.for %i = %c0 to %c1024 step %c1 {
      %i32 = arith.index_cast %i : index to i32
      %f = arith.sitofp %i32 : i32 to f32
      memref.store %f, %in[%i] : memref<1024xf32>
    }
    gpu.launch_func @kernels::@block_sum blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) dynamic_shared_memory_size %shared args(%in : memref<1024xf32>, %out : memref<4xf32>)
    gpu.wait
    %print = memref.cast %out : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%print) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}
