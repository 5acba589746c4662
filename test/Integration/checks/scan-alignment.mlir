// nan-check=dispatch on buffers of 1000003 words, which a GPU scans with
// libdbgrt's kernel (16-byte vectors from the buffer's first 16-byte
// boundary; the words before and after by one thread each) and the host
// target on the host. By the command line's argument count: 1, a NaN in the
// tail words; 2, a view at offset 1 (three words before the first 16-byte
// boundary) with its NaN at view element 0; 3, a NaN in the middle.
// TAIL: [dbg] error: NaN in operand #0 (memref<?xf32, strided<[1], offset: ?>>) written by the dispatch in kernels::poke32 at {{.*}}scan-alignment.mlir:32:7: 1 of 1000003 elements, the first at 1000002: nan
// HEAD: [dbg] error: NaN in operand #0 (memref<?xf32, strided<[1], offset: ?>>) written by the dispatch in kernels::poke32 at {{.*}}scan-alignment.mlir:38:9: 1 of 1000001 elements, the first at 0: nan
// MIDDLE: [dbg] error: NaN in operand #0 (memref<?xf32, strided<[1], offset: ?>>) written by the dispatch in kernels::poke32 at {{.*}}scan-alignment.mlir:42:9: 1 of 1000003 elements, the first at 777777: nan
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @poke32(%buf: memref<?xf32, strided<[1], offset: ?>>, %at: index) kernel {
      %nan = arith.constant 0x7FC00000 : f32
      memref.store %nan, %buf[%at] : memref<?xf32, strided<[1], offset: ?>>
      gpu.return
    }
  }
  func.func @main(%argc: i32, %argv: !llvm.ptr) -> i32 {
    %c1 = arith.constant 1 : index
    %n = arith.constant 1000003 : index
    %m = arith.constant 1000001 : index
    %zero = arith.constant 0.0 : f32
    %buf = gpu.alloc (%n) : memref<?xf32>
    gpu.memset %buf, %zero : memref<?xf32>, f32
    %i1 = arith.constant 1 : i32
    %i2 = arith.constant 2 : i32
    %is1 = arith.cmpi eq, %argc, %i1 : i32
    %is2 = arith.cmpi eq, %argc, %i2 : i32
    scf.if %is1 {
      %full = memref.cast %buf : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
      %last = arith.constant 1000002 : index
      gpu.launch_func @kernels::@poke32 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%full : memref<?xf32, strided<[1], offset: ?>>, %last : index)
    } else {
      scf.if %is2 {
        %sub = memref.subview %buf[1] [%m] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: 1>>
        %view = memref.cast %sub : memref<?xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[1], offset: ?>>
        %c0 = arith.constant 0 : index
        gpu.launch_func @kernels::@poke32 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%view : memref<?xf32, strided<[1], offset: ?>>, %c0 : index)
      } else {
        %full = memref.cast %buf : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
        %mid = arith.constant 777777 : index
        gpu.launch_func @kernels::@poke32 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%full : memref<?xf32, strided<[1], offset: ?>>, %mid : index)
      }
    }
    gpu.wait
    %r = arith.constant 0 : i32
    return %r : i32
  }
}
