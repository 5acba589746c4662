// Hopper check benchmark: a 2048x2048x2048 GEMM (f32 += f16 * f16) the way
// sm_90 kernels are written, after upstream MLIR's sm_90 GEMM
// (test/Integration/GPU/CUDA/sm90/gemm_f32_f16_f16_128x128x128.mlir) tiled
// over a grid: each block of one warpgroup (128 threads) computes a 128x128
// tile of D. For each of the 32 K steps of 64, thread 0 announces the bytes
// on an mbarrier (arrive.expect_tx) and TMA loads A's 128x64 tile and B's
// two 64x64 halves (128B swizzle); the warpgroup waits on the mbarrier's
// phase, runs nvgpu.warpgroup.mma (128x128x64, eight wgmmas) and waits for
// it before a barrier lets thread 0 reload the tiles. The epilogue stores
// the accumulator into shared memory (warpgroup.mma.store), fences the
// async proxy (fence.proxy.async) and TMA-stores the tile to D.
//
// Each launch computes D @REPS@ times; launched @ITERS@ times after a
// warm-up; the TMA descriptors are made once. bench/checks.sh takes the
// kernel time of each launch from libdbgrt's CUDA events (timing=1); the
// program prints `gemm US`, the mean wall-clock time of one GEMM in
// microseconds timed on the host around the launches (what a launch costs
// on the host included), and `errors N`: 64 elements of D
// against the host's dot products, which are exact (A holds -1, 0, 1 and B multiples of
// 1/4, so every sum is exact in f32).
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!lhsMap = !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!rhsMap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!outMap = !nvgpu.tensormap.descriptor<tensor = memref<128x128xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>

module attributes {gpu.container_module} {
  func.func private @rtclock() -> f64

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %n = arith.constant 2048 : index
    %iters = arith.constant @ITERS@ : index
    %itersf = arith.constant @ITERS@.0 : f64
    %us = arith.constant 1.0e6 : f64
    %quarter = arith.constant 0.25 : f16
    %a = memref.alloc() : memref<2048x2048xf16>
    %b = memref.alloc() : memref<2048x2048xf16>
    %d = memref.alloc() : memref<2048x2048xf32>
    // A[i][k] = (i + k) % 3 - 1, B[k][j] = ((k + 2j) % 5 - 2) / 4.
    scf.for %i = %c0 to %n step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %s = arith.addi %i, %j : index
        %ma = arith.remui %s, %c3 : index
        %va = arith.index_cast %ma : index to i32
        %fa = arith.sitofp %va : i32 to f16
        %one = arith.constant 1.0 : f16
        %ea = arith.subf %fa, %one : f16
        memref.store %ea, %a[%i, %j] : memref<2048x2048xf16>
        %s2 = arith.addi %s, %j : index
        %mb = arith.remui %s2, %c5 : index
        %vb = arith.index_cast %mb : index to i32
        %fb = arith.sitofp %vb : i32 to f16
        %two = arith.constant 2.0 : f16
        %cb = arith.subf %fb, %two : f16
        %eb = arith.mulf %cb, %quarter : f16
        memref.store %eb, %b[%i, %j] : memref<2048x2048xf16>
      }
    }
    %da = gpu.alloc () : memref<2048x2048xf16>
    %db = gpu.alloc () : memref<2048x2048xf16>
    %dd = gpu.alloc () : memref<2048x2048xf32>
    gpu.memcpy %da, %a : memref<2048x2048xf16>, memref<2048x2048xf16>
    gpu.memcpy %db, %b : memref<2048x2048xf16>, memref<2048x2048xf16>
    %castA = memref.cast %da : memref<2048x2048xf16> to memref<*xf16>
    %castB = memref.cast %db : memref<2048x2048xf16> to memref<*xf16>
    %castD = memref.cast %dd : memref<2048x2048xf32> to memref<*xf32>

    %c16 = arith.constant 16 : index
    %descA = nvgpu.tma.create.descriptor %castA box[%c128, %c64] : memref<*xf16> -> !lhsMap
    %descB = nvgpu.tma.create.descriptor %castB box[%c64, %c64] : memref<*xf16> -> !rhsMap
    %descD = nvgpu.tma.create.descriptor %castD box[%c128, %c128] : memref<*xf32> -> !outMap
    // A 16 KiB, B 16 KiB, D's tile 64 KiB.
    %smem = arith.constant 98304 : i32
    // Launch 0 warms up; the clock starts once it has completed.
    %launches = arith.addi %iters, %c1 : index
    %never = arith.constant 0.0 : f64
    %t0 = scf.for %it = %c0 to %launches step %c1 iter_args(%start = %never) -> f64 {
      gpu.launch blocks(%bx, %by, %bz) in (%gx = %c16, %gy = %c16, %gz = %c1)
          threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1)
          dynamic_shared_memory_size %smem {
        %c32 = arith.constant 32 : index
        %c16384 = arith.constant 16384 : index
        %c24576 = arith.constant 24576 : index
        %c32768 = arith.constant 32768 : index
        %ticks = arith.constant 10000000 : index
        %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
        %lhs = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128x64xf16, #gpu.address_space<workgroup>>
        %rhs = memref.view %dyn[%c16384][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x128xf16, #gpu.address_space<workgroup>>
        %rhsFirst = memref.view %dyn[%c16384][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf16, #gpu.address_space<workgroup>>
        %rhsSecond = memref.view %dyn[%c24576][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf16, #gpu.address_space<workgroup>>
        %out = memref.view %dyn[%c32768][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128x128xf32, #gpu.address_space<workgroup>>
        %bar = nvgpu.mbarrier.create -> !barrierType
        %first = arith.cmpi eq, %tx, %c0 : index
        nvgpu.mbarrier.init %bar[%c0], %c1, predicate = %first : !barrierType
        gpu.barrier
        %row = arith.muli %by, %c128 : index
        %col = arith.muli %bx, %c128 : index
        %col2 = arith.addi %col, %c64 : index
        // The GEMM, @REPS@ times: a launch long enough that its host
        // overhead stays out of the ratios.
        %reps = arith.constant @REPS@ : index
        scf.for %rep = %c0 to %reps step %c1 {
          %init = nvgpu.warpgroup.mma.init.accumulator -> !acc
          %result = scf.for %k = %c0 to %c32 step %c1 iter_args(%accum = %init) -> (!acc) {
            %kk = arith.muli %k, %c64 : index
            scf.if %first {
              %bytes = arith.constant 32768 : index
              nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !barrierType
              nvgpu.tma.async.load %descA[%kk, %row], %bar[%c0] to %lhs : !lhsMap, !barrierType -> memref<128x64xf16, #gpu.address_space<workgroup>>
              nvgpu.tma.async.load %descB[%col, %kk], %bar[%c0] to %rhsFirst : !rhsMap, !barrierType -> memref<64x64xf16, #gpu.address_space<workgroup>>
              nvgpu.tma.async.load %descB[%col2, %kk], %bar[%c0] to %rhsSecond : !rhsMap, !barrierType -> memref<64x64xf16, #gpu.address_space<workgroup>>
            }
            %ki = arith.index_cast %k : index to i32
            %phase = arith.trunci %ki : i32 to i1
            nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !barrierType
            %dA = nvgpu.warpgroup.generate.descriptor %lhs, %descA : memref<128x64xf16, #gpu.address_space<workgroup>>, !lhsMap -> !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>
            %dB = nvgpu.warpgroup.generate.descriptor %rhs, %descB : memref<64x128xf16, #gpu.address_space<workgroup>>, !rhsMap -> !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>
            %next = nvgpu.warpgroup.mma %dA, %dB, %accum {transposeB} : <tensor = memref<128x64xf16, 3>>, <tensor = memref<64x128xf16, 3>>, !acc -> !acc
            // The tiles are reloaded next: every wgmma must have read them.
            nvvm.wgmma.wait.group.sync.aligned 0
            gpu.barrier
            scf.yield %next : !acc
          }
          nvgpu.warpgroup.mma.store %result, %out : !acc to memref<128x128xf32, #gpu.address_space<workgroup>>
          nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
          gpu.barrier
          scf.if %first {
            nvgpu.tma.async.store %out to %descD[%col, %row] : memref<128x128xf32, #gpu.address_space<workgroup>> -> !outMap
            nvvm.cp.async.bulk.commit.group
            nvvm.cp.async.bulk.wait_group 0 {read}
          }
          // Thread 0's TMA store has read the tile before the next
          // repetition writes it.
          gpu.barrier
        }
        gpu.terminator
      }
      %warm = arith.cmpi eq, %it, %c0 : index
      %next = scf.if %warm -> f64 {
        gpu.wait
        %now = func.call @rtclock() : () -> f64
        scf.yield %now : f64
      } else {
        scf.yield %start : f64
      }
      scf.yield %next : f64
    }
    gpu.wait
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    %per = arith.divf %dt, %itersf : f64
    %perlaunch = arith.mulf %per, %us : f64
    %repsf = arith.constant @REPS@.0 : f64
    %perus = arith.divf %perlaunch, %repsf : f64
    vector.print str "gemm "
    vector.print %perus : f64

    // 64 elements of D against exact dot products.
    gpu.memcpy %d, %dd : memref<2048x2048xf32>, memref<2048x2048xf32>
    %c37 = arith.constant 37 : index
    %c101 = arith.constant 101 : index
    %errors = scf.for %t = %c0 to %c64 step %c1 iter_args(%e = %c0) -> index {
      %ti = arith.muli %t, %c37 : index
      %i = arith.remui %ti, %n : index
      %tj = arith.muli %t, %c101 : index
      %j = arith.remui %tj, %n : index
      %zero = arith.constant 0.0 : f32
      %dot = scf.for %k = %c0 to %n step %c1 iter_args(%s = %zero) -> f32 {
        %x = memref.load %a[%i, %k] : memref<2048x2048xf16>
        %y = memref.load %b[%k, %j] : memref<2048x2048xf16>
        %xf = arith.extf %x : f16 to f32
        %yf = arith.extf %y : f16 to f32
        %p = arith.mulf %xf, %yf : f32
        %s2 = arith.addf %s, %p : f32
        scf.yield %s2 : f32
      }
      %got = memref.load %d[%i, %j] : memref<2048x2048xf32>
      %same = arith.cmpf oeq, %got, %dot : f32
      %e1 = arith.addi %e, %c1 : index
      %e2 = arith.select %same, %e, %e1 : index
      scf.yield %e2 : index
    }
    vector.print str "errors "
    vector.print %errors : index
    gpu.dealloc %da : memref<2048x2048xf16>
    gpu.dealloc %db : memref<2048x2048xf16>
    gpu.dealloc %dd : memref<2048x2048xf32>
    memref.dealloc %a : memref<2048x2048xf16>
    memref.dealloc %b : memref<2048x2048xf16>
    memref.dealloc %d : memref<2048x2048xf32>
    return
  }
}
