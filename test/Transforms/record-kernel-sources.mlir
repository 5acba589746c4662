// RUN: dbg-opt %s -record-kernel-sources="build-flags=--target=host" | FileCheck %s
// RUN: dbg-opt %s -record-kernel-sources="build-flags=--target=host" -trace-dispatches | FileCheck %s --check-prefix=SITE

// Each launch gets its kernel's gpu.module, reduced to the kernel and what
// it uses (a device function, a global, not the other kernel), in a module
// of its own printed with its locations (as aliases after it), and the
// kernel's operands: memrefs of strided layout, scalars by their bytes,
// and what a repro cannot pass.
// CHECK-LABEL: func.func @main
// CHECK: gpu.launch_func @kernels::@scale
// CHECK-SAME: dbg.kernel_source = {build = "--target=host", module = "
// CHECK-SAME: \0Amodule attributes {gpu.container_module} {\0A  gpu.module @kernels {\0A
// CHECK-SAME: memref.global \22private\22 constant @table : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> loc(
// CHECK-SAME: func.func @twice(%arg0: f32 loc(
// CHECK-SAME: gpu.func @scale(%arg0: memref<?xf32, strided<[?], offset: ?>>
// CHECK-NOT: @unused
// CHECK-SAME: %0 = memref.get_global @table : memref<2xf32> loc([[GET:#loc[0-9]+]])
// CHECK-SAME: \0A} loc(#loc)\0A
// The program's locations.
// CHECK-SAME: \0A[[GET]] = loc(\22{{[^ ]*}}record-kernel-sources.mlir\22:36:16)\0A
// CHECK-SAME: signature = "m 1 f32 memref<?xf32, strided<[?], offset: ?>>\0Af 2 f16\0Ai 1 i1\0Ai 4 i32\0Ai 8 index\0Ax 1 vector<4xf32>\0Ax 5 memref<2xindex>\0A"}
// The second launch of the kernel gets the same text.
// CHECK: gpu.launch_func @kernels::@scale
// CHECK-SAME: dbg.kernel_source = {build = "--target=host", module = "{{.*}}gpu.module @kernels {
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" constant @table : memref<2xf32> = dense<[1.0, 2.0]>
    func.func @twice(%x: f32) -> f32 {
      %r = arith.addf %x, %x : f32
      return %r : f32
    }
    gpu.func @scale(%buf: memref<?xf32, strided<[?], offset: ?>>, %h: f16,
                    %flag: i1, %n: i32, %k: index, %v: vector<4xf32>,
                    %idx: memref<2xindex>) kernel {
      %t = gpu.thread_id x
      %table = memref.get_global @table : memref<2xf32>
      %c0 = arith.constant 0 : index
      %s = memref.load %table[%c0] : memref<2xf32>
      %x = memref.load %buf[%t] : memref<?xf32, strided<[?], offset: ?>>
      %y = arith.mulf %x, %s : f32
      %z = func.call @twice(%y) : (f32) -> f32
      memref.store %z, %buf[%t] : memref<?xf32, strided<[?], offset: ?>>
      gpu.return
    }
    gpu.func @unused() kernel {
      gpu.return
    }
  }
  func.func @main(%buf: memref<?xf32, strided<[?], offset: ?>>, %h: f16,
                  %flag: i1, %n: i32, %v: vector<4xf32>,
                  %idx: memref<2xindex>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1)
        args(%buf : memref<?xf32, strided<[?], offset: ?>>, %h : f16,
             %flag : i1, %n : i32, %c1 : index, %v : vector<4xf32>,
             %idx : memref<2xindex>)
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1)
        args(%buf : memref<?xf32, strided<[?], offset: ?>>, %h : f16,
             %flag : i1, %n : i32, %c1 : index, %v : vector<4xf32>,
             %idx : memref<2xindex>)
    return
  }
}

// trace-dispatches moves the text into each launch's site, and the
// attribute goes.
// SITE-LABEL: func.func @main
// SITE-NOT: dbg.kernel_source
// SITE: dbg.site @dbg_site_main_0 dispatch kernel "kernels::scale" {{.*}} source "{{.*}}gpu.module @kernels {{.*}}" signature "m 1 f32 {{.*}}" build "--target=host"
// SITE: dbg.site @dbg_site_main_1 dispatch kernel "kernels::scale" {{.*}} source "{{.*}}gpu.module @kernels {{.*}}" signature "m 1 f32 {{.*}}" build "--target=host"

