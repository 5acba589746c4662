// Three kernels that diff compares with their own host build
// (--debug=diff: embed-host-kernels builds each kernel for the CPU too).
// @saxpy is right: it takes a scalar, and its two blocks agree with the
// host. @block_sum is a shared-memory tree reduction with one barrier
// missing: one warp runs it in lock step on a GPU and gets the right sum,
// but nothing orders the threads' steps, and the host build, whose threads
// run one after another between barriers, sums stale partial values.
// @masked_tile reads a workgroup tile it only half wrote, and masks the
// unwritten half by multiplying it by zero: right only while that memory
// holds finite leftovers; the host build's workgroup memory starts as NaN.
// Prints the three results.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // y = a * x + y
    gpu.func @saxpy(%x: memref<64xf32>, %y: memref<64xf32>, %a: f32) kernel {
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %n = gpu.block_dim x
      %base = arith.muli %b, %n : index
      %i = arith.addi %base, %t : index
      %xi = memref.load %x[%i] : memref<64xf32>
      %yi = memref.load %y[%i] : memref<64xf32>
      %ax = arith.mulf %a, %xi : f32
      %r = arith.addf %ax, %yi : f32
      memref.store %r, %y[%i] : memref<64xf32>
      gpu.return
    }
    // out[0] = sum(in), by halving: tile[t] += tile[t + s] for s = 16..1.
    gpu.func @block_sum(%in: memref<32xf32>, %out: memref<1xf32>)
        workgroup(%tile: memref<32xf32, #gpu.address_space<workgroup>>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %v = memref.load %in[%t] : memref<32xf32>
      memref.store %v, %tile[%t] : memref<32xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %lt16 = arith.cmpi ult, %t, %c16 : index
      scf.if %lt16 {
        %t16 = arith.addi %t, %c16 : index
        %p = memref.load %tile[%t] : memref<32xf32, #gpu.address_space<workgroup>>
        %q = memref.load %tile[%t16] : memref<32xf32, #gpu.address_space<workgroup>>
        %s = arith.addf %p, %q : f32
        memref.store %s, %tile[%t] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      // The bug: no gpu.barrier here.
      %lt8 = arith.cmpi ult, %t, %c8 : index
      scf.if %lt8 {
        %t8 = arith.addi %t, %c8 : index
        %p = memref.load %tile[%t] : memref<32xf32, #gpu.address_space<workgroup>>
        %q = memref.load %tile[%t8] : memref<32xf32, #gpu.address_space<workgroup>>
        %s = arith.addf %p, %q : f32
        memref.store %s, %tile[%t] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %lt4 = arith.cmpi ult, %t, %c4 : index
      scf.if %lt4 {
        %t4 = arith.addi %t, %c4 : index
        %p = memref.load %tile[%t] : memref<32xf32, #gpu.address_space<workgroup>>
        %q = memref.load %tile[%t4] : memref<32xf32, #gpu.address_space<workgroup>>
        %s = arith.addf %p, %q : f32
        memref.store %s, %tile[%t] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %lt2 = arith.cmpi ult, %t, %c2 : index
      scf.if %lt2 {
        %t2 = arith.addi %t, %c2 : index
        %p = memref.load %tile[%t] : memref<32xf32, #gpu.address_space<workgroup>>
        %q = memref.load %tile[%t2] : memref<32xf32, #gpu.address_space<workgroup>>
        %s = arith.addf %p, %q : f32
        memref.store %s, %tile[%t] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %is0 = arith.cmpi eq, %t, %c0 : index
      scf.if %is0 {
        %p = memref.load %tile[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
        %q = memref.load %tile[%c1] : memref<32xf32, #gpu.address_space<workgroup>>
        %s = arith.addf %p, %q : f32
        memref.store %s, %out[%c0] : memref<1xf32>
      }
      gpu.return
    }
    // out[t] = t < 16 ? tile[t] : in[t] + 0 * tile[t], where only the
    // first 16 entries of the tile are written.
    gpu.func @masked_tile(%in: memref<32xf32>, %out: memref<32xf32>)
        workgroup(%tile: memref<32xf32, #gpu.address_space<workgroup>>) kernel {
      %t = gpu.thread_id x
      %c16 = arith.constant 16 : index
      %zero = arith.constant 0.0 : f32
      %one = arith.constant 1.0 : f32
      %v = memref.load %in[%t] : memref<32xf32>
      %lt16 = arith.cmpi ult, %t, %c16 : index
      scf.if %lt16 {
        memref.store %v, %tile[%t] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %w = memref.load %tile[%t] : memref<32xf32, #gpu.address_space<workgroup>>
      %keep = arith.select %lt16, %one, %zero : f32
      %add = arith.select %lt16, %zero, %v : f32
      %masked = arith.mulf %w, %keep : f32
      %r = arith.addf %masked, %add : f32
      memref.store %r, %out[%t] : memref<32xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %two = arith.constant 2.0 : f32
    %fone = arith.constant 1.0 : f32
    %hx = memref.alloc() : memref<64xf32>
    %hy = memref.alloc() : memref<64xf32>
    scf.for %i = %c0 to %c64 step %c1 {
      %v = arith.index_cast %i : index to i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %hx[%i] : memref<64xf32>
      memref.store %fone, %hy[%i] : memref<64xf32>
    }
    %x = gpu.alloc () : memref<64xf32>
    %y = gpu.alloc () : memref<64xf32>
    gpu.memcpy %x, %hx : memref<64xf32>, memref<64xf32>
    gpu.memcpy %y, %hy : memref<64xf32>, memref<64xf32>
    gpu.launch_func @kernels::@saxpy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%x : memref<64xf32>, %y : memref<64xf32>, %two : f32)
    gpu.memcpy %hy, %y : memref<64xf32>, memref<64xf32>
    %py = memref.cast %hy : memref<64xf32> to memref<*xf32>
    call @printMemrefF32(%py) : (memref<*xf32>) -> ()

    // in[i] = i + 1: the sum is 528.
    %hin = memref.alloc() : memref<32xf32>
    scf.for %i = %c0 to %c32 step %c1 {
      %j = arith.addi %i, %c1 : index
      %v = arith.index_cast %j : index to i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %hin[%i] : memref<32xf32>
    }
    %in = gpu.alloc () : memref<32xf32>
    %sum = gpu.alloc () : memref<1xf32>
    gpu.memcpy %in, %hin : memref<32xf32>, memref<32xf32>
    gpu.launch_func @kernels::@block_sum blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<32xf32>, %sum : memref<1xf32>)
    %hsum = memref.alloc() : memref<1xf32>
    gpu.memcpy %hsum, %sum : memref<1xf32>, memref<1xf32>
    %ps = memref.cast %hsum : memref<1xf32> to memref<*xf32>
    call @printMemrefF32(%ps) : (memref<*xf32>) -> ()

    %out = gpu.alloc () : memref<32xf32>
    gpu.launch_func @kernels::@masked_tile blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<32xf32>, %out : memref<32xf32>)
    gpu.memcpy %hin, %out : memref<32xf32>, memref<32xf32>
    %po = memref.cast %hin : memref<32xf32> to memref<*xf32>
    call @printMemrefF32(%po) : (memref<*xf32>) -> ()

    gpu.dealloc %x : memref<64xf32>
    gpu.dealloc %y : memref<64xf32>
    gpu.dealloc %in : memref<32xf32>
    gpu.dealloc %sum : memref<1xf32>
    gpu.dealloc %out : memref<32xf32>
    memref.dealloc %hx : memref<64xf32>
    memref.dealloc %hy : memref<64xf32>
    memref.dealloc %hin : memref<32xf32>
    memref.dealloc %hsum : memref<1xf32>
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}
