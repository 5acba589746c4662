// RUN: dbg-opt %s -split-input-file -record-wait-sites | FileCheck %s

// A barrier some threads may skip: the first lane of each warp stores the
// wait site's id in its block's slot (word 0), whose row and lane test are
// computed once at the kernel's entry. A barrier every thread reaches as
// often cannot hang by itself and is left alone.
// CHECK-LABEL: gpu.module @barrier
// CHECK: memref.global @__dbg_wait_slots : memref<4096x14xi64, #gpu.address_space<global>> = dense<0> {alignment = 8 : i64}
// CHECK-LABEL: gpu.func @k
// CHECK: %[[X:.*]] = gpu.block_id x
// CHECK-NEXT: %[[LINEAR:.*]] = arith.addi %[[X]], %{{.*}} : index
// CHECK: %[[ROW:.*]] = arith.remui %[[LINEAR]], %{{.*}} : index
// CHECK: %[[SLOTS:.*]] = memref.get_global @__dbg_wait_slots
// CHECK: %[[LANE:.*]] = gpu.lane_id
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[LANE]], %{{.*}} : index
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK: %[[ID:.*]] = arith.constant {{-?[0-9]+}} : i64
// CHECK-NEXT: memref.store %[[ID]], %[[SLOTS]][%[[ROW]], %{{.*}}]
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-LABEL: gpu.func @uniform
// CHECK-NOT: memref.store
// CHECK: gpu.barrier
// CHECK: dbg.site @{{.*}} wait kernel "barrier::k" op "gpu.barrier" at "{{.*}}record-wait-sites.mlir:{{[0-9]+}}:9"
// CHECK-NOT: dbg.site
module attributes {gpu.container_module} {
  gpu.module @barrier {
    gpu.func @k(%out: memref<64xf32>) kernel {
      %tid = gpu.thread_id x
      %c32 = arith.constant 32 : index
      %low = arith.cmpi ult, %tid, %c32 : index
      scf.if %low {
        gpu.barrier
      }
      gpu.return
    }
    gpu.func @uniform(%out: memref<64xf32>) kernel {
      gpu.barrier
      gpu.return
    }
  }
}

// -----

// A loop whose condition reads memory atomically is a spin: recorded before
// the loop. A loop without atomics, and a kernel without waits, are not.
// CHECK-LABEL: gpu.module @spin
// CHECK-LABEL: gpu.func @spins
// CHECK: scf.if
// CHECK: memref.store
// CHECK: scf.while
// CHECK-LABEL: gpu.func @counts
// CHECK-NOT: __dbg_wait_slots
// CHECK: gpu.return
// CHECK: dbg.site @{{.*}} wait kernel "spin::spins" op "scf.while"
// CHECK-NOT: dbg.site
module attributes {gpu.container_module} {
  gpu.module @spin {
    gpu.func @spins(%flag: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %zero = arith.constant 0 : i32
      scf.while : () -> () {
        %v = memref.atomic_rmw addi %zero, %flag[%c0] : (i32, memref<1xi32>) -> i32
        %unset = arith.cmpi eq, %v, %zero : i32
        scf.condition(%unset)
      } do {
        scf.yield
      }
      gpu.return
    }
    gpu.func @counts(%out: memref<1xi32>, %n: i32) kernel {
      %c0 = arith.constant 0 : index
      %r = scf.while (%i = %n) : (i32) -> i32 {
        %zero = arith.constant 0 : i32
        %more = arith.cmpi sgt, %i, %zero : i32
        scf.condition(%more) %i : i32
      } do {
      ^bb0(%i: i32):
        %one = arith.constant 1 : i32
        %next = arith.subi %i, %one : i32
        scf.yield %next : i32
      }
      memref.store %r, %out[%c0] : memref<1xi32>
      gpu.return
    }
  }
}

// -----

// mbarriers: the init stores the expected arrivals (under its predicate),
// each arrive adds to the count after it (an arrival releases what came
// before, and would wait for the atomic), and the wait also stores which
// mbarrier (word 1), tagged with the site's low 32 bits.
// CHECK-LABEL: gpu.module @mbarrier
// CHECK-LABEL: gpu.func @k
// CHECK: nvvm.mbarrier.init %[[BAR:.*]], %[[COUNT:.*]], predicate = %[[P:.*]] :
// CHECK-NEXT: scf.if %[[P]] {
// CHECK-NEXT: %[[WIDE:.*]] = arith.extui %[[COUNT]] : i32 to i64
// CHECK: %[[EXPECTED:.*]] = arith.shli %[[WIDE]], %{{.*}} : i64
// CHECK: llvm.ptrtoint %[[BAR]]
// CHECK: memref.store %[[EXPECTED]]
// CHECK: nvvm.mbarrier.arrive
// CHECK: memref.atomic_rmw addi
// CHECK-NEXT: scf.if
// CHECK: %[[TAGGED:.*]] = arith.ori %{{.*}}, %{{.*}} : i64
// CHECK: memref.store %[[TAGGED]]
// CHECK: memref.store
// CHECK: nvvm.mbarrier.try_wait.parity
module attributes {gpu.container_module} {
  gpu.module @mbarrier {
    gpu.func @k(%bar: !llvm.ptr<3>, %count: i32, %first: i1, %phase: i32, %ticks: i32) kernel {
      nvvm.mbarrier.init %bar, %count, predicate = %first : !llvm.ptr<3>, i32, i1
      %state = nvvm.mbarrier.arrive %bar : !llvm.ptr<3> -> i64
      nvvm.mbarrier.try_wait.parity %bar, %phase, %ticks : !llvm.ptr<3>, i32, i32
      gpu.return
    }
  }
}

// -----

// nvgpu's mbarriers (kernels keep them until after the instrumentation):
// the same records, the slot of mbarrier i of the kernel's group g being
// g * 16 + i (mod 6): here group 1's mbarrier %i.
// CHECK-LABEL: gpu.module @nvgpu_mbarrier
// CHECK-LABEL: gpu.func @k
// CHECK-SAME: (%[[I:.*]]: index, %[[COUNT:.*]]: index, %[[FIRST:.*]]: i1, %[[PHASE:.*]]: i1, %[[TICKS:.*]]: index)
// CHECK: nvgpu.mbarrier.create
// CHECK: %[[BAR:.*]] = nvgpu.mbarrier.create
// CHECK: nvgpu.mbarrier.init %[[BAR]][%[[I]]], %[[COUNT]], predicate = %[[FIRST]]
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT: %[[WIDE:.*]] = arith.index_castui %[[COUNT]] : index to i64
// CHECK: %[[EXPECTED:.*]] = arith.shli %[[WIDE]], %{{.*}} : i64
// CHECK: %[[C16:.*]] = arith.constant 16 : i64
// CHECK: %[[INDEX:.*]] = arith.index_castui %[[I]] : index to i64
// CHECK: %[[OBJECT:.*]] = arith.addi %[[INDEX]], %[[C16]] : i64
// CHECK: arith.remui %[[OBJECT]]
// CHECK: memref.store %[[EXPECTED]]
// CHECK: nvgpu.mbarrier.arrive %[[BAR]][%[[I]]]
// CHECK: memref.atomic_rmw addi
// CHECK-NEXT: scf.if
// CHECK: %[[TAGGED:.*]] = arith.ori %{{.*}}, %{{.*}} : i64
// CHECK: memref.store %[[TAGGED]]
// CHECK: memref.store
// CHECK: nvgpu.mbarrier.try_wait.parity %[[BAR]][%[[I]]]
!barriers = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>
module attributes {gpu.container_module} {
  gpu.module @nvgpu_mbarrier {
    gpu.func @k(%i: index, %count: index, %first: i1, %phase: i1, %ticks: index) kernel {
      %unused = nvgpu.mbarrier.create -> !barriers
      %bar = nvgpu.mbarrier.create -> !barriers
      nvgpu.mbarrier.init %bar[%i], %count, predicate = %first : !barriers
      %token = nvgpu.mbarrier.arrive %bar[%i] : !barriers -> !nvgpu.mbarrier.token
      nvgpu.mbarrier.try_wait.parity %bar[%i], %phase, %ticks : !barriers
      gpu.return
    }
  }
}

// -----

// Transactions: expect_tx adds its bytes << 32 and a TMA load its box's
// bytes (64x64xf16: 8192) to the mbarrier's transaction word, 6 words
// (DBGRT_WAIT_MBARRIERS) after its arrival word; both under the op's
// predicate and after the op, so that the TMA loads are issued before the
// atomics land. The expect_tx is also an arrival.
// CHECK-LABEL: gpu.module @transactions
// CHECK-LABEL: gpu.func @k
// CHECK-SAME: (%[[MAP:[^:]*]]: !nvgpu.tensormap.descriptor<{{.*}}>, %[[TILE:[^:]*]]: memref<64x64xf16, 3>, %[[BYTES:[^:]*]]: index, %[[P:[^:]*]]: i1
// CHECK: nvgpu.mbarrier.arrive.expect_tx
// CHECK-NEXT: scf.if %[[P]] {
// CHECK: %[[WIDE:.*]] = arith.index_castui %[[BYTES]] : index to i64
// CHECK: %[[ANNOUNCED:.*]] = arith.shli %[[WIDE]], %{{.*}} : i64
// CHECK: %[[SIX:.*]] = arith.constant 6 : index
// CHECK: %[[WORD:.*]] = arith.addi %{{.*}}, %[[SIX]] : index
// CHECK: memref.atomic_rmw addi %[[ANNOUNCED]], %{{.*}}[%{{.*}}, %[[WORD]]]
// CHECK: }
// CHECK-NEXT: scf.if %[[P]] {
// CHECK: memref.atomic_rmw addi
// CHECK: }
// CHECK-NEXT: nvgpu.tma.async.load %[[MAP]]
// CHECK: %[[BOX:.*]] = arith.constant 8192 : i64
// CHECK: memref.atomic_rmw addi %[[BOX]]
!barriers = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!map = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
module attributes {gpu.container_module} {
  gpu.module @transactions {
    gpu.func @k(%map: !map, %tile: memref<64x64xf16, 3>, %bytes: index, %p: i1, %phase: i1, %ticks: index) kernel {
      %c0 = arith.constant 0 : index
      %bar = nvgpu.mbarrier.create -> !barriers
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes, predicate = %p : !barriers
      nvgpu.tma.async.load %map[%c0, %c0], %bar[%c0] to %tile : !map, !barriers -> memref<64x64xf16, 3>
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !barriers
      gpu.return
    }
  }
}
