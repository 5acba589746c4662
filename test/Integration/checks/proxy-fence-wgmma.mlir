// Seeded bug: a wgmma whose A operand the threads wrote with ordinary
// stores (all ones, so that D holds B's column sums) and read after a
// barrier with no fence.proxy.async: wgmma reads shared memory through the
// async proxy, which need not see the stores yet (PTX ISA, "Proxies"). B
// comes by TMA, which needs no fence. The first launch fences and is not
// reported; the second is, at its wgmma, for operand A only.
// CHECK: right with the fence: 16384
// CHECK: right without it: 16384
// RACES-NOT: operand B
// RACES-NOT: [id=1]
// RACES: [dbg] error: generic-proxy write read by the async proxy without fence.proxy.async in {{.*}} at {{.*}}proxy-fence-wgmma.mlir:[[@LINE+51]]:17: bytes [{{[0-9]+}}, {{[0-9]+}}) of the memref<128x64xf16, #gpu.address_space<workgroup>> the wgmma operand A reads hold writes of thread ({{[0-9]+}},0,0) (its last: memref.store at {{.*}}proxy-fence-wgmma.mlir:[[@LINE+40]]:9) that it did not follow with fence.proxy.async before the barrier or arrival that orders them before this read, block (0,0,0) thread ({{[0-9]+}},0,0); 127 more at this site
// RACES-NEXT: [dbg]   in @gemm:0 gemm_kernel::gemm_kernel [id=2]
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!lhsMap = !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!rhsMap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>
module attributes {gpu.container_module} {
  // D = ones(128x64) * B (64x128) with A written by the block's threads;
  // `%fence`: whether they fence the async proxy before the barrier.
  func.func @gemm(%castA: memref<*xf16>, %castB: memref<*xf16>, %d: memref<128x128xf32>, %fence: i1) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %descA = nvgpu.tma.create.descriptor %castA box[%c128, %c64] : memref<*xf16> -> !lhsMap
    %descB = nvgpu.tma.create.descriptor %castB box[%c64, %c64] : memref<*xf16> -> !rhsMap
    %smem = arith.constant 32768 : i32
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
        threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1)
        dynamic_shared_memory_size %smem {
      %c0 = arith.constant 0 : index
      %c16384 = arith.constant 16384 : index
      %c24576 = arith.constant 24576 : index
      %ticks = arith.constant 10000000 : index
      %one = arith.constant 1.0 : f16
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %lhs = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128x64xf16, #gpu.address_space<workgroup>>
      %rhs = memref.view %dyn[%c16384][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x128xf16, #gpu.address_space<workgroup>>
      %rhsFirst = memref.view %dyn[%c16384][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf16, #gpu.address_space<workgroup>>
      %rhsSecond = memref.view %dyn[%c24576][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf16, #gpu.address_space<workgroup>>
      %bar = nvgpu.mbarrier.create -> !barrierType
      %first = arith.cmpi eq, %tx, %c0 : index
      nvgpu.mbarrier.init %bar[%c0], %c1, predicate = %first : !barrierType
      scf.if %first {
        %bytes = arith.constant 16384 : index
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !barrierType
        nvgpu.tma.async.load %descB[%c0, %c0], %bar[%c0] to %rhsFirst : !rhsMap, !barrierType -> memref<64x64xf16, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %descB[%c64, %c0], %bar[%c0] to %rhsSecond : !rhsMap, !barrierType -> memref<64x64xf16, #gpu.address_space<workgroup>>
      }
      // Each thread writes row tx of A.
      scf.for %k = %c0 to %c64 step %c1 {
        memref.store %one, %lhs[%tx, %k] : memref<128x64xf16, #gpu.address_space<workgroup>>
      }
      scf.if %fence {
        nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      }
      gpu.barrier
      %phase = arith.constant false
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !barrierType
      %dA = nvgpu.warpgroup.generate.descriptor %lhs, %descA : memref<128x64xf16, #gpu.address_space<workgroup>>, !lhsMap -> !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>
      %dB = nvgpu.warpgroup.generate.descriptor %rhs, %descB : memref<64x128xf16, #gpu.address_space<workgroup>>, !rhsMap -> !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>
      %init = nvgpu.warpgroup.mma.init.accumulator -> !acc
      %result = nvgpu.warpgroup.mma %dA, %dB, %init {transposeB} : <tensor = memref<128x64xf16, 3>>, <tensor = memref<64x128xf16, 3>>, !acc -> !acc
      nvvm.wgmma.wait.group.sync.aligned 0
      nvgpu.warpgroup.mma.store %result, %d : !acc to memref<128x128xf32>
      gpu.terminator
    }
    return
  }

  // How many elements of D are B's column sums.
  func.func @count(%b: memref<64x128xf16>, %dd: memref<128x128xf32>) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %d = memref.alloc() : memref<128x128xf32>
    gpu.memcpy %d, %dd : memref<128x128xf32>, memref<128x128xf32>
    %right = scf.for %j = %c0 to %c128 step %c1 iter_args(%n = %c0) -> index {
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %c64 step %c1 iter_args(%s = %zero) -> f32 {
        %v = memref.load %b[%k, %j] : memref<64x128xf16>
        %vf = arith.extf %v : f16 to f32
        %s1 = arith.addf %s, %vf : f32
        scf.yield %s1 : f32
      }
      %col = scf.for %i = %c0 to %c128 step %c1 iter_args(%m = %n) -> index {
        %got = memref.load %d[%i, %j] : memref<128x128xf32>
        %ok = arith.cmpf oeq, %got, %sum : f32
        %m1 = arith.addi %m, %c1 : index
        %m2 = arith.select %ok, %m1, %m : index
        scf.yield %m2 : index
      }
      scf.yield %col : index
    }
    memref.dealloc %d : memref<128x128xf32>
    return %right : index
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    // B[k][j] = j % 7 + k % 2.
    %b = memref.alloc() : memref<64x128xf16>
    scf.for %k = %c0 to %c64 step %c1 {
      scf.for %j = %c0 to %c128 step %c1 {
        %jm = arith.remui %j, %c7 : index
        %km = arith.remui %k, %c64 : index
        %k2 = arith.andi %km, %c1 : index
        %s = arith.addi %jm, %k2 : index
        %si = arith.index_cast %s : index to i32
        %sf = arith.sitofp %si : i32 to f16
        memref.store %sf, %b[%k, %j] : memref<64x128xf16>
      }
    }
    %da = gpu.alloc () : memref<128x64xf16>
    %db = gpu.alloc () : memref<64x128xf16>
    %dd = gpu.alloc () : memref<128x128xf32>
    gpu.memcpy %db, %b : memref<64x128xf16>, memref<64x128xf16>
    %castA = memref.cast %da : memref<128x64xf16> to memref<*xf16>
    %castB = memref.cast %db : memref<64x128xf16> to memref<*xf16>
    %true = arith.constant true
    %false = arith.constant false
    func.call @gemm(%castA, %castB, %dd, %true) : (memref<*xf16>, memref<*xf16>, memref<128x128xf32>, i1) -> ()
    %fenced = func.call @count(%b, %dd) : (memref<64x128xf16>, memref<128x128xf32>) -> index
    vector.print str "right with the fence: "
    vector.print %fenced : index
    func.call @gemm(%castA, %castB, %dd, %false) : (memref<*xf16>, memref<*xf16>, memref<128x128xf32>, i1) -> ()
    %unfenced = func.call @count(%b, %dd) : (memref<64x128xf16>, memref<128x128xf32>) -> index
    vector.print str "right without it: "
    vector.print %unfenced : index
    gpu.dealloc %da : memref<128x64xf16>
    gpu.dealloc %db : memref<64x128xf16>
    gpu.dealloc %dd : memref<128x128xf32>
    memref.dealloc %b : memref<64x128xf16>
    return
  }
}
