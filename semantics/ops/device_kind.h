#pragma once
/// Device types by the names TVM's Python gives them (tvm_ffi's device table: `R.device("cuda",
/// 1)`, `tvm.cuda(1)`), as DLPack's DLDeviceType codes: the attribute device_type of
/// relax.hint_on_device. One process runs everything on one device, so the codes are only kept
/// and printed.
#include <cstdint>
#include <optional>
#include <string_view>

namespace rxv::sem {

/// One device name and its DLDeviceType code.
struct DeviceKind {
  std::string_view name;
  int32_t code;
};

/// TVM's names (tvm_ffi Device._DEVICE_NAME_TO_TYPE), aliases included.
inline constexpr DeviceKind kDeviceKinds[] = {
    {"cpu", 1},   {"cuda", 2},    {"opencl", 4}, {"vulkan", 7},   {"metal", 8},
    {"mps", 8},   {"vpi", 9},     {"rocm", 10},  {"ext_dev", 12}, {"hexagon", 16},
    {"wgpu", 15}, {"webgpu", 15}, {"maia", 17},  {"trn", 18},
};

/// The code of a device name ("cuda": 2), or nullopt for a name TVM does not know.
inline std::optional<int32_t> device_type_code(std::string_view name) {
  for (const DeviceKind& k : kDeviceKinds)
    if (k.name == name) return k.code;
  return std::nullopt;
}

} // namespace rxv::sem
