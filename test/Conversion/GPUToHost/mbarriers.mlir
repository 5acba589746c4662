// RUN: dbg-opt %s -split-input-file -convert-gpu-to-host | FileCheck %s

// An mbarrier group is a private workgroup global of one i64 per mbarrier
// (a view of the block's workgroup memory once lowered); init, arrive,
// arrive.nocomplete, test.wait and try_wait.parity call libdbgrt with the
// mbarrier's address. try_wait.parity suspends the thread there, so the
// kernel runs its threads as fibers (cooperative, flag 1).
// CHECK: llvm.mlir.global private constant @{{.*}}("nvgpu.mbarrier.try_wait.parity at {{.*}}mbarriers.mlir:[[#@LINE+36]]:7\00")
// CHECK: llvm.mlir.global private constant @{{.*}}handoff_record()
// CHECK: %[[FLAGS:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: llvm.insertvalue %[[FLAGS]], %{{.*}}[2] : !llvm.array<9 x i64>
// CHECK-LABEL: func.func private @__dbg_host_kernels_handoff
// CHECK: %[[GROUP:.*]] = memref.view %{{.*}}[%{{.*}}][] : memref<?xi8> to memref<2xi64>
// CHECK: scf.if %{{.*}} {
// CHECK: memref.extract_aligned_pointer_as_index %[[GROUP]] : memref<2xi64>
// CHECK: %[[P:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
// CHECK: llvm.call @dbgrtHostMbarrierInit(%[[P]], %{{.*}}) : (!llvm.ptr, i32) -> ()
// CHECK: }
// CHECK: %[[TOKEN:.*]] = llvm.call @dbgrtHostMbarrierArrive(%{{.*}}, %c1_i32, %c1_i32_1) : (!llvm.ptr, i32, i32) -> i64
// CHECK: llvm.call @dbgrtHostMbarrierArrive(%{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i32, i32) -> i64
// CHECK: llvm.call @dbgrtHostMbarrierWait(%{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i32, !llvm.ptr) -> ()
// CHECK: %[[DONE:.*]] = llvm.call @dbgrtHostMbarrierTestWait(%{{.*}}, %[[TOKEN]]) : (!llvm.ptr, i64) -> i32
// CHECK: arith.trunci %[[DONE]] : i32 to i1
// CHECK-DAG: llvm.func @dbgrtHostMbarrierInit(!llvm.ptr, i32)
// CHECK-DAG: llvm.func @dbgrtHostMbarrierArrive(!llvm.ptr, i32, i32) -> i64
// CHECK-DAG: llvm.func @dbgrtHostMbarrierTestWait(!llvm.ptr, i64) -> i32
// CHECK-DAG: llvm.func @dbgrtHostMbarrierWait(!llvm.ptr, i32, !llvm.ptr)
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
!tokenType = !nvgpu.mbarrier.token
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @handoff(%out: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %tid = gpu.thread_id x
      %bar = nvgpu.mbarrier.create -> !barrierType
      %first = arith.cmpi eq, %tid, %c0 : index
      nvgpu.mbarrier.init %bar[%c1], %c64, predicate = %first : !barrierType
      %token = nvgpu.mbarrier.arrive %bar[%c1] : !barrierType -> !tokenType
      %n = nvgpu.mbarrier.arrive.nocomplete %bar[%c1], %c1 : !barrierType -> !tokenType
      %false = arith.constant false
      %ticks = arith.constant 1000 : index
      nvgpu.mbarrier.try_wait.parity %bar[%c1], %false, %ticks : !barrierType
      %done = nvgpu.mbarrier.test.wait %bar[%c1], %token : !barrierType, !tokenType
      %d = arith.extui %done : i1 to i32
      memref.store %d, %out[%c0] : memref<1xi32>
      gpu.return
    }
  }
  func.func @main(%out: memref<1xi32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@handoff blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<1xi32>)
    return
  }
}
