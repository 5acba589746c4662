// Distributed shared memory in thread-block clusters of 4 blocks (2
// clusters, 64 threads per block): each block writes rank * 100 + thread
// into its shared buffer, the cluster's barrier (barrier.cluster arrive and
// wait) makes the writes visible, and each thread reads its neighbour
// block's element through nvvm.mapa (ld.shared::cluster), then waits at the
// barrier again so that no block leaves while another reads its memory.
// out[block * 64 + t] = ((rank + 1) % 4) * 100 + t. On a GPU the blocks of
// a cluster run at once; the host target runs them together, as fibers of
// one CPU thread.
// CHECK: 92928
// CHECK-NEXT: 100
// CHECK-NEXT: 5
// CHECK-NEXT: 101
// CHECK-NEXT: 363
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @neighbours(%out: memref<512xi32>)
        workgroup(%buf: memref<64xi32, #gpu.address_space<workgroup>>) kernel {
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %rank = gpu.cluster_block_id x
      %c100 = arith.constant 100 : index
      %mine = arith.muli %rank, %c100 : index
      %v = arith.addi %mine, %tid : index
      %v32 = arith.index_cast %v : index to i32
      memref.store %v32, %buf[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
      nvvm.cluster.arrive
      nvvm.cluster.wait
      %next = arith.addi %rank, %c1 : index
      %neighbour = arith.remui %next, %c4 : index
      %neighbour32 = arith.index_cast %neighbour : index to i32
      %base = memref.extract_aligned_pointer_as_index %buf : memref<64xi32, #gpu.address_space<workgroup>> -> index
      %base64 = arith.index_cast %base : index to i64
      %local = llvm.inttoptr %base64 : i64 to !llvm.ptr<3>
      %remote = nvvm.mapa %local, %neighbour32 : !llvm.ptr<3> -> !llvm.ptr<7>
      %tid64 = arith.index_cast %tid : index to i64
      %element = llvm.getelementptr %remote[%tid64] : (!llvm.ptr<7>, i64) -> !llvm.ptr<7>, i32
      %theirs = llvm.load %element : !llvm.ptr<7> -> i32
      %row = arith.muli %bid, %c64 : index
      %at = arith.addi %row, %tid : index
      memref.store %theirs, %out[%at] : memref<512xi32>
      nvvm.cluster.arrive
      nvvm.cluster.wait
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %c512 = arith.constant 512 : index
    %out = gpu.alloc () : memref<512xi32>
    gpu.launch_func @kernels::@neighbours clusters in (%c4, %c1, %c1)
        blocks in (%c8, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%out : memref<512xi32>)
    %h = memref.alloc() : memref<512xi32>
    gpu.memcpy %h, %out : memref<512xi32>, memref<512xi32>
    %zero = arith.constant 0 : i32
    %sum = scf.for %i = %c0 to %c512 step %c1 iter_args(%s = %zero) -> i32 {
      %x = memref.load %h[%i] : memref<512xi32>
      %t = arith.addi %s, %x : i32
      scf.yield %t : i32
    }
    vector.print %sum : i32
    %c197 = arith.constant 197 : index
    %c257 = arith.constant 257 : index
    %c447 = arith.constant 447 : index
    %a = memref.load %h[%c0] : memref<512xi32>
    %b = memref.load %h[%c197] : memref<512xi32>
    %c = memref.load %h[%c257] : memref<512xi32>
    %d = memref.load %h[%c447] : memref<512xi32>
    vector.print %a : i32
    vector.print %b : i32
    vector.print %c : i32
    vector.print %d : i32
    gpu.dealloc %out : memref<512xi32>
    memref.dealloc %h : memref<512xi32>
    return
  }
}
