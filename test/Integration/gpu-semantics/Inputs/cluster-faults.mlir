// Cluster misuse in clusters of 2 blocks of 32 threads, chosen by the
// command line's argument count: 1 argument, only the block of rank 0
// arrives at the cluster's barrier, where its threads wait forever (a GPU
// hangs); 2, every thread maps its shared buffer into the block of rank
// 2, past the cluster (a GPU's access faults or reads another block's
// memory).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @misuse(%kind: i32)
        workgroup(%buf: memref<32xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %zero = arith.constant 0 : i32
      %rank = gpu.cluster_block_id x
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i32
      memref.store %t, %buf[%tid] : memref<32xi32, #gpu.address_space<workgroup>>
      %hang = arith.cmpi eq, %kind, %zero : i32
      scf.if %hang {
        %first = arith.cmpi eq, %rank, %c0 : index
        scf.if %first {
          nvvm.cluster.arrive
          nvvm.cluster.wait
        }
      } else {
        %two = arith.constant 2 : i32
        %base = memref.extract_aligned_pointer_as_index %buf : memref<32xi32, #gpu.address_space<workgroup>> -> index
        %base64 = arith.index_cast %base : index to i64
        %local = llvm.inttoptr %base64 : i64 to !llvm.ptr<3>
        %remote = nvvm.mapa %local, %two : !llvm.ptr<3> -> !llvm.ptr<7>
        %x = llvm.load %remote : !llvm.ptr<7> -> i32
        memref.store %x, %buf[%tid] : memref<32xi32, #gpu.address_space<workgroup>>
      }
      gpu.return
    }
  }
  func.func @main(%argc: i32, %argv: !llvm.ptr) -> i32 {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %one = arith.constant 1 : i32
    %kind = arith.subi %argc, %one : i32
    gpu.launch_func @kernels::@misuse clusters in (%c2, %c1, %c1)
        blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%kind : i32)
    %c0 = arith.constant 0 : i32
    return %c0 : i32
  }
}
