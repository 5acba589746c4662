// Seeded bug: each of 8 threads copies in[tid] to out[tid] and in[tid + 1]
// to next[tid]; thread 7 reads in[8], one past the end. The four accesses
// are one group. With guards (the default for a kernel this small) only
// the read is skipped: out[7] = 7 and next[7] = 0, the zero a skipped load
// gives. Versioned (bounds-branch-guards=0, what a kernel of more than 256
// accesses gets) the whole failed group is: out[7] and next[7] keep the -1
// they held.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @pairs(%in: memref<8xf32>, %out: memref<8xf32>, %next: memref<8xf32>) kernel {
      %tid = gpu.thread_id x
      %c1 = arith.constant 1 : index
      %t1 = arith.addi %tid, %c1 : index
      %a = memref.load %in[%tid] : memref<8xf32>
      %b = memref.load %in[%t1] : memref<8xf32>
      memref.store %a, %out[%tid] : memref<8xf32>
      memref.store %b, %next[%tid] : memref<8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %minus = arith.constant -1.0 : f32
    %h = memref.alloc() : memref<8xf32>
    %init = memref.alloc() : memref<8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %h[%i] : memref<8xf32>
      memref.store %minus, %init[%i] : memref<8xf32>
    }
    %in = gpu.alloc () : memref<8xf32>
    %out = gpu.alloc () : memref<8xf32>
    %next = gpu.alloc () : memref<8xf32>
    gpu.memcpy %in, %h : memref<8xf32>, memref<8xf32>
    gpu.memcpy %out, %init : memref<8xf32>, memref<8xf32>
    gpu.memcpy %next, %init : memref<8xf32>, memref<8xf32>
    gpu.launch_func @kernels::@pairs blocks in (%c1, %c1, %c1)
        threads in (%c8, %c1, %c1)
        args(%in : memref<8xf32>, %out : memref<8xf32>, %next : memref<8xf32>)
    gpu.memcpy %h, %out : memref<8xf32>, memref<8xf32>
    gpu.memcpy %init, %next : memref<8xf32>, memref<8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      %o = memref.load %h[%i] : memref<8xf32>
      %n = memref.load %init[%i] : memref<8xf32>
      vector.print %o : f32
      vector.print %n : f32
    }
    return
  }
}
// Both ways, the same report (stderr); versioned, it says which accesses
// its group skipped with it.
// CHECK: [dbg] error: out-of-bounds load in kernels::pairs at {{.*}}group-version.mlir:15:12: index 8 not in [0, 8) on dim 0
// SKIPPED-SAME: ; the 3 other access(es) of its group (lines 14 to 17) were skipped with it: a function with more than 0 accesses outside loops tests them by group (--debug=bounds-branch-guards=N raises the limit)
// CHECK-SAME: , block (0,0,0) thread (7,0,0)
// CHECK-NOT: out-of-bounds
// CHECK: [dbg] error: 1 check site(s) failed
// stdout: out[i] and next[i] of each thread; threads 0-6 copy i and i + 1.
// GUARDS: {{^}}0{{$}}
// GUARDS-NEXT: {{^}}1{{$}}
// GUARDS-COUNT-11: {{^[1-6]$}}
// GUARDS-NEXT: {{^}}7{{$}}
// GUARDS-NEXT: {{^}}7{{$}}
// GUARDS-NEXT: {{^}}0{{$}}
// VERSIONED: {{^}}0{{$}}
// VERSIONED-NEXT: {{^}}1{{$}}
// VERSIONED-COUNT-11: {{^[1-6]$}}
// VERSIONED-NEXT: {{^}}7{{$}}
// VERSIONED-NEXT: {{^}}-1{{$}}
// VERSIONED-NEXT: {{^}}-1{{$}}
