//===- TensorMaps.cpp - TMA descriptors as libdbgrt reads them ------------===//

#include "TensorMaps.h"

#include <mutex>
#include <unordered_map>

using namespace dbgrt;

int64_t TensorMap::boxBytes() const {
  int64_t bytes = elementBytes;
  for (int32_t i = 0; i < rank; ++i)
    bytes *= box[i];
  return bytes;
}

int64_t TensorMap::spanBytes() const {
  int64_t span = elementBytes;
  for (int32_t i = 0; i < rank; ++i)
    span += (dims[i] - 1) * strides[i];
  return span;
}

namespace {
struct DeviceTensorMaps {
  std::mutex mutex;
  std::unordered_map<const void *, TensorMap> maps;
};
DeviceTensorMaps &deviceTensorMaps() {
  static auto *maps = new DeviceTensorMaps(); // Used until exit.
  return *maps;
}
} // namespace

void dbgrt::recordDeviceTensorMap(const void *device, const TensorMap &map) {
  DeviceTensorMaps &all = deviceTensorMaps();
  std::lock_guard<std::mutex> lock(all.mutex);
  all.maps[device] = map;
}

bool dbgrt::findDeviceTensorMap(const void *device, TensorMap &map) {
  DeviceTensorMaps &all = deviceTensorMaps();
  std::lock_guard<std::mutex> lock(all.mutex);
  auto it = all.maps.find(device);
  if (it == all.maps.end())
    return false;
  map = it->second;
  return true;
}
