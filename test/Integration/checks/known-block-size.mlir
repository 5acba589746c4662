// Seeded bug: @fill claims known_block_size = 32 but is launched with 64
// threads, so threads 32..63 would store past its 32-element view of a
// 64-element buffer whose upper half holds a canary (7); bounds=safe elides
// the store's check, which the known size proves. The launch is refused on
// every target, before the kernel runs, as CUDA refuses it (.reqntid).
// CHECK: error: invalid launch configuration (block (64,1,1) contradicts the kernel's known_block_size (32,1,1)) in dispatch @main:0 kernels::fill [id=1] grid=(1,1,1) block=(64,1,1) at {{.*}}known-block-size.mlir:[[# @LINE + 20]]:5
// CHECK-NEXT: [dbg]   the kernel was compiled for these sizes and its checks trust them
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buf: memref<32xf32, strided<[1]>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %tid = gpu.thread_id x
      %one = arith.constant 1.0 : f32
      memref.store %one, %buf[%tid] : memref<32xf32, strided<[1]>>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c40 = arith.constant 40 : index
    %c64 = arith.constant 64 : index
    %seven = arith.constant 7.0 : f32
    %a = gpu.alloc () : memref<64xf32>
    gpu.memset %a, %seven : memref<64xf32>, f32
    %v = memref.subview %a[0] [32] [1] : memref<64xf32> to memref<32xf32, strided<[1]>>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%v : memref<32xf32, strided<[1]>>)
    %h = memref.alloc() : memref<64xf32>
    gpu.memcpy %h, %a : memref<64xf32>, memref<64xf32>
    %x = memref.load %h[%c40] : memref<64xf32>
    vector.print %x : f32
    return
  }
}
