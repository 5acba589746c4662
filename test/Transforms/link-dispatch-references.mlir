// RUN: dbg-opt %s -split-input-file -trace-dispatches -link-dispatch-references | FileCheck %s
// RUN: dbg-opt %s -split-input-file -trace-dispatches -link-dispatch-references=wide=false | FileCheck %s --check-prefix=NARROW
// RUN: dbg-opt %s -split-input-file -trace-dispatches -link-dispatch-references=keep=false | FileCheck %s --check-prefix=ERASE
// A launch without a dispatch marker (trace-dispatches' filter left it
// out) gets no reference.
// RUN: dbg-opt %s -split-input-file -link-dispatch-references | FileCheck %s --check-prefix=UNMARKED

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @add(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<8xf32>
      %y = memref.load %b[%i] : memref<8xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %c[%i] : memref<8xf32>
      gpu.return
    }
  }

  func.func private @add_reference(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<8xf32>) {
    linalg.add ins(%a, %b : memref<8xf32>, memref<8xf32>) outs(%c : memref<8xf32>)
    return
  }

  // Only the wrapper calls it: it is compiled, not optimized.
  // CHECK: func.func private @add_reference({{.*}}) attributes {passthrough = ["noinline", "optnone"]}
  // The reference takes the kernel's operands in its own order: its
  // site lists, for each argument, the kernel operand it is.
  // CHECK-LABEL: func.func @main
  // CHECK-SAME: (%[[A:.*]]: memref<8xf32>, %[[B:.*]]: memref<8xf32>, %[[C:.*]]: memref<8xf32>)
  // CHECK-NOT: dbg.reference
  // CHECK: dbg.dispatch @[[SITE:dbg_site_main_0]]
  // CHECK-NEXT: gpu.launch_func @kernels::@add
  // ERASE-LABEL: func.func @main
  // ERASE-NOT: dbg.reference
  // UNMARKED-NOT: @add_reference
  // UNMARKED-LABEL: func.func @main
  // UNMARKED-NOT: dbg.reference
  // UNMARKED-NOT: takes
  func.func @main(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    dbg.reference @add_reference(%b, %c, %a) : memref<8xf32>, memref<8xf32>, memref<8xf32>
    gpu.launch_func @kernels::@add blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%c : memref<8xf32>, %b : memref<8xf32>, %a : memref<8xf32>)
    return
  }
  // CHECK: dbg.site @[[SITE]] dispatch {{.*}} operands "0:r:f32:1:0,1:r:f32:1:5,2:w:f32:1:10" reference @__dbg_reference_add_reference takes "1,0,2"
  // One wrapper per reference: it loads each descriptor the runtime points
  // at and calls the reference with them.
  // CHECK-LABEL: func.func private @__dbg_reference_add_reference
  // CHECK-SAME: (%[[ARGS:.*]]: !llvm.ptr)
  // Compiled fast: neither it nor the reference is optimized.
  // CHECK-SAME: attributes {passthrough = ["noinline", "optnone"]}
  // CHECK: %[[P0:.*]] = llvm.getelementptr %[[ARGS]][0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
  // CHECK: %[[D0:.*]] = llvm.load %[[P0]] : !llvm.ptr -> !llvm.ptr
  // CHECK: %[[S0:.*]] = llvm.load %[[D0]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK: %[[M0:.*]] = builtin.unrealized_conversion_cast %[[S0]] : {{.*}} to memref<8xf32>
  // CHECK: llvm.getelementptr %[[ARGS]][1]
  // CHECK: %[[M1:.*]] = builtin.unrealized_conversion_cast
  // CHECK: llvm.getelementptr %[[ARGS]][2]
  // CHECK: %[[M2:.*]] = builtin.unrealized_conversion_cast
  // CHECK: call @add_reference(%[[M0]], %[[M1]], %[[M2]])

  // Without diff the reference and the function only it used are gone.
  // ERASE-NOT: @add_reference
  // ERASE: dbg.site @dbg_site_main_0 dispatch
  // ERASE-NOT: takes
}

// -----

// A function something else calls stays when its reference goes.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%a: memref<4xf32>) kernel { gpu.return }
  }
  // ERASE: func.func private @fill_reference
  // The program calls it too: it stays optimized.
  // CHECK: func.func private @fill_reference(%{{.*}}: memref<4xf32>) {
  func.func private @fill_reference(%a: memref<4xf32>) {
    return
  }
  // ERASE-LABEL: func.func @called
  // ERASE-NOT: dbg.reference
  // ERASE: call @fill_reference
  func.func @called(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    dbg.reference @fill_reference(%a) : memref<4xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    call @fill_reference(%a) : (memref<4xf32>) -> ()
    return
  }
}

// -----

// A buffer of static shape the kernel never touches (a pooling window: its
// shape alone matters) is allocated by the wrapper; the site lists the
// others.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @pool(%in: memref<8xf32>, %out: memref<4xf32>) kernel { gpu.return }
  }
  func.func private @pool_reference(%in: memref<8xf32>, %window: memref<2xf32>, %out: memref<4xf32>) {
    return
  }
  // CHECK-LABEL: func.func @window
  func.func @window(%in: memref<8xf32>, %window: memref<2xf32>, %out: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    dbg.reference @pool_reference(%in, %window, %out) : memref<8xf32>, memref<2xf32>, memref<4xf32>
    gpu.launch_func @kernels::@pool blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%in : memref<8xf32>, %out : memref<4xf32>)
    return
  }
  // CHECK: reference @__dbg_reference_pool_reference takes "0,1"
  // CHECK-LABEL: func.func private @__dbg_reference_pool_reference
  // CHECK: llvm.getelementptr %{{.*}}[0]
  // CHECK: %[[IN:.*]] = builtin.unrealized_conversion_cast {{.*}} to memref<8xf32>
  // CHECK: %[[WINDOW:.*]] = memref.alloc() : memref<2xf32>
  // CHECK: llvm.getelementptr %{{.*}}[1]
  // CHECK: %[[OUT:.*]] = builtin.unrealized_conversion_cast {{.*}} to memref<4xf32>
  // CHECK: call @pool_reference(%[[IN]], %[[WINDOW]], %[[OUT]])
  // CHECK-NEXT: memref.dealloc %[[WINDOW]]
}

// -----

// The f64 twin: a clone of the reference whose f16 and f32 types and
// constants are f64, and whose extensions and truncations between them are
// gone; its own wrapper is the site's `wide` reference. A reference that
// bitcasts a float gets none (its bits mean something else widened).
// CHECK-LABEL: func.func private @scale_reference_f64
// CHECK-SAME: (%[[IN:.*]]: memref<4xf64>, %[[OUT:.*]]: memref<4xf64>)
// CHECK: %[[HALF:.*]] = arith.constant 5.000000e-01 : f64
// CHECK: %[[X:.*]] = memref.load %[[IN]][%{{.*}}] : memref<4xf64>
// CHECK-NOT: arith.extf
// CHECK: %[[Y:.*]] = arith.mulf %[[X]], %[[HALF]] : f64
// CHECK-NOT: arith.truncf
// CHECK: memref.store %[[Y]], %[[OUT]][%{{.*}}] : memref<4xf64>
// CHECK: dbg.site @{{.*}} dispatch kernel "kernels::scale" {{.*}} reference @__dbg_reference_scale_reference takes "0,1" wide @__dbg_reference_scale_reference_f64
// CHECK-NOT: bits_reference_f64
// CHECK: dbg.site @{{.*}} dispatch kernel "kernels::bits" {{.*}} reference @__dbg_reference_bits_reference takes "0,1"{{$}}
// CHECK-LABEL: func.func private @__dbg_reference_scale_reference_f64
// CHECK: call @scale_reference_f64(%{{.*}}, %{{.*}}) : (memref<4xf64>, memref<4xf64>) -> ()
// NARROW-NOT: _f64
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%a: memref<4xf16>, %b: memref<4xf32>) kernel { gpu.return }
    gpu.func @bits(%a: memref<4xf32>, %b: memref<4xi32>) kernel { gpu.return }
  }
  func.func private @scale_reference(%a: memref<4xf16>, %b: memref<4xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %half = arith.constant 0.5 : f32
    scf.for %i = %c0 to %c4 step %c1 {
      %x = memref.load %a[%i] : memref<4xf16>
      %w = arith.extf %x : f16 to f32
      %y = arith.mulf %w, %half : f32
      memref.store %y, %b[%i] : memref<4xf32>
    }
    return
  }
  func.func private @bits_reference(%a: memref<4xf32>, %b: memref<4xi32>) {
    %c0 = arith.constant 0 : index
    %x = memref.load %a[%c0] : memref<4xf32>
    %y = arith.bitcast %x : f32 to i32
    memref.store %y, %b[%c0] : memref<4xi32>
    return
  }
  func.func @main(%a: memref<4xf16>, %b: memref<4xf32>, %c: memref<4xi32>) {
    %c1 = arith.constant 1 : index
    dbg.reference @scale_reference(%a, %b) : memref<4xf16>, memref<4xf32>
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf16>, %b : memref<4xf32>)
    dbg.reference @bits_reference(%b, %c) : memref<4xf32>, memref<4xi32>
    gpu.launch_func @kernels::@bits blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%b : memref<4xf32>, %c : memref<4xi32>)
    return
  }
}

// -----

// A reference's device twin: the site names it (with the positions of the
// results); without `keep` the twin goes, and the comparison kernels of a
// module left without twins go too.
module attributes {gpu.container_module} {
  // CHECK-LABEL: gpu.module @twins
  // CHECK: gpu.func @__dbg_reference_compare_f32
  // CHECK: gpu.func @copy_reference_device
  // ERASE-LABEL: gpu.module @twins
  // ERASE-NOT: gpu.func @__dbg_reference_compare_f32
  // ERASE-NOT: gpu.func @copy_reference_device
  // ERASE: gpu.func @copy
  gpu.module @twins {
    gpu.func @__dbg_reference_compare_f32() kernel {
      gpu.return
    }
    gpu.func @copy_reference_device(%a: memref<8xf32, strided<[?], offset: ?>>, %b: memref<8xf32, strided<[?], offset: ?>>, %r: memref<8xf32>, %w: memref<8xf64>) kernel {
      gpu.return
    }
    gpu.func @copy(%a: memref<8xf32>, %b: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<8xf32>
      memref.store %x, %b[%i] : memref<8xf32>
      gpu.return
    }
  }
  func.func private @copy_reference(%a: memref<8xf32>, %b: memref<8xf32>) {
    linalg.copy ins(%a : memref<8xf32>) outs(%b : memref<8xf32>)
    return
  }
  func.func @main(%a: memref<8xf32>, %b: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    dbg.reference @copy_reference(%a, %b) device "copy_reference_device:1" : memref<8xf32>, memref<8xf32>
    gpu.launch_func @twins::@copy blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<8xf32>, %b : memref<8xf32>)
    return
  }
  // CHECK: dbg.site @{{.*}} dispatch {{.*}} reference @__dbg_reference_copy_reference takes "0,1" wide @{{.*}} device "copy_reference_device:1"
}
