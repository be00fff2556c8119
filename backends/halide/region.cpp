// Region discovery (region.h): one pass over the body's blocks, then a use count over the whole
// function to decide which region bindings escape (outputs).
#include "backends/halide/region.h"

#include <fmt/format.h>

#include <unordered_map>
#include <unordered_set>

#include "backends/halide/lowering.h"
#include "semantics/ir/node_cast.h"
#include "semantics/ir/shape_vars.h"
#include "semantics/ir/visitor.h"
#include "semantics/ops/op_attrs.h"
#include "semantics/ops/op_table.h"

namespace rxv::halide {

namespace {

using namespace rxv::sem;

using UseCount = std::unordered_map<const VarNode*, int>;

/// Counts the uses of Relax variables in an expression, an attribute's expression included (not
/// in StructInfo: a region passes shapes, not the variables that annotate them).
class UseCounter : public ExprVisitor {
public:
  explicit UseCounter(UseCount& uses) : uses_(uses) {}

protected:
  using ExprVisitor::visit;
  void visit(const VarNode& v) override { ++uses_[&v]; }
  void visit_sinfo(const StructInfo&) override {}
  void visit(const CallNode& c) override {
    ExprVisitor::visit(c);
    for (const auto& [k, v] : c.attrs.entries)
      if (v.kind == AttrValue::Kind::kExpr) visit_expr(v.expr);
  }

private:
  UseCount& uses_;
};

void count_uses(const Expr& e, UseCount& uses) { UseCounter(uses).visit_expr(e); }

/// A PrimValue literal (IntImm / FloatImm), usable as a scalar operand.
bool is_literal(const Expr& e) {
  const auto* p = as<PrimValueNode>(e);
  return p && p->value &&
         (p->value->kind == PrimKind::kIntImm || p->value->kind == PrimKind::kFloatImm);
}

/// A tuple of integer PrimValue literals (strided_slice's axes, begin, end, strides).
bool is_int_tuple(const Expr& e) {
  const auto* t = as<TupleNode>(e);
  if (!t) return false;
  for (const auto& f : t->fields) {
    const auto* p = as<PrimValueNode>(f);
    if (!p || !p->value || p->value->kind != PrimKind::kIntImm) return false;
  }
  return true;
}

/// A ShapeExpr of literal dims (reshape's target) or a tuple of int literals: part of the
/// region's structure.
bool is_literal_shape(const Expr& e) {
  if (is_int_tuple(e)) return true;
  const auto* s = as<ShapeExprNode>(e);
  if (!s) return false;
  for (const auto& v : s->values)
    if (!is_int_imm(v)) return false;
  return true;
}

std::string literal_key(const Expr& e) {
  if (const auto* t = as<TupleNode>(e)) {
    std::string k = "tuple[";
    for (const auto& f : t->fields)
      k += std::to_string(static_cast<const PrimValueNode&>(*f).value->int_value) + " ";
    return k + "]";
  }
  if (const auto* s = as<ShapeExprNode>(e)) {
    std::string k = "shape[";
    for (const auto& v : s->values) k += std::to_string(v->int_value) + " ";
    return k + "]";
  }
  const auto& v = static_cast<const PrimValueNode&>(*e).value;
  if (v->kind == PrimKind::kIntImm) return fmt::format("{}:{}", v->dtype.str(), v->int_value);
  return fmt::format("{}:{:a}", v->dtype.str(), v->float_value);
}

/// The key of `r`'s ops, attrs, argument wiring and outputs; `run_time`: without the values its
/// ops take at run time (their dtypes and kinds stay).
std::string structure_key(const Region& r, bool run_time) {
  std::string key;
  for (const auto& rb : r.bindings) {
    const RunTimeValues& rt = LoweringRegistry::get().run_time_values(rb.op);
    key += rb.op + "(";
    for (const auto& a : rb.args) {
      int arg = static_cast<int>(&a - rb.args.data());
      switch (a.kind) {
      case RegionArg::Kind::kInput: key += fmt::format("in{},", a.index); break;
      case RegionArg::Kind::kBinding: key += fmt::format("b{},", a.index); break;
      case RegionArg::Kind::kLiteral:
        if (run_time && rt.takes_literals(*rb.call) && is_literal(a.literal)) {
          key += static_cast<const PrimValueNode&>(*a.literal).value->dtype.str() + ":?,";
        } else if (const auto* t = as<TupleNode>(a.literal); run_time && t && rt.takes_tuple(arg)) {
          key += "tuple[" + std::string(t->fields.size(), '?') + "],";
        } else if (const auto* s = as<ShapeExprNode>(a.literal); run_time && rt.shapes && s) {
          key += "shape[";
          for (const auto& v : s->values) key += v->int_value == -1 ? "-1 " : "? ";
          key += "],";
        } else
          key += literal_key(a.literal) + ",";
        break;
      }
    }
    for (const auto& [k, v] : rb.call->attrs.entries) {
      if (run_time && rt.takes_attr(k, v))
        key += k + "=?,";
      else
        key += k + "=" + describe_attr(v) + ",";
    }
    key += ");";
  }
  key += "out";
  for (int o : r.outputs) key += fmt::format(",{}", o);
  return key;
}

/// Why `b` cannot join a region; empty when it can.
std::string why_not(const Binding& b) {
  if (b.is_match_cast) return "MatchCast";
  const auto* call = as<CallNode>(b.value);
  if (!call) return std::string("not an op call (") + expr_kind_name(b.value->kind) + ")";
  const auto* op = as<OpNode>(call->op);
  if (!op) return "not an op call";
  if (!LoweringRegistry::get().find(op->name)) return op->name + " has no Halide lowering";
  for (const auto& a : call->args) {
    if (as<VarNode>(a) || as<ConstantNode>(a) || is_literal(a) || is_literal_shape(a)) continue;
    return op->name + ": an argument is a " + expr_kind_name(a->kind);
  }
  return "";
}

/// The argument whose integer zeros make `op` fail (OpDef::divisor_arg); -1 for none.
int divisor_arg(const std::string& op) {
  const OpDef* def = OpTable::get().find(op);
  return def ? def->divisor_arg : -1;
}

/// Builds a region from bindings [first, last) of `block`.
Region make_region(const BindingBlock& block, size_t first, size_t last, const UseCount& uses) {
  Region r;
  r.block = &block;
  r.first = first;
  std::unordered_map<const ExprNode*, int> input_index, binding_index;
  for (size_t i = first; i < last; ++i) {
    const Binding& b = block.bindings[i];
    RegionBinding rb;
    rb.binding = &b;
    rb.call = static_cast<const CallNode*>(b.value.get());
    rb.op = static_cast<const OpNode&>(*rb.call->op).name;
    for (const auto& a : rb.call->args) {
      RegionArg ra;
      if (is_literal(a) || is_literal_shape(a)) {
        ra.kind = RegionArg::Kind::kLiteral;
        ra.literal = a;
      } else if (auto it = binding_index.find(a.get()); it != binding_index.end()) {
        ra.kind = RegionArg::Kind::kBinding;
        ra.index = it->second;
      } else {
        auto [in, added] = input_index.emplace(a.get(), static_cast<int>(r.inputs.size()));
        if (added) r.inputs.push_back(a);
        ra.index = in->second;
      }
      rb.args.push_back(std::move(ra));
    }
    if (int d = divisor_arg(rb.op);
        d >= 0 && size_t(d) < rb.args.size() && rb.args[d].kind == RegionArg::Kind::kInput)
      r.divisors.emplace_back(static_cast<int>(r.bindings.size()), rb.args[d].index);
    binding_index[b.var.get()] = static_cast<int>(r.bindings.size());
    r.bindings.push_back(std::move(rb));
  }
  // Uses inside the region, to find the bindings used elsewhere.
  UseCount inside;
  for (const auto& rb : r.bindings) count_uses(rb.binding->value, inside);
  for (size_t j = 0; j < r.bindings.size(); ++j) {
    const VarNode* v = r.bindings[j].binding->var.get();
    auto total = uses.find(v);
    int n_total = total == uses.end() ? 0 : total->second;
    auto in = inside.find(v);
    int n_in = in == inside.end() ? 0 : in->second;
    if (!v->is_dataflow() || n_total > n_in) r.outputs.push_back(static_cast<int>(j));
  }
  // Dead bindings only: the last one is still an output, so that the pipeline exists (Halide
  // cannot compile one without outputs) and its run-time checks fail as the interpreter's would.
  if (r.outputs.empty() && !r.bindings.empty())
    r.outputs.push_back(static_cast<int>(r.bindings.size()) - 1);
  r.any_rank = true;
  for (const auto& rb : r.bindings)
    r.any_rank = r.any_rank && LoweringRegistry::get().run_time_values(rb.op).any_rank;
  r.structure = structure_key(r, false);
  r.jit_key = structure_key(r, true);
  return r;
}

/// Empty when every shape variable that `r`'s input and binding annotations mention is a whole
/// dimension of an input's shape; otherwise why not. The region runs as its own function (on
/// Halide, or on the interpreter as a fallback), and only such variables are bound there: a
/// variable seen only in compound dims (`m * 3`) cannot be checked.
std::string unbound_shape_var(const Region& r) {
  std::unordered_set<const PrimExprNode*> bound;
  std::vector<const PrimExprNode*> mentioned;
  for (const Expr& in : r.inputs) {
    const auto* v = as<VarNode>(in);
    if (!v || !v->sinfo) continue;
    collect_shape_vars(v->sinfo, mentioned);
    const auto* t = as<TensorSInfo>(v->sinfo);
    const auto* shape = t ? as<ShapeExprNode>(t->shape) : nullptr;
    if (shape)
      for (const PrimExpr& d : shape->values)
        if (is_var(d)) bound.insert(d.get());
  }
  for (const auto& rb : r.bindings)
    if (rb.binding->var->sinfo) collect_shape_vars(rb.binding->var->sinfo, mentioned);
  for (const PrimExprNode* v : mentioned)
    if (!bound.count(v))
      return fmt::format("shape variable {} is not a whole dimension of a region input", v->name);
  return "";
}

} // namespace

RegionScan find_regions(const FunctionNode& fn, bool fuse) {
  RegionScan scan;
  const auto* seq = as<SeqExprNode>(fn.body);
  if (!seq) return scan;
  UseCount uses;
  count_uses(fn.body, uses);
  for (const auto& block : seq->blocks) {
    size_t start = 0;
    bool open = false;
    std::unordered_map<const VarNode*, bool> in_region;
    auto close = [&](size_t end) {
      if (open && end > start) {
        Region r = make_region(block, start, end, uses);
        if (std::string why = unbound_shape_var(r); !why.empty()) {
          for (size_t j = start; j < end; ++j)
            scan.fallbacks.push_back(block.bindings[j].var->name + ": " + why);
        } else {
          scan.regions.push_back(std::move(r));
          scan.lowered_bindings += static_cast<int>(end - start);
        }
      }
      open = false;
      in_region.clear();
    };
    for (size_t i = 0; i < block.bindings.size(); ++i) {
      const Binding& b = block.bindings[i];
      ++scan.bindings;
      // Plain blocks too: a binding whose op has a lowering is a pure call, and a region ends
      // at the first binding that is not (an impure call keeps its place in the order).
      std::string why = why_not(b);
      if (!why.empty()) {
        close(i);
        scan.fallbacks.push_back(b.var->name + ": " + why);
        continue;
      }
      const auto& call = static_cast<const CallNode&>(*b.value);
      const auto& op = static_cast<const OpNode&>(*call.op).name;
      if (int k = divisor_arg(op); open && k >= 0 && size_t(k) < call.args.size()) {
        const auto* d = as<VarNode>(call.args[k]);
        if (d && in_region.count(d)) close(i);
      }
      if (!fuse) close(i);
      if (!open) {
        open = true;
        start = i;
      }
      in_region[b.var.get()] = true;
    }
    close(block.bindings.size());
  }
  return scan;
}

} // namespace rxv::halide
