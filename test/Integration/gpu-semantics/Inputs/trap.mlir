// A kernel that traps (llvm.intr.trap: an illegal instruction on x86-64).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @trap() kernel {
      llvm.intr.trap
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@trap blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}
