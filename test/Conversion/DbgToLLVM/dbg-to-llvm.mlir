// RUN: dbg-opt %s -split-input-file -convert-dbg-to-llvm | FileCheck %s

// The site: a constant DbgrtSite {kind, ordinal, function, kernel, op, loc,
// id, flags, what, detail, operands}
// (runtime/include/dbgrt/Abi.def), its strings private globals.
// One string global per distinct string, shared by the sites.
// CHECK: llvm.mlir.global private constant @[[FNSTR:__dbg_site_str_[0-9]+]]("main\00")
// CHECK: llvm.mlir.global private constant @[[KSTR:__dbg_site_str_[0-9]+]]("kernels::scale\00")
// CHECK: llvm.mlir.global private constant @[[OPSTR:__dbg_site_str_[0-9]+]]("gpu.launch_func\00")
// CHECK: llvm.mlir.global private constant @[[LOCSTR:__dbg_site_str_[0-9]+]]("model.mlir:42:5\00")
// CHECK-NOT: "main\00"
// CHECK-NOT: "gpu.launch_func\00"
// CHECK: llvm.mlir.global internal constant @dbg_site_main_0() {{.*}} : !llvm.struct<(i32, i32, ptr, ptr, ptr, ptr, i64, i32, ptr, ptr, ptr)> {
// CHECK: %[[KIND:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[R0:.*]] = llvm.insertvalue %[[KIND]], %{{.*}}[0]
// CHECK-NEXT: %[[ORD:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[R1:.*]] = llvm.insertvalue %[[ORD]], %[[R0]][1]
// CHECK-NEXT: %[[FN:.*]] = llvm.mlir.addressof @[[FNSTR]]
// CHECK-NEXT: %[[R2:.*]] = llvm.insertvalue %[[FN]], %[[R1]][2]
// CHECK-NEXT: %[[KERNEL:.*]] = llvm.mlir.addressof @[[KSTR]]
// CHECK-NEXT: %[[R3:.*]] = llvm.insertvalue %[[KERNEL]], %[[R2]][3]
// CHECK-NEXT: %[[OP:.*]] = llvm.mlir.addressof @[[OPSTR]]
// CHECK-NEXT: %[[R4:.*]] = llvm.insertvalue %[[OP]], %[[R3]][4]
// CHECK-NEXT: %[[LOC:.*]] = llvm.mlir.addressof @[[LOCSTR]]
// CHECK-NEXT: %[[R5:.*]] = llvm.insertvalue %[[LOC]], %[[R4]][5]
// CHECK-NEXT: %[[ID:.*]] = llvm.mlir.constant({{-?[0-9]+}} : i64) : i64
// CHECK-NEXT: %[[R6:.*]] = llvm.insertvalue %[[ID]], %[[R5]][6]
// CHECK-NEXT: %[[FLAGS:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[R7:.*]] = llvm.insertvalue %[[FLAGS]], %[[R6]][7]
// CHECK-NEXT: %[[WHAT:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[R8:.*]] = llvm.insertvalue %[[WHAT]], %[[R7]][8]
// CHECK-NEXT: %[[DETAIL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[R9:.*]] = llvm.insertvalue %[[DETAIL]], %[[R8]][9]
// CHECK-NEXT: %[[OPERANDS:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[R10:.*]] = llvm.insertvalue %[[OPERANDS]], %[[R9]][10]
// CHECK-NEXT: llvm.return %[[R10]]
dbg.site @dbg_site_main_0 dispatch kernel "kernels::scale" op "gpu.launch_func" in "main" : 3 at "model.mlir:42:5"
dbg.site @dbg_site_main_1 dispatch kernel "kernels::scale" op "gpu.launch_func" in "main" : 4 at "model.mlir:43:5"

// Each marker: one call with constant arguments, no branch; the launch's
// sizes and operands come to libdbgrt with the launch itself.
// CHECK-LABEL: func.func @main
func.func @main(%gx: index, %bx: i64) {
  %c1 = arith.constant 1 : index
  // CHECK-NEXT: %{{.*}} = arith.constant 1 : index
  // CHECK-NEXT: %[[SITE:.*]] = llvm.mlir.addressof @dbg_site_main_0 : !llvm.ptr
  // CHECK-NEXT: %[[NOOPERANDS:.*]] = llvm.mlir.zero : !llvm.ptr
  // CHECK-NEXT: llvm.call @dbgrtDispatchBegin(%[[SITE]], %[[NOOPERANDS]]) : (!llvm.ptr, !llvm.ptr) -> ()
  dbg.dispatch_begin @dbg_site_main_0
  // CHECK-NEXT: llvm.call @dbgrtDispatchEnd() : () -> ()
  // CHECK-NEXT: return
  dbg.dispatch_end @dbg_site_main_0
  return
}

// The runtime's entry points, declared from Abi.def.
// CHECK: llvm.func @dbgrtRegisterSites(!llvm.ptr, i64, !llvm.ptr)
// CHECK: llvm.func @dbgrtDispatchBegin(!llvm.ptr, !llvm.ptr)
// CHECK: llvm.func @dbgrtDispatchEnd()

// The site table and its registration, run before kernel-module loaders.
// CHECK: llvm.mlir.global internal constant @__dbg_site_table() {{.*}} : !llvm.array<2 x ptr> {
// CHECK: llvm.mlir.addressof @dbg_site_main_0
// CHECK: llvm.mlir.addressof @dbg_site_main_1
// CHECK: llvm.func internal @__dbg_register_sites() {
// CHECK-DAG: %[[TABLE:.*]] = llvm.mlir.addressof @__dbg_site_table
// CHECK-DAG: %[[N:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-DAG: %[[NOOPT:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: llvm.call @dbgrtRegisterSites(%[[TABLE]], %[[N]], %[[NOOPT]])
// CHECK: llvm.mlir.global_ctors ctors = [@__dbg_register_sites], priorities = [101 : i32], data = [#llvm.zero]

// -----

// Compiled-in run-time options become a string the registration passes on;
// an existing global_ctors list is extended, not replaced.
// CHECK: module {
// CHECK-NOT: dbg.default_options
module attributes {dbg.default_options = "trace,device-sync-mode"} {
  llvm.func @other_ctor() {
    llvm.return
  }
  llvm.mlir.global_ctors ctors = [@other_ctor], priorities = [123 : i32], data = [#llvm.zero]
}
// CHECK: llvm.mlir.global private constant @__dbg_default_options("trace,device-sync-mode\00")
// CHECK: llvm.func internal @__dbg_register_sites()
// CHECK: %[[OPTS:.*]] = llvm.mlir.addressof @__dbg_default_options
// CHECK: llvm.call @dbgrtRegisterSites(%{{.*}}, %{{.*}}, %[[OPTS]])
// CHECK: llvm.mlir.global_ctors ctors = [@other_ctor, @__dbg_register_sites], priorities = [123 : i32, 101 : i32], data = [#llvm.zero, #llvm.zero]

// -----

// Check sites have no function (NULL) and ordinal -1; they carry what
// failed, the detail template, and the warn flag.
// CHECK: llvm.mlir.global private constant @[[WHAT:__dbg_site_str_[0-9]+]]("out-of-bounds load\00")
// CHECK: llvm.mlir.global private constant @[[DETAIL:__dbg_site_str_[0-9]+]]("index {index:i}\00")
// CHECK: llvm.mlir.global internal constant @b()
// CHECK: llvm.mlir.constant(1 : i32) : i32
// CHECK: llvm.mlir.constant(-1 : i32) : i32
// CHECK: llvm.mlir.zero : !llvm.ptr
// CHECK: llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.insertvalue %{{.*}}[7]
// CHECK-NEXT: llvm.mlir.addressof @[[WHAT]]
// CHECK-NEXT: llvm.insertvalue %{{.*}}[8]
// CHECK-NEXT: llvm.mlir.addressof @[[DETAIL]]
// CHECK-NEXT: llvm.insertvalue %{{.*}}[9]
dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1" what "out-of-bounds load" detail "index {index:i}" {warn}

// -----

// Markers nested in a region (scf.for) are lowered in place, as anywhere.
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1"
// CHECK-LABEL: func.func @in_loop
// CHECK: scf.for
// CHECK-NEXT: %[[S:.*]] = llvm.mlir.addressof @s
// CHECK-NEXT: %[[NONE:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: llvm.call @dbgrtDispatchBegin(%[[S]], %[[NONE]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @dbgrtDispatchEnd() : () -> ()
// CHECK-NEXT: }
func.func @in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    dbg.dispatch_begin @s
    dbg.dispatch_end @s
  }
  return
}

// -----

// Nothing dbg in the module: nothing changes.
// CHECK-LABEL: func.func @plain
// CHECK-NOT: dbgrt
func.func @plain() {
  return
}

// -----

// A dispatch with operands: the site lists them and where the launch
// passes them; the marker passes no descriptor (libdbgrt reads them from
// the launch).
// CHECK: llvm.mlir.global private constant @[[OPS:__dbg_site_str_[0-9]+]]("0:r:f32:1:0,1:w:i32:2:5\00")
dbg.site @d dispatch kernel "k::f" op "gpu.launch_func" in "g" : 0 at "a.mlir:2:1" operands "0:r:f32:1:0,1:w:i32:2:5"
// CHECK-LABEL: func.func @with_operands
// CHECK-NOT: llvm.alloca
// CHECK: %[[SITE:.*]] = llvm.mlir.addressof @d
// CHECK-NEXT: %[[NONE:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: llvm.call @dbgrtDispatchBegin(%[[SITE]], %[[NONE]])
func.func @with_operands(%a: memref<8xf32>, %b: memref<2x3xi32>) {
  dbg.dispatch_begin @d
  dbg.dispatch_end @d
  return
}

// -----

// Input guards' host queries: the descriptor as the caller filled it, the
// memory kind of an address, and the checkpoint.
// CHECK-LABEL: func.func @guards
// CHECK-SAME: (%[[M:.*]]: memref<4x?xf32>)
func.func @guards(%m: memref<4x?xf32>) -> (index, index, index, i32) {
  // CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %[[M]] : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK: %[[P:.*]] = llvm.extractvalue %[[D]][1]
  // CHECK: llvm.ptrtoint %[[P]] : !llvm.ptr to i64
  // CHECK: llvm.extractvalue %[[D]][2]
  // CHECK: llvm.extractvalue %[[D]][3, 0]
  // CHECK: llvm.extractvalue %[[D]][3, 1]
  // CHECK: llvm.extractvalue %[[D]][4, 0]
  // CHECK: llvm.extractvalue %[[D]][4, 1]
  %f:6 = dbg.read_descriptor %m : memref<4x?xf32>
  // CHECK: %[[ADDR:.*]] = llvm.inttoptr
  // CHECK: %[[KIND:.*]] = llvm.call @dbgrtMemoryKind(%[[ADDR]]) : (!llvm.ptr) -> i32
  %kind = dbg.memory_kind %f#0 : i32
  // CHECK: llvm.call @dbgrtCheckpoint() : () -> ()
  dbg.checkpoint
  // CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %[[KIND]]
  return %f#1, %f#2, %f#4, %kind : index, index, index, i32
}
