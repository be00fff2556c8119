/// The Relax reader: distributed Relax (TVM's python/tvm/script/parser/relax/dist.py):
/// `R.device_mesh(shape, I.Range(b, e) | [ids])` in I.module_global_infos, and
/// `R.DTensor(shape, dtype, device_mesh, placement, ndim=)` annotations whose mesh is a global
/// info named `"mesh[0]"` or an R.device_mesh written in place.
#include <fmt/format.h>

#include "semantics/script/reader_syntax.h"
#include "semantics/script/relax_reader_impl.h"
#include "semantics/script/tir_reader_internal.h"

namespace rxv::sem::relax_reader {

using py::PyExpr;
using py::PyExprKind;

namespace {

/// Device counts and ids are small; this bounds the id list a Range spells out.
constexpr int64_t kMaxMeshDevices = 1 << 20;

} // namespace

std::shared_ptr<const DeviceMesh> Reader::read_device_mesh(const PyExpr& e) {
  BoundArgs a = bind_args(e, "R.device_mesh", {"shape", "device_ids"}, sink_);
  if (!a.ok) return nullptr;
  if (!a[0] || !a[1]) {
    sink_.error(e.loc, "R.device_mesh takes a shape and the device ids (a list or I.Range)");
    return nullptr;
  }
  auto mesh = std::make_shared<DeviceMesh>();
  const PyExpr& shape = *a[0];
  if (shape.kind != PyExprKind::kTuple && shape.kind != PyExprKind::kList) {
    sink_.error(shape.loc, fmt::format("R.device_mesh: the shape must be a tuple of integers, "
                                       "got {}",
                                       detail::describe(shape)));
    return nullptr;
  }
  int64_t count = 1;
  for (const auto& d : shape.items) {
    auto v = int_literal(*d);
    if (!v || *v < 0 || *v > kMaxMeshDevices) {
      sink_.error(d->loc, fmt::format("R.device_mesh: a mesh dimension is an integer in [0, {}], "
                                      "got {}",
                                      kMaxMeshDevices, py_text(*d)));
      return nullptr;
    }
    mesh->shape.push_back(*v);
    count = std::min(count * *v, kMaxMeshDevices + 1);
  }
  const PyExpr& ids = *a[1];
  if (is_call_to(&ids, "I.Range") || is_call_to(&ids, "R.Range") ||
      is_call_to(&ids, "tvm.ir.Range") || is_call_to(&ids, "Range")) {
    // tvm.ir.Range(begin, end): min begin, extent end - begin.
    auto b =
        ids.items.size() == 3 && ids.keywords().empty() ? int_literal(*ids.items[1]) : std::nullopt;
    auto end = b ? int_literal(*ids.items[2]) : std::nullopt;
    if (!b || !end || *b < 0 || *end < *b || *end - *b > kMaxMeshDevices) {
      sink_.error(ids.loc, fmt::format("R.device_mesh: expected I.Range(begin, end) of integers "
                                       "with 0 <= begin <= end, got {}",
                                       py_text(ids)));
      return nullptr;
    }
    mesh->range = std::pair(*b, *end);
    for (int64_t i = *b; i < *end; ++i) mesh->device_ids.push_back(i);
  } else if (ids.kind == PyExprKind::kList || ids.kind == PyExprKind::kTuple) {
    for (const auto& d : ids.items) {
      auto v = int_literal(*d);
      if (!v) {
        sink_.error(d->loc,
                    fmt::format("R.device_mesh: a device id is an integer, got {}", py_text(*d)));
        return nullptr;
      }
      mesh->device_ids.push_back(*v);
    }
  } else {
    sink_.error(ids.loc, fmt::format("R.device_mesh: the device ids are a list of integers or "
                                     "I.Range(begin, end), got {}",
                                     detail::describe(ids)));
    return nullptr;
  }
  if (count != mesh->num_devices()) {
    sink_.error(e.loc, fmt::format("R.device_mesh: a mesh of shape {} has {} devices, but {} "
                                   "device ids are given",
                                   py_text(shape), count, mesh->num_devices()));
    return nullptr;
  }
  return mesh;
}

std::shared_ptr<const DeviceMesh> Reader::lookup_device_mesh(const PyExpr& e) {
  // "mesh[0]": global info `mesh`, item 0 (TVM's _lookup_device_mesh).
  std::string_view ref = e.str;
  size_t open = ref.find('[');
  std::optional<int64_t> index;
  if (open != std::string_view::npos && ref.size() > open + 2 && ref.back() == ']') {
    int64_t v = 0;
    bool digits = true;
    for (char c : ref.substr(open + 1, ref.size() - open - 2))
      digits = digits && c >= '0' && c <= '9' && (v = v * 10 + (c - '0')) < (1 << 30);
    if (digits) index = v;
  }
  if (!index) {
    sink_.error(e.loc, fmt::format("a device mesh is named \"<global info>[<index>]\" (like "
                                   "\"mesh[0]\"), got \"{}\"",
                                   ref));
    return nullptr;
  }
  std::string name(ref.substr(0, open));
  const AttrValue* list = global_infos_ ? global_infos_->find(name) : nullptr;
  if (!list || list->kind != AttrValue::Kind::kList || *index >= int64_t(list->items.size()) ||
      list->items[size_t(*index)].kind != AttrValue::Kind::kDeviceMesh) {
    sink_.error(e.loc, fmt::format("device mesh \"{}\" is not declared: the module's "
                                   "I.module_global_infos has no R.device_mesh at \"{}\"[{}]",
                                   ref, name, *index));
    return nullptr;
  }
  return list->items[size_t(*index)].mesh;
}

std::shared_ptr<const DeviceMesh> Reader::read_mesh_arg(const PyExpr& e) {
  if (e.kind == PyExprKind::kString) return lookup_device_mesh(e);
  if (is_call_to(&e, "R.device_mesh")) return read_device_mesh(e);
  sink_.error(e.loc, fmt::format("a device mesh is a string like \"mesh[0]\" or an "
                                 "R.device_mesh(...), got {}",
                                 detail::describe(e)));
  return nullptr;
}

std::optional<Placement> Reader::read_placement(const PyExpr& e) {
  if (e.kind != PyExprKind::kString) {
    sink_.error(e.loc, fmt::format("a placement is a string like \"S[0], R\", got {}",
                                   detail::describe(e)));
    return std::nullopt;
  }
  auto p = parse_placement(e.str);
  if (!p)
    sink_.error(e.loc, fmt::format("invalid placement \"{}\": expected one \"R\" or \"S[<axis>]\" "
                                   "per mesh dimension, separated by commas",
                                   e.str));
  return p;
}

StructInfo Reader::read_dtensor(const PyExpr& e, const std::string& head) {
  if (e.kind != PyExprKind::kCall) {
    sink_.error(e.loc, "R.DTensor needs its device mesh and placement: R.DTensor(shape, dtype, "
                       "device_mesh, placement)");
    return nullptr;
  }
  BoundArgs a = bind_args(e, head, {"shape", "dtype", "device_mesh", "placement", "ndim"}, sink_);
  if (!a.ok) return nullptr;
  const PyExpr *shape = a[0], *dtype = a[1], *mesh_arg = a[2], *placement_arg = a[3];
  // R.DTensor("float32", ...): the dtype alone, as R.Tensor reads it.
  if (shape && shape->kind == PyExprKind::kString && !dtype && DataType::parse(shape->str)) {
    dtype = shape;
    shape = nullptr;
  }
  auto tensor = read_tensor_parts(e, shape, dtype, a[4], "R.DTensor");
  if (!tensor) return nullptr;
  // TVM's defaults: the empty mesh of one device, the empty placement.
  std::shared_ptr<const DeviceMesh> mesh;
  if (mesh_arg) {
    mesh = read_mesh_arg(*mesh_arg);
    if (!mesh) return nullptr;
  } else {
    auto one = std::make_shared<DeviceMesh>();
    one->device_ids = {0};
    one->range = std::pair(int64_t(0), int64_t(1));
    mesh = std::move(one);
  }
  Placement placement;
  if (placement_arg) {
    auto p = read_placement(*placement_arg);
    if (!p) return nullptr;
    placement = std::move(*p);
  }
  return make_dtensor_sinfo(tensor, std::move(mesh), std::move(placement), e.loc);
}

} // namespace rxv::sem::relax_reader
