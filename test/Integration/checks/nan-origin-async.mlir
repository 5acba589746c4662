// An asynchronous launch whose store check fails. Outside sync mode its
// dispatch is not replayed (dispatches do not run one at a time), and the
// first such report says how to get the replay; in sync mode the report
// names the op where the NaN was born.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @root(%out: memref<8xf32>) kernel {
      %tid = gpu.thread_id x
      %i = arith.index_cast %tid : index to i32
      %f = arith.sitofp %i : i32 to f32
      %two = arith.constant 2.0 : f32
      %x = arith.subf %f, %two : f32
      %s = math.sqrt %x : f32
      memref.store %s, %out[%tid] : memref<8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %out, %t1 = gpu.alloc async [%t0] () : memref<8xf32>
    %t2 = gpu.launch_func async [%t1] @kernels::@root
        blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%out : memref<8xf32>)
    %t3 = gpu.dealloc async [%t2] %out : memref<8xf32>
    gpu.wait [%t3]
    return
  }
}
// ASYNC: [dbg] error: NaN stored by memref.store in kernels::root at {{.*}}nan-origin-async.mlir:14:7: value nan, block (0,0,0) thread ({{[01]}},0,0); 1 more at this site
// ASYNC-NEXT: [dbg]   in @main:0 kernels::root [id=1]
// ASYNC-NEXT: [dbg] note: the op where this value was born is found by running its dispatch again (nan-origin), which needs dispatches to run one at a time: rerun with DBG_OPTIONS=device-sync-mode
// ASYNC-NOT: origin:

// SYNC: [dbg] error: NaN stored by memref.store in kernels::root at {{.*}}nan-origin-async.mlir:14:7: value nan, block (0,0,0) thread ({{[01]}},0,0); 1 more at this site
// SYNC-NEXT: [dbg]   in @main:0 kernels::root [id=1]
// SYNC-NEXT: [dbg]   origin: NaN produced by math.sqrt in kernels::root at {{.*}}nan-origin-async.mlir:13:12: result nan from operands -{{[12]}}, block (0,0,0) thread ({{[01]}},0,0); 1 more at this site
// SYNC-NOT: note: the op where
