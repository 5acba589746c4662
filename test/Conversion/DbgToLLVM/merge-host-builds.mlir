// RUN: dbg-opt %s -split-input-file -convert-dbg-to-llvm | FileCheck %s

// A host build (embed-host-kernels) joins the module when the dbg ops are
// lowered: its copies of sites go; a declaration the module has too is the
// module's; a definition whose name the module's lowering took since
// (math-to-funcs' fpowi) is renamed with its uses, and so is the record,
// with the dispatch site that names it.
dbg.site @d dispatch kernel "k::f" op "gpu.launch_func" in "g" : 0 at "a.mlir:2:1" source "gpu.module @k {}" signature "m 1 f32 memref<4xf32>\0A" build "--target=cuda" host @record
dbg.site @c bounds kernel "k::f" op "memref.load" at "a.mlir:3:1" what "out-of-bounds load" detail "index {index:i}"
llvm.mlir.global private constant @record(dense<1> : tensor<9xi64>) : !llvm.array<9 x i64>
llvm.func @erff(f32) -> f32
llvm.func linkonce_odr @__mlir_math_fpowi_f32_i64(%x: f32, %n: i64) -> f32 {
  llvm.return %x : f32
}
func.func @program(%x: f32) -> f32 {
  dbg.dispatch @d
  %y = llvm.call @erff(%x) : (f32) -> f32
  return %y : f32
}
module attributes {dbg.host_build} {
  dbg.site @c bounds kernel "k::f" op "memref.load" at "a.mlir:3:1" what "out-of-bounds load" detail "index {index:i}"
  llvm.mlir.global private constant @record(dense<2> : tensor<9xi64>) : !llvm.array<9 x i64>
  llvm.func @erff(f32) -> f32
  llvm.func linkonce_odr @__mlir_math_fpowi_f32_i64(%x: f32, %n: i64) -> f32 {
    llvm.return %x : f32
  }
  llvm.func @entry(%x: f32, %n: i64) -> f32 {
    %y = llvm.call @__mlir_math_fpowi_f32_i64(%x, %n) : (f32, i64) -> f32
    %z = llvm.call @erff(%y) : (f32) -> f32
    llvm.return %z : f32
  }
}
// CHECK-NOT: dbg.host_build
// CHECK-DAG: llvm.mlir.global private constant @record(dense<1>
// CHECK-DAG: llvm.mlir.global private constant @[[RECORD:record_[0-9]+]](dense<2>
// CHECK-DAG: llvm.func linkonce_odr @[[FPOWI:__mlir_math_fpowi_f32_i64_[0-9]+]](
// CHECK-DAG: llvm.func linkonce_odr @__mlir_math_fpowi_f32_i64(
// CHECK-DAG: llvm.call @[[FPOWI]](
// CHECK-DAG: llvm.call @erff(%{{.*}}) : (f32) -> f32
// CHECK-DAG: llvm.func @erff(f32) -> f32
// CHECK-LABEL: llvm.func internal @__dbg_register_sites()
// CHECK: %[[RECORD_ADDRESS:.*]] = llvm.mlir.addressof @[[RECORD]] : !llvm.ptr
// CHECK-NEXT: llvm.call @dbgrtRegisterHostKernel(%{{.*}}, %[[RECORD_ADDRESS]])

// -----

dbg.site @d dispatch kernel "k::f" op "gpu.launch_func" in "g" : 0 at "a.mlir:2:1"
// CHECK-LABEL: func.func @two_builds
// CHECK-NOT: dbg.host_build
func.func @two_builds() {
  dbg.dispatch @d
  return
}
// Two builds, each with its own private helper of one name: both kept.
module attributes {dbg.host_build} {
  llvm.func private @helper() {
    llvm.return
  }
  llvm.func @entry_a() {
    llvm.call @helper() : () -> ()
    llvm.return
  }
}
module attributes {dbg.host_build} {
  llvm.func private @helper() {
    llvm.return
  }
  llvm.func @entry_b() {
    llvm.call @helper() : () -> ()
    llvm.return
  }
}
// CHECK-DAG: llvm.func private @helper()
// CHECK-DAG: llvm.func private @[[HELPER:helper_[0-9]+]]()
// CHECK-DAG: llvm.func @entry_a()
// CHECK-DAG: llvm.func @entry_b()
// CHECK-DAG: llvm.call @[[HELPER]]()
