// The host target's cost of threads that wait for each other: 64 blocks of
// 256 threads each run ITERS iterations of a multiply-add on their own
// value; the "barriers" variant (BARRIER replaced by gpu.barrier) meets the
// whole block at a barrier in every iteration. bench/host-barriers.sh
// builds both and times them.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @work(%buf: memref<16384xf32>, %iters: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %gid = gpu.global_id x
      %a = arith.constant 1.0001 : f32
      %b = arith.constant 0.5 : f32
      %v0 = memref.load %buf[%gid] : memref<16384xf32>
      %v = scf.for %i = %c0 to %iters step %c1 iter_args(%x = %v0) -> (f32) {
        %m = arith.mulf %x, %a : f32
        %n = arith.addf %m, %b : f32
        BARRIER
        scf.yield %n : f32
      }
      memref.store %v, %buf[%gid] : memref<16384xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %iters = arith.constant ITERS : index
    %c1f = arith.constant 1.0 : f32
    %buf = gpu.alloc () : memref<16384xf32>
    gpu.memset %buf, %c1f : memref<16384xf32>, f32
    gpu.launch_func @kernels::@work blocks in (%c64, %c1, %c1) threads in (%c256, %c1, %c1) args(%buf : memref<16384xf32>, %iters : index)
    gpu.wait
    return
  }
}
