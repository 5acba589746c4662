// Four kernels that diff compares with their own host build
// (--debug=diff: embed-host-kernels builds each kernel for the CPU too).
// @saxpy is right: it takes a scalar, and its two blocks agree with the
// host. @rotate passes each element to its neighbour through workgroup
// memory, with the barrier between the write and the read missing: one
// warp runs it in lock step on a GPU and gets it right, but nothing orders
// one thread's write before another's read, and in the host build, whose
// threads run one after another between barriers, a thread reads its
// neighbour's element before the neighbour wrote it.
// @masked_tile reads a workgroup tile it only half wrote, and masks the
// unwritten half by multiplying it by zero: right only while that memory
// holds finite leftovers; the host build's workgroup memory starts as NaN.
// @block_sum is a shared-memory tree reduction with the barrier after its
// first step missing: one warp gets the sum right on a GPU, and the host
// build adds partial sums its other threads have not made yet. Prints the
// four results.
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
    // out[t] = in[next[t]], through a workgroup tile: each thread writes
    // its element, then reads its neighbour's.
    gpu.func @rotate(%in: memref<32xf32>, %next: memref<32xi32>,
                     %out: memref<32xf32>)
        workgroup(%tile: memref<32xf32, #gpu.address_space<workgroup>>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %in[%t] : memref<32xf32>
      memref.store %v, %tile[%t] : memref<32xf32, #gpu.address_space<workgroup>>
      // The bug: no gpu.barrier here.
      %n = memref.load %next[%t] : memref<32xi32>
      %j = arith.index_cast %n : i32 to index
      %w = memref.load %tile[%j] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %w, %out[%t] : memref<32xf32>
      gpu.return
    }
    // out[0] = sum(in): tile[t] += tile[t + s] for the halving strides s
    // (16, 8, 4, 2, then 1 by thread 0), read from memory; the barrier after
    // the first step is missing.
    gpu.func @block_sum(%in: memref<32xf32>, %strides: memref<4xi32>,
                        %out: memref<1xf32>)
        workgroup(%tile: memref<32xf32, #gpu.address_space<workgroup>>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %v = memref.load %in[%t] : memref<32xf32>
      memref.store %v, %tile[%t] : memref<32xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %k = %c0 to %c4 step %c1 {
        %s32 = memref.load %strides[%k] : memref<4xi32>
        %s = arith.index_cast %s32 : i32 to index
        %active = arith.cmpi ult, %t, %s : index
        scf.if %active {
          %u = arith.addi %t, %s : index
          %p = memref.load %tile[%t] : memref<32xf32, #gpu.address_space<workgroup>>
          %q = memref.load %tile[%u] : memref<32xf32, #gpu.address_space<workgroup>>
          %r = arith.addf %p, %q : f32
          memref.store %r, %tile[%t] : memref<32xf32, #gpu.address_space<workgroup>>
        }
        // The bug: the barrier is skipped after the first step (k = 0).
        %first = arith.cmpi eq, %k, %c0 : index
        scf.if %first {
        } else {
          gpu.barrier
        }
      }
      %is0 = arith.cmpi eq, %t, %c0 : index
      scf.if %is0 {
        %p = memref.load %tile[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
        %q = memref.load %tile[%c1] : memref<32xf32, #gpu.address_space<workgroup>>
        %r = arith.addf %p, %q : f32
        memref.store %r, %out[%c0] : memref<1xf32>
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

    // in[i] = i + 1, next[i] = (i + 1) % 32.
    %hin = memref.alloc() : memref<32xf32>
    %hnext = memref.alloc() : memref<32xi32>
    scf.for %i = %c0 to %c32 step %c1 {
      %j = arith.addi %i, %c1 : index
      %v = arith.index_cast %j : index to i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %hin[%i] : memref<32xf32>
      %k = arith.remui %j, %c32 : index
      %k32 = arith.index_cast %k : index to i32
      memref.store %k32, %hnext[%i] : memref<32xi32>
    }
    %in = gpu.alloc () : memref<32xf32>
    %next = gpu.alloc () : memref<32xi32>
    %rotated = gpu.alloc () : memref<32xf32>
    gpu.memcpy %in, %hin : memref<32xf32>, memref<32xf32>
    gpu.memcpy %next, %hnext : memref<32xi32>, memref<32xi32>
    gpu.launch_func @kernels::@rotate blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<32xf32>, %next : memref<32xi32>, %rotated : memref<32xf32>)
    %hrot = memref.alloc() : memref<32xf32>
    gpu.memcpy %hrot, %rotated : memref<32xf32>, memref<32xf32>
    %pr = memref.cast %hrot : memref<32xf32> to memref<*xf32>
    call @printMemrefF32(%pr) : (memref<*xf32>) -> ()

    %out = gpu.alloc () : memref<32xf32>
    gpu.launch_func @kernels::@masked_tile blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<32xf32>, %out : memref<32xf32>)
    gpu.memcpy %hin, %out : memref<32xf32>, memref<32xf32>
    %po = memref.cast %hin : memref<32xf32> to memref<*xf32>
    call @printMemrefF32(%po) : (memref<*xf32>) -> ()

    // The sum of in (1..32) is 528.
    %hstrides = memref.alloc() : memref<4xi32>
    %s16 = arith.constant 16 : i32
    %s8 = arith.constant 8 : i32
    %s4 = arith.constant 4 : i32
    %s2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : index
    memref.store %s16, %hstrides[%c0] : memref<4xi32>
    memref.store %s8, %hstrides[%c1] : memref<4xi32>
    memref.store %s4, %hstrides[%c2] : memref<4xi32>
    memref.store %s2, %hstrides[%c3] : memref<4xi32>
    %strides = gpu.alloc () : memref<4xi32>
    %sum = gpu.alloc () : memref<1xf32>
    gpu.memcpy %strides, %hstrides : memref<4xi32>, memref<4xi32>
    gpu.launch_func @kernels::@block_sum blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<32xf32>, %strides : memref<4xi32>, %sum : memref<1xf32>)
    %hsum = memref.alloc() : memref<1xf32>
    gpu.memcpy %hsum, %sum : memref<1xf32>, memref<1xf32>
    %ps = memref.cast %hsum : memref<1xf32> to memref<*xf32>
    call @printMemrefF32(%ps) : (memref<*xf32>) -> ()

    gpu.dealloc %x : memref<64xf32>
    gpu.dealloc %y : memref<64xf32>
    gpu.dealloc %in : memref<32xf32>
    gpu.dealloc %next : memref<32xi32>
    gpu.dealloc %rotated : memref<32xf32>
    gpu.dealloc %out : memref<32xf32>
    gpu.dealloc %strides : memref<4xi32>
    gpu.dealloc %sum : memref<1xf32>
    memref.dealloc %hstrides : memref<4xi32>
    memref.dealloc %hsum : memref<1xf32>
    memref.dealloc %hx : memref<64xf32>
    memref.dealloc %hy : memref<64xf32>
    memref.dealloc %hin : memref<32xf32>
    memref.dealloc %hnext : memref<32xi32>
    memref.dealloc %hrot : memref<32xf32>
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}
