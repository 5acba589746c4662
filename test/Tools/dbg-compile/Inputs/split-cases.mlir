// Two test cases of one file, as upstream's lit tests split them: dbg-compile
// compiles one module, and refuses GPU code in a nested one.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f() kernel {
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
}
