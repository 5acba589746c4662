// RUN: dbg-opt %s --fork-gpu-async-chains --split-input-file | FileCheck %s

// Two launches after one token: the first keeps its stream, the second
// gets a gpu.wait async of its own; the sync wait is no user that forks.
// CHECK-LABEL: func.func @two_launches
// CHECK: %[[BUF:.*]], %[[T:.*]] = gpu.alloc async
// CHECK: %[[A:.*]] = gpu.launch_func async [%[[T]]] @kernels::@fill
// CHECK: %[[FORK:.*]] = gpu.wait async [%[[T]]]
// CHECK: %[[B:.*]] = gpu.launch_func async [%[[FORK]]] @kernels::@fill
// CHECK: gpu.wait [%[[A]], %[[B]]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buf: memref<64xf32>) kernel {
      gpu.return
    }
  }
  func.func @two_launches() {
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %buf, %t = gpu.alloc async [%t0] () : memref<64xf32>
    %a = gpu.launch_func async [%t] @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>)
    %b = gpu.launch_func async [%t] @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>)
    gpu.wait [%a, %b]
    return
  }
}

// -----

// A chain, a join and a sync wait: nothing forks. A copy and a dealloc
// after one launch fork as launches do.
// CHECK-LABEL: func.func @chain_and_copies
// CHECK: %[[A:.*]] = gpu.launch_func async [%{{.*}}] @kernels::@fill
// CHECK-NEXT: %[[B:.*]] = gpu.launch_func async [%[[A]]] @kernels::@fill
// CHECK-NEXT: %[[J:.*]] = gpu.wait async [%[[A]], %[[B]]]
// CHECK-NEXT: %[[C:.*]] = gpu.memcpy async [%[[J]]]
// CHECK-NEXT: %[[FORK:.*]] = gpu.wait async [%[[J]]]
// CHECK-NEXT: %[[D:.*]] = gpu.dealloc async [%[[FORK]]]
// CHECK-NEXT: gpu.wait [%[[C]], %[[D]]]
// CHECK-NOT: gpu.wait async
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buf: memref<64xf32>) kernel {
      gpu.return
    }
  }
  func.func @chain_and_copies(%host: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %buf, %t = gpu.alloc async [%t0] () : memref<64xf32>
    %a = gpu.launch_func async [%t] @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>)
    %b = gpu.launch_func async [%a] @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>)
    %j = gpu.wait async [%a, %b]
    %c = gpu.memcpy async [%j] %host, %buf : memref<64xf32>, memref<64xf32>
    %d = gpu.dealloc async [%j] %buf : memref<64xf32>
    gpu.wait [%c, %d]
    return
  }
}

// -----

// A token a loop carries, with one user in each iteration: a chain,
// nothing forks.
// CHECK-LABEL: func.func @loop
// CHECK: scf.for
// CHECK-NEXT: %[[L:.*]] = gpu.launch_func async [%{{.*}}] @kernels::@fill
// CHECK-NEXT: scf.yield %[[L]]
// CHECK-NOT: gpu.wait async [
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buf: memref<64xf32>) kernel {
      gpu.return
    }
  }
  func.func @loop(%buf: memref<64xf32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (!gpu.async.token) {
      %l = gpu.launch_func async [%t] @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>)
      scf.yield %l : !gpu.async.token
    }
    gpu.wait [%r]
    return
  }
}

// -----

// Two launches after the token a loop carries: the first keeps the
// iteration's stream, the second forks; the join is no user that forks.
// CHECK-LABEL: func.func @loop_fork
// CHECK: scf.for {{.*}} iter_args(%[[T:.*]] = %{{.*}})
// CHECK-NEXT: %[[L:.*]] = gpu.launch_func async [%[[T]]] @kernels::@fill
// CHECK-NEXT: %[[FORK:.*]] = gpu.wait async [%[[T]]]
// CHECK-NEXT: %[[M:.*]] = gpu.launch_func async [%[[FORK]]] @kernels::@fill
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buf: memref<64xf32>) kernel {
      gpu.return
    }
  }
  func.func @loop_fork(%buf: memref<64xf32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (!gpu.async.token) {
      %l = gpu.launch_func async [%t] @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>)
      %m = gpu.launch_func async [%t] @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>)
      %j = gpu.wait async [%l, %m]
      scf.yield %j : !gpu.async.token
    }
    gpu.wait [%r]
    return
  }
}
