// RUN: dbg-opt %s -split-input-file -record-kernel-sources -insert-bounds-checks -trace-dispatches -link-dispatch-references -embed-host-kernels -verify-diagnostics | FileCheck %s
// With `all`, a launch with a frontend reference gets a host build too.
// RUN: dbg-opt %s -split-input-file -record-kernel-sources -trace-dispatches -link-dispatch-references -embed-host-kernels=all=true | FileCheck %s --check-prefix=ALL
// RUN: not dbg-opt %s -split-input-file -record-kernel-sources -trace-dispatches -embed-host-kernels=subgroup-size=48 2>&1 | FileCheck %s --check-prefix=SIZE
// SIZE: error: embed-host-kernels: subgroup-size is 48; it must be 32 or 64

// The kernel a marked launch takes is built for the host, as instrumented
// (its bounds checks report through a host error record), with the
// launch's scalars and workgroup memory; its gpu.printf goes, and the
// kernel no launch takes is not built. The GPU kernels and the launch stay.
// The GPU module is as it was.
// CHECK: gpu.module @kernels
// CHECK: gpu.func @scale
// CHECK: gpu.printf
// CHECK: gpu.func @unused
// CHECK-LABEL: func.func @main
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%a: memref<?xf32>, %s: f32, %n: index) workgroup(%tile: memref<32xf32, #gpu.address_space<workgroup>>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<?xf32>
      memref.store %x, %tile[%i] : memref<32xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %y = memref.load %tile[%i] : memref<32xf32, #gpu.address_space<workgroup>>
      %z = arith.mulf %y, %s : f32
      gpu.printf "scaled %f\n", %z : f32
      memref.store %z, %a[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @unused(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }

  // CHECK: dbg.dispatch @[[SITE:dbg_site_main_0]]
  // CHECK-NEXT: gpu.launch_func @kernels::@scale
  func.func @main(%a: memref<?xf32>, %s: f32, %n: index) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<?xf32>, %s : f32, %n : index)
    return
  }
  // CHECK: dbg.site @[[SITE]] dispatch {{.*}} host @[[RECORD:__dbg_host_entry_kernels_scale_record]]
  // The host build, in a nested module (convert-dbg-to-llvm moves it in):
  // the kernel as a host function, its entry and record.
  // CHECK: module attributes {dbg.host_build}
  // CHECK-DAG: llvm.func @__dbg_host_kernels_scale(
  // CHECK-DAG: llvm.func @__dbg_host_entry_kernels_scale(
  // CHECK-DAG: llvm.mlir.global private constant @[[RECORD]]()
  // CHECK-DAG: llvm.call @dbgrtHostBarrier
  // Its bounds checks report through its own host error record.
  // CHECK-DAG: llvm.mlir.global internal @__dbg_host_kernels___dbg_error_record
  // CHECK-DAG: llvm.call @dbgrtRegisterErrorRecord
  // CHECK-NOT: llvm.call @printf
  // CHECK-NOT: __dbg_host_kernels_unused
  // ALL-LABEL: func.func @main
  // ALL: dbg.site {{.*}} host @__dbg_host_entry_kernels_scale_record
}

// -----

// A launch with a frontend reference keeps it, and its kernel gets no host
// build (unless `all`).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%a: memref<8xf32>, %b: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<8xf32>
      memref.store %x, %b[%i] : memref<8xf32>
      gpu.return
    }
  }
  func.func private @copy_reference(%a: memref<8xf32>, %b: memref<8xf32>) {
    memref.copy %a, %b : memref<8xf32> to memref<8xf32>
    return
  }
  // CHECK-LABEL: func.func @main
  // CHECK: dbg.site {{.*}} reference @__dbg_reference_copy_reference takes "0,1"
  // CHECK-NOT: host @
  // CHECK-NOT: __dbg_host_entry_kernels_copy
  // ALL-LABEL: func.func @main
  // ALL: dbg.site {{.*}} reference @__dbg_reference_copy_reference takes "0,1"
  // ALL-SAME: host @__dbg_host_entry_kernels_copy_record
  func.func @main(%a: memref<8xf32>, %b: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    dbg.reference @copy_reference(%a, %b) : memref<8xf32>, memref<8xf32>
    gpu.launch_func @kernels::@copy blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<8xf32>, %b : memref<8xf32>)
    return
  }
}

// -----

// A symbol of the program that the host build's record would clash with
// keeps its name; the record is renamed, and the site names it. The
// build's other symbols keep theirs in the nested module until
// convert-dbg-to-llvm moves it in.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @twice(%a: memref<4xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<4xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %a[%i] : memref<4xf32>
      gpu.return
    }
  }
  // CHECK-LABEL: func.func @__dbg_host_entry_kernels_twice_record()
  func.func @__dbg_host_entry_kernels_twice_record() {
    return
  }
  // CHECK-LABEL: func.func @main
  func.func @main(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@twice blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%a : memref<4xf32>)
    return
  }
  // CHECK: dbg.site {{.*}} host @[[RENAMED:__dbg_host_entry_kernels_twice_record_[0-9]+]]
  // CHECK: module attributes {dbg.host_build}
  // CHECK-DAG: llvm.mlir.global private constant @[[RENAMED]]()
  // CHECK-DAG: llvm.func @__dbg_host_kernels_twice(
}

// -----

// A kernel that takes a TMA descriptor gets a host build: libdbgrt gives
// it a host descriptor of its snapshot of the tensor the CUDA driver's
// descriptor describes (mgpuTensorMapEncodeTiledMemref recorded it).
// CHECK-LABEL: gpu.func @k
// CHECK: llvm.call @dbgrtHostTmaLoad(
!barriers = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!map = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%map: !map, %tile: memref<64x64xf16, 3>) kernel {
      %c0 = arith.constant 0 : index
      %bar = nvgpu.mbarrier.create -> !barriers
      nvgpu.tma.async.load %map[%c0, %c0], %bar[%c0] to %tile : !map, !barriers -> memref<64x64xf16, 3>
      gpu.return
    }
  }
  dbg.site @s dispatch kernel "kernels::k" op "gpu.launch_func" in "main" : 0 at "a.mlir:1:1" source "gpu.module @kernels {}" signature "x 1 !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>\0Am 2 f16 memref<64x64xf16, 3>\0A" build "--target=cuda"
  func.func @main(%map: !map, %tile: memref<64x64xf16, 3>) {
    %c1 = arith.constant 1 : index
    dbg.dispatch @s
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%map : !map, %tile : memref<64x64xf16, 3>)
    return
  }
}
