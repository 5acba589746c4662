// RUN: dbg-opt %s -split-input-file -convert-gpu-to-host | FileCheck %s

// nvgpu's warpgroup ops: the descriptor is the i64 a GPU gets (bits [4, 18)
// of the tile's address, and upstream's constant fields: 128B swizzle,
// stride byte offset 1024, leading byte offset 64 * 128); the accumulator
// is the thread's 32 fragment elements (64x64); the mma is upstream's four
// wgmmas, one per K step of 16, A advanced by 32 bytes (2 in the start
// field) and B by 16 rows (2048 bytes, 128), each a dbgrtHostWgmma of f16
// into f32 with a transposed B (flag 2); the store one
// dbgrtHostWgmmaStore. The kernel runs its threads as fibers (flag 1).
// CHECK: llvm.mlir.global private constant @{{.*}}("{{.*}}warpgroup.mlir:[[#@LINE+42]]:12\00")
// CHECK: %[[FLAGS:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: llvm.insertvalue %[[FLAGS]], %{{.*}}[2] : !llvm.array<{{[0-9]+}} x i64>
// CHECK-LABEL: func.func private @__dbg_host_kernels_gemm
// CHECK: %[[STORED:.*]] = memref.alloca() : memref<32xf32>
// CHECK: %[[SLOT:.*]] = memref.alloca() : memref<32xf32>
// CHECK: %[[C4:.*]] = arith.constant 4 : i64
// CHECK: %[[SHIFTED:.*]] = arith.shrui %{{.*}}, %[[C4]] : i64
// CHECK: %[[FIELD:.*]] = arith.andi %[[SHIFTED]], %{{.*}} : i64
// CHECK: %[[FIXED:.*]] = arith.constant 4611686293338849280 : i64
// CHECK: %[[DA:.*]] = arith.ori %[[FIELD]], %[[FIXED]] : i64
// CHECK: %[[DB:.*]] = arith.ori %{{.*}}, %{{.*}} : i64
// CHECK: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<32xf32>
// CHECK: vector.store %[[ZERO]], %[[SLOT]][%{{.*}}] : memref<32xf32>, vector<32xf32>
// CHECK: %[[TYPES:.*]] = arith.constant 458752 : i32
// CHECK: %[[TRANSPOSED:.*]] = arith.constant 2 : i32
// CHECK: llvm.call @dbgrtHostWgmma(%[[DA]], %[[DB]], %{{.*}}, %{{.*}}, %[[TYPES]], %[[TRANSPOSED]], %{{.*}})
// CHECK: %[[STEPA:.*]] = arith.constant 2 : i64
// CHECK: %[[DA1:.*]] = arith.addi %[[DA]], %[[STEPA]] : i64
// CHECK: %[[STEPB:.*]] = arith.constant 128 : i64
// CHECK: %[[DB1:.*]] = arith.addi %[[DB]], %[[STEPB]] : i64
// CHECK: llvm.call @dbgrtHostWgmma(%[[DA1]], %[[DB1]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-COUNT-2: llvm.call @dbgrtHostWgmma(
// CHECK: %[[D:.*]] = vector.load %[[SLOT]][%{{.*}}] : memref<32xf32>, vector<32xf32>
// CHECK: vector.store %[[D]], %[[STORED]][%{{.*}}] : memref<32xf32>, vector<32xf32>
// CHECK-NOT: nvvm.
// CHECK: llvm.call @dbgrtHostWgmmaStore(
// CHECK-DAG: llvm.func @dbgrtHostWgmma(i64, i64, !llvm.ptr, i32, i32, i32, !llvm.ptr)
// CHECK-DAG: llvm.func @dbgrtHostWgmmaStore(!llvm.ptr, i32, i32, !llvm.ptr, i64)
!tileMap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" @a : memref<64x64xf16, 3> {alignment = 1024 : i64}
    memref.global "private" @b : memref<64x64xf16, 3> {alignment = 1024 : i64}
    memref.global "private" @d : memref<64x64xf32, 3> {alignment = 16 : i64}
    gpu.func @gemm(%mapA: !tileMap, %mapB: !tileMap) kernel {
      %a = memref.get_global @a : memref<64x64xf16, 3>
      %b = memref.get_global @b : memref<64x64xf16, 3>
      %d = memref.get_global @d : memref<64x64xf32, 3>
      %da = nvgpu.warpgroup.generate.descriptor %a, %mapA : memref<64x64xf16, 3>, !tileMap -> !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
      %db = nvgpu.warpgroup.generate.descriptor %b, %mapB : memref<64x64xf16, 3>, !tileMap -> !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
      %acc = nvgpu.warpgroup.mma.init.accumulator -> <fragmented = vector<64x64xf32>>
      %r = nvgpu.warpgroup.mma %da, %db, %acc {transposeB} : <tensor = memref<64x64xf16, 3>>, <tensor = memref<64x64xf16, 3>>, <fragmented = vector<64x64xf32>> -> <fragmented = vector<64x64xf32>>
      nvvm.wgmma.wait.group.sync.aligned 0
      nvgpu.warpgroup.mma.store %r, %d : <fragmented = vector<64x64xf32>> to memref<64x64xf32, 3>
      gpu.return
    }
  }
}

// -----

// NVVM's wgmma: its struct in a stack slot around one dbgrtHostWgmma, with
// PTX's transposes (a row-major B: imm-trans-b, flag 2) and scale-d 0
// (flag 4); the fence, commit_group and wait_group are gone; elect.sync is
// lane 0.
// CHECK-LABEL: func.func private @__dbg_host_kernels_nvvm
// CHECK: %[[SLOT:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(f32, f32, f32, f32)> : (i64) -> !llvm.ptr
// CHECK-NOT: nvvm.wgmma
// CHECK: llvm.store %{{.*}}, %[[SLOT]] : !llvm.struct<(f32, f32, f32, f32)>, !llvm.ptr
// CHECK: %[[FLAGS:.*]] = arith.constant 6 : i32
// CHECK: llvm.call @dbgrtHostWgmma(%{{.*}}, %{{.*}}, %[[SLOT]], %{{.*}}, %{{.*}}, %[[FLAGS]], %{{.*}})
// CHECK: llvm.load %[[SLOT]] : !llvm.ptr -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NOT: nvvm.
// CHECK: return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @nvvm(%a: i64, %b: i64, %out: memref<4xf32>, %flag: memref<1xi1>) kernel {
      %c0 = arith.constant 0 : index
      %zero = llvm.mlir.zero : !llvm.struct<(f32, f32, f32, f32)>
      nvvm.wgmma.fence.aligned
      %r = nvvm.wgmma.mma_async %a, %b, %zero, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<zero>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      %v = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
      memref.store %v, %out[%c0] : memref<4xf32>
      %leader = nvvm.elect.sync -> i1
      memref.store %leader, %flag[%c0] : memref<1xi1>
      gpu.return
    }
  }
}
