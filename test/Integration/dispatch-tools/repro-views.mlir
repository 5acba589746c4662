// A dispatch whose operands are views into one allocation and scalars of
// every kind a repro passes, for repro=@main:1: the repro holds the
// allocation as one buffer that each operand views, as its descriptor did,
// through memref.reinterpret_cast, and the scalars as constants.
//  - @fill: buf[i][j] = 8 i + j;
//  - @axpy: col[t] = a * row[t] + n + k where flag, with row = buf[1, :]
//    (offset 8) and col = buf[2:4, 3] (offset 19, stride 8), a = 2.5,
//    n = -3, k = 7, flag = true: buf[2][3] = 24, buf[3][3] = 26.5;
//  - @show: prints them.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buf: memref<4x8xf32>) kernel {
      %i = gpu.block_id x
      %j = gpu.thread_id x
      %c8 = arith.constant 8 : index
      %row = arith.muli %i, %c8 : index
      %at = arith.addi %row, %j : index
      %n = arith.index_cast %at : index to i32
      %v = arith.sitofp %n : i32 to f32
      memref.store %v, %buf[%i, %j] : memref<4x8xf32>
      gpu.return
    }
    gpu.func @axpy(%row: memref<8xf32, strided<[1], offset: ?>>,
                   %col: memref<2xf32, strided<[8], offset: ?>>, %a: f32,
                   %n: i32, %k: index, %flag: i1) kernel {
      %t = gpu.thread_id x
      scf.if %flag {
        %x = memref.load %row[%t] : memref<8xf32, strided<[1], offset: ?>>
        %ax = arith.mulf %a, %x : f32
        %nf = arith.sitofp %n : i32 to f32
        %k64 = arith.index_cast %k : index to i64
        %kf = arith.sitofp %k64 : i64 to f32
        %s = arith.addf %ax, %nf : f32
        %r = arith.addf %s, %kf : f32
        memref.store %r, %col[%t] : memref<2xf32, strided<[8], offset: ?>>
      }
      gpu.return
    }
    gpu.func @show(%buf: memref<4x8xf32>) kernel {
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %p = memref.load %buf[%c2, %c3] : memref<4x8xf32>
      %q = memref.load %buf[%c3, %c3] : memref<4x8xf32>
      %p64 = arith.extf %p : f32 to f64
      %q64 = arith.extf %q : f32 to f64
      gpu.printf "buf[2][3] %.2f buf[3][3] %.2f\n", %p64, %q64 : f64, f64
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %a = arith.constant 2.5 : f32
    %n = arith.constant -3 : i32
    %flag = arith.constant true
    %buf = gpu.alloc () : memref<4x8xf32>
    gpu.launch_func @kernels::@fill blocks in (%c4, %c1, %c1)
        threads in (%c8, %c1, %c1) args(%buf : memref<4x8xf32>)
    %r = memref.subview %buf[1, 0] [1, 8] [1, 1]
        : memref<4x8xf32> to memref<8xf32, strided<[1], offset: 8>>
    %row = memref.cast %r : memref<8xf32, strided<[1], offset: 8>>
        to memref<8xf32, strided<[1], offset: ?>>
    %c = memref.subview %buf[2, 3] [2, 1] [1, 1]
        : memref<4x8xf32> to memref<2xf32, strided<[8], offset: 19>>
    %col = memref.cast %c : memref<2xf32, strided<[8], offset: 19>>
        to memref<2xf32, strided<[8], offset: ?>>
    gpu.launch_func @kernels::@axpy blocks in (%c1, %c1, %c1)
        threads in (%c2, %c1, %c1)
        args(%row : memref<8xf32, strided<[1], offset: ?>>,
             %col : memref<2xf32, strided<[8], offset: ?>>, %a : f32,
             %n : i32, %c7 : index, %flag : i1)
    gpu.launch_func @kernels::@show blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%buf : memref<4x8xf32>)
    gpu.dealloc %buf : memref<4x8xf32>
    return
  }
}
