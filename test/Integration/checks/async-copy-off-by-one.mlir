// Seeded bug: 32 lanes copy a 16x16 f16 tile into workgroup memory with
// nvgpu.device_async_copy (cp.async on CUDA), half a row each, from row
// lane / 2 + 1 (meant: lane / 2), so lanes 30 and 31 read row 16 of a
// 16-row buffer. The tile is then read back with nvgpu.ldmatrix and its
// first element stored.
!smem = memref<16x16xf16, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @stage(%a: memref<16x16xf16>, %out: memref<32x2xf16>)
        workgroup(%tile: !smem) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %lane = gpu.thread_id x
      %half = arith.divui %lane, %c2 : index
      %row = arith.addi %half, %c1 : index
      %odd = arith.remui %lane, %c2 : index
      %col = arith.muli %odd, %c8 : index
      %t = nvgpu.device_async_copy %a[%row, %col], %tile[%half, %col], 8 : memref<16x16xf16> to !smem
      %group = nvgpu.device_async_create_group %t
      nvgpu.device_async_wait %group
      gpu.barrier
      %ldrow = arith.remui %lane, %c16 : index
      %frag = nvgpu.ldmatrix %tile[%ldrow, %c0] {numTiles = 2 : i32, transpose = false} : !smem -> vector<2x2xf16>
      %v = vector.extract %frag[0] : vector<2xf16> from vector<2x2xf16>
      vector.store %v, %out[%lane, %c0] : memref<32x2xf16>, vector<2xf16>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %a = gpu.alloc () : memref<16x16xf16>
    %out = gpu.alloc () : memref<32x2xf16>
    gpu.launch_func @kernels::@stage blocks in (%c1, %c1, %c1)
        threads in (%c32, %c1, %c1)
        args(%a : memref<16x16xf16>, %out : memref<32x2xf16>)
    gpu.dealloc %a : memref<16x16xf16>
    gpu.dealloc %out : memref<32x2xf16>
    return
  }
}
// The source is checked on its own (the copy writes row 15 of the tile, in
// range); the copy is skipped, and on CUDA it is a cp.async the bounds
// checks see before nvgpu's lowering to NVVM.
// CHECK: [dbg] error: out-of-bounds async copy source in kernels::stage at {{.*}}async-copy-off-by-one.mlir:21:12: index 16 not in [0, 16) on dim 0, block (0,0,0) thread (30,0,0); 1 more at this site
// CHECK-NOT: out-of-bounds
// CHECK: [dbg] error: 1 check site(s) failed
