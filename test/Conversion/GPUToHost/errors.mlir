// RUN: dbg-opt %s -split-input-file -verify-diagnostics -convert-gpu-to-host

// Kernels the host target cannot run get one error naming the op: ops that
// only a GPU has.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f() kernel {
      // expected-error @+1 {{'nvvm.read.ptx.sreg.laneid' in kernel 'k::f' is not supported by the host target yet}}
      %lane = nvvm.read.ptx.sreg.laneid : i32
      gpu.return
    }
  }
}

// -----

func.func @not_outlined() {
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'gpu.launch' must be outlined (gpu-kernel-outlining) before convert-gpu-to-host}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}

// -----

// A token that flows on (here, out of the function) cannot be dropped.
func.func @escaping_token() -> !gpu.async.token {
  %t = gpu.wait async
  // expected-error @+1 {{a GPU async token flows into 'func.return', which the host target cannot lower yet}}
  return %t : !gpu.async.token
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%v: vector<2xf32>) kernel {
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      // expected-error @+1 {{'gpu.shuffle' in kernel 'k::f' is not supported by the host target yet}}
      %s, %ok = gpu.shuffle xor %v, %c1, %c32 : vector<2xf32>
      gpu.return
    }
  }
}

// -----

// Matrix fragments: what depends on NVVM's undefined per-lane layout, and
// element types the host does not run.
module attributes {gpu.container_module} {
  gpu.module @k {
    func.func @helper(%m: !gpu.mma_matrix<16x16xf16, "COp">) -> f16 {
      %c0 = arith.constant 0 : index
      // expected-error @+1 {{'gpu.subgroup_mma_extract_thread_local' is not supported by the host target: it names elements by their place in a lane's fragment, which NVVM leaves undefined}}
      %v = gpu.subgroup_mma_extract_thread_local %m[%c0] : !gpu.mma_matrix<16x16xf16, "COp"> -> f16
      return %v : f16
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%m: memref<16x16xi8>) kernel {
      %c0 = arith.constant 0 : index
      // expected-error @+1 {{'gpu.subgroup_mma_load_matrix' is not supported by the host target: integer fragments}}
      %a = gpu.subgroup_mma_load_matrix %m[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xi8> -> !gpu.mma_matrix<16x16xsi8, "AOp">
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: vector<4x8xi4>, %b: vector<2x8xi4>, %c: vector<2x2xi32>) kernel {
      // expected-error @+1 {{'nvgpu.mma.sync' is not supported by the host target: element type i4}}
      %d = nvgpu.mma.sync(%a, %b, %c) {mmaShape = [16, 8, 64]} : (vector<4x8xi4>, vector<2x8xi4>, vector<2x2xi32>) -> vector<2x2xi32>
      gpu.return
    }
  }
}

// -----

// Workgroup memory needs a size known when the kernel is compiled.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%n: index) kernel {
      // expected-error @+1 {{'memref.alloc' in workgroup memory of type 'memref<?xf32, #gpu.address_space<workgroup>>' is not supported by the host target: workgroup memory needs a static shape and the identity layout}}
      %tile = memref.alloc(%n) : memref<?xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    // expected-error @+1 {{workgroup global of type 'memref<4x4xf32, strided<[8, 1]>, 3>' is not supported by the host target: workgroup memory needs a static shape and the identity layout}}
    memref.global "private" @tile : memref<4x4xf32, strided<[8, 1]>, 3>
  }
}

// -----

// An argument the host cannot pass to the kernel's entry function.
module attributes {gpu.container_module} {
  gpu.module @k {
    // expected-error @+1 {{kernel argument of type 'tensor<4xf32>' cannot be passed on the host target}}
    gpu.func @f(%t: tensor<4xf32>) kernel {
      gpu.return
    }
  }
}


// -----

// wgmma the host target does not run: b1 operands, an elect.sync of some
// lanes, a fragment store into another element type.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: i64, %b: i64) kernel {
      %zero = llvm.mlir.zero : !llvm.struct<(i32, i32, i32, i32)>
      // expected-error @+1 {{'nvvm.wgmma.mma_async' with b1 operands is not supported by the host target yet}}
      %r = nvvm.wgmma.mma_async %a, %b, %zero, #nvvm.shape<m = 64, n = 8, k = 256>, D [<s32>, #nvvm.wgmma_scale_out<one>], A [<b1>, #nvvm.wgmma_scale_in<one>, <row>], B [<b1>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%mask: i32, %out: memref<1xi1>) kernel {
      %c0 = arith.constant 0 : index
      // expected-error @+1 {{'nvvm.elect.sync' with a member mask is not supported by the host target yet}}
      %leader = nvvm.elect.sync %mask -> i1
      memref.store %leader, %out[%c0] : memref<1xi1>
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%out: memref<64x8xf16>) kernel {
      %acc = nvgpu.warpgroup.mma.init.accumulator -> <fragmented = vector<64x8xf32>>
      // expected-error @+1 {{'nvgpu.warpgroup.mma.store' with a destination of another element type is not supported by the host target yet}}
      nvgpu.warpgroup.mma.store %acc, %out : <fragmented = vector<64x8xf32>> to memref<64x8xf16>
      gpu.return
    }
  }
}
