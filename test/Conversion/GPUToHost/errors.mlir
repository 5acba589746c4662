// RUN: dbg-opt %s -split-input-file -verify-diagnostics -convert-gpu-to-host

// Kernels the host target cannot run get one error naming the op.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%buf: memref<?xf32>) kernel {
      // expected-error @+1 {{'gpu.barrier' in kernel 'k::f' is not supported by the host target yet}}
      gpu.barrier
      gpu.barrier
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%v: i32) kernel {
      // expected-error @+1 {{'gpu.all_reduce' in kernel 'k::f' is not supported by the host target yet}}
      %r = gpu.all_reduce add %v uniform {} : (i32) -> (i32)
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%v: f32) kernel {
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      // expected-error @+1 {{'gpu.shuffle' in kernel 'k::f' is not supported by the host target yet}}
      %s, %ok = gpu.shuffle xor %v, %c1, %c32 : f32
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    // expected-error @+1 {{workgroup or private memory attribution in kernel 'k::f' is not supported by the host target yet}}
    gpu.func @f() workgroup(%tile : memref<32xf32, #gpu.address_space<workgroup>>) kernel {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f() kernel {
      // expected-error @+1 {{'gpu.dynamic_shared_memory' in kernel 'k::f' is not supported by the host target yet}}
      %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
}

// -----

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

module attributes {gpu.container_module} {
  gpu.module @k {
    // expected-error @+1 {{device function 'helper' in kernel 'k::helper' is not supported by the host target yet}}
    gpu.func @helper() {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f() kernel {
      gpu.return
    }
  }
  func.func @clusters() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{a launch with thread-block clusters in kernel 'k::f' is not supported by the host target yet}}
    gpu.launch_func @k::@f clusters in (%c1, %c1, %c1) blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
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
    func.func @helper() -> index {
      // expected-error @+1 {{'gpu.thread_id' in device function 'k::helper' is not supported by the host target yet (only kernels get thread and block ids)}}
      %tid = gpu.thread_id x
      return %tid : index
    }
  }
}
