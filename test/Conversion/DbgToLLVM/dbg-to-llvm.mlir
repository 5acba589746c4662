// RUN: dbg-opt %s -split-input-file -convert-dbg-to-llvm | FileCheck %s

// CHECK: llvm.mlir.global external @dbgrt_hooks() {addr_space = 0 : i32} : i32

// The site: a constant DbgrtSite {kind, ordinal, function, kernel, op, loc}
// (runtime/include/dbgrt/Abi.def), its strings private globals.
// CHECK: llvm.mlir.global private constant @dbg_site_main_0.function("main\00")
// CHECK: llvm.mlir.global private constant @dbg_site_main_0.kernel("kernels::scale\00")
// CHECK: llvm.mlir.global private constant @dbg_site_main_0.op("gpu.launch_func\00")
// CHECK: llvm.mlir.global private constant @dbg_site_main_0.loc("model.mlir:42:5\00")
// CHECK: llvm.mlir.global internal constant @dbg_site_main_0() {{.*}} : !llvm.struct<(i32, i32, ptr, ptr, ptr, ptr)> {
// CHECK: %[[KIND:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[R0:.*]] = llvm.insertvalue %[[KIND]], %{{.*}}[0]
// CHECK-NEXT: %[[ORD:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[R1:.*]] = llvm.insertvalue %[[ORD]], %[[R0]][1]
// CHECK-NEXT: %[[FN:.*]] = llvm.mlir.addressof @dbg_site_main_0.function
// CHECK-NEXT: %[[R2:.*]] = llvm.insertvalue %[[FN]], %[[R1]][2]
// CHECK-NEXT: %[[KERNEL:.*]] = llvm.mlir.addressof @dbg_site_main_0.kernel
// CHECK-NEXT: %[[R3:.*]] = llvm.insertvalue %[[KERNEL]], %[[R2]][3]
// CHECK-NEXT: %[[OP:.*]] = llvm.mlir.addressof @dbg_site_main_0.op
// CHECK-NEXT: %[[R4:.*]] = llvm.insertvalue %[[OP]], %[[R3]][4]
// CHECK-NEXT: %[[LOC:.*]] = llvm.mlir.addressof @dbg_site_main_0.loc
// CHECK-NEXT: %[[R5:.*]] = llvm.insertvalue %[[LOC]], %[[R4]][5]
// CHECK-NEXT: llvm.return %[[R5]]
dbg.site @dbg_site_main_0 dispatch kernel "kernels::scale" op "gpu.launch_func" in "main" : 3 at "model.mlir:42:5"

// Each marker: one load of dbgrt_hooks, one branch, the call off the hot path.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[GX:.*]]: index, %[[BX:.*]]: i64)
func.func @main(%gx: index, %bx: i64) {
  %c1 = arith.constant 1 : index
  %bxi = arith.index_cast %bx : i64 to index
  // CHECK: %[[GX64:.*]] = builtin.unrealized_conversion_cast %[[GX]] : index to i64
  // CHECK: %[[HOOKS:.*]] = llvm.mlir.addressof @dbgrt_hooks : !llvm.ptr
  // CHECK-NEXT: %[[ON:.*]] = llvm.load %[[HOOKS]] : !llvm.ptr -> i32
  // CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[COND:.*]] = llvm.icmp "ne" %[[ON]], %[[ZERO]] : i32
  // CHECK-NEXT: llvm.cond_br %[[COND]] weights([1, 2000]), ^[[CALL:.*]], ^[[CONT:.*]]
  // CHECK-NEXT: ^[[CALL]]:
  // CHECK-NEXT: %[[SITE:.*]] = llvm.mlir.addressof @dbg_site_main_0 : !llvm.ptr
  // CHECK-NEXT: llvm.call @dbgrtDispatchBegin(%[[SITE]], %[[GX64]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i64, i64, i64, i64, i64, i64) -> ()
  // CHECK-NEXT: llvm.br ^[[CONT]]
  // CHECK-NEXT: ^[[CONT]]:
  dbg.dispatch_begin @dbg_site_main_0 grid(%gx, %c1, %c1) block(%bxi, %c1, %c1) : index
  // CHECK: llvm.load
  // CHECK: llvm.cond_br %{{.*}} weights([1, 2000]), ^[[CALL2:.*]], ^[[CONT2:.*]]
  // CHECK-NEXT: ^[[CALL2]]:
  // CHECK-NEXT: %[[SITE2:.*]] = llvm.mlir.addressof @dbg_site_main_0 : !llvm.ptr
  // CHECK-NEXT: llvm.call @dbgrtDispatchEnd(%[[SITE2]]) : (!llvm.ptr) -> ()
  // CHECK-NEXT: llvm.br ^[[CONT2]]
  // CHECK-NEXT: ^[[CONT2]]:
  // CHECK-NEXT: return
  dbg.dispatch_end @dbg_site_main_0
  return
}

// The runtime's entry points, declared from Abi.def.
// CHECK: llvm.func @dbgrtDispatchBegin(!llvm.ptr, i64, i64, i64, i64, i64, i64)
// CHECK: llvm.func @dbgrtDispatchEnd(!llvm.ptr)
// CHECK: llvm.func @dbgrtRegisterSites(!llvm.ptr, i64, !llvm.ptr)

// The site table and its registration, run before kernel-module loaders.
// CHECK: llvm.mlir.global internal constant @__dbg_site_table() {{.*}} : !llvm.array<1 x ptr> {
// CHECK: llvm.mlir.addressof @dbg_site_main_0
// CHECK: llvm.func internal @__dbg_register_sites() {
// CHECK-DAG: %[[TABLE:.*]] = llvm.mlir.addressof @__dbg_site_table
// CHECK-DAG: %[[N:.*]] = llvm.mlir.constant(1 : i64) : i64
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

// Sites of other kinds have no function (NULL) and ordinal -1.
// CHECK: llvm.mlir.global internal constant @b()
// CHECK: llvm.mlir.constant(1 : i32) : i32
// CHECK: llvm.mlir.constant(-1 : i32) : i32
// CHECK: llvm.mlir.zero : !llvm.ptr
dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1"

// -----

// Nothing dbg in the module: nothing changes.
// CHECK-LABEL: func.func @plain
// CHECK-NOT: dbgrt
func.func @plain() {
  return
}
