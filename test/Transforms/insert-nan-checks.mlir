// RUN: dbg-opt %s -split-input-file -insert-nan-checks | FileCheck %s --check-prefix=STORE
// RUN: dbg-opt %s -split-input-file -insert-nan-checks="granularity=op" | FileCheck %s --check-prefix=OP
// RUN: dbg-opt %s -split-input-file -insert-nan-checks="granularity=op check=nan" | FileCheck %s --check-prefix=NAN
// RUN: dbg-opt %s -split-input-file -insert-nan-checks="granularity=op check=inf" | FileCheck %s --check-prefix=INF
// RUN: dbg-opt %s -split-input-file -insert-nan-checks="granularity=dispatch" | FileCheck %s --check-prefix=DISPATCH
// RUN: dbg-opt %s -split-input-file -insert-nan-checks="granularity=none" | FileCheck %s --check-prefix=NONE
// RUN: not dbg-opt %s -split-input-file -insert-nan-checks="granularity=loop" 2>&1 | FileCheck %s --check-prefix=GRANULARITY
// RUN: not dbg-opt %s -split-input-file -insert-nan-checks="check=zero" 2>&1 | FileCheck %s --check-prefix=CHECK-KIND
// RUN: not dbg-opt %s -split-input-file -insert-nan-checks="granularity=dispatch check=nan" 2>&1 | FileCheck %s --check-prefix=DISPATCH-CHECK
// GRANULARITY: for the --granularity option: Cannot find option named 'loop'!
// DISPATCH-CHECK: insert-nan-checks: check=nan needs granularity op or store; the dispatch scan reports NaN and Inf together
// CHECK-KIND: for the --check option: Cannot find option named 'zero'!

// granularity=none (--debug=nan-check=none) inserts nothing.
// NONE-LABEL: gpu.func @stores
// NONE-NOT: dbg.check_finite
// NONE-NOT: dbg.site
// NONE: gpu.return

// store: each float value stored is checked before the store, scalars with
// their value in the payload; the lanes a mask disables are not checked;
// integer stores are not checked. Values the kernel takes as they are (here
// its arguments) are checked for NaN only: an infinity in them is carried,
// not made here.
// STORE-LABEL: gpu.func @stores
// STORE-SAME: (%[[M:.*]]: memref<16xf32>, %[[I:.*]]: index, %[[X:.*]]: f32, %[[V:.*]]: vector<4xf32>, %[[MASK:.*]]: vector<4xi1>
// STORE: dbg.check_finite nan %[[X]], @[[S0:dbg_check[_0-9]*]] : f32
// STORE-NEXT: memref.store %[[X]], %[[M]][%[[I]]]
// STORE-NEXT: dbg.check_finite nan %[[V]], @[[S1:dbg_check[_0-9]*]] : vector<4xf32>
// STORE-NEXT: vector.store %[[V]]
// STORE-NEXT: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<4xf32>
// STORE-NEXT: %[[ENABLED:.*]] = arith.select %[[MASK]], %[[V]], %[[ZERO]]
// STORE-NEXT: dbg.check_finite nan %[[ENABLED]], @{{.*}} : vector<4xf32>
// STORE-NEXT: vector.maskedstore
// STORE-NEXT: dbg.check_finite nan %[[X]], @{{.*}} : f32
// STORE-NEXT: memref.atomic_rmw
// STORE-NEXT: memref.store
// STORE-NEXT: gpu.return
// STORE: dbg.site @[[S0]] nonfinite kernel "kernels::stores" op "memref.store" at "{{.*}}insert-nan-checks.mlir:{{[0-9]+}}:5" what "stored by memref.store" detail "value {value:f32}"
// STORE: dbg.site @[[S1]] nonfinite kernel "kernels::stores" op "vector.store" {{.*}} detail "lane {lane:i} of the vector<4xf32> stored: {value:f32}"
// OP-LABEL: gpu.func @stores
// OP-NOT: dbg.check_finite
// OP: gpu.return
gpu.module @kernels {
  gpu.func @stores(%m: memref<16xf32>, %i: index, %x: f32, %v: vector<4xf32>, %mask: vector<4xi1>, %n: memref<16xi32>, %k: i32) kernel {
    memref.store %x, %m[%i] : memref<16xf32>
    vector.store %v, %m[%i] : memref<16xf32>, vector<4xf32>
    vector.maskedstore %m[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
    %r = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<16xf32>) -> f32
    memref.store %k, %n[%i] : memref<16xi32>
    gpu.return
  }
}

// -----

// op: every float result of arithmetic, math, vector ops and loads, reported
// only where it was born (origin) with its scalar operands; constants and
// selects are not checked. Loads are checked for NaN only: an infinity in
// memory is a value (a max-reduction's -inf start, an attention mask); an
// Inf is reported where a kernel computes it. A value whose non-finite value
// always makes a later checked op of the block non-finite (sqrt, mulf) is
// checked behind that op's test: one test on the hot path, the checks in
// program order on the cold one.
// OP-LABEL: gpu.func @ops
// OP-SAME: (%[[M:.*]]: memref<16xf32>, %[[I:.*]]: index, %[[V:.*]]: vector<4xf32>)
// OP: %[[X:.*]] = memref.load %[[M]][%[[I]]]
// OP-NEXT: %[[S:.*]] = math.sqrt %[[X]] : f32
// OP-NEXT: %[[C:.*]] = arith.constant 2.0
// OP-NEXT: %[[P:.*]] = arith.mulf %[[S]], %[[C]] : f32
// OP-NEXT: %[[HUGE:.*]] = arith.constant 0x7F800000 : f32
// OP-NEXT: %[[ABS:.*]] = math.absf %[[P]] : f32
// OP-NEXT: %[[BAD:.*]] = arith.cmpf uge, %[[ABS]], %[[HUGE]] : f32
// OP-NEXT: scf.if %[[BAD]] {
// OP-NEXT: dbg.check_finite nan %[[X]], @[[LOAD:dbg_check[_0-9]*]] origin : f32
// OP-NEXT: dbg.check_finite both %[[S]], @[[SQRT:dbg_check[_0-9]*]](%[[X]] : f32) origin : f32
// OP-NEXT: dbg.check_finite both %[[P]], @[[MUL:dbg_check[_0-9]*]](%[[S]], %[[C]] : f32, f32) origin : f32
// OP-NEXT: } {dbg.cold_path}
// OP-NEXT: arith.cmpf olt
// OP-NEXT: arith.select
// OP-NEXT: %[[W:.*]] = arith.addf %[[V]], %[[V]] : vector<4xf32>
// OP-NEXT: dbg.check_finite both %[[W]], @[[VEC:dbg_check[_0-9]*]](%[[V]], %[[V]] : vector<4xf32>, vector<4xf32>) origin : vector<4xf32>
// OP: dbg.site @[[LOAD]] nonfinite {{.*}} op "memref.load" {{.*}} what "loaded by memref.load from operand #0 (memref<16xf32>)" detail "result {value:f32}"
// OP: dbg.site @[[SQRT]] nonfinite {{.*}} op "math.sqrt" {{.*}} what "produced by math.sqrt" detail "result {value:f32} from operands {operand0:f32}"
// OP: dbg.site @[[MUL]] nonfinite {{.*}} op "arith.mulf" {{.*}} detail "result {value:f32} from operands {operand0:f32}, {operand1:f32}"
// OP: dbg.site @[[VEC]] nonfinite {{.*}} op "arith.addf" {{.*}} detail "lane {lane:i} of the vector<4xf32> result: {value:f32} from finite operands"
// NAN-LABEL: gpu.func @ops
// NAN: dbg.check_finite nan
// inf: no grouping (inf - inf is a NaN the sink's test would miss).
// INF-LABEL: gpu.func @ops
// INF: %[[X:.*]] = memref.load
// INF-NEXT: %[[S:.*]] = math.sqrt %[[X]]
// INF-NEXT: dbg.check_finite inf %[[S]]
// INF-NEXT: arith.constant
// INF-NEXT: %[[P:.*]] = arith.mulf %[[S]]
// INF-NEXT: dbg.check_finite inf %[[P]]
// STORE-LABEL: gpu.func @ops
// STORE-NOT: dbg.check_finite
// STORE: gpu.return
gpu.module @kernels {
  gpu.func @ops(%m: memref<16xf32>, %i: index, %v: vector<4xf32>) kernel {
    %x = memref.load %m[%i] : memref<16xf32>
    %s = math.sqrt %x : f32
    %c = arith.constant 2.0 : f32
    %p = arith.mulf %s, %c : f32
    %lt = arith.cmpf olt, %p, %c : f32
    %sel = arith.select %lt, %p, %c : f32
    %w = arith.addf %v, %v : vector<4xf32>
    gpu.return
  }
}

// -----

// op: an accumulator is tested once, after its loop (a non-finite one
// stays so); when it is not finite the loop runs again with its checks,
// which find the iteration and op where the value was born. A NaN divisor
// carries into the quotient (an infinite one would not, so the quotient's
// Inf check covers only the dividend).
// OP-LABEL: gpu.func @reduce
// OP-SAME: (%[[A:.*]]: memref<64xf32>, %[[OUT:.*]]: memref<1xf32>, %[[D:.*]]: f32)
// OP: %[[SUM:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// OP-NEXT: memref.load
// OP-NEXT: arith.divf
// OP-NEXT: arith.addf
// OP-NEXT: scf.yield
// OP-NEXT: }
// OP: %[[ABS:.*]] = math.absf %[[SUM]] : f32
// OP-NEXT: %[[BAD:.*]] = arith.cmpf uge, %[[ABS]]
// OP-NEXT: scf.if %[[BAD]] {
// OP-NEXT: scf.for {{.*}} iter_args(%[[RACC:.*]] = %{{.*}}) -> (f32) {
// OP-NEXT: %[[V:.*]] = memref.load %[[A]]
// OP-NEXT: %[[Q:.*]] = arith.divf %[[D]], %[[V]]
// OP-NEXT: %[[NEXT:.*]] = arith.addf %[[RACC]], %[[Q]]
// OP: scf.if
// OP-NEXT: dbg.check_finite nan %[[V]]
// OP-NEXT: dbg.check_finite both %[[Q]], @{{.*}}(%[[D]], %[[V]] : f32, f32) origin
// OP-NEXT: dbg.check_finite both %[[NEXT]], @{{.*}}(%[[RACC]], %[[Q]] : f32, f32) origin
// The group's test and the replay are both cold paths.
// OP-NEXT: } {dbg.cold_path}
// OP-NEXT: scf.yield
// OP-NEXT: }
// OP-NEXT: } {dbg.cold_path}
// OP-NEXT: memref.store %[[SUM]], %[[OUT]]
gpu.module @kernels {
  gpu.func @reduce(%a: memref<64xf32>, %out: memref<1xf32>, %d: f32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 64 : index
    %zero = arith.constant 0.0 : f32
    %sum = scf.for %r = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
      %v = memref.load %a[%r] : memref<64xf32>
      %q = arith.divf %d, %v : f32
      %next = arith.addf %acc, %q : f32
      scf.yield %next : f32
    }
    memref.store %sum, %out[%c0] : memref<1xf32>
    gpu.return
  }
}

// -----

// op: a loop that writes, or waits at a barrier, is not run again: its
// accumulator is tested in the loop.
// OP-LABEL: gpu.func @writes
// OP: scf.for
// OP: %[[NEXT:.*]] = arith.addf
// OP: scf.if
// OP: dbg.check_finite both %[[NEXT]]
// OP: memref.store %[[NEXT]]
// OP-NEXT: scf.yield
// OP-LABEL: gpu.func @barrier
// OP: scf.for
// OP: %[[NEXT:.*]] = arith.addf
// OP-NEXT: dbg.check_finite both %[[NEXT]]
// OP: gpu.barrier
gpu.module @kernels {
  gpu.func @writes(%a: memref<64xf32>, %x: f32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 64 : index
    %sum = scf.for %r = %c0 to %n step %c1 iter_args(%acc = %x) -> f32 {
      %v = memref.load %a[%r] : memref<64xf32>
      %next = arith.addf %acc, %v : f32
      memref.store %next, %a[%r] : memref<64xf32>
      scf.yield %next : f32
    }
    gpu.return
  }
  gpu.func @barrier(%x: f32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 64 : index
    %sum = scf.for %r = %c0 to %n step %c1 iter_args(%acc = %x) -> f32 {
      %next = arith.addf %acc, %x : f32
      gpu.barrier
      scf.yield %next : f32
    }
    gpu.return
  }
}

// -----

// Host functions are not instrumented.
// STORE-LABEL: func.func @host
// STORE-NOT: dbg.
// OP-LABEL: func.func @host
// OP-NOT: dbg.
func.func @host(%m: memref<16xf32>, %i: index, %x: f32) {
  %y = arith.mulf %x, %x : f32
  memref.store %y, %m[%i] : memref<16xf32>
  return
}

// -----

// dispatch: after each launch, a scan of each float memref its kernel
// writes (through a view too), over the memref's span; not of a memref it
// only reads, nor of an integer one. Kernels are not instrumented.
// STORE-LABEL: gpu.func @axpy
// OP-LABEL: gpu.func @axpy
// DISPATCH-LABEL: gpu.func @axpy
// DISPATCH-NOT: dbg.
// DISPATCH: gpu.return
// DISPATCH-LABEL: func.func @main
// DISPATCH-SAME: (%[[X:.*]]: memref<16xf32>, %[[Y:.*]]: memref<4x4xf16, strided<[8, 1]>>, %[[N:.*]]: memref<16xi32>)
// DISPATCH: gpu.launch_func @kernels::@axpy
// DISPATCH-NEXT: %{{.*}}, %[[OFFSET:.*]], %[[SIZES:.*]]:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[Y]]
// DISPATCH: %[[SPAN:.*]] = arith.select
// DISPATCH: %[[BASE:.*]] = memref.extract_aligned_pointer_as_index %[[Y]]
// DISPATCH: %[[C2:.*]] = arith.constant 2 : index
// DISPATCH: %[[BYTES:.*]] = arith.muli %[[OFFSET]], %[[C2]]
// DISPATCH: %[[ADDR:.*]] = arith.addi %[[BASE]], %[[BYTES]]
// DISPATCH: dbg.scan_finite %[[ADDR]], %[[SPAN]], @[[SITE:dbg_check[_0-9]*]] : f16
// DISPATCH-NOT: dbg.scan_finite
// DISPATCH: return
// DISPATCH: dbg.site @[[SITE]] nonfinite kernel "kernels::axpy" op "gpu.launch_func" {{.*}} what "in operand #1 (memref<4x4xf16, strided<[8, 1]>>) written by the dispatch" detail "{count:i} of {elements:i} elements, the first at {index:i}: {value:f16}"
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @axpy(%x: memref<16xf32>, %y: memref<4x4xf16, strided<[8, 1]>>, %n: memref<16xi32>) kernel {
      %c0 = arith.constant 0 : index
      %v = memref.load %x[%c0] : memref<16xf32>
      %h = arith.truncf %v : f32 to f16
      %sub = memref.subview %y[0, 0] [2, 2] [1, 1] : memref<4x4xf16, strided<[8, 1]>> to memref<2x2xf16, strided<[8, 1]>>
      memref.store %h, %sub[%c0, %c0] : memref<2x2xf16, strided<[8, 1]>>
      %i = arith.constant 1 : i32
      memref.store %i, %n[%c0] : memref<16xi32>
      gpu.return
    }
  }
  func.func @main(%x: memref<16xf32>, %y: memref<4x4xf16, strided<[8, 1]>>, %n: memref<16xi32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@axpy blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : memref<16xf32>, %y : memref<4x4xf16, strided<[8, 1]>>, %n : memref<16xi32>)
    return
  }
}

// -----

// A stored constant infinity is what the program means, not a bug: the -inf
// that starts a max-reduction (torch-mlir's softmax) is not checked; a
// value computed from it is checked for NaN (its infinity is carried), and
// so is a constant NaN (folded 0.0 / 0.0).
// STORE-LABEL: gpu.func @constant_store
// STORE-SAME: (%[[M:.*]]: memref<4xf32>, %[[I:.*]]: index, %[[X:.*]]: f32)
// STORE: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// STORE-NEXT: memref.store %[[NINF]], %[[M]][%[[I]]]
// STORE-NEXT: %[[SUM:.*]] = arith.addf %[[X]], %[[NINF]]
// STORE-NEXT: dbg.check_finite nan %[[SUM]]
// STORE-NEXT: memref.store %[[SUM]], %[[M]][%[[I]]]
// STORE-NEXT: %[[NANCST:.*]] = arith.constant 0x7FC00000 : f32
// STORE-NEXT: dbg.check_finite nan %[[NANCST]]
// STORE-NEXT: memref.store %[[NANCST]], %[[M]][%[[I]]]
gpu.module @kernels {
  gpu.func @constant_store(%m: memref<4xf32>, %i: index, %x: f32) kernel {
    %ninf = arith.constant 0xFF800000 : f32
    memref.store %ninf, %m[%i] : memref<4xf32>
    %sum = arith.addf %x, %ninf : f32
    memref.store %sum, %m[%i] : memref<4xf32>
    %nan = arith.constant 0x7FC00000 : f32
    memref.store %nan, %m[%i] : memref<4xf32>
    gpu.return
  }
}

// -----

// dispatch: a memref the kernel only fills with a constant infinity (the
// -inf start of softmax's max-reduction, a splat vector too) is not
// scanned; one it also stores a computed value to is.
// DISPATCH-LABEL: func.func @fill_then_reduce
// DISPATCH-SAME: (%[[START:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>)
// DISPATCH: gpu.launch_func @fills::@fill
// DISPATCH-NOT: dbg.scan_finite
// DISPATCH: gpu.launch_func @fills::@reduce
// DISPATCH-NEXT: memref.extract_strided_metadata %[[OUT]]
// DISPATCH: dbg.scan_finite %{{.*}}, %{{.*}}, @[[SITE:dbg_check[_0-9]*]] : f32
// DISPATCH-NOT: dbg.scan_finite
// DISPATCH: return
// DISPATCH: dbg.site @[[SITE]] nonfinite kernel "fills::reduce" op "gpu.launch_func" {{.*}} what "in operand #1 (memref<4xf32>) written by the dispatch"
module attributes {gpu.container_module} {
  gpu.module @fills {
    gpu.func @fill(%m: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %ninf = arith.constant 0xFF800000 : f32
      memref.store %ninf, %m[%c0] : memref<4xf32>
      %splat = arith.constant dense<0xFF800000> : vector<4xf32>
      vector.store %splat, %m[%c0] : memref<4xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @reduce(%start: memref<4xf32>, %out: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %ninf = arith.constant 0xFF800000 : f32
      memref.store %ninf, %start[%c0] : memref<4xf32>
      %x = memref.load %start[%c0] : memref<4xf32>
      memref.store %ninf, %out[%c0] : memref<4xf32>
      %y = arith.maximumf %x, %ninf : f32
      memref.store %y, %out[%c0] : memref<4xf32>
      gpu.return
    }
  }
  func.func @fill_then_reduce(%start: memref<4xf32>, %out: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @fills::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%start : memref<4xf32>)
    gpu.launch_func @fills::@reduce blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%start : memref<4xf32>, %out : memref<4xf32>)
    return
  }
}

// -----

// store: an infinity is reported only where the kernel made it. A masked
// fill (a select of the -inf constant and a loaded value) only carries
// infinities: checked for NaN only. log(x) is checked for both, and on the
// cold path an infinity is dropped when x was one (carried). A maximum
// carries the infinity of the operand it chose. An integer converted to
// f16 makes its infinity (overflow): checked as it is. A loop's sum is
// followed through a replay of the loop that carries one flag per float
// accumulator (the loop writes nothing).
// STORE-LABEL: gpu.func @carried
// STORE-SAME: (%[[M:.*]]: memref<8xf32>, %[[MASK:.*]]: memref<8xi1>, %[[H:.*]]: memref<8xf16>, %[[I:.*]]: index, %[[N:.*]]: i32)
// STORE: %[[X:.*]] = memref.load %[[M]][%[[I]]]
// STORE: %[[MASKED:.*]] = arith.select %{{.*}}, %[[X]], %{{.*}} : f32
// STORE-NEXT: dbg.check_finite nan %[[MASKED]], @{{.*}} : f32
// STORE-NEXT: memref.store %[[MASKED]]
// STORE-NEXT: %[[LOG:.*]] = math.log %[[X]] : f32
// STORE: %[[LOGBAD:.*]] = arith.cmpf uge, %{{.*}}, %{{.*}} : f32
// STORE-NEXT: scf.if %[[LOGBAD]] {
// STORE: %[[XABS:.*]] = math.absf %[[X]] : f32
// STORE-NEXT: %[[XINF:.*]] = arith.cmpf oeq, %[[XABS]], %{{.*}} : f32
// STORE: %[[LOGABS:.*]] = math.absf %[[LOG]] : f32
// STORE-NEXT: %[[LOGINF:.*]] = arith.cmpf oeq, %[[LOGABS]], %{{.*}} : f32
// STORE-NEXT: %[[DROP:.*]] = arith.andi %[[LOGINF]], %[[XINF]] : i1
// STORE-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// STORE-NEXT: %[[REPORTED:.*]] = arith.select %[[DROP]], %[[ZERO]], %[[LOG]] : f32
// STORE-NEXT: dbg.check_finite both %[[REPORTED]], @{{.*}} : f32
// The cold path is marked: lower-dbg-checks moves it out of the kernel.
// STORE-NEXT: } {dbg.cold_path}
// STORE-NEXT: memref.store %[[LOG]]
// STORE: %[[E:.*]] = math.exp %[[X]] : f32
// STORE-NEXT: %[[MAX:.*]] = arith.maximumf %[[MASKED]], %[[E]] : f32
// STORE: scf.if
// STORE-NEXT: %[[CHOSE0:.*]] = arith.cmpf oeq, %[[MASKED]], %[[MAX]] : f32
// STORE-NEXT: %[[CHOSE1:.*]] = arith.cmpf oeq, %[[E]], %[[MAX]] : f32
// STORE: %[[EINF:.*]] = arith.andi %[[CHOSE1]], %{{.*}} : i1
// STORE-NEXT: %[[MAXCARRIED:.*]] = arith.ori %[[CHOSE0]], %[[EINF]] : i1
// STORE: arith.andi %{{.*}}, %[[MAXCARRIED]] : i1
// STORE: dbg.check_finite both
// STORE: memref.store %[[MAX]]
// STORE: %[[HALF:.*]] = arith.sitofp %[[N]] : i32 to f16
// STORE-NEXT: dbg.check_finite both %[[HALF]], @{{.*}} : f16
// STORE-NEXT: memref.store %[[HALF]], %[[H]]
// STORE: %[[SUM:.*]] = scf.for
// STORE: scf.yield
// STORE-NEXT: }
// STORE: scf.if
// STORE: %[[TRUE:.*]] = arith.constant true
// STORE-NEXT: %[[AGAIN:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}, %[[FLAG:.*]] = %[[TRUE]]) -> (f32, i1)
// STORE: %[[NEXT:.*]] = arith.addf %[[ACC]], %{{.*}} : f32
// STORE: math.absf %[[ACC]]
// STORE: arith.andi %{{.*}}, %[[FLAG]] : i1
// STORE: scf.yield %[[NEXT]], %{{.*}} : f32, i1
// STORE: arith.andi %{{.*}}, %[[AGAIN]]#1 : i1
// STORE: dbg.check_finite both
// STORE: memref.store %[[SUM]]
gpu.module @kernels {
  gpu.func @carried(%m: memref<8xf32>, %mask: memref<8xi1>, %h: memref<8xf16>, %i: index, %n: i32) kernel {
    %ninf = arith.constant 0xFF800000 : f32
    %x = memref.load %m[%i] : memref<8xf32>
    %keep = memref.load %mask[%i] : memref<8xi1>
    %masked = arith.select %keep, %x, %ninf : f32
    memref.store %masked, %m[%i] : memref<8xf32>
    %log = math.log %x : f32
    memref.store %log, %m[%i] : memref<8xf32>
    %e = math.exp %x : f32
    %max = arith.maximumf %masked, %e : f32
    memref.store %max, %m[%i] : memref<8xf32>
    %half = arith.sitofp %n : i32 to f16
    memref.store %half, %h[%i] : memref<8xf16>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0.0 : f32
    %sum = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %m[%k] : memref<8xf32>
      %next = arith.addf %acc, %v : f32
      scf.yield %next : f32
    }
    memref.store %sum, %m[%i] : memref<8xf32>
    gpu.return
  }
}

// -----

// op: two loads of one source line (a linalg op's two inputs) are told
// apart by what they read: the kernel operand (through a view), or
// workgroup memory.
// OP-LABEL: gpu.func @two_loads
// OP-DAG: dbg.site @{{.*}} op "memref.load" at "model.py:3:0" what "loaded by memref.load from operand #0 (memref<4xf32>)"
// OP-DAG: dbg.site @{{.*}} op "memref.load" at "model.py:3:0" what "loaded by memref.load from operand #1 (memref<2xf32, strided<[1], offset: 2>>)"
// OP-DAG: dbg.site @{{.*}} op "memref.load" at "model.py:3:0" what "loaded by memref.load from workgroup memory (memref<4xf32, #gpu.address_space<workgroup>>)"
gpu.module @kernels {
  gpu.func @two_loads(%a: memref<4xf32>, %b: memref<4xf32>, %i: index) workgroup(%w: memref<4xf32, #gpu.address_space<workgroup>>) kernel {
    %x = memref.load %a[%i] : memref<4xf32> loc("model.py":3:0)
    %view = memref.subview %b[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
    %y = memref.load %view[%i] : memref<2xf32, strided<[1], offset: 2>> loc("model.py":3:0)
    %z = memref.load %w[%i] : memref<4xf32, #gpu.address_space<workgroup>> loc("model.py":3:0)
    gpu.return
  }
}

// -----

// store, vectors: the carried test runs lane by lane (vector<4xi1> flags),
// through a select with a vector mask and a loop's vector accumulator.
// STORE-LABEL: gpu.func @vector_carried
// STORE: %[[X:.*]] = vector.load
// STORE: %[[MASKED:.*]] = arith.select %{{.*}}, %[[X]], %{{.*}} : vector<4xi1>, vector<4xf32>
// STORE: %[[S:.*]] = arith.subf %[[MASKED]], %[[X]] : vector<4xf32>
// STORE: scf.if
// STORE: %[[CARRIED:.*]] = arith.ori %{{.*}}, %{{.*}} : vector<4xi1>
// STORE: arith.andi %{{.*}}, %[[CARRIED]] : vector<4xi1>
// STORE: %[[REPORTED:.*]] = arith.select %{{.*}}, %{{.*}}, %[[S]] : vector<4xi1>, vector<4xf32>
// STORE-NEXT: dbg.check_finite both %[[REPORTED]]
// STORE: scf.for {{.*}} -> (vector<4xf32>, vector<4xi1>)
// STORE: dbg.check_finite both
gpu.module @kernels {
  gpu.func @vector_carried(%m: memref<8xf32>, %mask: vector<4xi1>) kernel {
    %ninf = arith.constant dense<0xFF800000> : vector<4xf32>
    %zero = arith.constant dense<0.0> : vector<4xf32>
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %x = vector.load %m[%c0] : memref<8xf32>, vector<4xf32>
    %masked = arith.select %mask, %x, %ninf : vector<4xi1>, vector<4xf32>
    %s = arith.subf %masked, %x : vector<4xf32>
    vector.store %s, %m[%c4] : memref<8xf32>, vector<4xf32>
    %acc = scf.for %k = %c0 to %c4 step %c4 iter_args(%a = %zero) -> vector<4xf32> {
      %v = vector.load %m[%k] : memref<8xf32>, vector<4xf32>
      %n = arith.addf %a, %v : vector<4xf32>
      scf.yield %n : vector<4xf32>
    }
    vector.store %acc, %m[%c0] : memref<8xf32>, vector<4xf32>
    gpu.return
  }
}
