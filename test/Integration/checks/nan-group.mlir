// Seeded bug in a kernel of four stores, whose checks share one test and one
// cold path under nan-branch-stores=0 (what a kernel of more than 256
// checked stores gets), and have a branch each by default: each of 8 threads t
// stores t + 1, (t - 3) / (t - 3), t * t and 1 / (t - 3) to row 0 to 3 of
// its column. Thread 3 stores a NaN (0 / 0) at the second store and an Inf
// (1 / 0) at the fourth: each is reported at its own store, not at the
// group's last, and every store ran (stdout: column 3, then column 4).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @four(%in: memref<8xf32>, %out: memref<4x8xf32>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %one = arith.constant 1.0 : f32
      %three = arith.constant 3.0 : f32
      %x = memref.load %in[%t] : memref<8xf32>
      %y = arith.subf %x, %three : f32
      %s0 = arith.addf %x, %one : f32
      memref.store %s0, %out[%c0, %t] : memref<4x8xf32>
      %s1 = arith.divf %y, %y : f32
      memref.store %s1, %out[%c1, %t] : memref<4x8xf32>
      %s2 = arith.mulf %x, %x : f32
      memref.store %s2, %out[%c2, %t] : memref<4x8xf32>
      %s3 = arith.divf %one, %y : f32
      memref.store %s3, %out[%c3, %t] : memref<4x8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %h = memref.alloc() : memref<8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %h[%i] : memref<8xf32>
    }
    %in = gpu.alloc () : memref<8xf32>
    %out = gpu.alloc () : memref<4x8xf32>
    gpu.memcpy %in, %h : memref<8xf32>, memref<8xf32>
    gpu.launch_func @kernels::@four blocks in (%c1, %c1, %c1)
        threads in (%c8, %c1, %c1)
        args(%in : memref<8xf32>, %out : memref<4x8xf32>)
    %result = memref.alloc() : memref<4x8xf32>
    gpu.memcpy %result, %out : memref<4x8xf32>, memref<4x8xf32>
    scf.for %column = %c3 to %c8 step %c1 {
      %last = arith.cmpi ule, %column, %c4 : index
      scf.if %last {
        scf.for %row = %c0 to %c4 step %c1 {
          %v = memref.load %result[%row, %column] : memref<4x8xf32>
          // |v|: the sign of the NaN 0 / 0 makes differs (x86's is set).
          %magnitude = math.absf %v : f32
          vector.print %magnitude : f32
        }
      }
    }
    return
  }
}
// The four stores' checks under max-branch-stores=0: one test, one cold
// path, before the last store.
// IR-LABEL: gpu.func @four
// IR-COUNT-3: memref.store
// IR-NOT: memref.store
// IR: scf.if
// IR-COUNT-4: dbg.check_finite
// IR-NOT: memref.store
// IR: } {dbg.cold_path}
// IR-NEXT: memref.store
// IR-NEXT: gpu.return
// Both ways, the same reports.
// CHECK: [dbg] error: NaN stored by memref.store in kernels::four at {{.*}}nan-group.mlir:23:7: value nan, block (0,0,0) thread (3,0,0)
// CHECK: [dbg] error: Inf stored by memref.store in kernels::four at {{.*}}nan-group.mlir:27:7: value inf, block (0,0,0) thread (3,0,0)
// CHECK-NOT: stored by
// CHECK: [dbg] error: 2 check site(s) failed
// Under --debug=sensible, each with the op where it was born (the origins
// follow the dispatch's reports).
// ORIGIN-DAG: [dbg] error: NaN stored by memref.store in kernels::four at {{.*}}nan-group.mlir:23:7: value nan, block (0,0,0) thread (3,0,0)
// ORIGIN-DAG: [dbg]   origin: NaN produced by arith.divf in kernels::four at {{.*}}nan-group.mlir:22:13: result nan from operands 0, 0, block (0,0,0) thread (3,0,0)
// ORIGIN-DAG: [dbg] error: Inf stored by memref.store in kernels::four at {{.*}}nan-group.mlir:27:7: value inf, block (0,0,0) thread (3,0,0)
// ORIGIN-DAG: [dbg]   origin: Inf produced by arith.divf in kernels::four at {{.*}}nan-group.mlir:26:13: result inf from operands 1, 0, block (0,0,0) thread (3,0,0)
// ORIGIN: [dbg] error: 2 check site(s) failed
// stdout: thread 3's four values, then thread 4's.
// OUT: {{^}}4{{$}}
// OUT-NEXT: {{^}}nan{{$}}
// OUT-NEXT: {{^}}9{{$}}
// OUT-NEXT: {{^}}inf{{$}}
// OUT-NEXT: {{^}}5{{$}}
// OUT-NEXT: {{^}}1{{$}}
// OUT-NEXT: {{^}}16{{$}}
// OUT-NEXT: {{^}}1{{$}}
