// Races between dispatches judged by the bytes each kernel's indices reach
// (its dispatch site's footprint): three launches of @fill_from on async
// chains of their own, each writing 16 elements of one buffer from an
// offset it takes.
//  - @main:0 writes elements [0, 16) and @main:1 elements [16, 32): the
//    bytes are apart, which is correct, and nothing is reported;
//  - @main:2 writes elements [24, 40), of which [24, 32) @main:1 wrote with
//    nothing ordering the two: a write-after-write race on those bytes;
//  - @main:3 and @main:4 write elements [32, 48) and [48, 64) through a
//    subview, whose indices dbg does not follow: each is taken whole and
//    the two race, judged by whole operands.
// The program prints the buffer's element 20 (2, @main:1's) and 56.
//
// CHECK: [dbg] error: write-after-write race between dispatches in kernels::fill_from at {{.*}}dispatch-races-bytes.mlir:[[@LINE+49]]:10: operand #0 writes bytes [96, 128) of an allocation that operand #0 of dispatch @main:1 kernels::fill_from at {{.*}}dispatch-races-bytes.mlir:[[@LINE+46]]:10 [id={{[0-9]+}}] wrote {{.*}} (judged by the bytes the kernels' indices reach)
// CHECK-NEXT: in @main:2 kernels::fill_from
// CHECK: [dbg] error: write-after-write race between dispatches in kernels::fill_view at {{.*}}dispatch-races-bytes.mlir:[[@LINE+53]]:10: operand #0 writes bytes [0, 256) of an allocation that operand #0 of dispatch @main:3 kernels::fill_view at {{.*}}dispatch-races-bytes.mlir:[[@LINE+52]]:10 [id={{[0-9]+}}] wrote {{.*}} (judged by whole operands: the kernel's indices could not be bounded at the launch)
// CHECK-NEXT: in @main:4 kernels::fill_view
// CHECK-NOT: race between dispatches
// CHECK: check site(s) failed
// OUT: 2
// OUT-NEXT: 5
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill_from(%buf: memref<64xf32>, %start: index, %value: f32) kernel {
      %tid = gpu.thread_id x
      %i = arith.addi %start, %tid : index
      memref.store %value, %buf[%i] : memref<64xf32>
      gpu.return
    }
    gpu.func @fill_view(%buf: memref<64xf32>, %start: index, %value: f32) kernel {
      %tid = gpu.thread_id x
      %view = memref.subview %buf[%start] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: ?>>
      memref.store %value, %view[%tid] : memref<16xf32, strided<[1], offset: ?>>
      gpu.return
    }
  }
  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c20 = arith.constant 20 : index
    %c24 = arith.constant 24 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c56 = arith.constant 56 : index
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    %three = arith.constant 3.0 : f32
    %four = arith.constant 4.0 : f32
    %five = arith.constant 5.0 : f32
    %a0 = gpu.wait async
    %buf, %a1 = gpu.alloc async [%a0] () : memref<64xf32>
    gpu.wait [%a1]

    %s1 = gpu.wait async
    %s2 = gpu.wait async
    %a = gpu.launch_func async [%s1] @kernels::@fill_from blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%buf : memref<64xf32>, %c0 : index, %one : f32)
    %b = gpu.launch_func async [%s2] @kernels::@fill_from blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%buf : memref<64xf32>, %c16 : index, %two : f32)
    gpu.wait [%a]
    %s3 = gpu.wait async
    %c = gpu.launch_func async [%s3] @kernels::@fill_from blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%buf : memref<64xf32>, %c24 : index, %three : f32)
    gpu.wait [%b, %c]

    %s4 = gpu.wait async
    %s5 = gpu.wait async
    %d = gpu.launch_func async [%s4] @kernels::@fill_view blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%buf : memref<64xf32>, %c32 : index, %four : f32)
    %e = gpu.launch_func async [%s5] @kernels::@fill_view blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%buf : memref<64xf32>, %c48 : index, %five : f32)
    gpu.wait [%d, %e]

    %host = memref.alloc () : memref<64xf32>
    %t = gpu.wait async
    %copied = gpu.memcpy async [%t] %host, %buf : memref<64xf32>, memref<64xf32>
    gpu.wait [%copied]
    %x = memref.load %host[%c20] : memref<64xf32>
    %y = memref.load %host[%c56] : memref<64xf32>
    %xi = arith.fptosi %x : f32 to i64
    %yi = arith.fptosi %y : f32 to i64
    call @printI64(%xi) : (i64) -> ()
    call @printNewline() : () -> ()
    call @printI64(%yi) : (i64) -> ()
    call @printNewline() : () -> ()
    %t2 = gpu.wait async
    %freed = gpu.dealloc async [%t2] %buf : memref<64xf32>
    gpu.wait [%freed]
    memref.dealloc %host : memref<64xf32>
    return
  }
}
