// C (16x16, f32) = A (16x32, f16) * B^T (B stored 16x32, f16) with a K loop
// of two 16-wide steps carrying the accumulator, then max(C, 0) + 1.
#mapA = affine_map<(m, n, k) -> (m, k)>
#mapB = affine_map<(m, n, k) -> (n, k)>
#mapC = affine_map<(m, n, k) -> (m, n)>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @matmul(%a: memref<16x32xf16>, %b: memref<16x32xf16>, %c: memref<16x16xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %h0 = arith.constant 0.0 : f16
      %zero = arith.constant dense<0.0> : vector<16x16xf32>
      %one = arith.constant dense<1.0> : vector<16x16xf32>
      %acc = scf.for %k = %c0 to %c32 step %c16 iter_args(%C = %zero) -> (vector<16x16xf32>) {
        %A = vector.transfer_read %a[%c0, %k], %h0 {in_bounds = [true, true]} : memref<16x32xf16>, vector<16x16xf16>
        %B = vector.transfer_read %b[%c0, %k], %h0 {in_bounds = [true, true]} : memref<16x32xf16>, vector<16x16xf16>
        %D = vector.contract {indexing_maps = [#mapA, #mapB, #mapC], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %A, %B, %C : vector<16x16xf16>, vector<16x16xf16> into vector<16x16xf32>
        scf.yield %D : vector<16x16xf32>
      }
      %relu = arith.maximumf %acc, %zero : vector<16x16xf32>
      %plus = arith.addf %relu, %one : vector<16x16xf32>
      vector.transfer_write %plus, %c[%c0, %c0] {in_bounds = [true, true]} : vector<16x16xf32>, memref<16x16xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %a = gpu.alloc host_shared () : memref<16x32xf16>
    %b = gpu.alloc host_shared () : memref<16x32xf16>
    %c = gpu.alloc host_shared () : memref<16x16xf32>
    scf.for %i = %c0 to %c16 step %c1 {
      scf.for %k = %c0 to %c32 step %c1 {
        %ik = arith.addi %i, %k : index
        %r = arith.remui %ik, %c16 : index
        %ri = arith.index_cast %r : index to i32
        %rf = arith.sitofp %ri : i32 to f16
        %m8 = arith.constant 8.0 : f16
        %v = arith.subf %rf, %m8 : f16
        memref.store %v, %a[%i, %k] : memref<16x32xf16>
        %one = arith.constant 1.0 : f16
        %kk = arith.remui %k, %c16 : index
        %isdiag = arith.cmpi eq, %kk, %i : index
        %zero = arith.constant 0.0 : f16
        %w = arith.select %isdiag, %one, %zero : f16
        memref.store %w, %b[%i, %k] : memref<16x32xf16>
      }
    }
    gpu.launch_func @kernels::@matmul blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<16x32xf16>, %b : memref<16x32xf16>, %c : memref<16x16xf32>)
    %u = memref.cast %c : memref<16x16xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}
