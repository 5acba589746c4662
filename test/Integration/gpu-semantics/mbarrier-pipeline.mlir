// A producer/consumer handoff through an mbarrier: warp 1 fills a
// workgroup buffer and arrives (32 arrivals complete a phase); warp 0
// waits for the phase with try_wait.parity, then reads what warp 1 wrote.
// The second round flips the phase's parity: the consumers wait for parity
// 1. A third round, on the group's second mbarrier, counts an arrive.nocomplete, which cannot complete a
// phase, and test_wait on the token of each thread's arrival says its
// phase completed. On a GPU and on the host target (whose fibers suspend the
// consumers until the producers arrive) the program prints the sums of
// both rounds and 1.
// CHECK: 1056
// CHECK-NEXT: 2048
// CHECK-NEXT: 1
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
!tokenType = !nvgpu.mbarrier.token
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @handoff(%out: memref<3xi32>)
        workgroup(%buf: memref<32xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c32 = arith.constant 32 : index
      %c31 = arith.constant 31 : i32
      %tid = gpu.thread_id x
      %bar = nvgpu.mbarrier.create -> !barrierType
      %first = arith.cmpi eq, %tid, %c0 : index
      %c65 = arith.constant 65 : index
      nvgpu.mbarrier.init %bar[%c0], %c32, predicate = %first : !barrierType
      nvgpu.mbarrier.init %bar[%c1], %c65, predicate = %first : !barrierType
      gpu.barrier
      %producer = arith.cmpi uge, %tid, %c32 : index
      %lane = arith.remui %tid, %c32 : index
      %lane32 = arith.index_cast %lane : index to i32
      %ticks = arith.constant 1000000 : index
      %false = arith.constant false
      %true = arith.constant true
      %zero = arith.constant 0 : i32
      // Round 1: buf[i] = i + 1; round 2: buf[i] = 2 * (i + 1) + 31.
      scf.if %producer {
        %v = arith.addi %lane32, %c31 : i32
        %w = arith.subi %v, %c31 : i32
        %one = arith.constant 1 : i32
        %x = arith.addi %w, %one : i32
        memref.store %x, %buf[%lane] : memref<32xi32, #gpu.address_space<workgroup>>
        %t = nvgpu.mbarrier.arrive %bar[%c0] : !barrierType -> !tokenType
      } else {
        nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !barrierType
        %is0 = arith.cmpi eq, %tid, %c0 : index
        scf.if %is0 {
          %sum = scf.for %i = %c0 to %c32 step %c1 iter_args(%acc = %zero) -> (i32) {
            %e = memref.load %buf[%i] : memref<32xi32, #gpu.address_space<workgroup>>
            %n = arith.addi %acc, %e : i32
            scf.yield %n : i32
          }
          %k = arith.constant 528 : i32
          %r = arith.addi %sum, %k : i32
          memref.store %r, %out[%c0] : memref<3xi32>
        }
      }
      gpu.barrier
      scf.if %producer {
        %one = arith.constant 1 : i32
        %two = arith.constant 2 : i32
        %x = arith.addi %lane32, %one : i32
        %y = arith.muli %x, %two : i32
        %z = arith.addi %y, %c31 : i32
        memref.store %z, %buf[%lane] : memref<32xi32, #gpu.address_space<workgroup>>
        %t = nvgpu.mbarrier.arrive %bar[%c0] : !barrierType -> !tokenType
      } else {
        nvgpu.mbarrier.try_wait.parity %bar[%c0], %true, %ticks : !barrierType
        %is0 = arith.cmpi eq, %tid, %c0 : index
        scf.if %is0 {
          %sum = scf.for %i = %c0 to %c32 step %c1 iter_args(%acc = %zero) -> (i32) {
            %e = memref.load %buf[%i] : memref<32xi32, #gpu.address_space<workgroup>>
            %n = arith.addi %acc, %e : i32
            scf.yield %n : i32
          }
          memref.store %sum, %out[%c1] : memref<3xi32>
        }
      }
      gpu.barrier
      // Round 3, on the group's second mbarrier, made for 65 arrivals:
      // thread 0 counts one that cannot complete the phase, then everyone
      // arrives with a token and waits for the phase of parity 0;
      // test_wait says the token's phase completed.
      scf.if %first {
        %n = nvgpu.mbarrier.arrive.nocomplete %bar[%c1], %c1 : !barrierType -> !tokenType
      }
      gpu.barrier
      %token = nvgpu.mbarrier.arrive %bar[%c1] : !barrierType -> !tokenType
      nvgpu.mbarrier.try_wait.parity %bar[%c1], %false, %ticks : !barrierType
      %done = nvgpu.mbarrier.test.wait %bar[%c1], %token : !barrierType, !tokenType
      scf.if %first {
        %d = arith.extui %done : i1 to i32
        memref.store %d, %out[%c2] : memref<3xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %out = gpu.alloc () : memref<3xi32>
    gpu.launch_func @kernels::@handoff blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<3xi32>)
    %h = memref.alloc() : memref<3xi32>
    gpu.memcpy %h, %out : memref<3xi32>, memref<3xi32>
    %a = memref.load %h[%c0] : memref<3xi32>
    %b = memref.load %h[%c1] : memref<3xi32>
    %c = memref.load %h[%c2] : memref<3xi32>
    vector.print %a : i32
    vector.print %b : i32
    vector.print %c : i32
    return
  }
}
