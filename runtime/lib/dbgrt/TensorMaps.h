//===- TensorMaps.h - TMA descriptors as libdbgrt reads them ----*- C++ -*-===//
//
// A TMA descriptor (PTX's tensor map, CUDA's cuTensorMapEncodeTiled) as the
// host target holds it, and the descriptors the CUDA backend encoded, by
// their device address: diff's host build of a kernel that takes one reads
// the host form instead, on its snapshot of the tensor.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_TENSORMAPS_H
#define DBGRT_TENSORMAPS_H

#include <cstdint>

namespace dbgrt {

/// What cuTensorMapEncodeTiled encodes: dimensions innermost first, strides
/// in bytes (the innermost one the element's size), box sizes in elements.
struct TensorMap {
  static constexpr uint64_t kMagic = 0x64626752544d4150; // "dbgRTMAP"
  uint64_t magic = kMagic;
  const char *base = nullptr;
  int32_t rank = 0;
  int32_t elementBytes = 0;
  int64_t dims[5] = {1, 1, 1, 1, 1};
  int64_t strides[5] = {0, 0, 0, 0, 0};
  int64_t box[5] = {1, 1, 1, 1, 1};
  /// nvgpu's TensorMapSwizzleKind: 0 none, 1 32B, 2 64B, 3 128B.
  int32_t swizzle = 0;
  bool oobNan = false;

  /// Bytes of one box.
  int64_t boxBytes() const;
  /// Bytes from `base` to the end of the tensor's last element.
  int64_t spanBytes() const;
};

/// Records `map`, which the CUDA backend encoded at device address
/// `device` (mgpuTensorMapEncodeTiledMemref). Thread-safe.
void recordDeviceTensorMap(const void *device, const TensorMap &map);

/// The map encoded at device address `device`; false when none was.
bool findDeviceTensorMap(const void *device, TensorMap &map);

} // namespace dbgrt

#endif // DBGRT_TENSORMAPS_H
