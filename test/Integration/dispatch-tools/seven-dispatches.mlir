// Seven dispatches; the fifth (@main:4, kernels::logarithm) takes the log of
// values that are negative (NaN) or zero (-inf), and the NaN spreads into
// the sixth and seventh through an atomic sum. Tensor tracing names the
// fifth as the first whose output holds a NaN. The kernels cover what the
// written-buffer analysis follows: a 2-D store, a read-modify-write, a
// kernel that writes only through a subview, atomics.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // x[i, j] = 8 i + j
    gpu.func @iota(%x: memref<4x8xf32>) kernel {
      %i = gpu.block_id x
      %j = gpu.thread_id x
      %c8 = arith.constant 8 : index
      %row = arith.muli %i, %c8 : index
      %k = arith.addi %row, %j : index
      %ki = arith.index_cast %k : index to i32
      %v = arith.sitofp %ki : i32 to f32
      memref.store %v, %x[%i, %j] : memref<4x8xf32>
      gpu.return
    }
    // y = x * factor
    gpu.func @scale(%x: memref<4x8xf32>, %y: memref<4x8xf32>, %factor: f32) kernel {
      %i = gpu.block_id x
      %j = gpu.thread_id x
      %v = memref.load %x[%i, %j] : memref<4x8xf32>
      %s = arith.mulf %v, %factor : f32
      memref.store %s, %y[%i, %j] : memref<4x8xf32>
      gpu.return
    }
    // y += shift
    gpu.func @shift(%y: memref<4x8xf32>, %shift: f32) kernel {
      %i = gpu.block_id x
      %j = gpu.thread_id x
      %v = memref.load %y[%i, %j] : memref<4x8xf32>
      %s = arith.addf %v, %shift : f32
      memref.store %s, %y[%i, %j] : memref<4x8xf32>
      gpu.return
    }
    // s = 0, through a view
    gpu.func @clear(%s: memref<8xf32>) kernel {
      %j = gpu.thread_id x
      %zero = arith.constant 0.0 : f32
      %view = memref.subview %s[0] [8] [1] : memref<8xf32> to memref<8xf32, strided<[1]>>
      memref.store %zero, %view[%j] : memref<8xf32, strided<[1]>>
      gpu.return
    }
    // z = log(y): the bug
    gpu.func @logarithm(%y: memref<4x8xf32>, %z: memref<4x8xf32>) kernel {
      %i = gpu.block_id x
      %j = gpu.thread_id x
      %v = memref.load %y[%i, %j] : memref<4x8xf32>
      %l = math.log %v : f32
      memref.store %l, %z[%i, %j] : memref<4x8xf32>
      gpu.return
    }
    // s[j] += z[i, j]
    gpu.func @colsum(%z: memref<4x8xf32>, %s: memref<8xf32>) kernel {
      %i = gpu.block_id x
      %j = gpu.thread_id x
      %v = memref.load %z[%i, %j] : memref<4x8xf32>
      %old = memref.atomic_rmw addf %v, %s[%j] : (f32, memref<8xf32>) -> f32
      gpu.return
    }
    // s = max(s, 0)
    gpu.func @relu(%s: memref<8xf32>) kernel {
      %j = gpu.thread_id x
      %v = memref.load %s[%j] : memref<8xf32>
      %zero = arith.constant 0.0 : f32
      %r = arith.maximumf %v, %zero : f32
      memref.store %r, %s[%j] : memref<8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %half = arith.constant 0.5 : f32
    %minus3 = arith.constant -3.0 : f32
    %x = gpu.alloc () : memref<4x8xf32>
    %y = gpu.alloc () : memref<4x8xf32>
    %z = gpu.alloc () : memref<4x8xf32>
    %s = gpu.alloc () : memref<8xf32>
    gpu.launch_func @kernels::@iota blocks in (%c4, %c1, %c1)
        threads in (%c8, %c1, %c1) args(%x : memref<4x8xf32>)
    gpu.launch_func @kernels::@scale blocks in (%c4, %c1, %c1)
        threads in (%c8, %c1, %c1)
        args(%x : memref<4x8xf32>, %y : memref<4x8xf32>, %half : f32)
    gpu.launch_func @kernels::@shift blocks in (%c4, %c1, %c1)
        threads in (%c8, %c1, %c1) args(%y : memref<4x8xf32>, %minus3 : f32)
    gpu.launch_func @kernels::@clear blocks in (%c1, %c1, %c1)
        threads in (%c8, %c1, %c1) args(%s : memref<8xf32>)
    gpu.launch_func @kernels::@logarithm blocks in (%c4, %c1, %c1)
        threads in (%c8, %c1, %c1)
        args(%y : memref<4x8xf32>, %z : memref<4x8xf32>)
    gpu.launch_func @kernels::@colsum blocks in (%c4, %c1, %c1)
        threads in (%c8, %c1, %c1)
        args(%z : memref<4x8xf32>, %s : memref<8xf32>)
    gpu.launch_func @kernels::@relu blocks in (%c1, %c1, %c1)
        threads in (%c8, %c1, %c1) args(%s : memref<8xf32>)
    gpu.dealloc %x : memref<4x8xf32>
    gpu.dealloc %y : memref<4x8xf32>
    gpu.dealloc %z : memref<4x8xf32>
    gpu.dealloc %s : memref<8xf32>
    return
  }
}
