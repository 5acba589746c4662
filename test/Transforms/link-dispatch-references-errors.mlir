// RUN: dbg-opt %s -split-input-file -verify-diagnostics -trace-dispatches -link-dispatch-references

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%a: memref<4xf32>) kernel { gpu.return }
  }
  func.func private @fill_reference(%a: memref<4xf32>) {
    return
  }
  func.func @no_launch(%a: memref<4xf32>) {
    // expected-error @below {{has no gpu.launch_func after it in its block}}
    dbg.reference @fill_reference(%a) : memref<4xf32>
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%a: memref<4xf32>) kernel { gpu.return }
  }
  func.func private @fill_reference(%a: memref<?xf32>) {
    return
  }
  func.func @not_an_operand(%a: memref<4xf32>, %b: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @below {{buffer #0 is not an operand of the launch that follows, and has a dynamic shape}}
    dbg.reference @fill_reference(%b) : memref<?xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%a: memref<4xf32>) kernel { gpu.return }
  }
  func.func private @fill_reference(%a: memref<4xf32>) {
    return
  }
  func.func @second_reference(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    // A second reference before the launch: the first has none.
    // expected-error @below {{has no gpu.launch_func after it in its block}}
    dbg.reference @fill_reference(%a) : memref<4xf32>
    dbg.reference @fill_reference(%a) : memref<4xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    return
  }
}

// -----

// An element type libdbgrt does not read: no reference, a warning.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%a: memref<4xcomplex<f32>>) kernel { gpu.return }
  }
  func.func private @fill_reference(%a: memref<4xcomplex<f32>>) {
    return
  }
  func.func @complex(%a: memref<4xcomplex<f32>>) {
    %c1 = arith.constant 1 : index
    // expected-warning @below {{buffer #0 ('memref<4xcomplex<f32>>') is not a memref libdbgrt reads; the dispatch gets no reference}}
    dbg.reference @fill_reference(%a) : memref<4xcomplex<f32>>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xcomplex<f32>>)
    return
  }
}
