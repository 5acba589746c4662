// Warp-level tensor-core ops with PTX's fragment layouts, on integer inputs
// whose products the expected values were computed from (numpy, A @ B + C):
// - mma_f16: A (16x16) and B (16x8) copied to workgroup memory by
//   nvgpu.device_async_copy, read into fragments by nvgpu.ldmatrix (B
//   transposed), C read per lane; nvgpu.mma.sync m16n8k16, f16 in, f32 out.
// - mma_s8: fragments read per lane in PTX's layouts for m16n8k32, i8 in,
//   i32 out.
// Runs on CUDA (the GPU suite) and on the host target, where mma.sync
// gathers the 32 lanes' fragments (libdbgrt) and the results must be the
// same, bit for bit.
// A[i][k] = (i*16+k)*5 % 9 - 4, B[k][j] = (k*8+j)*3 % 7 - 3, C[i][j] = i - 2j.
// CHECK-LABEL: f16
// CHECK: [-56,   35,   -35,   14,   0,   -21,   21,   -70],
// CHECK-NEXT: [-52,   24,   9,   -13,   28,   -64,   33,   -66],
// CHECK-NEXT: [-3,   -5,   35,   -58,   38,   -62,   27,   -17],
// CHECK-NEXT: [28,   -52,   43,   -58,   30,   -15,   3,   14],
// CHECK-NEXT: [41,   -54,   33,   -13,   4,   14,   -39,   27],
// CHECK-NEXT: [45,   -29,   23,   5,   -13,   25,   -63,   31],
// CHECK-NEXT: [40,   14,   -5,   32,   -57,   36,   -60,   26],
// CHECK-NEXT: [17,   39,   -51,   41,   -56,   29,   -12,   3],
// CHECK-NEXT: [-24,   46,   -52,   32,   -10,   4,   18,   -38],
// CHECK-NEXT: [-47,   44,   -26,   23,   9,   -12,   30,   -61],
// CHECK-NEXT: [-43,   33,   18,   -4,   37,   -55,   42,   -57],
// CHECK-NEXT: [6,   4,   44,   -49,   47,   -53,   36,   -8],
// CHECK-NEXT: [37,   -43,   52,   -49,   39,   -6,   12,   23],
// CHECK-NEXT: [50,   -45,   42,   -4,   13,   23,   -30,   36],
// CHECK-NEXT: [54,   -20,   32,   14,   -4,   34,   -54,   40],
// CHECK-NEXT: [49,   23,   4,   41,   -48,   45,   -51,   35]]
// A[i][k] = (i*32+k)*37 % 255 - 127, B[k][j] = (k*8+j)*53 % 255 - 127,
// C[i][j] = 1000i - j.
// CHECK-LABEL: s8
// CHECK: [14799,   -9258,   -14445,   -1272,   3996,   2124,   -14283,   20310],
// CHECK-NEXT: [-6736,   -10454,   108,   24440,   -14978,   -5691,   -6349,   6763],
// CHECK-NEXT: [13549,   14105,   24351,   -21248,   8633,   13014,   12040,   -12394],
// CHECK-NEXT: [-1356,   -7491,   -8526,   -4971,   18219,   6729,   -5526,   -13446],
// CHECK-NEXT: [-16516,   -4862,   7302,   19466,   -4580,   -7461,   -6517,   26557],
// CHECK-NEXT: [10144,   15107,   15990,   12283,   -18454,   27819,   17482,   2045],
// CHECK-NEXT: [-11136,   -1899,   -1332,   -9945,   28617,   4959,   -5694,   6348],
// CHECK-NEXT: [25469,   -23495,   -20694,   33362,   13723,   -12291,   -20710,   21361],
// CHECK-NEXT: [364,   20699,   23184,   7309,   -8056,   26049,   17314,   21839],
// CHECK-NEXT: [-6891,   20268,   24987,   6756,   -1785,   29964,   23463,   -7008],
// CHECK-NEXT: [18749,   -1328,   16590,   6968,   16216,   -8451,   -1753,   8770],
// CHECK-NEXT: [39289,   -994,   -7872,   18145,   7187,   18159,   61,   13583],
// CHECK-NEXT: [-16671,   25860,   32181,   1782,   8613,   28194,   23295,   12786],
// CHECK-NEXT: [38039,   22369,   30924,   -1831,   11824,   29049,   26384,   -19121],
// CHECK-NEXT: [29509,   4598,   -678,   13171,   17585,   16389,   -107,   33377],
// CHECK-NEXT: [-17016,   29922,   26880,   38373,   -15414,   -18966,   31797,   30285]]
!smem_a = memref<16x16xf16, #gpu.address_space<workgroup>>
!smem_b = memref<16x8xf16, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // c_i of this lane, i = 0..3, is at (g + 8 * (i / 2), 2t + i % 2).
    func.func @accumulator_coord(%i: index) -> (index, index) {
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %lane = gpu.lane_id
      %g = arith.divui %lane, %c4 : index
      %t = arith.remui %lane, %c4 : index
      %half = arith.divui %i, %c2 : index
      %rowOff = arith.muli %half, %c8 : index
      %row = arith.addi %g, %rowOff : index
      %t2 = arith.muli %t, %c2 : index
      %odd = arith.remui %i, %c2 : index
      %col = arith.addi %t2, %odd : index
      return %row, %col : index, index
    }

    gpu.func @mma_f16(%a: memref<16x16xf16>, %b: memref<16x8xf16>, %c: memref<16x8xf32>, %d: memref<16x8xf32>)
        workgroup(%sa: !smem_a, %sb: !smem_b) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %lane = gpu.thread_id x
      // A: each lane copies half a row; B: lanes 0-15 copy a row each (16
      // bytes a copy).
      %arow = arith.divui %lane, %c2 : index
      %ahalf = arith.remui %lane, %c2 : index
      %acol = arith.muli %ahalf, %c8 : index
      %t0 = nvgpu.device_async_copy %a[%arow, %acol], %sa[%arow, %acol], 8 : memref<16x16xf16> to !smem_a
      %brow = arith.remui %lane, %c16 : index
      %t1 = nvgpu.device_async_copy %b[%brow, %c0], %sb[%brow, %c0], 8 : memref<16x8xf16> to !smem_b
      %group = nvgpu.device_async_create_group %t0, %t1
      nvgpu.device_async_wait %group
      gpu.barrier
      // ldmatrix.x4 of A: lanes 8m..8m+7 give the rows of tile m (rows 0-7
      // and 8-15 of columns 0-7, then of columns 8-15).
      %r8 = arith.remui %lane, %c8 : index
      %tile = arith.divui %lane, %c8 : index
      %lower = arith.remui %tile, %c2 : index
      %lowerOff = arith.muli %lower, %c8 : index
      %ldrow = arith.addi %r8, %lowerOff : index
      %right = arith.divui %lane, %c16 : index
      %ldcol = arith.muli %right, %c8 : index
      %A = nvgpu.ldmatrix %sa[%ldrow, %ldcol] {numTiles = 4 : i32, transpose = false} : !smem_a -> vector<4x2xf16>
      // ldmatrix.x2.trans of B: lanes 0-15 give rows 0-15.
      %B = nvgpu.ldmatrix %sb[%brow, %c0] {numTiles = 2 : i32, transpose = true} : !smem_b -> vector<2x2xf16>
      %i0:2 = func.call @accumulator_coord(%c0) : (index) -> (index, index)
      %i1:2 = func.call @accumulator_coord(%c1) : (index) -> (index, index)
      %i2:2 = func.call @accumulator_coord(%c2) : (index) -> (index, index)
      %i3:2 = func.call @accumulator_coord(%c3) : (index) -> (index, index)
      %v0 = memref.load %c[%i0#0, %i0#1] : memref<16x8xf32>
      %v1 = memref.load %c[%i1#0, %i1#1] : memref<16x8xf32>
      %v2 = memref.load %c[%i2#0, %i2#1] : memref<16x8xf32>
      %v3 = memref.load %c[%i3#0, %i3#1] : memref<16x8xf32>
      %C = vector.from_elements %v0, %v1, %v2, %v3 : vector<2x2xf32>
      %D = nvgpu.mma.sync(%A, %B, %C) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %d0 = vector.extract %D[0, 0] : f32 from vector<2x2xf32>
      %d1 = vector.extract %D[0, 1] : f32 from vector<2x2xf32>
      %d2 = vector.extract %D[1, 0] : f32 from vector<2x2xf32>
      %d3 = vector.extract %D[1, 1] : f32 from vector<2x2xf32>
      memref.store %d0, %d[%i0#0, %i0#1] : memref<16x8xf32>
      memref.store %d1, %d[%i1#0, %i1#1] : memref<16x8xf32>
      memref.store %d2, %d[%i2#0, %i2#1] : memref<16x8xf32>
      memref.store %d3, %d[%i3#0, %i3#1] : memref<16x8xf32>
      gpu.return
    }

    gpu.func @mma_s8(%a: memref<16x32xi8>, %b: memref<32x8xi8>, %c: memref<16x8xi32>, %d: memref<16x8xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %lane = gpu.lane_id
      %g = arith.divui %lane, %c4 : index
      %t = arith.remui %lane, %c4 : index
      %t4 = arith.muli %t, %c4 : index
      // a_i: row g + 8 * ((i / 4) % 2), column 4t + i % 4 + 16 * (i / 8).
      %fa = memref.alloca() : memref<4x4xi8>
      scf.for %i = %c0 to %c16 step %c1 {
        %q = arith.divui %i, %c4 : index
        %q2 = arith.remui %q, %c2 : index
        %rowOff = arith.muli %q2, %c8 : index
        %row = arith.addi %g, %rowOff : index
        %r4 = arith.remui %i, %c4 : index
        %hi = arith.divui %i, %c8 : index
        %hiOff = arith.muli %hi, %c16 : index
        %col0 = arith.addi %t4, %r4 : index
        %col = arith.addi %col0, %hiOff : index
        %v = memref.load %a[%row, %col] : memref<16x32xi8>
        memref.store %v, %fa[%q, %r4] : memref<4x4xi8>
      }
      // b_i: row 4t + i % 4 + 16 * (i / 4), column g.
      %fb = memref.alloca() : memref<2x4xi8>
      scf.for %i = %c0 to %c8 step %c1 {
        %r4 = arith.remui %i, %c4 : index
        %hi = arith.divui %i, %c4 : index
        %hiOff = arith.muli %hi, %c16 : index
        %row0 = arith.addi %t4, %r4 : index
        %row = arith.addi %row0, %hiOff : index
        %v = memref.load %b[%row, %g] : memref<32x8xi8>
        memref.store %v, %fb[%hi, %r4] : memref<2x4xi8>
      }
      %fc = memref.alloca() : memref<2x2xi32>
      scf.for %i = %c0 to %c4 step %c1 {
        %at:2 = func.call @accumulator_coord(%i) : (index) -> (index, index)
        %v = memref.load %c[%at#0, %at#1] : memref<16x8xi32>
        %h = arith.divui %i, %c2 : index
        %o = arith.remui %i, %c2 : index
        memref.store %v, %fc[%h, %o] : memref<2x2xi32>
      }
      // Registers (rows of the fragment vectors) one at a time: NVVM's
      // lowering takes n-D vectors apart by row.
      %c3 = arith.constant 3 : index
      %a0 = vector.load %fa[%c0, %c0] : memref<4x4xi8>, vector<4xi8>
      %a1 = vector.load %fa[%c1, %c0] : memref<4x4xi8>, vector<4xi8>
      %a2 = vector.load %fa[%c2, %c0] : memref<4x4xi8>, vector<4xi8>
      %a3 = vector.load %fa[%c3, %c0] : memref<4x4xi8>, vector<4xi8>
      %A0 = arith.constant dense<0> : vector<4x4xi8>
      %Aa = vector.insert %a0, %A0 [0] : vector<4xi8> into vector<4x4xi8>
      %Ab = vector.insert %a1, %Aa [1] : vector<4xi8> into vector<4x4xi8>
      %Ac = vector.insert %a2, %Ab [2] : vector<4xi8> into vector<4x4xi8>
      %A1 = vector.insert %a3, %Ac [3] : vector<4xi8> into vector<4x4xi8>
      %b0 = vector.load %fb[%c0, %c0] : memref<2x4xi8>, vector<4xi8>
      %b1 = vector.load %fb[%c1, %c0] : memref<2x4xi8>, vector<4xi8>
      %B0 = arith.constant dense<0> : vector<2x4xi8>
      %B1 = vector.insert %b0, %B0 [0] : vector<4xi8> into vector<2x4xi8>
      %B = vector.insert %b1, %B1 [1] : vector<4xi8> into vector<2x4xi8>
      %cr0 = vector.load %fc[%c0, %c0] : memref<2x2xi32>, vector<2xi32>
      %cr1 = vector.load %fc[%c1, %c0] : memref<2x2xi32>, vector<2xi32>
      %C0 = arith.constant dense<0> : vector<2x2xi32>
      %C1 = vector.insert %cr0, %C0 [0] : vector<2xi32> into vector<2x2xi32>
      %C = vector.insert %cr1, %C1 [1] : vector<2xi32> into vector<2x2xi32>
      %D = nvgpu.mma.sync(%A1, %B, %C) {mmaShape = [16, 8, 32]} : (vector<4x4xi8>, vector<2x4xi8>, vector<2x2xi32>) -> vector<2x2xi32>
      %dr0 = vector.extract %D[0] : vector<2xi32> from vector<2x2xi32>
      %dr1 = vector.extract %D[1] : vector<2xi32> from vector<2x2xi32>
      vector.store %dr0, %fc[%c0, %c0] : memref<2x2xi32>, vector<2xi32>
      vector.store %dr1, %fc[%c1, %c0] : memref<2x2xi32>, vector<2xi32>
      scf.for %i = %c0 to %c4 step %c1 {
        %at:2 = func.call @accumulator_coord(%i) : (index) -> (index, index)
        %h = arith.divui %i, %c2 : index
        %o = arith.remui %i, %c2 : index
        %v = memref.load %fc[%h, %o] : memref<2x2xi32>
        memref.store %v, %d[%at#0, %at#1] : memref<16x8xi32>
      }
      gpu.return
    }
  }

  // (x * mul) % mod - sub, as an index.
  func.func @pattern(%x: index, %mul: index, %mod: index, %sub: index) -> index {
    %p = arith.muli %x, %mul : index
    %r = arith.remui %p, %mod : index
    %v = arith.subi %r, %sub : index
    return %v : index
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c37 = arith.constant 37 : index
    %c53 = arith.constant 53 : index
    %c127 = arith.constant 127 : index
    %c255 = arith.constant 255 : index
    %c1000 = arith.constant 1000 : index

    %a = gpu.alloc host_shared () : memref<16x16xf16>
    %b = gpu.alloc host_shared () : memref<16x8xf16>
    %c = gpu.alloc host_shared () : memref<16x8xf32>
    %d = gpu.alloc host_shared () : memref<16x8xf32>
    %a8 = gpu.alloc host_shared () : memref<16x32xi8>
    %b8 = gpu.alloc host_shared () : memref<32x8xi8>
    %c32i = gpu.alloc host_shared () : memref<16x8xi32>
    %d32i = gpu.alloc host_shared () : memref<16x8xi32>
    scf.for %i = %c0 to %c16 step %c1 {
      scf.for %k = %c0 to %c16 step %c1 {
        %lin0 = arith.muli %i, %c16 : index
        %lin = arith.addi %lin0, %k : index
        %v = func.call @pattern(%lin, %c5, %c9, %c4) : (index, index, index, index) -> index
        %vi = arith.index_cast %v : index to i32
        %vf = arith.sitofp %vi : i32 to f16
        memref.store %vf, %a[%i, %k] : memref<16x16xf16>
      }
      scf.for %k = %c0 to %c32 step %c1 {
        %lin0 = arith.muli %i, %c32 : index
        %lin = arith.addi %lin0, %k : index
        %v = func.call @pattern(%lin, %c37, %c255, %c127) : (index, index, index, index) -> index
        %vi = arith.index_cast %v : index to i8
        memref.store %vi, %a8[%i, %k] : memref<16x32xi8>
      }
      scf.for %j = %c0 to %c8 step %c1 {
        %j2 = arith.muli %j, %c2 : index
        %v = arith.subi %i, %j2 : index
        %vi = arith.index_cast %v : index to i32
        %vf = arith.sitofp %vi : i32 to f32
        memref.store %vf, %c[%i, %j] : memref<16x8xf32>
        %big = arith.muli %i, %c1000 : index
        %w = arith.subi %big, %j : index
        %wi = arith.index_cast %w : index to i32
        memref.store %wi, %c32i[%i, %j] : memref<16x8xi32>
      }
    }
    scf.for %k = %c0 to %c32 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        %lin0 = arith.muli %k, %c8 : index
        %lin = arith.addi %lin0, %j : index
        %in16 = arith.cmpi ult, %k, %c16 : index
        scf.if %in16 {
          %v = func.call @pattern(%lin, %c3, %c7, %c3) : (index, index, index, index) -> index
          %vi = arith.index_cast %v : index to i32
          %vf = arith.sitofp %vi : i32 to f16
          memref.store %vf, %b[%k, %j] : memref<16x8xf16>
        }
        %w = func.call @pattern(%lin, %c53, %c255, %c127) : (index, index, index, index) -> index
        %wi = arith.index_cast %w : index to i8
        memref.store %wi, %b8[%k, %j] : memref<32x8xi8>
      }
    }
    gpu.launch_func @kernels::@mma_f16 blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<16x16xf16>, %b : memref<16x8xf16>, %c : memref<16x8xf32>, %d : memref<16x8xf32>)
    gpu.launch_func @kernels::@mma_s8 blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a8 : memref<16x32xi8>, %b8 : memref<32x8xi8>, %c32i : memref<16x8xi32>, %d32i : memref<16x8xi32>)
    gpu.wait
    vector.print str "f16\n"
    %du = memref.cast %d : memref<16x8xf32> to memref<*xf32>
    call @printMemrefF32(%du) : (memref<*xf32>) -> ()
    vector.print str "s8\n"
    %du8 = memref.cast %d32i : memref<16x8xi32> to memref<*xi32>
    call @printMemrefI32(%du8) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefI32(memref<*xi32>)
}
