// RUN: dbg-opt %s -split-input-file -lower-dbg-checks | FileCheck %s
// RUN: dbg-opt %s -split-input-file -lower-dbg-checks="host-kernels=1" | FileCheck %s --check-prefix=HOST
// RUN: dbg-opt %s -split-input-file -lower-dbg-checks="internal-cold-functions=0" | FileCheck %s --check-prefix=WEAK

// A check's cold path (an scf.if marked dbg.cold_path by insert-nan-checks)
// moves out of the kernel into a function that is never inlined, so that
// the kernel keeps one branch and one call per check whatever the cold path
// does. Cold paths of the same code share one function: the values they
// capture and their sites' words are its arguments, other constants are
// copied in. Its linkage is the cold functions': internal, or weak_odr
// without internal-cold-functions.
// CHECK-LABEL: gpu.module @kernels
// CHECK: func.func private @[[SHARED:__dbg_cold_path]](%[[COND:.*]]: i1, %[[VALUE:.*]]: f32, %[[WORD:.*]]: i32)
// CHECK-SAME: attributes {llvm.linkage = #llvm.linkage<internal>, passthrough = ["noinline", "cold"]}
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[REPORTED:.*]] = arith.select %[[COND]], %[[ZERO]], %[[VALUE]] : f32
// CHECK: scf.if
// CHECK: %[[SLOT:.*]] = arith.addi %[[WORD]], %{{.*}} : i32
// CHECK: llvm.call @__dbg_check_failed_1(%[[SLOT]], %{{.*}})
// CHECK: return
// CHECK: func.func private @[[OTHER:__dbg_cold_path_0]](%{{.*}}: bf16, %{{.*}}: i32)
// CHECK-SAME: llvm.linkage = #llvm.linkage<internal>
// WEAK-LABEL: gpu.module @kernels
// WEAK: func.func private @__dbg_cold_path(
// WEAK-SAME: llvm.linkage = #llvm.linkage<weak_odr>
// CHECK-LABEL: gpu.func @k
// CHECK-SAME: (%{{.*}}: memref<4xf32>, %[[X:.*]]: f32, %[[Y:.*]]: f32, %[[H:.*]]: bf16)
// Sites 0 and 1, nonfinite, may trap: 5 and 2 << 8 | 5 (site 0 has two
// slots); site 2: 4 << 8 | 5.
// CHECK-DAG: %[[WORDA:.*]] = arith.constant 5 : i32
// CHECK-DAG: %[[WORDB:.*]] = arith.constant 517 : i32
// CHECK-DAG: %[[WORDC:.*]] = arith.constant 1029 : i32
// CHECK: %[[BX:.*]] = arith.cmpf uge, %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: scf.if %[[BX]] {
// CHECK-NEXT: func.call @[[SHARED]](%[[BX]], %[[X]], %[[WORDA]]) : (i1, f32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %[[X]]
// CHECK: %[[BY:.*]] = arith.cmpf uge, %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: scf.if %[[BY]] {
// CHECK-NEXT: func.call @[[SHARED]](%[[BY]], %[[Y]], %[[WORDB]]) : (i1, f32, i32) -> ()
// CHECK-NEXT: }
// CHECK: scf.if
// CHECK-NEXT: func.call @[[OTHER]](%[[H]], %[[WORDC]]) : (bf16, i32) -> ()
// CHECK-NEXT: }
// CHECK-NOT: dbg.cold_path
// CHECK: gpu.return
// On the host a cold path that captures a float narrower than f32 stays in
// the kernel: x86 passes it through libgcc's soft-float conversions.
// HOST-LABEL: gpu.module @kernels
// HOST: func.func private @__dbg_cold_path(%{{.*}}: i1, %{{.*}}: f32, %{{.*}}: i32, %{{.*}}: !llvm.ptr)
// HOST-SAME: llvm.linkage = #llvm.linkage<internal>
// HOST-NOT: func.func private
// HOST-LABEL: gpu.func @k
// HOST: func.call @__dbg_cold_path
// HOST: func.call @__dbg_cold_path
// HOST: scf.if
// HOST-NEXT: arith.extf %{{.*}} : bf16 to f32
// HOST-NOT: dbg.cold_path
// HOST: gpu.return
dbg.site @a nonfinite kernel "kernels::k" op "memref.store" at "a.mlir:3:5" what "stored by memref.store" detail "value {value:f32}"
dbg.site @b nonfinite kernel "kernels::k" op "memref.store" at "a.mlir:4:5" what "stored by memref.store" detail "value {value:f32}"
dbg.site @c nonfinite kernel "kernels::k" op "memref.store" at "a.mlir:5:5" what "stored by memref.store" detail "value {value:f32}"
gpu.module @kernels {
  gpu.func @k(%m: memref<4xf32>, %x: f32, %y: f32, %h: bf16) kernel {
    %c0 = arith.constant 0 : index
    %inf = arith.constant 0x7F800000 : f32
    %ax = math.absf %x : f32
    %bx = arith.cmpf uge, %ax, %inf : f32
    scf.if %bx {
      %zero = arith.constant 0.0 : f32
      %s = arith.select %bx, %zero, %x : f32
      dbg.check_finite both %s, @a : f32
    } {dbg.cold_path}
    memref.store %x, %m[%c0] : memref<4xf32>
    %ay = math.absf %y : f32
    %by = arith.cmpf uge, %ay, %inf : f32
    scf.if %by {
      %zero = arith.constant 0.0 : f32
      %s = arith.select %by, %zero, %y : f32
      dbg.check_finite both %s, @b : f32
    } {dbg.cold_path}
    memref.store %y, %m[%c0] : memref<4xf32>
    %e = arith.extf %h : bf16 to f32
    %ae = math.absf %e : f32
    %be = arith.cmpf uge, %ae, %inf : f32
    scf.if %be {
      %back = arith.extf %h : bf16 to f32
      dbg.check_finite both %back, @c : f32
    } {dbg.cold_path}
    gpu.return
  }
}

// -----

// A cold path inside another (op-level checks of a loop run again) goes
// with the outer one; a cold path of a host function becomes a function of
// the module, internal, that takes the function's slot of ids too.
// CHECK-LABEL: func.func private @__dbg_cold_path(%{{.*}}: memref<8xf32>, %{{.*}}: i32, %{{.*}}: !llvm.ptr)
// CHECK-SAME: llvm.linkage = #llvm.linkage<internal>
// CHECK: scf.for
// CHECK: scf.if
// CHECK-NOT: func.call
// CHECK: llvm.call @__dbg_check_failed_1
// CHECK: return
// CHECK-LABEL: func.func @host
// CHECK-SAME: (%[[M:.*]]: memref<8xf32>, %[[BAD:.*]]: i1)
// CHECK: scf.if %[[BAD]] {
// CHECK-NEXT: func.call @__dbg_cold_path(%[[M]], %{{.*}}, %{{.*}}) : (memref<8xf32>, i32, !llvm.ptr) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
dbg.site @h nonfinite kernel "host" op "memref.load" at "a.mlir:1:1" what "w" detail "{value:f32}"
func.func @host(%m: memref<8xf32>, %bad: i1) {
  scf.if %bad {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.for %i = %c0 to %c8 step %c1 {
      %v = memref.load %m[%i] : memref<8xf32>
      %inf = arith.constant 0x7F800000 : f32
      %a = math.absf %v : f32
      %b = arith.cmpf uge, %a, %inf : f32
      scf.if %b {
        dbg.check_finite nan %v, @h : f32
      } {dbg.cold_path}
    }
  } {dbg.cold_path}
  return
}

// -----

// Host functions and kernels of one module: each cold path goes to a
// function of its own scope (the module, or the kernel's gpu.module).
// CHECK-LABEL: module
// CHECK: func.func private @__dbg_cold_path(%{{.*}}: f32, %{{.*}}: i32, %{{.*}}: !llvm.ptr) attributes {llvm.linkage = #llvm.linkage<internal>
// CHECK-LABEL: gpu.module @kernels
// CHECK: func.func private @__dbg_cold_path(%{{.*}}: f32, %{{.*}}: i32) attributes {llvm.linkage = #llvm.linkage<internal>
// CHECK-LABEL: gpu.func @k
// CHECK: func.call @__dbg_cold_path(%{{.*}}, %{{.*}}) : (f32, i32) -> ()
// CHECK-LABEL: func.func @host
// CHECK: func.call @__dbg_cold_path(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, i32, !llvm.ptr) -> ()
// CHECK-NOT: dbg.cold_path
dbg.site @d nonfinite kernel "kernels::k" op "memref.store" at "a.mlir:1:1" what "w" detail "{value:f32}"
dbg.site @hs nonfinite kernel "host" op "memref.store" at "a.mlir:2:1" what "w" detail "{value:f32}"
gpu.module @kernels {
  gpu.func @k(%x: f32, %bad: i1) kernel {
    scf.if %bad {
      dbg.check_finite nan %x, @d : f32
    } {dbg.cold_path}
    gpu.return
  }
}
func.func @host(%x: f32, %bad: i1) {
  scf.if %bad {
    dbg.check_finite nan %x, @hs : f32
  } {dbg.cold_path}
  return
}

// -----

// A guard (insert-bounds-checks): the access in the then region, its
// checks in the else region, which is the cold one. What the else region
// yields stays, with what computes it (the zero of a skipped load); the
// checks move out, and accesses with the same checks share the function.
// CHECK-LABEL: gpu.module @kernels
// CHECK: func.func private @[[REPORT:__dbg_cold_path]](%{{.*}}: i1, %{{.*}}: index, %{{.*}}: index, %{{.*}}: i32, %{{.*}}: i1, %{{.*}}: index)
// CHECK-NOT: func.func private
// CHECK-LABEL: gpu.func @guards
// CHECK-SAME: (%[[M:.*]]: memref<?x8xf32>, %[[I:.*]]: index, %[[J:.*]]: index
// CHECK: %[[L:.*]] = scf.if %[[OKL:.*]] -> (f32) {
// CHECK-NEXT: memref.load
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } else {
// CHECK-NEXT: func.call @[[REPORT]](%{{.*}}, %[[I]], %[[DIM:.*]], %{{.*}}, %{{.*}}, %[[J]]) : (i1, index, index, i32, i1, index) -> ()
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.yield %[[ZERO]] : f32
// CHECK-NEXT: }
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: memref.store %[[L]]
// CHECK-NEXT: } else {
// CHECK-NEXT: func.call @[[REPORT]](%{{.*}}, %[[J]], %[[DIM]], %{{.*}}, %{{.*}}, %[[I]]) : (i1, index, index, i32, i1, index) -> ()
// CHECK-NEXT: }
dbg.site @load bounds kernel "kernels::guards" op "memref.load" at "a.mlir:1:1" what "out-of-bounds load" detail "index {index:i} not in [0, {size:i}) on dim {dim:i}"
dbg.site @store bounds kernel "kernels::guards" op "memref.store" at "a.mlir:2:1" what "out-of-bounds store" detail "index {index:i} not in [0, {size:i}) on dim {dim:i}"
gpu.module @kernels {
  gpu.func @guards(%m: memref<?x8xf32>, %i: index, %j: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %dim = memref.dim %m, %c0 : memref<?x8xf32>
    %ok0 = arith.cmpi ult, %i, %dim : index
    %ok1 = arith.cmpi ult, %j, %c8 : index
    %ok = arith.andi %ok0, %ok1 : i1
    %v = scf.if %ok -> f32 {
      %l = memref.load %m[%i, %j] : memref<?x8xf32>
      scf.yield %l : f32
    } else {
      %zero = arith.constant 0.0 : f32
      dbg.check %ok0, @load(%i, %dim, %c0 : index, index, index)
      dbg.check %ok1, @load(%j, %c8, %c1 : index, index, index)
      scf.yield %zero : f32
    } {dbg.cold_path}
    %sok0 = arith.cmpi ult, %j, %dim : index
    %sok1 = arith.cmpi ult, %i, %c8 : index
    %sok = arith.andi %sok0, %sok1 : i1
    scf.if %sok {
      memref.store %v, %m[%j, %i] : memref<?x8xf32>
    } else {
      dbg.check %sok0, @store(%j, %dim, %c0 : index, index, index)
      dbg.check %sok1, @store(%i, %c8, %c1 : index, index, index)
    } {dbg.cold_path}
    gpu.return
  }
}

// -----

// A cold path that captures a memref of workgroup memory stays in the
// kernel: the module-level func-to-llvm, which converts a function before
// the kernels' conversion does, has no address space for it.
// CHECK-LABEL: gpu.module @shared
// CHECK-NOT: func.func private @__dbg_cold_path
// CHECK-LABEL: gpu.func @k
// CHECK: scf.if
// CHECK-NEXT: memref.load %{{.*}} : memref<4xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.return
dbg.site @w nonfinite kernel "shared::k" op "memref.store" at "w.mlir:3:5" what "stored by memref.store" detail "value {value:f32}"
gpu.module @shared {
  gpu.func @k(%x: f32) workgroup(%tile: memref<4xf32, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %inf = arith.constant 0x7F800000 : f32
    %ax = math.absf %x : f32
    %bx = arith.cmpf uge, %ax, %inf : f32
    scf.if %bx {
      %v = memref.load %tile[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
      dbg.check_finite both %v, @w : f32
    } {dbg.cold_path}
    gpu.return
  }
}

// -----

// A cold path of several sites (a group's reports) takes the first site's
// word only; each other word is it plus the distance between the words,
// so that groups that check alike share one function.
// CHECK-LABEL: gpu.module @words
// CHECK: func.func private @[[GROUP:__dbg_cold_path]](%[[I:.*]]: index, %[[DIM:.*]]: index, %[[WORD:.*]]: i32, %[[J:.*]]: index)
// CHECK: %[[DELTA:.*]] = arith.constant 256 : i32
// CHECK-NEXT: %[[SECOND:.*]] = arith.addi %[[WORD]], %[[DELTA]] : i32
// CHECK: llvm.call @{{.*}}(%[[WORD]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK: llvm.call @{{.*}}(%[[SECOND]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-LABEL: gpu.func @group
// CHECK: func.call @[[GROUP]](%{{.*}}, %{{.*}}, %[[FIRST:c[0-9]+_i32]], %{{.*}}) : (index, index, i32, index) -> ()
// CHECK-NOT: func.call
// CHECK: gpu.return
dbg.site @first bounds kernel "words::group" op "memref.load" at "a.mlir:1:1" what "out-of-bounds load" detail "index {index:i} not in [0, {size:i}) on dim {dim:i}"
dbg.site @second bounds kernel "words::group" op "memref.store" at "a.mlir:2:1" what "out-of-bounds store" detail "index {index:i} not in [0, {size:i}) on dim {dim:i}"
gpu.module @words {
  gpu.func @group(%m: memref<?xf32>, %i: index, %j: index) kernel {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %m, %c0 : memref<?xf32>
    %largest = arith.maxui %i, %j : index
    %failed = arith.cmpi uge, %largest, %dim : index
    scf.if %failed {
      %ok0 = arith.cmpi ult, %i, %dim : index
      dbg.check %ok0, @first(%i, %dim, %c0 : index, index, index)
      %ok1 = arith.cmpi ult, %j, %dim : index
      dbg.check %ok1, @second(%j, %dim, %c0 : index, index, index)
    } {dbg.cold_path}
    gpu.return
  }
}
