// StructInfo annotations and the values that carry dtypes: ndim agreement (WF-10, WF-14, WF-15),
// Tensor shape forms (WF-14), Callable annotations (WF-17), PrimValue contents (WF-18), Prim dtypes
// (WF-19, WF-22), dtype legality (WF-20) and vdevices (WF-24). Shape variables inside annotations
// are checked against the scope here too (well_formed_shape_vars.cpp says which criterion).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "semantics/analysis/well_formed_internal.h"

namespace rxv::sem::wf {
namespace {

/// Why `dt` is not a legal Relax dtype, or empty when it is. The spec (000, "Notes on
/// DataType") allows 1-64-bit integers, 16-64-bit floats and no vectors; TVM parses and checks
/// every TIR dtype, so the default rules also take int4/uint4, float8 and vector lanes
/// (`"int4x8"`; docs/spec-deviations.md, "Rule profiles").
std::string illegal_dtype_reason(DataType dt, bool allow_void, bool spec_rules) {
  using C = DataType::Code;
  auto bits_in = [&](std::initializer_list<int> ok) {
    for (int b : ok)
      if (dt.bits == b) return true;
    return false;
  };
  switch (dt.code) {
  case C::kInt:
  case C::kUInt:
    if (spec_rules && !bits_in({1, 8, 16, 32, 64})) return "integers have 1, 8, 16, 32 or 64 bits";
    if (!bits_in({1, 4, 8, 16, 32, 64})) return "integers have 1, 4, 8, 16, 32 or 64 bits";
    break;
  case C::kFloat:
    if (spec_rules && !bits_in({16, 32, 64})) return "floats have 16, 32 or 64 bits";
    if (!bits_in({8, 16, 32, 64})) return "floats have 8, 16, 32 or 64 bits";
    break;
  case C::kBFloat:
    if (dt.bits != 16) return "bfloat has 16 bits";
    break;
  case C::kHandle:
    if (dt.bits != 0 || dt.lanes != 0)
      return "handle types are not Relax dtypes; only void (handle with 0 bits and 0 lanes) is";
    if (!allow_void) return "a Constant needs a concrete dtype, not void";
    return "";
  }
  if (dt.lanes == 0) return "a dtype has at least one lane";
  if (spec_rules && dt.lanes != 1) return "Relax has no vector dtypes: lanes must be 1";
  return "";
}

/// An ndim mismatch is WF-10 in a Var's own annotation, else the criterion of the StructInfo kind.
const char* ndim_rule(Site site, SInfoKind kind) {
  if (site == Site::kParam || site == Site::kVarAnnotation) return "WF-10";
  return kind == SInfoKind::kShape ? "WF-15" : "WF-14";
}

} // namespace

void Checker::check_dtype(DataType dt, SourceLoc loc, std::string_view what, bool allow_void) {
  std::string reason = illegal_dtype_reason(dt, allow_void, opts_.spec_rules);
  if (!reason.empty())
    report("WF-20", loc, fmt::format("{} has dtype '{}': {}", what, dt.str(), reason));
}

void Checker::check_prim_value(const PrimValueNode& pv, SourceLoc loc, int depth) {
  if (!pv.value) {
    report("WF-X-null", loc, "a PrimValue has no value");
    return;
  }
  // The spec's letter: an IntImm or FloatImm of lanes 1. TVM accepts symbolic PrimValues
  // (`R.prim_value(n + 1)`), and the spec's own evaluation rules evaluate a PrimValue's PrimExpr,
  // so only the spec profile applies the letter (docs/spec-deviations.md, "Rule profiles").
  const PrimExpr& v = pv.value;
  const bool literal = v->kind == PrimKind::kIntImm || v->kind == PrimKind::kFloatImm;
  if (!literal && opts_.spec_rules)
    report("WF-18", loc,
           fmt::format("a PrimValue must hold an integer or float literal (IntImm or FloatImm); "
                       "this one holds a {} expression",
                       prim_kind_name(v->kind)));
  else if (v->dtype.lanes != 1)
    report("WF-18", loc,
           fmt::format("a PrimValue must hold a scalar (lanes 1), not '{}'", v->dtype.str()));
  check_shape_uses(v, Site::kExpr, SInfoKind::kTensor, loc, depth + 1);
}

void Checker::check_annotation(const StructInfo& s, Site site, SourceLoc ctx, int depth) {
  if (!s) {
    report("WF-X-null", ctx, "a StructInfo annotation (or one of its fields) is missing");
    return;
  }
  if (too_deep(depth, ctx)) return;
  const SourceLoc loc = pick_loc({s->loc, ctx});
  switch (s->kind) {
  case SInfoKind::kObject: return;
  case SInfoKind::kPrim: {
    const auto& p = static_cast<const PrimSInfo&>(*s);
    const bool category_ok = p.dtype.is_integral() || p.dtype.is_float();
    if (!category_ok)
      report("WF-19", loc,
             fmt::format("a Prim annotation has dtype '{}'; it must be an int, uint or float "
                         "type",
                         p.dtype.str()));
    else
      check_dtype(p.dtype, loc, "a Prim annotation");
    if (!p.value) return;
    if (p.value->dtype != p.dtype)
      report("WF-22", loc,
             fmt::format("a Prim annotation of dtype '{}' has a value of dtype '{}'", p.dtype.str(),
                         p.value->dtype.str()));
    check_shape_uses(p.value, site, SInfoKind::kPrim, loc, depth + 1);
    return;
  }
  case SInfoKind::kShape: {
    const auto& sh = static_cast<const ShapeSInfo&>(*s);
    if (!sh.values) {
      if (sh.ndim < -1)
        report(ndim_rule(site, SInfoKind::kShape), loc,
               fmt::format("a Shape annotation has ndim={}; ndim is -1 (unknown) or a count",
                           sh.ndim));
      return;
    }
    if (sh.ndim != int64_t(sh.values->size()))
      report(
          ndim_rule(site, SInfoKind::kShape), loc,
          fmt::format("a Shape annotation has ndim={} but {} values", sh.ndim, sh.values->size()));
    for (const auto& v : *sh.values) {
      if (!v) {
        report("WF-X-null", loc, "a value of a Shape annotation is missing");
        continue;
      }
      check_shape_uses(v, site, SInfoKind::kShape, loc, depth + 1);
    }
    return;
  }
  case SInfoKind::kTensor:
    check_tensor_annotation(static_cast<const TensorSInfo&>(*s), site, loc, depth + 1);
    return;
  case SInfoKind::kDTensor: {
    const auto& d = static_cast<const DTensorSInfo&>(*s);
    check_tensor_annotation(*d.tensor, site, loc, depth + 1);
    check_dtensor_annotation(d, loc);
    return;
  }
  case SInfoKind::kTuple:
    for (const auto& field : static_cast<const TupleSInfo&>(*s).fields)
      check_annotation(field, site, loc, depth + 1);
    return;
  case SInfoKind::kFunc:
    check_func_annotation(static_cast<const FuncSInfo&>(*s), site, loc, depth + 1);
    return;
  }
}

// TVM's DTensorStructInfo constructor: one placement entry per mesh dimension, sharded axes below
// the tensor's ndim; DeviceMesh's: as many device ids as the mesh shape's product.
void Checker::check_dtensor_annotation(const DTensorSInfo& d, SourceLoc loc) {
  int64_t devices = 1;
  for (int64_t n : d.mesh->shape)
    devices = n > 0 && devices > (int64_t(1) << 40) / n ? -1 : devices * n;
  if (devices != d.mesh->num_devices())
    report("WF-X-dtensor", loc,
           fmt::format("a device mesh of shape ({}) has {} device ids",
                       fmt::join(d.mesh->shape, ", "), d.mesh->num_devices()));
  if (d.placement.size() != d.mesh->shape.size())
    report("WF-X-dtensor", loc,
           fmt::format("a DTensor placement \"{}\" has {} entries but its device mesh has {} "
                       "dimensions",
                       placement_text(d.placement), d.placement.size(), d.mesh->shape.size()));
  for (int axis : d.placement)
    if (axis != kReplica && (axis < 0 || (d.tensor->ndim >= 0 && axis >= d.tensor->ndim)))
      report("WF-X-dtensor", loc,
             fmt::format("a DTensor placement shards axis {} of a tensor of ndim {}", axis,
                         d.tensor->ndim));
}

void Checker::check_tensor_annotation(const TensorSInfo& t, Site site, SourceLoc loc, int depth) {
  check_dtype(t.dtype, loc, "a Tensor annotation");
  // TVM's parser looks an undeclared vdevice up, finds none and drops it with a warning; the spec
  // profile rejects it.
  if (t.vdevice && opts_.spec_rules && !vdevice_declared(*t.vdevice))
    report("WF-24", loc,
           fmt::format("vdevice \"{}\" is not declared in the module's global_infos[\"vdevice\"]",
                       *t.vdevice));
  if (t.ndim < -1)
    report(ndim_rule(site, SInfoKind::kTensor), loc,
           fmt::format("a Tensor annotation has ndim={}; ndim is -1 (unknown) or a count", t.ndim));
  if (!t.shape) return;
  if (const auto* shape = as<ShapeExprNode>(t.shape)) {
    if (t.ndim != int64_t(shape->values.size()))
      report(ndim_rule(site, SInfoKind::kTensor), loc,
             fmt::format("a Tensor annotation has ndim={} but its shape has {} dimensions", t.ndim,
                         shape->values.size()));
    for (const auto& v : shape->values) {
      if (!v) {
        report("WF-X-null", loc, "a dimension of a Tensor annotation is missing");
        continue;
      }
      check_shape_uses(v, site, SInfoKind::kTensor, loc, depth + 1);
    }
    return;
  }
  if (const auto* var = as<VarNode>(t.shape)) {
    auto it = live_vars_.find(var);
    if (it == live_vars_.end())
      report("WF-14", use_site(var, loc),
             fmt::format("the shape of a Tensor annotation is Var '{}', which is not in scope "
                         "here",
                         var->name));
    else if (var->is_dataflow() && it->second.fn_depth < int(fn_stack_.size()))
      report("WF-11", use_site(var, loc),
             fmt::format("function {} is defined inside a DataflowBlock and uses DataflowVar '{}' "
                         "of the enclosing scope in an annotation",
                         where(), var->name));
    return;
  }
  report("WF-14", loc,
         fmt::format("the shape of a Tensor annotation must be a ShapeExpr or a Var, not a {}",
                     expr_kind_name(t.shape->kind)));
}

void Checker::check_func_annotation(const FuncSInfo& f, Site site, SourceLoc loc, int depth) {
  const bool has_derive = !f.derive_func.empty();
  if (f.params && has_derive)
    report("WF-17", loc,
           fmt::format("a Callable annotation has both params and derive_func '{}'; it may have "
                       "only one",
                       f.derive_func));
  else if (!f.params && !has_derive)
    report("WF-17", loc,
           "a Callable annotation has neither params nor derive_func; it must have one of them");
  // The Callable's parameters bind shape variables for the Callable itself (its own signature).
  push_frame();
  if (f.params) {
    std::vector<const PrimExprNode*> lone;
    for (const auto& p : *f.params) collect_lone_shape_vars(p, lone);
    for (const PrimExprNode* v : lone)
      if (!live_shapes_.count(v)) bind_shape_var(v, loc, /*owned=*/false);
    for (const auto& p : *f.params) check_annotation(p, site, loc, depth + 1);
  }
  check_annotation(f.ret, site, loc, depth + 1);
  pop_frame();
}

} // namespace rxv::sem::wf
