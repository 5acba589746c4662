// An scf.parallel loop that upstream's passes turn into a GPU dispatch:
// dbg-opt --gpu-map-parallel-loops --convert-parallel-loops-to-gpu.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %twice = arith.addf %f, %f : f32
    memref.store %twice, %buf[%i] : memref<8xf32>
    scf.reduce
  }
  %cast = memref.cast %buf : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
  memref.dealloc %buf : memref<8xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
