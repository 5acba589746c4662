// A launch whose sizes come from the command line: `prog GX BX BY` launches
// a grid of GX blocks of BX x BY threads (argv parsed with atoll).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @noop() kernel {
      gpu.return
    }
  }
  func.func private @atoll(!llvm.ptr) -> i64
  func.func @arg(%argv: !llvm.ptr, %i: i64) -> index {
    %p = llvm.getelementptr %argv[%i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
    %s = llvm.load %p : !llvm.ptr -> !llvm.ptr
    %v = func.call @atoll(%s) : (!llvm.ptr) -> i64
    %x = arith.index_cast %v : i64 to index
    return %x : index
  }
  func.func @main(%argc: i32, %argv: !llvm.ptr) -> i32 {
    %c1 = arith.constant 1 : index
    %i1 = arith.constant 1 : i64
    %i2 = arith.constant 2 : i64
    %i3 = arith.constant 3 : i64
    %gx = call @arg(%argv, %i1) : (!llvm.ptr, i64) -> index
    %bx = call @arg(%argv, %i2) : (!llvm.ptr, i64) -> index
    %by = call @arg(%argv, %i3) : (!llvm.ptr, i64) -> index
    gpu.launch_func @kernels::@noop blocks in (%gx, %c1, %c1) threads in (%bx, %by, %c1)
    %c0 = arith.constant 0 : i32
    return %c0 : i32
  }
}
