// Seeded bugs: races on global memory between the blocks of one dispatch.
//  - @last_writer: thread 0 of every block stores its block id into out[0]
//    (two blocks writing one element): a write-after-write race, whichever
//    block stores first;
//  - @smooth: each block writes its 64 elements of %buf, then every thread
//    reads its right neighbour, so thread 63 of block b reads the element
//    thread 0 of block b + 1 writes, with nothing ordering the two blocks:
//    a read-after-write race, or a write-after-read one when the reader
//    ran first.
// The correct kernels are checked too and report nothing: @scale doubles
// each element in place (one thread per element), @strided writes every
// element once from a grid-stride loop, @total adds into one element with
// atomics, and @broadcast reads one element every block reads (a buffer
// the kernel never writes). The program prints 512 (@total: 256 ones and
// @strided's 256 ones) and 4 (@scale's 2 * 2).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @last_writer(%out: memref<256xf32>) kernel {
      %c0 = arith.constant 0 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %i = arith.index_cast %bid : index to i32
        %v = arith.sitofp %i : i32 to f32
        memref.store %v, %out[%c0] : memref<256xf32>
      }
      gpu.return
    }
    gpu.func @smooth(%buf: memref<257xf32>, %out: memref<256xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %one = arith.constant 1.0 : f32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %base = arith.muli %bid, %c64 : index
      %i = arith.addi %base, %tid : index
      memref.store %one, %buf[%i] : memref<257xf32>
      %j = arith.addi %i, %c1 : index
      %right = memref.load %buf[%j] : memref<257xf32>
      memref.store %right, %out[%i] : memref<256xf32>
      gpu.return
    }
    gpu.func @scale(%buf: memref<256xf32>) kernel {
      %c64 = arith.constant 64 : index
      %two = arith.constant 2.0 : f32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %buf[%i] : memref<256xf32>
      %w = arith.mulf %v, %two : f32
      memref.store %w, %buf[%i] : memref<256xf32>
      gpu.return
    }
    gpu.func @strided(%buf: memref<256xf32>, %total: memref<1xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c256 = arith.constant 256 : index
      %one = arith.constant 1.0 : f32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %gdim = gpu.grid_dim x
      %base = arith.muli %bid, %bdim : index
      %start = arith.addi %base, %tid : index
      %step = arith.muli %gdim, %bdim : index
      scf.for %i = %start to %c256 step %step {
        memref.store %one, %buf[%i] : memref<256xf32>
        %old = memref.atomic_rmw addf %one, %total[%c0] : (f32, memref<1xf32>) -> f32
      }
      gpu.return
    }
    gpu.func @total(%in: memref<256xf32>, %total: memref<1xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %base = arith.muli %bid, %c64 : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %in[%i] : memref<256xf32>
      %old = memref.atomic_rmw addf %v, %total[%c0] : (f32, memref<1xf32>) -> f32
      gpu.return
    }
    gpu.func @broadcast(%in: memref<256xf32>, %out: memref<256xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %base = arith.muli %bid, %c64 : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %in[%c0] : memref<256xf32>
      memref.store %v, %out[%i] : memref<256xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %zero = arith.constant 0.0 : f32
    %buf = gpu.alloc () : memref<256xf32>
    %halo = gpu.alloc () : memref<257xf32>
    %other = gpu.alloc () : memref<256xf32>
    %total = gpu.alloc () : memref<1xf32>
    gpu.memset %total, %zero : memref<1xf32>, f32
    gpu.launch_func @kernels::@strided blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%buf : memref<256xf32>, %total : memref<1xf32>)
    gpu.launch_func @kernels::@total blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%buf : memref<256xf32>, %total : memref<1xf32>)
    gpu.launch_func @kernels::@scale blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%buf : memref<256xf32>)
    gpu.launch_func @kernels::@scale blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%buf : memref<256xf32>)
    gpu.launch_func @kernels::@broadcast blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%buf : memref<256xf32>, %other : memref<256xf32>)
    %h = memref.alloc() : memref<1xf32>
    gpu.memcpy %h, %total : memref<1xf32>, memref<1xf32>
    %t = memref.load %h[%c0] : memref<1xf32>
    vector.print %t : f32
    %h2 = memref.alloc() : memref<256xf32>
    gpu.memcpy %h2, %other : memref<256xf32>, memref<256xf32>
    %s = memref.load %h2[%c0] : memref<256xf32>
    vector.print %s : f32
    gpu.launch_func @kernels::@last_writer blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%buf : memref<256xf32>)
    gpu.launch_func @kernels::@smooth blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%halo : memref<257xf32>, %other : memref<256xf32>)
    return
  }
}
// The report names both accesses, whichever block ran first.
// OUT: 512
// OUT-NEXT: 4
// CHECK-NOT: kernels::{{(scale|strided|total|broadcast)}}
// CHECK: [dbg] error: write-after-write race on global memory in kernels::last_writer at {{.*}}race-global.mlir:26:9: element 0 of kernel argument #0 (memref<256xf32>) was written by block ({{[0-3]}},0,0) at memref.store at {{.*}}race-global.mlir:26:9, with nothing ordering the two blocks, block ({{[0-3]}},0,0) thread (0,0,0)
// CHECK: [dbg] error: {{(read-after-write race on global memory in kernels::smooth at .*race-global.mlir:40:16: element (64|128|192) of kernel argument #0 \(memref<257xf32>\) was written by block \([1-3],0,0\) at memref.store at .*race-global.mlir:38:7|write-after-read race on global memory in kernels::smooth at .*race-global.mlir:38:7: element (64|128|192) of kernel argument #0 \(memref<257xf32>\) was read by block \([0-2],0,0\) at memref.load at .*race-global.mlir:40:16)}}, with nothing ordering the two blocks, block ({{[0-3]}},0,0) thread ({{0|63}},0,0)
// CHECK-NOT: kernels::{{(scale|strided|total|broadcast)}}
// @smooth's three block boundaries race each way the blocks happened to
// run: one of its two sites fails, or both (one boundary each way).
// CHECK: {{[23]}} check site(s) failed
