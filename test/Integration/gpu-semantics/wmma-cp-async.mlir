// A WMMA matmul whose K loop carries its accumulator fragment and stages
// each 16x16 tile of A and B in workgroup memory with nvgpu.device_async_copy
// (cp.async): nvgpu ops and a loop carrying a !gpu.mma_matrix in one
// kernel, which MLIR 22's convert-nvgpu-to-nvvm fails on while loops are
// structured. C = A (16x32) * B (32x16), f16 in, f32 accumulated, on
// integers (exact): A[i][k] = (i + k) % 5 - 2, B[k][j] = (2k + j) % 7 - 3.
// Runs on CUDA (the GPU suite) and on the host target, with the same numbers.
// CHECK: {{\[\[}}-4,   -7,   4,   1,   5,   2,   -1,   -4,   -7,   4,   1,   5,   2,   -1,   -4,   -7],
// CHECK-NEXT: [6,   5,   -10,   -11,   2,   1,   7,   6,   5,   -10,   -11,   2,   1,   7,   6,   5],
// CHECK-NEXT: [6,   7,   1,   2,   -11,   -10,   5,   6,   7,   1,   2,   -11,   -10,   5,   6,   7],
// CHECK-NEXT: [-4,   -1,   2,   5,   1,   4,   -7,   -4,   -1,   2,   5,   1,   4,   -7,   -4,   -1],
// CHECK-NEXT: [-4,   -4,   3,   3,   3,   3,   -4,   -4,   -4,   3,   3,   3,   3,   -4,   -4,   -4],
// CHECK-NEXT: [-4,   -7,   4,   1,   5,   2,   -1,   -4,   -7,   4,   1,   5,   2,   -1,   -4,   -7],
// CHECK-NEXT: [6,   5,   -10,   -11,   2,   1,   7,   6,   5,   -10,   -11,   2,   1,   7,   6,   5],
// CHECK-NEXT: [6,   7,   1,   2,   -11,   -10,   5,   6,   7,   1,   2,   -11,   -10,   5,   6,   7],
// CHECK-NEXT: [-4,   -1,   2,   5,   1,   4,   -7,   -4,   -1,   2,   5,   1,   4,   -7,   -4,   -1],
// CHECK-NEXT: [-4,   -4,   3,   3,   3,   3,   -4,   -4,   -4,   3,   3,   3,   3,   -4,   -4,   -4],
// CHECK-NEXT: [-4,   -7,   4,   1,   5,   2,   -1,   -4,   -7,   4,   1,   5,   2,   -1,   -4,   -7],
// CHECK-NEXT: [6,   5,   -10,   -11,   2,   1,   7,   6,   5,   -10,   -11,   2,   1,   7,   6,   5],
// CHECK-NEXT: [6,   7,   1,   2,   -11,   -10,   5,   6,   7,   1,   2,   -11,   -10,   5,   6,   7],
// CHECK-NEXT: [-4,   -1,   2,   5,   1,   4,   -7,   -4,   -1,   2,   5,   1,   4,   -7,   -4,   -1],
// CHECK-NEXT: [-4,   -4,   3,   3,   3,   3,   -4,   -4,   -4,   3,   3,   3,   3,   -4,   -4,   -4],
// CHECK-NEXT: [-4,   -7,   4,   1,   5,   2,   -1,   -4,   -7,   4,   1,   5,   2,   -1,   -4,   -7]]
!tile = memref<16x16xf16, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @matmul(%a: memref<16x32xf16>, %b: memref<32x16xf16>, %c: memref<16x16xf32>)
        workgroup(%sa: !tile, %sb: !tile) kernel {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %zero = arith.constant 0.0 : f32
      %lane = gpu.thread_id x
      // Each lane copies half a row of each tile (8 f16, 16 bytes).
      %row = arith.divui %lane, %c2 : index
      %half = arith.remui %lane, %c2 : index
      %col = arith.muli %half, %c8 : index
      %init = gpu.subgroup_mma_constant_matrix %zero : !gpu.mma_matrix<16x16xf32, "COp">
      %acc = scf.for %k0 = %c0 to %c32 step %c16 iter_args(%sum = %init) -> (!gpu.mma_matrix<16x16xf32, "COp">) {
        %acol = arith.addi %k0, %col : index
        %brow = arith.addi %k0, %row : index
        %t0 = nvgpu.device_async_copy %a[%row, %acol], %sa[%row, %col], 8 : memref<16x32xf16> to !tile
        %t1 = nvgpu.device_async_copy %b[%brow, %col], %sb[%row, %col], 8 : memref<32x16xf16> to !tile
        %group = nvgpu.device_async_create_group %t0, %t1
        nvgpu.device_async_wait %group
        gpu.barrier
        %A = gpu.subgroup_mma_load_matrix %sa[%c0, %c0] {leadDimension = 16 : index} : !tile -> !gpu.mma_matrix<16x16xf16, "AOp">
        %B = gpu.subgroup_mma_load_matrix %sb[%c0, %c0] {leadDimension = 16 : index} : !tile -> !gpu.mma_matrix<16x16xf16, "BOp">
        %next = gpu.subgroup_mma_compute %A, %B, %sum : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
        // The next iteration's copies overwrite the tiles.
        gpu.barrier
        scf.yield %next : !gpu.mma_matrix<16x16xf32, "COp">
      }
      gpu.subgroup_mma_store_matrix %acc, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %a = gpu.alloc host_shared () : memref<16x32xf16>
    %b = gpu.alloc host_shared () : memref<32x16xf16>
    %c = gpu.alloc host_shared () : memref<16x16xf32>
    scf.for %i = %c0 to %c16 step %c1 {
      scf.for %k = %c0 to %c32 step %c1 {
        %s = arith.addi %i, %k : index
        %r = arith.remui %s, %c5 : index
        %v = arith.subi %r, %c2 : index
        %vi = arith.index_cast %v : index to i32
        %vf = arith.sitofp %vi : i32 to f16
        memref.store %vf, %a[%i, %k] : memref<16x32xf16>
      }
    }
    scf.for %k = %c0 to %c32 step %c1 {
      scf.for %j = %c0 to %c16 step %c1 {
        %k2 = arith.muli %k, %c2 : index
        %s = arith.addi %k2, %j : index
        %r = arith.remui %s, %c7 : index
        %v = arith.subi %r, %c3 : index
        %vi = arith.index_cast %v : index to i32
        %vf = arith.sitofp %vi : i32 to f16
        memref.store %vf, %b[%k, %j] : memref<32x16xf16>
      }
    }
    gpu.launch_func @kernels::@matmul blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<16x32xf16>, %b : memref<32x16xf16>, %c : memref<16x16xf32>)
    gpu.wait
    %cu = memref.cast %c : memref<16x16xf32> to memref<*xf32>
    call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}
