// Seeded bug: a barrier inside a thread-dependent branch. The first warp
// of the block waits at one gpu.barrier, the second at another; on an
// NVIDIA GPU the barrier completes with the block split (it counts
// arrivals, not instructions) and what follows reads memory half the block
// has not written. (Split inside a warp, it hangs: reported by the
// dispatch watchdog in sync mode.) The host target's scheduler reports it (HOST), a GPU build the
// barrier checks of --debug=races=workgroup (GPU).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @diverge(%out: memref<64xf32>)
        workgroup(%buf: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %tid = gpu.thread_id x
      %c32 = arith.constant 32 : index
      %low = arith.cmpi ult, %tid, %c32 : index
      %one = arith.constant 1.0 : f32
      scf.if %low {
        memref.store %one, %buf[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
        gpu.barrier
      } else {
        gpu.barrier
        memref.store %one, %buf[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
      }
      memref.store %one, %out[%tid] : memref<64xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %out = gpu.alloc () : memref<64xf32>
    gpu.launch_func @kernels::@diverge blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%out : memref<64xf32>)
    gpu.dealloc %out : memref<64xf32>
    return
  }
}
// HOST: [dbg] error: barrier divergence in block (0,0,0) in dispatch @main:0 kernels::diverge
// HOST-NEXT: [dbg]   thread ({{[0-9]+}},0,0) waits at the barrier at {{.*}}barrier-divergence.mlir:{{18|20}}:9, while thread ({{[0-9]+}},0,0) waits at the barrier at {{.*}}barrier-divergence.mlir:{{18|20}}:9
// Threads 31 and 63 each read a neighbour at the other barrier: one site
// (the kernel's first barrier: race checks add one at its entry), two
// failures.
// GPU: [dbg] error: barrier divergence in kernels::diverge at {{.*}}barrier-divergence.mlir:{{[0-9]+}}:{{[0-9]+}}: this thread was at gpu.barrier at {{.*}}barrier-divergence.mlir:{{(18:9, thread \(32,0,0\) at gpu.barrier at .*barrier-divergence.mlir:20:9, after [0-9]+ barrier\(s\), block \(0,0,0\) thread \(31,0,0\)|20:9, thread \(0,0,0\) at gpu.barrier at .*barrier-divergence.mlir:18:9, after [0-9]+ barrier\(s\), block \(0,0,0\) thread \(63,0,0\))}}; 1 more at this site
// GPU: [dbg] error: 1 check site(s) failed; exit status 1
