// RUN: dbg-opt %s -trace-dispatches | FileCheck %s
// Every kind of Location, rendered once into the dispatch site.

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f() kernel { gpu.return }
  }
  // CHECK-LABEL: func.func @locations
  func.func @locations() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) loc("model.py":42:5)
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) loc("model.py":42:5 to 42:17)
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) loc("model.py":42:5 to 44:2)
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) loc("attention"("model.py":10:3))
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) loc("softmax")
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) loc(callsite(callsite("callee_func_name"("callee_file.cc":7:9) at "caller_file.cc":10:8) at "caller2_file.cc":11:12))
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) loc(callsite("inner.py":1:1 at callsite("middle.py":2:2 at "outer.py":3:3)))
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) loc(fused["model.py":42:5, "model.py":43:1, "fused_op"("lib.py":7:7)])
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) loc(fused<"matmul+relu">["a.py":1:1, "b.py":2:2])
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) loc(fused[])
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) loc(unknown)
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) loc(callsite(unknown at "caller.py":5:5))
    return
  }
}
// CHECK: dbg.site @dbg_site_locations_0 {{.*}} at "model.py:42:5"
// CHECK: dbg.site @dbg_site_locations_1 {{.*}} at "model.py:42:5-17"
// CHECK: dbg.site @dbg_site_locations_2 {{.*}} at "model.py:42:5-44:2"
// CHECK: dbg.site @dbg_site_locations_3 {{.*}} at "attention at model.py:10:3"
// CHECK: dbg.site @dbg_site_locations_4 {{.*}} at "softmax"
// CHECK: dbg.site @dbg_site_locations_5 {{.*}} at "callee_func_name at callee_file.cc:7:9, called from caller_file.cc:10:8, called from caller2_file.cc:11:12"
// CHECK: dbg.site @dbg_site_locations_6 {{.*}} at "inner.py:1:1, called from middle.py:2:2, called from outer.py:3:3"
// CHECK: dbg.site @dbg_site_locations_7 {{.*}} at "model.py:42:5 (fused with model.py:43:1, fused_op at lib.py:7:7)"
// CHECK: dbg.site @dbg_site_locations_8 {{.*}} at "a.py:1:1 (fused with b.py:2:2) [\22matmul+relu\22]"
// CHECK: dbg.site @dbg_site_locations_9 {{.*}} at "unknown location (gpu.launch_func)"
// CHECK: dbg.site @dbg_site_locations_10 {{.*}} at "unknown location (gpu.launch_func)"
// CHECK: dbg.site @dbg_site_locations_11 {{.*}} at "unknown location (gpu.launch_func), called from caller.py:5:5"
