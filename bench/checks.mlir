// Device-side check benchmark: five kernels, each launched @ITERS@ times
// back to back after a warm-up, timed on the host around the launches and
// one final wait. The kernels run for 50 us to 2 ms each, so the launch cost
// (about 4 us, the same in every variant) stays out of the ratios. Prints one
// line per kernel: its name and the mean time of one launch in microseconds.
//
//  - stream:  out[i] = a[i] * s + b[i] over 16M floats (memory bound);
//  - reduce:  column sums of a 4096x4096 matrix, one thread per column;
//  - matmul:  naive 1024x1024x1024, one thread per output;
//  - tiled:   the same with 16x16 tiles in shared memory;
//  - stencil: a 5-point average over a 4096x4096 grid.
//
// Sizes are static and kernels carry known_block_size/known_grid_size, as a
// frontend that tiles to fixed sizes emits them, so bounds=safe can prove
// what it can; the stencil's neighbours and the tiles' loads stay checked.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @stream(%a: memref<16777216xf32>, %b: memref<16777216xf32>,
                     %out: memref<16777216xf32>, %s: f32) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>,
                    known_grid_size = array<i32: 65536, 1, 1>} {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %c256 = arith.constant 256 : index
      %base = arith.muli %bid, %c256 : index
      %i = arith.addi %base, %tid : index
      %x = memref.load %a[%i] : memref<16777216xf32>
      %y = memref.load %b[%i] : memref<16777216xf32>
      %m = arith.mulf %x, %s : f32
      %r = arith.addf %m, %y : f32
      memref.store %r, %out[%i] : memref<16777216xf32>
      gpu.return
    }

    gpu.func @reduce(%a: memref<4096x4096xf32>, %out: memref<4096xf32>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>,
                    known_grid_size = array<i32: 32, 1, 1>} {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %c128 = arith.constant 128 : index
      %base = arith.muli %bid, %c128 : index
      %j = arith.addi %base, %tid : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 4096 : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %r = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
        %v = memref.load %a[%r, %j] : memref<4096x4096xf32>
        %next = arith.addf %acc, %v : f32
        scf.yield %next : f32
      }
      memref.store %sum, %out[%j] : memref<4096xf32>
      gpu.return
    }

    gpu.func @matmul(%a: memref<1024x1024xf32>, %b: memref<1024x1024xf32>,
                     %c: memref<1024x1024xf32>) kernel
        attributes {known_block_size = array<i32: 16, 16, 1>,
                    known_grid_size = array<i32: 64, 64, 1>} {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %c16 = arith.constant 16 : index
      %col0 = arith.muli %bx, %c16 : index
      %col = arith.addi %col0, %tx : index
      %row0 = arith.muli %by, %c16 : index
      %row = arith.addi %row0, %ty : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 1024 : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
        %x = memref.load %a[%row, %k] : memref<1024x1024xf32>
        %y = memref.load %b[%k, %col] : memref<1024x1024xf32>
        %p = arith.mulf %x, %y : f32
        %next = arith.addf %acc, %p : f32
        scf.yield %next : f32
      }
      memref.store %sum, %c[%row, %col] : memref<1024x1024xf32>
      gpu.return
    }

    gpu.func @tiled(%a: memref<1024x1024xf32>, %b: memref<1024x1024xf32>,
                    %c: memref<1024x1024xf32>)
        workgroup(%ta: memref<16x16xf32, #gpu.address_space<workgroup>>,
                  %tb: memref<16x16xf32, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 16, 16, 1>,
                           known_grid_size = array<i32: 64, 64, 1>} {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %c16 = arith.constant 16 : index
      %col0 = arith.muli %bx, %c16 : index
      %col = arith.addi %col0, %tx : index
      %row0 = arith.muli %by, %c16 : index
      %row = arith.addi %row0, %ty : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 1024 : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %t = %c0 to %n step %c16 iter_args(%acc = %zero) -> f32 {
        %ak = arith.addi %t, %tx : index
        %bk = arith.addi %t, %ty : index
        %x = memref.load %a[%row, %ak] : memref<1024x1024xf32>
        memref.store %x, %ta[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        %y = memref.load %b[%bk, %col] : memref<1024x1024xf32>
        memref.store %y, %tb[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %part = scf.for %k = %c0 to %c16 step %c1 iter_args(%in = %acc) -> f32 {
          %u = memref.load %ta[%ty, %k] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %v = memref.load %tb[%k, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %p = arith.mulf %u, %v : f32
          %next = arith.addf %in, %p : f32
          scf.yield %next : f32
        }
        gpu.barrier
        scf.yield %part : f32
      }
      memref.store %sum, %c[%row, %col] : memref<1024x1024xf32>
      gpu.return
    }

    gpu.func @stencil(%in: memref<4096x4096xf32>, %out: memref<4096x4096xf32>) kernel
        attributes {known_block_size = array<i32: 32, 8, 1>,
                    known_grid_size = array<i32: 128, 512, 1>} {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c32 = arith.constant 32 : index
      %last = arith.constant 4095 : index
      %j0 = arith.muli %bx, %c32 : index
      %j = arith.addi %j0, %tx : index
      %i0 = arith.muli %by, %c8 : index
      %i = arith.addi %i0, %ty : index
      %up = arith.subi %i, %c1 : index
      %down = arith.addi %i, %c1 : index
      %left = arith.subi %j, %c1 : index
      %right = arith.addi %j, %c1 : index
      %top = arith.cmpi uge, %i, %c1 : index
      %bottom = arith.cmpi ult, %i, %last : index
      %lside = arith.cmpi uge, %j, %c1 : index
      %rside = arith.cmpi ult, %j, %last : index
      %rows = arith.andi %top, %bottom : i1
      %cols = arith.andi %lside, %rside : i1
      %inside = arith.andi %rows, %cols : i1
      scf.if %inside {
        %vc = memref.load %in[%i, %j] : memref<4096x4096xf32>
        %vu = memref.load %in[%up, %j] : memref<4096x4096xf32>
        %vd = memref.load %in[%down, %j] : memref<4096x4096xf32>
        %vl = memref.load %in[%i, %left] : memref<4096x4096xf32>
        %vr = memref.load %in[%i, %right] : memref<4096x4096xf32>
        %s1 = arith.addf %vc, %vu : f32
        %s2 = arith.addf %s1, %vd : f32
        %s3 = arith.addf %s2, %vl : f32
        %s4 = arith.addf %s3, %vr : f32
        %fifth = arith.constant 0.2 : f32
        %avg = arith.mulf %s4, %fifth : f32
        memref.store %avg, %out[%i, %j] : memref<4096x4096xf32>
      }
      gpu.return
    }

    gpu.func @fill(%buf: memref<16777216xf32>, %value: f32) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>,
                    known_grid_size = array<i32: 65536, 1, 1>} {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %c256 = arith.constant 256 : index
      %base = arith.muli %bid, %c256 : index
      %i = arith.addi %base, %tid : index
      memref.store %value, %buf[%i] : memref<16777216xf32>
      gpu.return
    }
  }

  func.func private @rtclock() -> f64

  // What each kernel computes, as host code: the references diff compares
  // the warm-up launches with (bench/diff.sh kernels; dbg.reference, which
  // builds without --debug=diff erase).
  func.func private @stream_reference(%a: memref<16777216xf32>,
      %b: memref<16777216xf32>, %out: memref<16777216xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 16777216 : index
    %s = arith.constant 0.5 : f32
    scf.for %i = %c0 to %n step %c1 {
      %x = memref.load %a[%i] : memref<16777216xf32>
      %y = memref.load %b[%i] : memref<16777216xf32>
      %m = arith.mulf %x, %s : f32
      %r = arith.addf %m, %y : f32
      memref.store %r, %out[%i] : memref<16777216xf32>
    }
    return
  }
  func.func private @reduce_reference(%a: memref<4096x4096xf32>,
                                      %out: memref<4096xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 4096 : index
    %zero = arith.constant 0.0 : f32
    scf.for %j = %c0 to %n step %c1 {
      %sum = scf.for %r = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
        %v = memref.load %a[%r, %j] : memref<4096x4096xf32>
        %next = arith.addf %acc, %v : f32
        scf.yield %next : f32
      }
      memref.store %sum, %out[%j] : memref<4096xf32>
    }
    return
  }
  func.func private @matmul_reference(%a: memref<1024x1024xf32>,
      %b: memref<1024x1024xf32>, %c: memref<1024x1024xf32>) {
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%c : memref<1024x1024xf32>)
    linalg.matmul ins(%a, %b : memref<1024x1024xf32>, memref<1024x1024xf32>)
                  outs(%c : memref<1024x1024xf32>)
    return
  }
  func.func private @stencil_reference(%in: memref<4096x4096xf32>,
                                       %out: memref<4096x4096xf32>) {
    %c1 = arith.constant 1 : index
    %last = arith.constant 4095 : index
    %fifth = arith.constant 0.2 : f32
    scf.for %i = %c1 to %last step %c1 {
      scf.for %j = %c1 to %last step %c1 {
        %up = arith.subi %i, %c1 : index
        %down = arith.addi %i, %c1 : index
        %left = arith.subi %j, %c1 : index
        %right = arith.addi %j, %c1 : index
        %vc = memref.load %in[%i, %j] : memref<4096x4096xf32>
        %vu = memref.load %in[%up, %j] : memref<4096x4096xf32>
        %vd = memref.load %in[%down, %j] : memref<4096x4096xf32>
        %vl = memref.load %in[%i, %left] : memref<4096x4096xf32>
        %vr = memref.load %in[%i, %right] : memref<4096x4096xf32>
        %s1 = arith.addf %vc, %vu : f32
        %s2 = arith.addf %s1, %vd : f32
        %s3 = arith.addf %s2, %vl : f32
        %s4 = arith.addf %s3, %vr : f32
        %avg = arith.mulf %s4, %fifth : f32
        memref.store %avg, %out[%i, %j] : memref<4096x4096xf32>
      }
    }
    return
  }

  // Times @ITERS@ launches of the kernel `body` launches, after one warm-up.
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %c65536 = arith.constant 65536 : index
    %iters = arith.constant @ITERS@ : index
    %itersf = arith.constant @ITERS@.0 : f64
    %us = arith.constant 1.0e6 : f64
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %a = gpu.alloc () : memref<16777216xf32>
    %b = gpu.alloc () : memref<16777216xf32>
    %o = gpu.alloc () : memref<16777216xf32>
    gpu.launch_func @kernels::@fill blocks in (%c65536, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%a : memref<16777216xf32>, %one : f32)
    gpu.launch_func @kernels::@fill blocks in (%c65536, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%b : memref<16777216xf32>, %half : f32)
    %a2 = memref.reinterpret_cast %a to offset: [0], sizes: [4096, 4096], strides: [4096, 1] : memref<16777216xf32> to memref<4096x4096xf32>
    %o2 = memref.reinterpret_cast %o to offset: [0], sizes: [4096, 4096], strides: [4096, 1] : memref<16777216xf32> to memref<4096x4096xf32>
    %am = memref.reinterpret_cast %a to offset: [0], sizes: [1024, 1024], strides: [1024, 1] : memref<16777216xf32> to memref<1024x1024xf32>
    %bm = memref.reinterpret_cast %b to offset: [0], sizes: [1024, 1024], strides: [1024, 1] : memref<16777216xf32> to memref<1024x1024xf32>
    %om = memref.reinterpret_cast %o to offset: [0], sizes: [1024, 1024], strides: [1024, 1] : memref<16777216xf32> to memref<1024x1024xf32>
    %col = memref.reinterpret_cast %o to offset: [0], sizes: [4096], strides: [1] : memref<16777216xf32> to memref<4096xf32>

    // stream
    dbg.reference @stream_reference(%a, %b, %o) : memref<16777216xf32>, memref<16777216xf32>, memref<16777216xf32>
    gpu.launch_func @kernels::@stream blocks in (%c65536, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a : memref<16777216xf32>, %b : memref<16777216xf32>, %o : memref<16777216xf32>, %half : f32)
    gpu.wait
    %t0 = func.call @rtclock() : () -> f64
    scf.for %it = %c0 to %iters step %c1 {
      gpu.launch_func @kernels::@stream blocks in (%c65536, %c1, %c1) threads in (%c256, %c1, %c1)
          args(%a : memref<16777216xf32>, %b : memref<16777216xf32>, %o : memref<16777216xf32>, %half : f32)
    }
    gpu.wait
    %t1 = func.call @rtclock() : () -> f64

    // reduce
    dbg.reference @reduce_reference(%a2, %col) : memref<4096x4096xf32>, memref<4096xf32>
    gpu.launch_func @kernels::@reduce blocks in (%c32, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a2 : memref<4096x4096xf32>, %col : memref<4096xf32>)
    gpu.wait
    %t2 = func.call @rtclock() : () -> f64
    scf.for %it = %c0 to %iters step %c1 {
      gpu.launch_func @kernels::@reduce blocks in (%c32, %c1, %c1) threads in (%c128, %c1, %c1)
          args(%a2 : memref<4096x4096xf32>, %col : memref<4096xf32>)
    }
    gpu.wait
    %t3 = func.call @rtclock() : () -> f64

    // matmul
    dbg.reference @matmul_reference(%am, %bm, %om) : memref<1024x1024xf32>, memref<1024x1024xf32>, memref<1024x1024xf32>
    gpu.launch_func @kernels::@matmul blocks in (%c64, %c64, %c1) threads in (%c16, %c16, %c1)
        args(%am : memref<1024x1024xf32>, %bm : memref<1024x1024xf32>, %om : memref<1024x1024xf32>)
    gpu.wait
    %t4 = func.call @rtclock() : () -> f64
    scf.for %it = %c0 to %iters step %c1 {
      gpu.launch_func @kernels::@matmul blocks in (%c64, %c64, %c1) threads in (%c16, %c16, %c1)
          args(%am : memref<1024x1024xf32>, %bm : memref<1024x1024xf32>, %om : memref<1024x1024xf32>)
    }
    gpu.wait
    %t5 = func.call @rtclock() : () -> f64

    // tiled
    dbg.reference @matmul_reference(%am, %bm, %om) : memref<1024x1024xf32>, memref<1024x1024xf32>, memref<1024x1024xf32>
    gpu.launch_func @kernels::@tiled blocks in (%c64, %c64, %c1) threads in (%c16, %c16, %c1)
        args(%am : memref<1024x1024xf32>, %bm : memref<1024x1024xf32>, %om : memref<1024x1024xf32>)
    gpu.wait
    %t6 = func.call @rtclock() : () -> f64
    scf.for %it = %c0 to %iters step %c1 {
      gpu.launch_func @kernels::@tiled blocks in (%c64, %c64, %c1) threads in (%c16, %c16, %c1)
          args(%am : memref<1024x1024xf32>, %bm : memref<1024x1024xf32>, %om : memref<1024x1024xf32>)
    }
    gpu.wait
    %t7 = func.call @rtclock() : () -> f64

    // stencil
    dbg.reference @stencil_reference(%a2, %o2) : memref<4096x4096xf32>, memref<4096x4096xf32>
    gpu.launch_func @kernels::@stencil blocks in (%c128, %c512, %c1) threads in (%c32, %c8, %c1)
        args(%a2 : memref<4096x4096xf32>, %o2 : memref<4096x4096xf32>)
    gpu.wait
    %t8 = func.call @rtclock() : () -> f64
    scf.for %it = %c0 to %iters step %c1 {
      gpu.launch_func @kernels::@stencil blocks in (%c128, %c512, %c1) threads in (%c32, %c8, %c1)
          args(%a2 : memref<4096x4096xf32>, %o2 : memref<4096x4096xf32>)
    }
    gpu.wait
    %t9 = func.call @rtclock() : () -> f64

    %d0 = arith.subf %t1, %t0 : f64
    %d1 = arith.subf %t3, %t2 : f64
    %d2 = arith.subf %t5, %t4 : f64
    %d3 = arith.subf %t7, %t6 : f64
    %d4 = arith.subf %t9, %t8 : f64
    %p0 = arith.divf %d0, %itersf : f64
    %p1 = arith.divf %d1, %itersf : f64
    %p2 = arith.divf %d2, %itersf : f64
    %p3 = arith.divf %d3, %itersf : f64
    %p4 = arith.divf %d4, %itersf : f64
    %u0 = arith.mulf %p0, %us : f64
    %u1 = arith.mulf %p1, %us : f64
    %u2 = arith.mulf %p2, %us : f64
    %u3 = arith.mulf %p3, %us : f64
    %u4 = arith.mulf %p4, %us : f64
    vector.print str "stream "
    vector.print %u0 : f64
    vector.print str "reduce "
    vector.print %u1 : f64
    vector.print str "matmul "
    vector.print %u2 : f64
    vector.print str "tiled "
    vector.print %u3 : f64
    vector.print str "stencil "
    vector.print %u4 : f64
    gpu.dealloc %a : memref<16777216xf32>
    gpu.dealloc %b : memref<16777216xf32>
    gpu.dealloc %o : memref<16777216xf32>
    return
  }
}
