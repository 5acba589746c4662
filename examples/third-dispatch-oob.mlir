// dbg's bundled example: a four-dispatch program whose third dispatch
// (@main:2, kernels::scatter) stores far outside its buffer, an illegal
// address. In sync mode dbg names that dispatch and its source line; without
// it, the dispatches launched since the last synchronization.
//
//   scripts/run-example.sh            compiles and runs it (README.md)
//
// The lines below are what dbg prints; test/gpu/run-on-gpu.sh checks them
// on a CUDA GPU (suite.txt).

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buf: memref<?xf32>, %value: f32) kernel {
      %tid = gpu.thread_id x
      memref.store %value, %buf[%tid] : memref<?xf32>
      gpu.return
    }
    gpu.func @scale(%buf: memref<?xf32>, %factor: f32) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %buf[%tid] : memref<?xf32>
      %s = arith.mulf %v, %factor : f32
      memref.store %s, %buf[%tid] : memref<?xf32>
      gpu.return
    }
    // Bug: the offset is meant to be the thread's row, but it is a byte
    // count of a huge tensor, so the store lands 256 GiB past the buffer.
    gpu.func @scatter(%buf: memref<?xf32>, %offset: index) kernel {
      %tid = gpu.thread_id x
      %idx = arith.addi %tid, %offset : index
      %one = arith.constant 1.0 : f32
      memref.store %one, %buf[%idx] : memref<?xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %far = arith.constant 68719476736 : index
    %two = arith.constant 2.0 : f32
    %half = arith.constant 0.5 : f32
    %t0 = gpu.wait async
    %buf, %t1 = gpu.alloc async [%t0] (%c128) : memref<?xf32>
    %t2 = gpu.launch_func async [%t1] @kernels::@fill
        blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%buf : memref<?xf32>, %two : f32)
    %t3 = gpu.launch_func async [%t2] @kernels::@scale
        blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%buf : memref<?xf32>, %half : f32)
    %t4 = gpu.launch_func async [%t3] @kernels::@scatter
        blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%buf : memref<?xf32>, %far : index)
    %t5 = gpu.launch_func async [%t4] @kernels::@scale
        blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%buf : memref<?xf32>, %half : f32)
    gpu.wait [%t5]
    return
  }
}

// SYNC: [dbg] LAUNCH @main:0 kernels::fill [id=1] grid=(1,1,1) block=(128,1,1) target=gpu:0 at {{.*}}third-dispatch-oob.mlir:44:11
// SYNC: [dbg] LAUNCH @main:2 kernels::scatter [id=3] grid=(1,1,1) block=(128,1,1) target=gpu:0 at {{.*}}third-dispatch-oob.mlir:50:11
// SYNC-NEXT: [dbg] error: cuStreamSynchronize(stream) failed with CUDA_ERROR_ILLEGAL_ADDRESS (700: an illegal memory access was encountered) in dispatch @main:2 kernels::scatter [id=3] grid=(1,1,1) block=(128,1,1) at {{.*}}third-dispatch-oob.mlir:50:11
// SYNC-NEXT: [dbg]   detected by mgpuLaunchKernel right after the launch (device-sync-mode)
// SYNC-NOT: LAUNCH

// Without sync mode the fault surfaces at the final gpu.wait (or at the
// fourth launch, when the context is already dead): dbg names every dispatch
// since the last synchronization.
// ASYNC: [dbg] LAUNCH @main:2 kernels::scatter [id=3] grid=(1,1,1) block=(128,1,1) target=gpu:0 at {{.*}}third-dispatch-oob.mlir:50:11
// ASYNC: [dbg] error: {{.*}} failed with CUDA_ERROR_ILLEGAL_ADDRESS (700: an illegal memory access was encountered) in one of dispatches [id=1..{{[34]}}] since the last synchronization:
// ASYNC-NEXT: [dbg]   @main:0 kernels::fill [id=1] grid=(1,1,1) block=(128,1,1) at {{.*}}third-dispatch-oob.mlir:44:11
// ASYNC-NEXT: [dbg]   @main:1 kernels::scale [id=2] grid=(1,1,1) block=(128,1,1) at {{.*}}third-dispatch-oob.mlir:47:11
// ASYNC-NEXT: [dbg]   @main:2 kernels::scatter [id=3] grid=(1,1,1) block=(128,1,1) at {{.*}}third-dispatch-oob.mlir:50:11
// ASYNC: [dbg]   detected by {{mgpuStreamSynchronize|mgpuLaunchKernel}}; rerun with DBG_OPTIONS=device-sync-mode to find the dispatch that faulted

// Not instrumented, DBG_OPTIONS=device-sync-mode: the runtime still names
// the dispatch, by the kernel name the driver was asked for.
// PLAIN: [dbg] error: cuStreamSynchronize(stream) failed with CUDA_ERROR_ILLEGAL_ADDRESS (700: an illegal memory access was encountered) in dispatch scatter [id=3] grid=(1,1,1) block=(128,1,1)
// PLAIN-NEXT: [dbg]   detected by mgpuLaunchKernel right after the launch (device-sync-mode)

// Instrumented, tracing switched off at run time: no events, same report.
// QUIET-NOT: LAUNCH
// QUIET: [dbg] error: cuStreamSynchronize(stream) failed with CUDA_ERROR_ILLEGAL_ADDRESS (700: an illegal memory access was encountered) in dispatch @main:2 kernels::scatter [id=3] grid=(1,1,1) block=(128,1,1) at {{.*}}third-dispatch-oob.mlir:50:11

// With --debug=sensible the bounds checks see the bad index before the
// store: dbg reports it, with its value and the thread, and the store is
// skipped, so the program runs to its end and exits with status 1.
// SENSIBLE: [dbg] LAUNCH @main:2 kernels::scatter [id=3] grid=(1,1,1) block=(128,1,1) target=gpu:0 at {{.*}}third-dispatch-oob.mlir:50:11
// SENSIBLE-NEXT: [dbg] error: out-of-bounds store in kernels::scatter at {{.*}}third-dispatch-oob.mlir:31:7: index {{687194[0-9]+}} not in [0, 128) on dim 0, block (0,0,0) thread ({{[0-9]+}},0,0)
// SENSIBLE-NEXT: [dbg]   in @main:2 kernels::scatter [id=3] grid=(1,1,1) block=(128,1,1) at {{.*}}third-dispatch-oob.mlir:50:11
// SENSIBLE-NEXT: [dbg] COMPLETE @main:2 kernels::scatter [id=3] target=gpu:0 state=done
// SENSIBLE-NOT: ILLEGAL_ADDRESS
// SENSIBLE: [dbg] error: 1 check site(s) failed; exit status 1
