// RUN: dbg-opt %s -split-input-file -lower-dbg-checks | FileCheck %s
// RUN: dbg-opt %s -split-input-file -lower-dbg-checks="host-kernels=1" | FileCheck %s --check-prefix=HOST

// A gpu.module with checks gets its error record (external: libdbgrt finds
// it by name when it loads the module), the ids of its check sites, and the
// cold function a failing check calls.
// CHECK-LABEL: gpu.module @kernels
// CHECK: llvm.mlir.global external @__dbg_error_record() {{.*}} : !llvm.struct<(ptr, ptr, i32, i32)>
// CHECK: llvm.mlir.zero
// CHECK: llvm.mlir.global external constant @__dbg_site_ids(dense<[{{-?[0-9]+}}, {{-?[0-9]+}}]> : tensor<2xi64>) {{.*}} : !llvm.array<2 x i64>
// CHECK: llvm.func internal @__dbg_check_failed(%[[SITE:[a-z0-9]+]]: i32, %[[KIND:[a-z0-9]+]]: i32, %[[MAYTRAP:[a-z0-9]+]]: i32, {{.*}}) attributes {no_inline, passthrough = ["cold"]}
// The kind must be enabled in the record's control word.
// CHECK: %[[CONTROL:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK: llvm.and %[[CONTROL]], %[[KIND]]
// One atomic counts the failure; the first of the site writes its report,
// then marks it valid after a fence.
// CHECK: %[[OLD:.*]] = llvm.atomicrmw add %{{.*}}, %{{.*}} monotonic : !llvm.ptr, i64
// CHECK: llvm.icmp "eq" %[[OLD]]
// CHECK: llvm.fence release
// CHECK: llvm.store volatile
// CHECK: llvm.store volatile
// check-trap: trap unless the site only warns.
// CHECK: llvm.icmp "ne" %[[MAYTRAP]]
// CHECK: llvm.fence seq_cst
// CHECK-NEXT: llvm.intr.trap
// CHECK-NEXT: llvm.unreachable
// The check: one branch on the condition; the ids and the payload (as
// 64-bit values) on the cold path.
// CHECK-LABEL: gpu.func @k
// CHECK-SAME: (%[[I:.*]]: index, %[[N:.*]]: index, %[[X:.*]]: f32)
// The ids and constants are made once, at the kernel's entry.
// CHECK-DAG: gpu.block_id x
// CHECK-DAG: gpu.thread_id z
// CHECK-DAG: %[[IDX:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[BIT:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[PAD:.*]] = arith.constant 0 : i64
// CHECK: %[[OK:.*]] = arith.cmpi ult, %[[I]], %[[N]]
// CHECK: %[[FAILED:.*]] = arith.xori %[[OK]], %{{.*}} : i1
// CHECK-NEXT: scf.if %[[FAILED]] {
// CHECK-NEXT: %[[P0:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK-NEXT: %[[P1:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK-NEXT: llvm.call @__dbg_check_failed(%[[IDX]], %[[BIT]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[P0]], %[[P1]], %[[PAD]], %[[PAD]])
// A finite check: |x| < inf, one compare; the origin test on the cold
// path: a NaN when no operand is a NaN, an Inf when every operand is finite.
// CHECK: %[[S:.*]] = math.sqrt %[[X]]
// CHECK: %[[INF:.*]] = arith.constant 0x7F800000 : f32
// CHECK: %[[ABS:.*]] = math.absf %[[S]]
// CHECK: arith.cmpf olt, %[[ABS]], %[[INF]]
// CHECK: scf.if
// CHECK: arith.cmpf ord, %[[S]], %[[S]]
// CHECK: scf.if
// CHECK: %[[BITS:.*]] = arith.bitcast %[[S]] : f32 to i32
// CHECK: arith.extui %[[BITS]] : i32 to i64
// CHECK: llvm.call @__dbg_check_failed
// HOST-LABEL: gpu.module @kernels
// On the host, the record is registered with libdbgrt at its first failure.
// HOST: llvm.func @dbgrtRegisterErrorRecord(!llvm.ptr, !llvm.ptr, i64)
// HOST: llvm.mlir.global internal @__dbg_error_record()
// HOST: llvm.func internal @__dbg_check_failed
// HOST: llvm.icmp "eq"
// HOST: llvm.call @dbgrtRegisterErrorRecord
dbg.site @b bounds kernel "kernels::k" op "memref.store" at "a.mlir:3:5" what "out-of-bounds store" detail "index {index:i} not in [0, {size:i}) on dim {dim:i}"
dbg.site @n nonfinite kernel "kernels::k" op "math.sqrt" at "a.mlir:4:5" what "produced by math.sqrt" detail "result {value:f32} from operands {operand0:f32}"
gpu.module @kernels {
  gpu.func @k(%i: index, %n: index, %x: f32) kernel {
    %ok = arith.cmpi ult, %i, %n : index
    %c0 = arith.constant 0 : index
    dbg.check %ok, @b(%i, %n, %c0 : index, index, index)
    %s = math.sqrt %x : f32
    dbg.check_finite both %s, @n(%x : f32) origin : f32
    gpu.return
  }
}

// -----

// The other finite checks: nan (ordered compare), inf (|x| != inf), and a
// vector (every lane, one reduction). A warning site may not trap.
// CHECK-LABEL: gpu.func @kinds
// CHECK-SAME: (%[[X:.*]]: f16, %[[V:.*]]: vector<2x2xf32>)
// CHECK-DAG: %[[WARN:.*]] = arith.constant 0 : i32
// CHECK: arith.cmpf ord, %[[X]], %[[X]] : f16
// CHECK: %[[ABS:.*]] = math.absf %[[X]] : f16
// CHECK: arith.cmpf une, %[[ABS]], %{{.*}} : f16
// CHECK: %[[VABS:.*]] = math.absf %[[V]] : vector<2x2xf32>
// CHECK: %[[LANES:.*]] = arith.cmpf olt, %[[VABS]], %{{.*}} : vector<2x2xf32>
// CHECK: %[[FLAT:.*]] = vector.shape_cast %[[LANES]] : vector<2x2xi1> to vector<4xi1>
// CHECK: vector.reduction <and>, %[[FLAT]] : vector<4xi1> into i1
// CHECK: scf.if
// On the cold path, the first lane that is not finite, and its value.
// CHECK: %[[LANES1D:.*]] = vector.shape_cast %[[V]] : vector<2x2xf32> to vector<4xf32>
// CHECK: vector.extract %[[LANES1D]][3]
// CHECK: vector.extract %[[LANES1D]][0]
// CHECK: %[[LANE:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %[[VALUE:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK: %[[BITS:.*]] = arith.bitcast %[[VALUE]] : f32 to i32
// CHECK: %[[P1:.*]] = arith.extui %[[BITS]] : i32 to i64
// CHECK-NEXT: llvm.call @__dbg_check_failed(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %[[WARN]], {{.*}}, %[[LANE]], %[[P1]],
// CHECK: gpu.return
dbg.site @n1 nonfinite kernel "kernels::kinds" op "arith.addf" at "a.mlir:1:1" what "w" detail "{value:f16}"
dbg.site @n2 nonfinite kernel "kernels::kinds" op "arith.addf" at "a.mlir:2:1" what "w" detail "{value:f16}"
dbg.site @n3 nonfinite kernel "kernels::kinds" op "arith.addf" at "a.mlir:3:1" what "w" detail "lane {lane:i}: {value:f32}" {warn}
gpu.module @kernels {
  gpu.func @kinds(%x: f16, %v: vector<2x2xf32>) kernel {
    dbg.check_finite nan %x, @n1 : f16
    dbg.check_finite inf %x, @n2 : f16
    dbg.check_finite both %v, @n3 : vector<2x2xf32>
    gpu.return
  }
}

// -----

// Checks of host functions share a record of the module, registered at its
// first failure; their ids are zeros.
// CHECK-LABEL: module
// CHECK: llvm.mlir.global internal @__dbg_error_record()
// CHECK: llvm.call @dbgrtRegisterErrorRecord
// CHECK-LABEL: func.func @host
// CHECK: scf.if
// CHECK: llvm.call @__dbg_check_failed(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %[[ZERO:[a-z0-9_]+]], %[[ZERO]], %[[ZERO]], %[[ZERO]], %[[ZERO]], %[[ZERO]],
// CHECK: llvm.func @dbgrtRegisterErrorRecord(!llvm.ptr, !llvm.ptr, i64)
dbg.site @h bounds kernel "host" op "memref.load" at "a.mlir:1:1" what "w" detail "{index:i}"
func.func @host(%ok: i1, %i: index) {
  dbg.check %ok, @h(%i : index)
  return
}
