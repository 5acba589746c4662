// A kernel with a wgmma fence, which needs sm_90a (not plain sm_90).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fence() kernel {
      nvvm.wgmma.fence.aligned
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@fence blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}
