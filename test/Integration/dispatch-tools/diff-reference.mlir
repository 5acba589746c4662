// Two dispatches, each with a reference written by hand (dbg.reference, the
// dbg dialect's op a frontend places before a launch): @scale is right;
// @shift reads its input one element off (wrapping around, so it stays in
// bounds and finite, and no check sees it). Under --debug=diff the shift is
// reported at its first wrong element; without --debug the references are
// erased and the program runs as written. Prints the result.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%in: memref<8xf32>, %out: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %in[%i] : memref<8xf32>
      %two = arith.constant 2.0 : f32
      %y = arith.mulf %x, %two : f32
      memref.store %y, %out[%i] : memref<8xf32>
      gpu.return
    }
    gpu.func @shift(%in: memref<8xf32>, %out: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      // The bug: in[(i + 1) % 8] where in[i] was meant.
      %next = arith.addi %i, %c1 : index
      %j = arith.remui %next, %c8 : index
      %x = memref.load %in[%j] : memref<8xf32>
      %one = arith.constant 1.0 : f32
      %y = arith.addf %x, %one : f32
      memref.store %y, %out[%i] : memref<8xf32>
      gpu.return
    }
  }

  // out = in * 2
  func.func private @scale_reference(%in: memref<8xf32>, %out: memref<8xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %two = arith.constant 2.0 : f32
    scf.for %i = %c0 to %c8 step %c1 {
      %x = memref.load %in[%i] : memref<8xf32>
      %y = arith.mulf %x, %two : f32
      memref.store %y, %out[%i] : memref<8xf32>
    }
    return
  }
  // out = in + 1
  func.func private @shift_reference(%in: memref<8xf32>, %out: memref<8xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %one = arith.constant 1.0 : f32
    scf.for %i = %c0 to %c8 step %c1 {
      %x = memref.load %in[%i] : memref<8xf32>
      %y = arith.addf %x, %one : f32
      memref.store %y, %out[%i] : memref<8xf32>
    }
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %host = memref.alloc() : memref<8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      %v = arith.index_cast %i : index to i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %host[%i] : memref<8xf32>
    }
    %a = gpu.alloc () : memref<8xf32>
    %b = gpu.alloc () : memref<8xf32>
    %c = gpu.alloc () : memref<8xf32>
    gpu.memcpy %a, %host : memref<8xf32>, memref<8xf32>
    dbg.reference @scale_reference(%a, %b) : memref<8xf32>, memref<8xf32>
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%a : memref<8xf32>, %b : memref<8xf32>)
    dbg.reference @shift_reference(%b, %c) : memref<8xf32>, memref<8xf32>
    gpu.launch_func @kernels::@shift blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%b : memref<8xf32>, %c : memref<8xf32>)
    gpu.memcpy %host, %c : memref<8xf32>, memref<8xf32>
    %print = memref.cast %host : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%print) : (memref<*xf32>) -> ()
    gpu.dealloc %a : memref<8xf32>
    gpu.dealloc %b : memref<8xf32>
    gpu.dealloc %c : memref<8xf32>
    memref.dealloc %host : memref<8xf32>
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}
