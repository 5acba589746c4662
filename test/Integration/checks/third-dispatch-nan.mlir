// Seeded bug: of five dispatches, the third (@main:2, kernels::normalize)
// divides by a sum that is zero, and the NaN it stores flows into the
// fourth and fifth. dbg names the third: the first to store a NaN.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buf: memref<64xf32>, %value: f32) kernel {
      %tid = gpu.thread_id x
      memref.store %value, %buf[%tid] : memref<64xf32>
      gpu.return
    }
    gpu.func @scale(%buf: memref<64xf32>, %factor: f32) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %buf[%tid] : memref<64xf32>
      %s = arith.mulf %v, %factor : f32
      memref.store %s, %buf[%tid] : memref<64xf32>
      gpu.return
    }
    gpu.func @normalize(%buf: memref<64xf32>, %sum: f32) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %buf[%tid] : memref<64xf32>
      %n = arith.divf %v, %sum : f32
      memref.store %n, %buf[%tid] : memref<64xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %zero = arith.constant 0.0 : f32
    %two = arith.constant 2.0 : f32
    %buf = gpu.alloc () : memref<64xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>, %zero : f32)
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1)
        threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>, %two : f32)
    gpu.launch_func @kernels::@normalize blocks in (%c1, %c1, %c1)
        threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>, %zero : f32)
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1)
        threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>, %two : f32)
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1)
        threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>, %two : f32)
    gpu.dealloc %buf : memref<64xf32>
    return
  }
}
// CHECK-NOT: error:
// The first report names the third dispatch; the later dispatches store the
// NaN they loaded (they read what the third wrote): said once, in a note
// at the end; JSON Lines keeps their reports, marked "spread".
// CHECK: [dbg] error: NaN stored by memref.store in kernels::normalize at {{.*}}third-dispatch-nan.mlir:22:7: value nan, block (0,0,0) thread (0,0,0); 63 more at this site
// CHECK-NEXT: [dbg]   in @main:2 kernels::normalize [id=3] grid=(1,1,1) block=(64,1,1) at {{.*}}third-dispatch-nan.mlir:36:5
// CHECK-NEXT: [dbg]   origin: NaN produced by arith.divf in kernels::normalize at {{.*}}third-dispatch-nan.mlir:21:12: result nan from operands 0, 0, block (0,0,0) thread (0,0,0); 63 more at this site
// CHECK-NOT: error:
// CHECK: [dbg] note: the NaN/Inf reported above reached 2 later dispatch(es), each reading what a reported dispatch wrote and writing NaN/Inf in turn: @main:3 kernels::scale [id=4] to @main:4 kernels::scale [id=5]; their 2 report(s) are left out (report-format=jsonl lists them)
// The scale kernel's store failed in both: one site.
// CHECK-NEXT: [dbg] error: 2 check site(s) failed
// JSON: {"event":"check","severity":"error","kind":"nonfinite",{{.*}}"kernel":"kernels::normalize"{{.*}}"dispatch":"@main:2 kernels::normalize [id=3]{{[^"]*}}"}
// JSON-NEXT: {"event":"origin","kind":"nonfinite","what":"NaN produced by arith.divf","kernel":"kernels::normalize","op":"arith.divf","location":"{{.*}}third-dispatch-nan.mlir:21:12","values":{"value":"nan","operand0":0,"operand1":0},"message":"result nan from operands 0, 0",{{.*}}"count":64,{{.*}}"dispatch":"@main:2 kernels::normalize [id=3]{{[^"]*}}"}
// JSON-NOT: "spread"
// JSON: {"event":"check","severity":"error","kind":"nonfinite",{{.*}}"kernel":"kernels::scale"{{.*}}"dispatch":"@main:3 kernels::scale [id=4]{{[^"]*}}","spread":true}
// JSON: {"event":"check","severity":"error","kind":"nonfinite",{{.*}}"kernel":"kernels::scale"{{.*}}"dispatch":"@main:4 kernels::scale [id=5]{{[^"]*}}","spread":true}

// nan-check=dispatch scans what each dispatch wrote, after it: the third is
// the first whose buffer holds a NaN.
// DISPATCH-NOT: error:
// DISPATCH: [dbg] error: NaN in operand #0 (memref<64xf32>) written by the dispatch in kernels::normalize at {{.*}}third-dispatch-nan.mlir:36:5: 64 of 64 elements, the first at 0: nan
// DISPATCH-NEXT: [dbg]   in @main:2 kernels::normalize [id=3] grid=(1,1,1) block=(64,1,1) at {{.*}}third-dispatch-nan.mlir:36:5
// DISPATCH-NOT: error:
// DISPATCH: [dbg] note: the NaN/Inf reported above reached 2 later dispatch(es)
