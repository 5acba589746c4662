// Subgroup operations on 2 subgroups of 32 lanes (a block of 64 threads):
// gpu.shuffle in each mode, with its `valid` result, and with a width of
// 16 taken by lanes 0-15 only (the lanes NVVM's lowering makes the
// members); gpu.subgroup_reduce uniform, clustered and of floats; lane and
// subgroup ids. Thread t gives the value 10 * t. Runs on CUDA (the GPU
// suite) and on the host target, with the same output.
// xor 1 (width 32)
// CHECK: {{\[\[}}10, 0, 30, 20, 50, 40, 70, 60, 90, 80, 110, 100, 130, 120, 150, 140, 170, 160, 190, 180, 210, 200, 230, 220, 250, 240, 270, 260, 290, 280, 310, 300, 330, 320, 350, 340, 370, 360, 390, 380, 410, 400, 430, 420, 450, 440, 470, 460, 490, 480, 510, 500, 530, 520, 550, 540, 570, 560, 590, 580, 610, 600, 630, 620]
// up 3: value
// CHECK-NEXT: [0, 10, 20, 0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 210, 220, 230, 240, 250, 260, 270, 280, 320, 330, 340, 320, 330, 340, 350, 360, 370, 380, 390, 400, 410, 420, 430, 440, 450, 460, 470, 480, 490, 500, 510, 520, 530, 540, 550, 560, 570, 580, 590, 600]
// up 3: valid
// CHECK-NEXT: [0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
// idx 7
// CHECK-NEXT: [70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390, 390]
// down 5, width 16, lanes 0-15: value
// CHECK-NEXT: [50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 110, 120, 130, 140, 150, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 370, 380, 390, 400, 410, 420, 430, 440, 450, 460, 470, 430, 440, 450, 460, 470, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1]
// down 5, width 16: valid
// CHECK-NEXT: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1]
// subgroup_reduce add uniform (redux.sync on sm_80+)
// CHECK-NEXT: [4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200]
// subgroup_reduce maxsi, clusters of 4
// CHECK-NEXT: [30, 30, 30, 30, 70, 70, 70, 70, 110, 110, 110, 110, 150, 150, 150, 150, 190, 190, 190, 190, 230, 230, 230, 230, 270, 270, 270, 270, 310, 310, 310, 310, 350, 350, 350, 350, 390, 390, 390, 390, 430, 430, 430, 430, 470, 470, 470, 470, 510, 510, 510, 510, 550, 550, 550, 550, 590, 590, 590, 590, 630, 630, 630, 630]
// subgroup_reduce xor, not uniform
// CHECK-NEXT: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
// gpu.lane_id
// CHECK-NEXT: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]
// gpu.subgroup_id
// CHECK-NEXT: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
// gpu.num_subgroups
// CHECK-NEXT: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]]
// subgroup_reduce add of f32
// CHECK: [4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 4960, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200, 15200]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @subgroups(%out: memref<12x64xi32>, %fout: memref<64xf32>) kernel {
      %t = gpu.thread_id x
      %t32 = arith.index_cast %t : index to i32
      %c10 = arith.constant 10 : i32
      %v = arith.muli %t32, %c10 : i32
      %c1 = arith.constant 1 : i32
      %c3 = arith.constant 3 : i32
      %c5 = arith.constant 5 : i32
      %c7 = arith.constant 7 : i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      %x, %xok = gpu.shuffle xor %v, %c1, %c32 : i32
      %u, %uok = gpu.shuffle up %v, %c3, %c32 : i32
      %i, %iok = gpu.shuffle idx %v, %c7, %c32 : i32
      %r0 = arith.constant 0 : index
      %r1 = arith.constant 1 : index
      %r2 = arith.constant 2 : index
      %r3 = arith.constant 3 : index
      %r4 = arith.constant 4 : index
      %r5 = arith.constant 5 : index
      %r6 = arith.constant 6 : index
      %r7 = arith.constant 7 : index
      %r8 = arith.constant 8 : index
      %r9 = arith.constant 9 : index
      %r10 = arith.constant 10 : index
      %r11 = arith.constant 11 : index
      memref.store %x, %out[%r0, %t] : memref<12x64xi32>
      memref.store %u, %out[%r1, %t] : memref<12x64xi32>
      %uok32 = arith.extui %uok : i1 to i32
      memref.store %uok32, %out[%r2, %t] : memref<12x64xi32>
      memref.store %i, %out[%r3, %t] : memref<12x64xi32>
      // Width 16: lanes 0-15 of each subgroup shuffle down by 5.
      %lane = gpu.lane_id
      %lane32 = arith.index_cast %lane : index to i32
      %low = arith.cmpi ult, %lane32, %c16 : i32
      %minus = arith.constant -1 : i32
      %d:2 = scf.if %low -> (i32, i32) {
        %dv, %dok = gpu.shuffle down %v, %c5, %c16 : i32
        %dok32 = arith.extui %dok : i1 to i32
        scf.yield %dv, %dok32 : i32, i32
      } else {
        scf.yield %minus, %minus : i32, i32
      }
      memref.store %d#0, %out[%r4, %t] : memref<12x64xi32>
      memref.store %d#1, %out[%r5, %t] : memref<12x64xi32>
      %sum = gpu.subgroup_reduce add %v uniform : (i32) -> (i32)
      memref.store %sum, %out[%r6, %t] : memref<12x64xi32>
      %max4 = gpu.subgroup_reduce maxsi %v cluster(size = 4) : (i32) -> (i32)
      memref.store %max4, %out[%r7, %t] : memref<12x64xi32>
      %xor = gpu.subgroup_reduce xor %t32 : (i32) -> (i32)
      memref.store %xor, %out[%r8, %t] : memref<12x64xi32>
      memref.store %lane32, %out[%r9, %t] : memref<12x64xi32>
      %sg = gpu.subgroup_id : index
      %sg32 = arith.index_cast %sg : index to i32
      memref.store %sg32, %out[%r10, %t] : memref<12x64xi32>
      %n = gpu.num_subgroups : index
      %n32 = arith.index_cast %n : index to i32
      memref.store %n32, %out[%r11, %t] : memref<12x64xi32>
      %f = arith.sitofp %v : i32 to f32
      %fsum = gpu.subgroup_reduce add %f uniform : (f32) -> (f32)
      memref.store %fsum, %fout[%t] : memref<64xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %out = gpu.alloc host_shared () : memref<12x64xi32>
    %fout = gpu.alloc host_shared () : memref<64xf32>
    gpu.launch_func @kernels::@subgroups blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<12x64xi32>, %fout : memref<64xf32>)
    gpu.wait
    %print = memref.cast %out : memref<12x64xi32> to memref<*xi32>
    call @printMemrefI32(%print) : (memref<*xi32>) -> ()
    %fprint = memref.cast %fout : memref<64xf32> to memref<*xf32>
    call @printMemrefF32(%fprint) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>)
  func.func private @printMemrefF32(memref<*xf32>)
}
