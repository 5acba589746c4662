module attributes {gpu.container_module} {
  func.func @main() {
    %c32 = arith.constant 32 : index
    %buf = gpu.alloc (%c32) : memref<?xf32>
    return
  }
}
