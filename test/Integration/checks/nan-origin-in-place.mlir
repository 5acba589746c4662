// Origin replay of dispatches that change what they read. Before each
// dispatch of a kernel with an origin build, the buffers the kernel writes
// that one of its operands reads are saved; the replay starts from them, so
// it finds the op where the NaN was born, not the NaN the dispatch stored
// (which it would report as loaded), and leaves the buffers as the dispatch
// did:
//  - @log_in_place: x[i] = log(x[i]) * 2, in place; x[0] = -0.5, a NaN;
//  - @root: out[i] = sqrt(in[i]) + 1, launched with one buffer as both
//    operands (read-only and write-only in the kernel, one buffer at run
//    time); y[0] = -1, a NaN;
//  - @print: the values afterwards (but the NaNs, whose sign varies),
//    which replays must not change;
//  - @via_helper: a NaN made in a device function it calls, which the
//    origin build does not check: no origin found.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%x: memref<4xf32>, %y: memref<4xf32>) kernel {
      %tid = gpu.thread_id x
      %i = arith.index_cast %tid : index to i32
      %f = arith.sitofp %i : i32 to f32
      %half = arith.constant 0.5 : f32
      %one = arith.constant 1.0 : f32
      %a = arith.subf %f, %half : f32
      %b = arith.subf %f, %one : f32
      memref.store %a, %x[%tid] : memref<4xf32>
      memref.store %b, %y[%tid] : memref<4xf32>
      gpu.return
    }
    gpu.func @log_in_place(%x: memref<4xf32>) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %x[%tid] : memref<4xf32>
      %l = math.log %v : f32
      %two = arith.constant 2.0 : f32
      %r = arith.mulf %l, %two : f32
      memref.store %r, %x[%tid] : memref<4xf32>
      gpu.return
    }
    gpu.func @root(%in: memref<4xf32>, %out: memref<4xf32>) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %in[%tid] : memref<4xf32>
      %s = math.sqrt %v : f32
      %one = arith.constant 1.0 : f32
      %r = arith.addf %s, %one : f32
      memref.store %r, %out[%tid] : memref<4xf32>
      gpu.return
    }
    gpu.func @print(%x: memref<4xf32>, %y: memref<4xf32>) kernel {
      %tid = gpu.thread_id x
      %c1 = arith.constant 1 : index
      %i = arith.addi %tid, %c1 : index
      %a = memref.load %x[%i] : memref<4xf32>
      %b = memref.load %y[%i] : memref<4xf32>
      %a64 = arith.extf %a : f32 to f64
      %b64 = arith.extf %b : f32 to f64
      gpu.printf "%d: x %.4f y %.4f\n", %i, %a64, %b64 : index, f64, f64
      gpu.return
    }
    func.func @root_of(%x: f32) -> f32 {
      %s = math.sqrt %x : f32
      return %s : f32
    }
    gpu.func @via_helper(%z: memref<4xf32>) kernel {
      %tid = gpu.thread_id x
      %i = arith.index_cast %tid : index to i32
      %f = arith.sitofp %i : i32 to f32
      %one = arith.constant 1.0 : f32
      %v = arith.subf %f, %one : f32
      %r = func.call @root_of(%v) : (f32) -> f32
      memref.store %r, %z[%tid] : memref<4xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %x = gpu.alloc () : memref<4xf32>
    %y = gpu.alloc () : memref<4xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c4, %c1, %c1)
        args(%x : memref<4xf32>, %y : memref<4xf32>)
    gpu.launch_func @kernels::@log_in_place blocks in (%c1, %c1, %c1)
        threads in (%c4, %c1, %c1) args(%x : memref<4xf32>)
    gpu.launch_func @kernels::@root blocks in (%c1, %c1, %c1)
        threads in (%c4, %c1, %c1)
        args(%y : memref<4xf32>, %y : memref<4xf32>)
    %c3 = arith.constant 3 : index
    gpu.launch_func @kernels::@print blocks in (%c1, %c1, %c1)
        threads in (%c3, %c1, %c1)
        args(%x : memref<4xf32>, %y : memref<4xf32>)
    %z = gpu.alloc () : memref<4xf32>
    gpu.launch_func @kernels::@via_helper blocks in (%c1, %c1, %c1)
        threads in (%c4, %c1, %c1) args(%z : memref<4xf32>)
    gpu.dealloc %z : memref<4xf32>
    gpu.dealloc %x : memref<4xf32>
    gpu.dealloc %y : memref<4xf32>
    return
  }
}
// CHECK: [dbg] error: NaN stored by memref.store in kernels::log_in_place at {{.*}}nan-origin-in-place.mlir:35:7: value nan, block (0,0,0) thread (0,0,0)
// CHECK-NEXT: [dbg]   in @main:1 kernels::log_in_place [id=2]
// CHECK-NEXT: [dbg]   origin: NaN produced by math.log in kernels::log_in_place at {{.*}}nan-origin-in-place.mlir:32:12: result nan from operands -0.5, block (0,0,0) thread (0,0,0)
// CHECK: [dbg] error: NaN stored by memref.store in kernels::root at {{.*}}nan-origin-in-place.mlir:44:7: value nan, block (0,0,0) thread (0,0,0)
// CHECK-NEXT: [dbg]   in @main:2 kernels::root [id=3]
// CHECK-NEXT: [dbg]   origin: NaN produced by math.sqrt in kernels::root at {{.*}}nan-origin-in-place.mlir:41:12: result nan from operands -1, block (0,0,0) thread (0,0,0)
// A NaN made in a device function the kernel calls: its ops are not
// checked again, and the replay says so.
// CHECK: [dbg] error: NaN stored by memref.store in kernels::via_helper at {{.*}}nan-origin-in-place.mlir:69:7: value nan, block (0,0,0) thread (0,0,0)
// CHECK-NEXT: [dbg]   in @main:4 kernels::via_helper [id=5]
// CHECK-NEXT: [dbg]   origin: not found: the dispatch replayed with a check of every float op of its kernel made no NaN or Inf (it came from a device function the kernel calls, whose ops are not checked, or from an Inf read from memory, which loads are not checked for, or it differs from run to run)
// CHECK-NOT: origin:
// CHECK: [dbg] error: 3 check site(s) failed

// What the program prints: the same with and without replays.
// OUT: 1: x -1.3863 y 1.0000
// OUT-NEXT: 2: x 0.8109 y 2.0000
// OUT-NEXT: 3: x 1.8326 y 2.4142

// JSON Lines: an "origin" event after each store's check event.
// JSON: {"event":"check","severity":"error","kind":"nonfinite","what":"NaN stored by memref.store","kernel":"kernels::log_in_place"
// JSON-NEXT: {"event":"origin","kind":"nonfinite","what":"NaN produced by math.log","kernel":"kernels::log_in_place","op":"math.log","location":"{{.*}}nan-origin-in-place.mlir:32:12","values":{"value":"nan","operand0":-0.5},{{.*}}"dispatch":"@main:1 kernels::log_in_place [id=2]{{[^"]*}}"}
// JSON: {"event":"check","severity":"error","kind":"nonfinite","what":"NaN stored by memref.store","kernel":"kernels::via_helper"
// JSON-NEXT: {"event":"origin","found":false,"dispatch":"@main:4 kernels::via_helper [id=5]{{[^"]*}}","message":"the dispatch replayed with a check of every float op of its kernel made no NaN or Inf {{.*}}"}
