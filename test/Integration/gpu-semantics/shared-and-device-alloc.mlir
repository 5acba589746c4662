// A device-only gpu.alloc and a host_shared gpu.alloc, both of dynamic size
// and synchronous, used by one gpu.launch; the host reads the shared buffer.
// MLIR 22's gpu-to-llvm lowers the first only when async and the second only
// when synchronous. Input of test/Tools/dbg-compile/sync-gpu-ops.test and of
// the GPU suite.
// CHECK: 2
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4 : index
  %dev = gpu.alloc (%n) : memref<?xf32>
  %shared = gpu.alloc host_shared (%n) : memref<?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %i = arith.index_cast %tx : index to i32
    %f = arith.sitofp %i : i32 to f32
    memref.store %f, %dev[%tx] : memref<?xf32>
    %v = memref.load %dev[%tx] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %shared[%tx] : memref<?xf32>
    gpu.terminator
  }
  %r = memref.load %shared[%c1] : memref<?xf32>
  vector.print %r : f32
  gpu.dealloc %dev : memref<?xf32>
  return
}
