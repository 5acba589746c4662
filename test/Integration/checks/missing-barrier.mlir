// Seeded bug: a shared-memory tree reduction whose barrier between halving
// steps is missing, launched 256 times. On an H200 the plain build prints a
// wrong sum in every launch; --debug=sensible's sync mode changes the
// timing so that the sums come out right, and its race check on workgroup
// memory (part of sensible) still reports the race, at the load and the
// store that race. Said once: the first launch's report in full, then one
// note with the other launches' count; JSON Lines keeps every report.
//
// CHECK: [dbg] error: {{(read-after-write race on workgroup memory in kernels::racy_sum at .*missing-barrier.mlir:35:16: element [0-9]+ of workgroup attribution #0 \(memref<128xf32, #gpu.address_space<workgroup>>\) was written by thread \([0-9]+,0,0\) at memref.store at .*missing-barrier.mlir:38:11|write-after-read race on workgroup memory in kernels::racy_sum at .*missing-barrier.mlir:38:11: element [0-9]+ of workgroup attribution #0 \(memref<128xf32, #gpu.address_space<workgroup>>\) was read by thread \([0-9]+,0,0\) at memref.load at .*missing-barrier.mlir:35:16)}} in barrier interval 1, block (0,0,0) thread ({{[0-9]+}},0,0)
// CHECK-NEXT: [dbg]   in @main:0 kernels::racy_sum
// CHECK-NOT: [dbg] error: {{.*}} race
// CHECK: [dbg] note: {{.*}} race on workgroup memory in kernels::racy_sum at {{.*}}missing-barrier.mlir:{{35:16|38:11}}: reported once above, and {{[0-9]+}} more launch(es) ({{[0-9]+}} more failures) (report-format=jsonl lists each)
// CHECK: [dbg] error: {{[12]}} check site(s) failed; exit status 1
//
// JSON-COUNT-256: {"event":"check","severity":"error","kind":"race"
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @racy_sum(%in: memref<128xf32>, %out: memref<1xf32>)
        workgroup(%buf: memref<128xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %tid = gpu.thread_id x
      %v = memref.load %in[%tid] : memref<128xf32>
      memref.store %v, %buf[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %r = scf.while (%s = %c64) : (index) -> index {
        %more = arith.cmpi ugt, %s, %c0 : index
        scf.condition(%more) %s : index
      } do {
      ^bb0(%s: index):
        %active = arith.cmpi ult, %tid, %s : index
        scf.if %active {
          %j = arith.addi %tid, %s : index
          %a = memref.load %buf[%j] : memref<128xf32, #gpu.address_space<workgroup>>
          %b = memref.load %buf[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
          %c = arith.addf %a, %b : f32
          memref.store %c, %buf[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
        }
        %next = arith.shrui %s, %c1 : index
        scf.yield %next : index
      }
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %t = memref.load %buf[%c0] : memref<128xf32, #gpu.address_space<workgroup>>
        memref.store %t, %out[%c0] : memref<1xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %one = arith.constant 1.0 : f32
    %in = gpu.alloc () : memref<128xf32>
    %out = gpu.alloc () : memref<1xf32>
    %h = memref.alloc() : memref<128xf32>
    scf.for %i = %c0 to %c128 step %c1 {
      memref.store %one, %h[%i] : memref<128xf32>
    }
    gpu.memcpy %in, %h : memref<128xf32>, memref<128xf32>
    %r = memref.alloc() : memref<1xf32>
    // How many of the 256 sums are wrong depends on the timing: not
    // printed.
    scf.for %i = %c0 to %c256 step %c1 {
      gpu.launch_func @kernels::@racy_sum blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
          args(%in : memref<128xf32>, %out : memref<1xf32>)
      gpu.memcpy %r, %out : memref<1xf32>, memref<1xf32>
    }
    return
  }
}
