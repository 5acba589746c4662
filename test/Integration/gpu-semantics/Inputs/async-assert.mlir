// A failing assert in an async launch ends the program from the launch's own
// thread: reported, exit status 1, nothing after it runs.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @check(%x: i32) kernel {
      %zero = arith.constant 0 : i32
      %ok = arith.cmpi sgt, %x, %zero : i32
      cf.assert %ok, "x must be positive"
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %m = arith.constant -1 : i32
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@check blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : i32)
    gpu.wait [%t1]
    vector.print str "after\n"
    return
  }
}
