// Run-time values of a compiled region (run_time_values.h).
#include "backends/halide/run_time_values.h"

#include <fmt/format.h>

#include <algorithm>

#include "backends/halide/lowering.h"
#include "semantics/ir/node_cast.h"

namespace rxv::halide {

bool RunTimeValues::has_float_attr(const std::string& name) const {
  return std::find(float_attrs.begin(), float_attrs.end(), name) != float_attrs.end();
}

bool RunTimeValues::takes_literals(const sem::CallNode& call) const {
  if (!literals) return false;
  if (float_literals) return true;
  for (const auto& a : call.args) {
    const auto* p = sem::as<sem::PrimValueNode>(a);
    if (p && p->value && p->value->kind == sem::PrimKind::kFloatImm) return false;
  }
  return true;
}

bool RunTimeValues::takes_tuple(int arg) const {
  return std::find(tuple_args.begin(), tuple_args.end(), arg) != tuple_args.end();
}

bool RunTimeValues::takes_attr(const std::string& name, const sem::AttrValue& v) const {
  bool number = v.kind == sem::AttrValue::Kind::kFloat || v.kind == sem::AttrValue::Kind::kInt;
  return number && has_float_attr(name);
}

Halide::Expr RunTimeParams::add_literal(int binding, int arg, bool is_float) {
  Param p;
  p.binding = binding;
  p.arg = arg;
  std::string name = fmt::format("lit{}_{}", binding, arg);
  Halide::Expr e;
  if (is_float) {
    Halide::Param<double> v(name);
    e = v;
    p.param = v;
  } else {
    Halide::Param<int64_t> v(name);
    e = v;
    p.param = v;
  }
  params_.push_back(std::move(p));
  return e;
}

Halide::Expr RunTimeParams::add_shape_dim(int binding, int arg, int dim) {
  Param p;
  p.binding = binding;
  p.arg = arg;
  p.dim = dim;
  Halide::Param<int64_t> v(fmt::format("dim{}_{}_{}", binding, arg, dim));
  p.param = v;
  params_.push_back(std::move(p));
  return v;
}

Halide::Expr RunTimeParams::add_float_attr(int binding, const std::string& attr,
                                           double default_value) {
  Param p;
  p.binding = binding;
  p.attr = attr;
  p.default_value = default_value;
  Halide::Param<double> v(fmt::format("attr{}_{}", binding, attr));
  p.param = v;
  params_.push_back(std::move(p));
  return v;
}

bool RunTimeParams::has_attr(int binding, const std::string& attr) const {
  for (const auto& p : params_)
    if (p.binding == binding && p.arg < 0 && p.attr == attr) return true;
  return false;
}

std::string RunTimeParams::bind(const Region& region, Halide::ParamMap& pm,
                                std::map<std::string, Halide::Expr>& env) const {
  for (const auto& p : params_) {
    const RegionBinding& rb = region.bindings[p.binding];
    if (auto* ip = std::get_if<Halide::Param<int64_t>>(&p.param)) {
      // The key keeps the literal's dtype (and the shape's rank), so its kind is the compiled one.
      const sem::Expr& lit = rb.args[p.arg].literal;
      int64_t v = 0;
      if (p.dim < 0)
        v = static_cast<const sem::PrimValueNode&>(*lit).value->int_value;
      else if (const auto* tu = sem::as<sem::TupleNode>(lit))
        v = static_cast<const sem::PrimValueNode&>(*tu->fields[p.dim]).value->int_value;
      else
        v = static_cast<const sem::ShapeExprNode&>(*lit).values[p.dim]->int_value;
      pm.set(*ip, v);
      env[ip->name()] = Halide::Expr(v);
      continue;
    }
    const auto& fp = std::get<Halide::Param<double>>(p.param);
    double value = 0;
    if (p.arg >= 0) {
      value = static_cast<const sem::PrimValueNode&>(*rb.args[p.arg].literal).value->float_value;
    } else {
      try {
        value = float_attr(*rb.call, p.attr).value_or(p.default_value);
      } catch (const AttrNotLowered& e) {
        return fmt::format("{}: attribute {}: {}", rb.binding->var->name, p.attr, e.what());
      }
    }
    pm.set(fp, value);
    env[fp.name()] = Halide::Expr(value);
  }
  return "";
}

} // namespace rxv::halide
