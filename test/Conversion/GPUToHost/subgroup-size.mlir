// RUN: dbg-opt %s -split-input-file -verify-diagnostics -convert-gpu-to-host=subgroup-size=48
// RUN: dbg-opt %s -split-input-file -convert-gpu-to-host=subgroup-size=64 2>&1 | FileCheck %s --check-prefix=WAVE64

// An unsupported subgroup size is refused before anything is lowered.
// expected-error @below {{convert-gpu-to-host: subgroup-size is 48; it must be 32 or 64}}
module {
}

// -----

// 64 lanes (wave64): the lane id and the subgroup size use it (48 is
// refused here too).
// expected-error @below {{convert-gpu-to-host: subgroup-size is 48; it must be 32 or 64}}
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @lanes(%out: memref<2xindex>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %lane = gpu.lane_id
      %size = gpu.subgroup_size : index
      memref.store %lane, %out[%c0] : memref<2xindex>
      memref.store %size, %out[%c1] : memref<2xindex>
      gpu.return
    }
  }
}
// WAVE64-LABEL: func.func private @__dbg_host_k_lanes
// WAVE64: %[[C64:.*]] = arith.constant 64 : index
// WAVE64: %[[LANE:.*]] = arith.remui %{{.*}}, %[[C64]] : index
// WAVE64: %[[SIZE:.*]] = arith.constant 64 : index
// WAVE64: memref.store %[[LANE]]
// WAVE64: memref.store %[[SIZE]]
