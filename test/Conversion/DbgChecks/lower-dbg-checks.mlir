// RUN: dbg-opt %s -split-input-file -lower-dbg-checks | FileCheck %s
// RUN: dbg-opt %s -split-input-file -lower-dbg-checks="host-kernels=1" | FileCheck %s --check-prefix=HOST
// RUN: dbg-opt %s -split-input-file -lower-dbg-checks="internal-cold-functions=0" | FileCheck %s --check-prefix=WEAK
// RUN: dbg-opt %s -split-input-file -lower-dbg-checks="host-kernels=1 internal-cold-functions=0" | FileCheck %s --check-prefix=HOST-WEAK

// A gpu.module with checks gets its error record (external: libdbgrt finds
// it by name when it loads the module), the ids of its check sites, and the
// cold function a failing check calls.
// CHECK-LABEL: gpu.module @kernels
// CHECK: llvm.mlir.global external @__dbg_error_record() {{.*}} : !llvm.struct<(ptr, ptr, i32, i32)>
// CHECK: llvm.mlir.zero
// A site checked for NaN and Inf has two slots in the record, each with
// the site's id: NaN and Inf failures are counted apart.
// CHECK: llvm.mlir.global external constant @__dbg_site_ids(dense<[{{-?[0-9]+}}, [[N:-?[0-9]+]], [[N]]]> : tensor<3xi64>) {{.*}} : !llvm.array<3 x i64>
// One cold function per number of payload values, in order of first use,
// internal (weak_odr without internal-cold-functions, for NVPTX whose call
// lowering is quadratic in the calls of an internal function). Its first
// argument is the site's word: index << 8 | kind << 1 | may-trap.
// CHECK: llvm.func internal @__dbg_check_failed_3(%[[WORD:[a-z0-9]+]]: i32, %{{[a-z0-9]+}}: i64, %{{[a-z0-9]+}}: i64, %{{[a-z0-9]+}}: i64) attributes {no_inline, passthrough = ["cold"]}
// CHECK: %[[SITE:.*]] = llvm.lshr %[[WORD]], %{{.*}} : i32
// CHECK: %[[KIND:.*]] = llvm.shl %{{.*}}, %{{.*}} : i32
// CHECK: %[[MAYTRAP:.*]] = llvm.and %[[WORD]], %{{.*}} : i32
// The kind must be enabled in the record's control word.
// CHECK: %[[CONTROL:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK: llvm.and %[[CONTROL]], %[[KIND]]
// One atomic counts the failure; the first of the site writes its report,
// then marks it valid after a fence.
// CHECK: llvm.getelementptr %{{.*}}[%[[SITE]]]
// CHECK: %[[OLD:.*]] = llvm.atomicrmw add %{{.*}}, %{{.*}} monotonic : !llvm.ptr, i64
// CHECK: llvm.icmp "eq" %[[OLD]]
// In a kernel the cold function reads the block and thread ids itself.
// CHECK: gpu.block_id x
// CHECK: gpu.thread_id z
// CHECK: llvm.fence release
// CHECK: llvm.store volatile
// CHECK: llvm.store volatile
// check-trap: trap unless the site only warns.
// CHECK: llvm.icmp "ne" %[[MAYTRAP]]
// CHECK: llvm.fence seq_cst
// CHECK-NEXT: llvm.intr.trap
// CHECK-NEXT: llvm.unreachable
// CHECK: llvm.func internal @__dbg_check_failed_2(%{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: i64, %{{[a-z0-9]+}}: i64)
// The check: one branch on its failure; the payload (as 64-bit values) on
// the cold path, no ids.
// CHECK-LABEL: gpu.func @k
// CHECK-SAME: (%[[I:.*]]: index, %[[N:.*]]: index, %[[X:.*]]: f32)
// CHECK-NOT: gpu.thread_id
// Site 0, bounds (1), may trap: 3; site 1, nonfinite (2), may trap: 261.
// CHECK-DAG: %[[WORD0:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[WORD1:.*]] = arith.constant 261 : i32
// CHECK-DAG: %[[DIM:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[NEXT:.*]] = arith.constant 256 : i32
// CHECK-DAG: %[[SAME:.*]] = arith.constant 0 : i32
// CHECK: %[[OK:.*]] = arith.cmpi ult, %[[I]], %[[N]]
// CHECK: %[[FAILED:.*]] = arith.xori %[[OK]], %{{.*}} : i1
// CHECK-NEXT: scf.if %[[FAILED]] {
// CHECK-NEXT: %[[P0:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK-NEXT: %[[P1:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK-NEXT: llvm.call @__dbg_check_failed_3(%[[WORD0]], %[[P0]], %[[P1]], %[[DIM]])
// A finite check: |x| >= inf (or unordered), one compare, no negation; the
// origin test on the cold path: a NaN when no operand is a NaN, an Inf
// when every operand is finite.
// CHECK: %[[S:.*]] = math.sqrt %[[X]]
// CHECK: %[[INF:.*]] = arith.constant 0x7F800000 : f32
// CHECK: %[[ABS:.*]] = math.absf %[[S]]
// CHECK: %[[BAD:.*]] = arith.cmpf uge, %[[ABS]], %[[INF]]
// CHECK-NEXT: scf.if %[[BAD]]
// CHECK: arith.cmpf uno, %[[S]], %[[S]]
// CHECK: scf.if
// An Inf (its bits without the sign are the infinity's) goes to the site's
// second slot: its word plus one index (1 << 8), so that the word stays the
// one constant that differs between sites.
// CHECK: %[[BITS:.*]] = arith.bitcast %[[S]] : f32 to i32
// CHECK: %[[VALUE:.*]] = arith.extui %[[BITS]] : i32 to i64
// CHECK: %[[MAGNITUDE:.*]] = arith.andi %[[VALUE]], %{{.*}} : i64
// CHECK: %[[ISINF:.*]] = arith.cmpi eq, %[[MAGNITUDE]], %{{.*}} : i64
// CHECK: %[[STEP:.*]] = arith.select %[[ISINF]], %[[NEXT]], %[[SAME]] : i32
// CHECK: %[[W:.*]] = arith.addi %[[WORD1]], %[[STEP]] : i32
// CHECK: llvm.call @__dbg_check_failed_2(%[[W]], %[[VALUE]], %{{.*}})
// WEAK-LABEL: gpu.module @kernels
// WEAK: llvm.func weak_odr @__dbg_check_failed_3(
// WEAK: llvm.func weak_odr @__dbg_check_failed_2(
// On the host they stay internal.
// HOST-WEAK-LABEL: gpu.module @kernels
// HOST-WEAK: llvm.func internal @__dbg_check_failed_3(
// HOST-LABEL: gpu.module @kernels
// On the host, the record is registered with libdbgrt at its first failure.
// HOST: llvm.mlir.global internal @__dbg_error_record()
// HOST: llvm.func internal @__dbg_check_failed_3(%{{[a-z0-9]+}}: i32, %[[SLOT:[a-z0-9]+]]: !llvm.ptr,
// HOST: llvm.icmp "eq"
// HOST: llvm.call @dbgrtRegisterErrorRecord
// The ids come from the caller's slot.
// HOST: llvm.getelementptr %[[SLOT]][0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i32>
// HOST: llvm.func @dbgrtRegisterErrorRecord(!llvm.ptr, !llvm.ptr, i64)
// The kernel's entry stores its ids in the slot once.
// HOST-LABEL: gpu.func @k
// HOST: %[[IDS:.*]] = llvm.alloca %{{.*}} x !llvm.array<6 x i32>
// HOST: gpu.thread_id z
// HOST: llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr
// HOST: llvm.call @__dbg_check_failed_3(%{{.*}}, %[[IDS]], %{{.*}}, %{{.*}}, %{{.*}})
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
// The third site warns: its word (2 << 8 | 2 << 1) has no may-trap bit;
// plus 1 << 8 when its lane is an Inf.
// CHECK-DAG: %[[WARN:.*]] = arith.constant 516 : i32
// CHECK-DAG: %[[NEXT:.*]] = arith.constant 256 : i32
// CHECK-DAG: %[[SAME:.*]] = arith.constant 0 : i32
// CHECK: arith.cmpf uno, %[[X]], %[[X]] : f16
// CHECK: %[[ABS:.*]] = math.absf %[[X]] : f16
// CHECK: arith.cmpf oeq, %[[ABS]], %{{.*}} : f16
// CHECK: %[[VABS:.*]] = math.absf %[[V]] : vector<2x2xf32>
// CHECK: %[[LANES:.*]] = arith.cmpf uge, %[[VABS]], %{{.*}} : vector<2x2xf32>
// CHECK: %[[FLAT:.*]] = vector.shape_cast %[[LANES]] : vector<2x2xi1> to vector<4xi1>
// CHECK: vector.reduction <or>, %[[FLAT]] : vector<4xi1> into i1
// CHECK: scf.if
// On the cold path, the first lane that is not finite, and its value.
// CHECK: %[[LANES1D:.*]] = vector.shape_cast %[[V]] : vector<2x2xf32> to vector<4xf32>
// CHECK: vector.extract %[[LANES1D]][3]
// CHECK: vector.extract %[[LANES1D]][0]
// CHECK: %[[LANE:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %[[VALUE:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK: %[[BITS:.*]] = arith.bitcast %[[VALUE]] : f32 to i32
// CHECK: %[[P1:.*]] = arith.extui %[[BITS]] : i32 to i64
// CHECK: %[[LANEABS:.*]] = arith.andi %[[P1]], %{{.*}} : i64
// CHECK: %[[LANEINF:.*]] = arith.cmpi eq, %[[LANEABS]]
// CHECK: %[[STEP:.*]] = arith.select %[[LANEINF]], %[[NEXT]], %[[SAME]] : i32
// CHECK-NEXT: %[[W:.*]] = arith.addi %[[WARN]], %[[STEP]] : i32
// CHECK-NEXT: llvm.call @__dbg_check_failed_2(%[[W]], %[[LANE]], %[[P1]])
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

// A report fails where control reaches it: the call alone, no branch of
// its own, on the cold path that found the failure.
// CHECK-LABEL: gpu.func @reports
// CHECK-SAME: (%[[FOUND:.*]]: i1, %[[E:.*]]: i64)
// CHECK: scf.if %[[FOUND]] {
// CHECK-NEXT: llvm.call @__dbg_check_failed_1(%{{.*}}, %[[E]])
// CHECK-NEXT: }
dbg.site @r race kernel "kernels::reports" op "memref.store" at "a.mlir:1:1" what "race" detail "element {element:i}"
gpu.module @kernels {
  gpu.func @reports(%found: i1, %e: i64) kernel {
    scf.if %found {
      dbg.report @r(%e : i64)
    }
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
// CHECK: %[[SLOT:.*]] = llvm.alloca
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[FIELD:.*]] = llvm.getelementptr %[[SLOT]][0, 0]
// CHECK-NEXT: llvm.store %[[ZERO]], %[[FIELD]]
// CHECK-NOT: gpu.thread_id
// CHECK: scf.if
// CHECK: llvm.call @__dbg_check_failed_1(%{{[a-z0-9_]+}}, %[[SLOT]], %{{.*}})
// CHECK: llvm.func @dbgrtRegisterErrorRecord(!llvm.ptr, !llvm.ptr, i64)
dbg.site @h bounds kernel "host" op "memref.load" at "a.mlir:1:1" what "w" detail "{index:i}"
func.func @host(%ok: i1, %i: index) {
  dbg.check %ok, @h(%i : index)
  return
}
