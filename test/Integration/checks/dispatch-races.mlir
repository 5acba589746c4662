// Seeded bugs: dispatches on two streams (on the host target, two async
// chains) that touch one buffer with nothing ordering them.
//  - @main:0 and @main:1 both fill %buf, each on a chain of its own: a
//    write-after-write race, reported at @main:1 whichever finishes first;
//  - @main:3 copies %buf on a new chain while @main:2 still fills it on
//    another: a read-after-write race.
// The same launches ordered (one chain, or a second chain that depends on
// the first's token) and two chains that only add atomically into one
// counter are correct: nothing is reported for them. The program prints
// the counter (4), then 2 (the last fill, ordered). Every GPU op is async:
// a synchronous one would make dbg-compile put the whole function on one
// chain (gpu-async-region), which orders the racing launches too (the
// compile-time warning of check-dispatch-races still reports them).
//
// CHECK: [dbg] error: write-after-write race between dispatches in kernels::fill at {{.*}}dispatch-races.mlir:[[@LINE+49]]:10: operand #0 writes bytes [0, 256) of an allocation that operand #0 of dispatch @main:0 kernels::fill at {{.*}}dispatch-races.mlir:[[@LINE+48]]:10 [id={{[0-9]+}}] wrote {{(in another async launch, with no async dependency or wait between them|on another stream, with no event, stream wait or synchronization between them)}}
// CHECK-NEXT: in @main:1 kernels::fill
// CHECK: [dbg] error: read-after-write race between dispatches in kernels::copy at {{.*}}dispatch-races.mlir:[[@LINE+54]]:10: operand #0 reads bytes [0, 256) of an allocation that operand #0 of dispatch @main:2 kernels::fill at {{.*}}dispatch-races.mlir:[[@LINE+53]]:10 [id={{[0-9]+}}] wrote
// CHECK-NEXT: in @main:3 kernels::copy
// CHECK: [dbg] error: write-after-write race between dispatches in kernels::fill at {{.*}}dispatch-races.mlir:[[@LINE+63]]:10: operand #0 writes bytes [0, 256) of an allocation that operand #0 of dispatch @main:4 kernels::fill at {{.*}}dispatch-races.mlir:[[@LINE+62]]:10 [id={{[0-9]+}}] wrote
// CHECK-NEXT: in @main:5 kernels::fill
// CHECK-NOT: race between dispatches
// CHECK: check site(s) failed
// OUT: 4
// OUT-NEXT: 2
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buf: memref<64xf32>, %value: f32) kernel {
      %tid = gpu.thread_id x
      memref.store %value, %buf[%tid] : memref<64xf32>
      gpu.return
    }
    gpu.func @copy(%src: memref<64xf32>, %dst: memref<64xf32>) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %src[%tid] : memref<64xf32>
      memref.store %v, %dst[%tid] : memref<64xf32>
      gpu.return
    }
    gpu.func @count(%counter: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %one = arith.constant 1 : i32
      %old = memref.atomic_rmw addi %one, %counter[%c0] : (i32, memref<1xi32>) -> i32
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    %zero = arith.constant 0 : i32
    %a0 = gpu.wait async
    %buf, %a1 = gpu.alloc async [%a0] () : memref<64xf32>
    %out, %a2 = gpu.alloc async [%a1] () : memref<64xf32>
    %counter, %a3 = gpu.alloc async [%a2] () : memref<1xi32>
    %z1 = gpu.memset async [%a3] %counter, %zero : memref<1xi32>, i32
    gpu.wait [%z1]

    // Two chains fill one buffer: write-after-write.
    %s1 = gpu.wait async
    %s2 = gpu.wait async
    %a = gpu.launch_func async [%s1] @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>, %one : f32)
    %b = gpu.launch_func async [%s2] @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>, %two : f32)
    gpu.wait [%a, %b]

    // A copy on a new chain reads what another chain writes.
    %s3 = gpu.wait async
    %s4 = gpu.wait async
    %c = gpu.launch_func async [%s3] @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>, %one : f32)
    %d = gpu.launch_func async [%s4] @kernels::@copy blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>, %out : memref<64xf32>)
    gpu.wait [%c, %d]

    // Two chains started from one token (the canonicalizer folds each
    // gpu.wait async [%z] into %z; fork-gpu-async-chains gives the second
    // launch a stream of its own on GPU targets): write-after-write.
    %z0 = gpu.wait async
    %z2 = gpu.memset async [%z0] %counter, %zero : memref<1xi32>, i32
    %s9 = gpu.wait async [%z2]
    %s10 = gpu.wait async [%z2]
    %j = gpu.launch_func async [%s9] @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>, %one : f32)
    %k = gpu.launch_func async [%s10] @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>, %two : f32)
    gpu.wait [%j, %k]

    // Ordered: one chain, then a chain after its token.
    %s5 = gpu.wait async
    %e = gpu.launch_func async [%s5] @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>, %one : f32)
    %f = gpu.launch_func async [%e] @kernels::@copy blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>, %out : memref<64xf32>)
    %s6 = gpu.wait async [%f]
    %g = gpu.launch_func async [%s6] @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>, %two : f32)
    gpu.wait [%g]

    // Atomic updates only, on two chains: no race.
    %s7 = gpu.wait async
    %s8 = gpu.wait async
    %h = gpu.launch_func async [%s7] @kernels::@count blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1) args(%counter : memref<1xi32>)
    %i = gpu.launch_func async [%s8] @kernels::@count blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1) args(%counter : memref<1xi32>)
    gpu.wait [%h, %i]

    %host = memref.alloc () : memref<1xi32>
    %hostBuf = memref.alloc () : memref<64xf32>
    %m0 = gpu.wait async
    %m1 = gpu.memcpy async [%m0] %host, %counter : memref<1xi32>, memref<1xi32>
    %m2 = gpu.memcpy async [%m1] %hostBuf, %buf : memref<64xf32>, memref<64xf32>
    gpu.wait [%m2]
    %n = memref.load %host[%c0] : memref<1xi32>
    vector.print %n : i32
    %v = memref.load %hostBuf[%c0] : memref<64xf32>
    vector.print %v : f32
    return
  }
}
