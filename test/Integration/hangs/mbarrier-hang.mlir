// Seeded bug: an mbarrier that expects more arrivals than come. It is
// initialized for the block's 64 threads, but the last thread never
// arrives: the other 63 wait at the try_wait forever. Built with
// --debug=wait-sites and run in sync mode, the dispatch watchdog names the
// wait and the counts. On the host target every thread waits at once and
// none is left to arrive: the scheduler reports the deadlock, with the
// same counts, without waiting for the watchdog.
// CHECK: [dbg] error: timeout: still running after {{[0-9.]+}} s (dispatch-timeout=3) in dispatch @main:0 kernels::short_arrival
// CHECK-NEXT: [dbg]   1 block(s) wait at nvgpu.mbarrier.try_wait.parity at {{.*}}mbarrier-hang.mlir:[[@LINE+22]]:7, mbarrier slot {{[0-5]}}: 63 of 64 expected arrival(s) in this phase; first block (0,0,0)
// CHECK-NEXT: [dbg]   its blocks wait at barriers for threads of their own that never arrive: an mbarrier that expects more arrivals than come, or a barrier some threads do not reach
// HOST: [dbg] error: deadlock in block (0,0,0) in dispatch @main:0 kernels::short_arrival
// HOST-NEXT: [dbg]   64 thread(s) wait at nvgpu.mbarrier.try_wait.parity at {{.*}}mbarrier-hang.mlir:[[@LINE+19]]:7 (first: thread (0,0,0)): its mbarrier has 63 of 64 expected arrival(s) in this phase, and no thread of the block is left to arrive; on a GPU the dispatch hangs
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @short_arrival(%out: memref<64xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c63 = arith.constant 63 : index
      %c64 = arith.constant 64 : index
      %tid = gpu.thread_id x
      %bar = nvgpu.mbarrier.create -> !barrierType
      %first = arith.cmpi eq, %tid, %c0 : index
      nvgpu.mbarrier.init %bar[%c0], %c64, predicate = %first : !barrierType
      gpu.barrier
      %arrives = arith.cmpi ult, %tid, %c63 : index
      scf.if %arrives {
        %token = nvgpu.mbarrier.arrive %bar[%c0] : !barrierType -> !nvgpu.mbarrier.token
      }
      %phase = arith.constant false
      %ticks = arith.constant 10000000 : index
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !barrierType
      %one = arith.constant 1.0 : f32
      memref.store %one, %out[%tid] : memref<64xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %out = gpu.alloc () : memref<64xf32>
    gpu.launch_func @kernels::@short_arrival blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<64xf32>)
    vector.print str "done\n"
    return
  }
}
