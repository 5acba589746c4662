// RUN: dbg-opt %s -split-input-file -convert-dbg-to-llvm | FileCheck %s

// Each marker: one call with one constant argument, its site's id, and no
// branch; the launch's sizes and operands come to libdbgrt with the launch
// itself.
// CHECK-LABEL: func.func @main
func.func @main(%gx: index, %bx: i64) {
  %c1 = arith.constant 1 : index
  // CHECK-NEXT: %{{.*}} = arith.constant 1 : index
  // CHECK-NEXT: %[[ID0:.*]] = llvm.mlir.constant([[ID0V:-?[0-9]+]] : i64) : i64
  // CHECK-NEXT: llvm.call @dbgrtDispatch(%[[ID0]]) : (i64) -> ()
  dbg.dispatch @dbg_site_main_0
  // CHECK-NEXT: %[[ID1:.*]] = llvm.mlir.constant([[ID1V:-?[0-9]+]] : i64) : i64
  // CHECK-NEXT: llvm.call @dbgrtDispatch(%[[ID1]])
  // CHECK-NEXT: return
  dbg.dispatch @dbg_site_main_1
  return
}
// CHECK-NOT: dbg.site
dbg.site @dbg_site_main_0 dispatch kernel "kernels::scale" op "gpu.launch_func" in "main" : 3 at "model.mlir:42:5"
dbg.site @dbg_site_main_1 dispatch kernel "kernels::scale" op "gpu.launch_func" in "main" : 4 at "model.mlir:43:5" async

// The runtime's entry points, declared from Abi.def.
// CHECK: llvm.func @dbgrtRegisterSites(!llvm.ptr, i64, !llvm.ptr, i64, !llvm.ptr)
// CHECK: llvm.func @dbgrtDispatch(i64)

// The site table: per site {kind, ordinal, function, kernel, op, location,
// id, flags, what, detail, operands} (runtime/include/dbgrt/Abi.def), one
// int64 word each, strings as offsets into one blob that holds each string
// once (-1: none).
// The markers passed the ids of the records; the async site has flag 2.
// CHECK: llvm.mlir.global internal constant @__dbg_site_table(dense<[0, 3, 0, 5, 20, 36, [[ID0V]], 0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 4, 0, 5, 20, 52, [[ID1V]], 2, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1]> : tensor<36xi64>) {{.*}} : !llvm.array<36 x i64>
// CHECK: llvm.mlir.global private constant @__dbg_site_strings("main\00kernels::scale\00gpu.launch_func\00model.mlir:42:5\00model.mlir:43:5\00")
// Its registration, run before kernel-module loaders.
// CHECK: llvm.func internal @__dbg_register_sites() {
// CHECK-DAG: %[[NOOPT:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-DAG: %[[TABLE:.*]] = llvm.mlir.addressof @__dbg_site_table
// CHECK-DAG: %[[N:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-DAG: %[[STRINGS:.*]] = llvm.mlir.addressof @__dbg_site_strings
// CHECK-DAG: %[[BYTES:.*]] = llvm.mlir.constant(68 : i64) : i64
// CHECK: llvm.call @dbgrtRegisterSites(%[[TABLE]], %[[N]], %[[STRINGS]], %[[BYTES]], %[[NOOPT]])
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
// Without sites, the table is null and empty.
// CHECK-NOT: __dbg_site_table
// CHECK: llvm.mlir.global private constant @__dbg_default_options("trace,device-sync-mode\00")
// CHECK: llvm.func internal @__dbg_register_sites()
// CHECK-NEXT: %[[OPTS:.*]] = llvm.mlir.addressof @__dbg_default_options
// CHECK-NEXT: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[NULL2:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[ZERO2:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: llvm.call @dbgrtRegisterSites(%[[NULL]], %[[ZERO]], %[[NULL2]], %[[ZERO2]], %[[OPTS]])
// CHECK: llvm.mlir.global_ctors ctors = [@other_ctor, @__dbg_register_sites], priorities = [123 : i32, 101 : i32], data = [#llvm.zero, #llvm.zero]

// -----

// Check sites have no function (NULL) and ordinal -1; they carry what
// failed, the detail template, and the warn flag.
// Kind 1 (bounds), no function (-1), flags 1 (warn), what at 28, detail at 47.
// CHECK: llvm.mlir.global internal constant @__dbg_site_table(dense<[1, -1, -1, 0, 5, 17, {{-?[0-9]+}}, 1, 28, 47, -1, -1, -1, -1, -1, -1, -1, -1]> : tensor<18xi64>)
// CHECK: llvm.mlir.global private constant @__dbg_site_strings("k::f\00memref.load\00a.mlir:1:1\00out-of-bounds load\00index {index:i}\00")
dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1" what "out-of-bounds load" detail "index {index:i}" {warn}

// -----

// Markers nested in a region (scf.for) are lowered in place, as anywhere.
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1"
// CHECK-LABEL: func.func @in_loop
// CHECK: scf.for
// CHECK-NEXT: %[[ID:.*]] = llvm.mlir.constant({{-?[0-9]+}} : i64) : i64
// CHECK-NEXT: llvm.call @dbgrtDispatch(%[[ID]]) : (i64) -> ()
// CHECK-NEXT: }
func.func @in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    dbg.dispatch @s
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
dbg.site @d dispatch kernel "k::f" op "gpu.launch_func" in "g" : 0 at "a.mlir:2:1" operands "0:r:f32:1:0,1:w:i32:2:5"
// CHECK-LABEL: func.func @with_operands
// CHECK-NOT: llvm.alloca
// CHECK: %[[ID:.*]] = llvm.mlir.constant({{-?[0-9]+}} : i64) : i64
// CHECK-NEXT: llvm.call @dbgrtDispatch(%[[ID]])
func.func @with_operands(%a: memref<8xf32>, %b: memref<2x3xi32>) {
  dbg.dispatch @d
  return
}
// The operand list is the record's next-to-last string (offset 34).
// CHECK: llvm.mlir.global internal constant @__dbg_site_table(dense<[0, 0, 0, 2, 7, 23, {{-?[0-9]+}}, 0, -1, -1, 34, -1, -1, -1, -1, -1, -1, -1]> : tensor<18xi64>)
// CHECK: llvm.mlir.global private constant @__dbg_site_strings("g\00k::f\00gpu.launch_func\00a.mlir:2:1\000:r:f32:1:0,1:w:i32:2:5\00")

// -----

// A dispatch with its kernel's text (record-kernel-sources): the record's
// last three strings, and two sites of one kernel share them in the blob.
dbg.site @d0 dispatch kernel "k::f" op "gpu.launch_func" in "g" : 0 at "a.mlir:2:1" source "module {\0A}" signature "i 4 i32\0A" build "--target=host"
dbg.site @d1 dispatch kernel "k::f" op "gpu.launch_func" in "g" : 1 at "a.mlir:3:1" source "module {\0A}" signature "i 4 i32\0A" build "--target=host"
// CHECK-LABEL: func.func @with_source
func.func @with_source() {
  dbg.dispatch @d0
  dbg.dispatch @d1
  return
}
// CHECK: llvm.mlir.global internal constant @__dbg_site_table(dense<[0, 0, 0, 2, 7, 23, {{-?[0-9]+}}, 0, -1, -1, -1, -1, -1, 34, 45, 54, -1, -1, 0, 1, 0, 2, 7, 68, {{-?[0-9]+}}, 0, -1, -1, -1, -1, -1, 34, 45, 54, -1, -1]> : tensor<36xi64>)
// CHECK: llvm.mlir.global private constant @__dbg_site_strings("g\00k::f\00gpu.launch_func\00a.mlir:2:1\00module {\0A}\00i 4 i32\0A\00--target=host\00a.mlir:3:1\00")

// -----

// A dispatch with a reference: its record's last string lists the kernel
// operand each argument takes, and the registration passes libdbgrt the
// record and the function, after the table.
dbg.site @d dispatch kernel "k::f" op "gpu.launch_func" in "g" : 0 at "a.mlir:2:1" operands "0:r:f32:1:0,1:w:f32:1:5" reference @wrapper takes "1,0"
llvm.func internal @wrapper(%args: !llvm.ptr) {
  llvm.return
}
// CHECK-LABEL: func.func @with_reference
func.func @with_reference() {
  dbg.dispatch @d
  return
}
// CHECK: llvm.mlir.global internal constant @__dbg_site_table(dense<[0, 0, 0, 2, 7, 23, {{-?[0-9]+}}, 0, -1, -1, 34, 58, -1, -1, -1, -1, -1, -1]> : tensor<18xi64>)
// CHECK: llvm.mlir.global private constant @__dbg_site_strings("g\00k::f\00gpu.launch_func\00a.mlir:2:1\000:r:f32:1:0,1:w:f32:1:5\001,0\00")
// CHECK-LABEL: llvm.func internal @__dbg_register_sites()
// CHECK: llvm.call @dbgrtRegisterSites
// CHECK-NEXT: %[[TABLE:.*]] = llvm.mlir.addressof @__dbg_site_table
// CHECK-NEXT: %[[SITE:.*]] = llvm.getelementptr inbounds %[[TABLE]][0]
// CHECK-NEXT: %[[FN:.*]] = llvm.mlir.addressof @wrapper : !llvm.ptr
// CHECK-NEXT: llvm.call @dbgrtRegisterReference(%[[SITE]], %[[FN]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.return

// -----

// A dispatch with its kernel's host build: the registration passes libdbgrt
// the record and the host kernel's record.
dbg.site @d dispatch kernel "k::f" op "gpu.launch_func" in "g" : 0 at "a.mlir:2:1" source "gpu.module @k {}" signature "m 1 f32 memref<4xf32>\0A" build "--target=cuda" host @record
llvm.mlir.global private constant @record(dense<0> : tensor<9xi64>) : !llvm.array<9 x i64>
// CHECK-LABEL: func.func @with_host_build
func.func @with_host_build() {
  dbg.dispatch @d
  return
}
// CHECK-LABEL: llvm.func internal @__dbg_register_sites()
// CHECK: llvm.call @dbgrtRegisterSites
// CHECK-NEXT: %[[TABLE:.*]] = llvm.mlir.addressof @__dbg_site_table
// CHECK-NEXT: %[[SITE:.*]] = llvm.getelementptr inbounds %[[TABLE]][0]
// CHECK-NEXT: %[[RECORD:.*]] = llvm.mlir.addressof @record : !llvm.ptr
// CHECK-NEXT: llvm.call @dbgrtRegisterHostKernel(%[[SITE]], %[[RECORD]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.return

// -----

// A reference nothing linked does nothing: it is erased.
func.func private @f_reference(%a: memref<4xf32>) {
  return
}
// CHECK-LABEL: func.func @unlinked
// CHECK-NOT: dbg.reference
func.func @unlinked(%a: memref<4xf32>) {
  dbg.reference @f_reference(%a) : memref<4xf32>
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

// -----

// A host launch that only stores separate from its marker takes the site
// id as its last argument, and the marker calls nothing; the same for an
// async launch. A marker followed by another call before the launch stays
// a call, and its launch gets no site id.
llvm.func @dbgrtHostLaunch(!llvm.ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, i64, i64)
llvm.func @dbgrtHostLaunchAsync(!llvm.ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, i64, !llvm.ptr, i32, i64) -> i64
llvm.func @other()
dbg.site @w dispatch kernel "k::f" op "gpu.launch_func" in "h" : 0 at "a.mlir:3:1"
dbg.site @a dispatch kernel "k::f" op "gpu.launch_func" in "h" : 1 at "a.mlir:4:1" async
dbg.site @x dispatch kernel "k::f" op "gpu.launch_func" in "h" : 2 at "a.mlir:5:1"
// CHECK-LABEL: func.func @host_launches
// CHECK-SAME: (%[[R:.*]]: !llvm.ptr, %[[F:.*]]: !llvm.ptr, %[[N:.*]]: i64)
func.func @host_launches(%r: !llvm.ptr, %f: !llvm.ptr, %n: i64) {
  // CHECK-NOT: dbgrtDispatch
  // CHECK: llvm.store %[[N]], %[[F]]
  // CHECK-NEXT: %[[W:.*]] = llvm.mlir.constant([[WV:-?[0-9]+]] : i64) : i64
  // CHECK-NEXT: llvm.call @dbgrtHostLaunch(%[[R]], %[[N]], %[[N]], %[[N]], %[[N]], %[[N]], %[[N]], %[[N]], %[[N]], %[[N]], %[[F]], %[[N]], %[[W]])
  dbg.dispatch @w
  llvm.store %n, %f : i64, !llvm.ptr
  %none = llvm.mlir.constant(0 : i64) : i64
  llvm.call @dbgrtHostLaunch(%r, %n, %n, %n, %n, %n, %n, %n, %n, %n, %f, %n, %none) : (!llvm.ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, i64, i64) -> ()
  // CHECK-NOT: dbgrtDispatch
  // CHECK: %[[A:.*]] = llvm.mlir.constant([[AV:-?[0-9]+]] : i64) : i64
  // CHECK-NEXT: llvm.call @dbgrtHostLaunchAsync({{.*}}, %[[A]])
  dbg.dispatch @a
  %null = llvm.mlir.zero : !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %none1 = llvm.mlir.constant(0 : i64) : i64
  %t = llvm.call @dbgrtHostLaunchAsync(%r, %n, %n, %n, %n, %n, %n, %n, %n, %n, %f, %n, %null, %c0, %none1) : (!llvm.ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, i64, !llvm.ptr, i32, i64) -> i64
  // CHECK: %[[X:.*]] = llvm.mlir.constant([[XV:-?[0-9]+]] : i64) : i64
  // CHECK-NEXT: llvm.call @dbgrtDispatch(%[[X]])
  // CHECK-NEXT: %[[NOSITE:.*]] = llvm.mlir.constant(0 : i64) : i64
  // CHECK-NEXT: llvm.call @other()
  // CHECK-NEXT: llvm.call @dbgrtHostLaunch({{.*}}, %[[NOSITE]])
  // CHECK-NEXT: return
  dbg.dispatch @x
  %none2 = llvm.mlir.constant(0 : i64) : i64
  llvm.call @other() : () -> ()
  llvm.call @dbgrtHostLaunch(%r, %n, %n, %n, %n, %n, %n, %n, %n, %n, %f, %n, %none2) : (!llvm.ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, i64, i64) -> ()
  return
}
// CHECK: llvm.mlir.global internal constant @__dbg_site_table(dense<[0, 0, 0, 2, 7, 23, [[WV]], 0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 1, 0, 2, 7, 34, [[AV]], 2, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 2, 0, 2, 7, 45, [[XV]], 0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1]>
