func.func @main() {
  %0 = arith.constant 1 : index
  gpu.launch_func @missing::@kernel blocks in (%0, %0, %0) threads in (%0, %0, %0
}
