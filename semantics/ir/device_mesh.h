#pragma once
/// Distributed Relax's vocabulary (TVM's src/relax/distributed/): a DeviceMesh, a module global
/// info (`I.module_global_infos({"mesh": [R.device_mesh((2, 2), I.Range(0, 4))]})`), lays devices
/// out as an n-d array; a Placement says, per mesh dimension, whether a DTensor is replicated
/// there ("R") or split along one of its own axes ("S[i]").
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rxv::sem {

/// DeviceMesh(shape, device_ids | device_range): the devices `device_ids`, row-major over
/// `shape`; their count is the product of `shape` (the reader checks it).
struct DeviceMesh {
  std::vector<int64_t> shape;
  std::vector<int64_t> device_ids;
  /// [begin, end) when written `I.Range(begin, end)`: printed so, and part of equality, as in TVM.
  std::optional<std::pair<int64_t, int64_t>> range;
  bool operator==(const DeviceMesh&) const = default;
  /// The number of devices (the product of `shape`).
  int64_t num_devices() const { return int64_t(device_ids.size()); }
};

/// A Placement: one entry per mesh dimension, kReplica or the sharded tensor axis (>= 0).
using Placement = std::vector<int>;
inline constexpr int kReplica = -1;

/// TVM's text form: "S[1], R".
std::string placement_text(const Placement& p);
/// Parses "S[1], R" / "R" / "" as TVM's Placement::FromText does (spaces and commas separate);
/// nullopt on anything else.
std::optional<Placement> parse_placement(std::string_view text);

} // namespace rxv::sem
