// Soundness of the manipulation rules against their kernels: on concrete shapes, the shape the
// StructInfo rule derives (semantics/ops/manipulation_*.cpp) is the shape the kernel produces.
// The two compute lengths independently (PrimExprs simplified by the Arith vs. C++ integers), so
// a grid of slice bounds and split counts checks one against the other.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "semantics/arith/eval.h"
#include "semantics/ops/op_table.h"
#include "tests/semantics/kernel_test_context.h"
#include "tests/semantics/ops_test_util.h"

namespace rxv::sem {
namespace ops_manipulation_consistency_test {

using namespace op_test;

/// The printed shape of a result: the tensor's dims, or each tuple field's.
std::string rule_shape(const StructInfo& s) {
  if (const auto* t = as<TupleSInfo>(s)) {
    std::string out = "(";
    for (const auto& f : t->fields) out += rule_shape(f) + ";";
    return out + ")";
  }
  const auto* t = as<TensorSInfo>(s);
  const auto* e = t ? as<ShapeExprNode>(t->shape) : nullptr;
  if (!e) return "unknown " + str(s);
  std::string out = "[";
  for (const auto& d : e->values)
    out += (is_int_imm(d) ? std::to_string(d->int_value) : print_prim_expr(d)) + ",";
  return out + "]";
}

/// rule_shape with the dims evaluated under `at` (symbolic results checked at a point).
std::string rule_shape_at(const StructInfo& s, const Assignment& at) {
  if (const auto* t = as<TupleSInfo>(s)) {
    std::string out = "(";
    for (const auto& f : t->fields) out += rule_shape_at(f, at) + ";";
    return out + ")";
  }
  const auto* t = as<TensorSInfo>(s);
  const auto* e = t ? as<ShapeExprNode>(t->shape) : nullptr;
  if (!e) return "unknown " + str(s);
  std::string out = "[";
  for (const auto& d : e->values) {
    auto v = eval_prim(d, at);
    out += (v ? std::to_string(*v) : "?" + print_prim_expr(d)) + ",";
  }
  return out + "]";
}

std::string value_shape(const Value& v) {
  if (const TupleValue* t = v.as_tuple()) {
    std::string out = "(";
    for (const auto& f : t->fields) out += value_shape(f) + ";";
    return out + ")";
  }
  const Tensor* t = v.as_tensor();
  if (!t) return v.kind_name();
  std::string out = "[";
  for (int64_t d : t->shape) out += std::to_string(d) + ",";
  return out + "]";
}

struct Checker {
  OpHarness h;
  testing::TestKernelContext ctx;

  /// Runs the rule on `sinfo` and the kernel on `values` for the same call; both must agree.
  /// With `at`, the rule's dims are evaluated under it first (sinfo may be symbolic).
  void check(const std::string& op, std::vector<StructInfo> sinfo, std::vector<Value> values,
             Attrs a = {}, const Assignment* at = nullptr) {
    SCOPED_TRACE(op);
    StructInfo s = h.infer(op, sinfo, a);
    ASSERT_EQ(h.errors(), 0u) << h.messages();
    const OpDef* def = OpTable::get().find(op);
    Expr call = make_call(make_op(op), {}, a);
    auto r = def->kernel(*as<CallNode>(call), values, ctx);
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_EQ(at ? rule_shape_at(s, *at) : rule_shape(s), value_shape(*r));
  }
};

StructInfo sinfo_of(const std::vector<int64_t>& shape) {
  std::vector<PrimExpr> d;
  for (int64_t x : shape) d.push_back(make_int(x));
  return make_tensor_sinfo(d, kF32);
}
/// The argument values, built one by one (GCC 12 misreports a braced list of Values as possibly
/// uninitialized).
template <class... A> std::vector<Value> vals(A&&... a) {
  std::vector<Value> v;
  (v.push_back(Value(std::forward<A>(a))), ...);
  return v;
}
Value zeros(const std::vector<int64_t>& shape) { return Tensor::zeros(kF32, shape); }
Value prim_tuple(const std::vector<int64_t>& vs) {
  std::vector<Value> f;
  for (int64_t v : vs) {
    PrimScalar p;
    p.i = v;
    f.push_back(p);
  }
  return make_tuple_value(std::move(f));
}
StructInfo prim_tuple_sinfo(const std::vector<int64_t>& vs) {
  std::vector<StructInfo> f;
  for (int64_t v : vs) f.push_back(Prim(kI64, make_int(v)));
  return Tup(f);
}

TEST(ManipulationConsistency, StridedSliceGrid) {
  Checker c;
  const int64_t bounds[] = {-12, -3, 0, 2, 7, 10, 12};
  const int64_t strides[] = {-3, -2, -1, 1, 2, 3};
  for (int64_t dim : {0, 1, 10}) {
    for (int64_t b : bounds) {
      for (int64_t e : bounds) {
        for (int64_t s : strides) {
          SCOPED_TRACE(std::to_string(dim) + " [" + std::to_string(b) + ":" + std::to_string(e) +
                       ":" + std::to_string(s) + "]");
          c.check("relax.strided_slice",
                  {sinfo_of({dim, 2}), prim_tuple_sinfo({0}), prim_tuple_sinfo({b}),
                   prim_tuple_sinfo({e}), prim_tuple_sinfo({s})},
                  vals(zeros({dim, 2}), prim_tuple({0}), prim_tuple({b}), prim_tuple({e}),
                       prim_tuple({s})));
        }
      }
    }
  }
}

/// The symbolic formulas (Select, min, max over a shape variable) at each concrete dim.
TEST(ManipulationConsistency, SymbolicStridedSliceGrid) {
  Checker c;
  PrimExpr n = make_var("n");
  const int64_t bounds[] = {-12, -3, 0, 2, 7, 12};
  const int64_t strides[] = {-2, -1, 1, 3};
  for (int64_t dim : {0, 1, 5, 10}) {
    Assignment at;
    at.set(n, dim);
    for (int64_t b : bounds) {
      for (int64_t e : bounds) {
        for (int64_t s : strides) {
          SCOPED_TRACE("n = " + std::to_string(dim) + " [" + std::to_string(b) + ":" +
                       std::to_string(e) + ":" + std::to_string(s) + "]");
          c.check("relax.strided_slice",
                  {T({n, 2}), prim_tuple_sinfo({0}), prim_tuple_sinfo({b}), prim_tuple_sinfo({e}),
                   prim_tuple_sinfo({s})},
                  vals(zeros({dim, 2}), prim_tuple({0}), prim_tuple({b}), prim_tuple({e}),
                       prim_tuple({s})),
                  {}, &at);
        }
      }
    }
  }
}

TEST(ManipulationConsistency, SymbolicSplitGrid) {
  Checker c;
  PrimExpr n = make_var("n");
  for (int64_t dim : {0, 1, 2, 5, 6, 7, 9}) {
    Assignment at;
    at.set(n, dim);
    for (int64_t k : {2, 3, 4}) {
      SCOPED_TRACE("n = " + std::to_string(dim) + " in " + std::to_string(k));
      c.check("relax.split", {T({n})}, vals(zeros({dim})),
              attrs({{"indices_or_sections", AttrValue::Int(k)}}), &at);
      c.check("relax.split", {T({n})}, vals(zeros({dim})),
              attrs({{"indices_or_sections", int_list({k, 2 * k - 1})}}), &at);
    }
  }
}

TEST(ManipulationConsistency, SplitGrid) {
  Checker c;
  for (int64_t dim : {0, 1, 5, 6, 7}) {
    for (int64_t n : {1, 2, 3, 4, 8}) {
      SCOPED_TRACE(std::to_string(dim) + " in " + std::to_string(n));
      Attrs a = attrs({{"indices_or_sections", AttrValue::Int(n)}, {"axis", AttrValue::Int(0)}});
      c.check("relax.split", {sinfo_of({dim, 3})}, vals(zeros({dim, 3})), a);
    }
    for (auto cuts : std::vector<std::vector<int64_t>>{{2}, {2, 5}, {5, 2}, {0, 9}, {-1, 3}}) {
      AttrValue list;
      list.kind = AttrValue::Kind::kList;
      for (int64_t x : cuts) list.items.push_back(AttrValue::Int(x));
      c.check("relax.split", {sinfo_of({3, dim})}, vals(zeros({3, dim})),
              attrs({{"indices_or_sections", list}, {"axis", AttrValue::Int(-1)}}));
    }
  }
}

TEST(ManipulationConsistency, OtherOps) {
  Checker c;
  c.check("relax.permute_dims", {sinfo_of({2, 3, 4})}, vals(zeros({2, 3, 4})),
          attrs({{"axes", int_list({1, 2, 0})}}));
  c.check("relax.permute_dims", {sinfo_of({2, 3, 4})}, vals(zeros({2, 3, 4})));
  c.check("relax.expand_dims", {sinfo_of({2, 3})}, vals(zeros({2, 3})),
          attrs({{"axis", int_list({0, -1, 2})}}));
  c.check("relax.squeeze", {sinfo_of({1, 3, 1})}, vals(zeros({1, 3, 1})));
  c.check("relax.squeeze", {sinfo_of({1, 3, 1})}, vals(zeros({1, 3, 1})),
          attrs({{"axis", int_list({-1})}}));
  c.check("relax.flatten", {sinfo_of({2, 3, 4})}, vals(zeros({2, 3, 4})));
  c.check("relax.flatten", {sinfo_of({})}, vals(zeros({})));
  c.check("relax.concat", {Tup({sinfo_of({2, 3}), sinfo_of({4, 3}), sinfo_of({0, 3})})},
          vals(make_tuple_value(vals(zeros({2, 3}), zeros({4, 3}), zeros({0, 3})))));
  c.check("relax.concat", {Tup({sinfo_of({2, 1}), sinfo_of({2, 5})})},
          vals(make_tuple_value(vals(zeros({2, 1}), zeros({2, 5})))),
          attrs({{"axis", AttrValue::Int(-1)}}));
  for (auto reps : std::vector<std::vector<int64_t>>{{2, 1, 3}, {0}, {2}, {1, 1}}) {
    AttrValue list;
    list.kind = AttrValue::Kind::kList;
    for (int64_t x : reps) list.items.push_back(AttrValue::Int(x));
    c.check("relax.tile", {sinfo_of({2, 3})}, vals(zeros({2, 3})), attrs({{"repeats", list}}));
  }
  c.check("relax.repeat", {sinfo_of({2, 3})}, vals(zeros({2, 3})),
          attrs({{"repeats", AttrValue::Int(3)}, {"axis", AttrValue::Int(1)}}));
  c.check("relax.repeat", {sinfo_of({2, 3})}, vals(zeros({2, 3})),
          attrs({{"repeats", AttrValue::Int(0)}}));
  c.check("relax.flip", {sinfo_of({2, 3})}, vals(zeros({2, 3})),
          attrs({{"axis", AttrValue::Int(1)}}));
  c.check("relax.take", {sinfo_of({2, 3}), make_tensor_sinfo(dims({4, 2}), kI64)},
          vals(zeros({2, 3}), Tensor::zeros(kI64, {4, 2})), attrs({{"axis", AttrValue::Int(1)}}));
  PrimScalar zero;
  c.check("relax.take", {sinfo_of({2, 3}), Prim(kI64)}, vals(zeros({2, 3}), zero),
          attrs({{"axis", AttrValue::Int(0)}}));
  for (const char* map :
       {"T.index_map(lambda i, j: (i // 4, j, i % 4))", "T.index_map(lambda i, j: (j, i))",
        "T.index_map(lambda i, j: (i * 3 + j,))", "T.index_map(lambda i, j: (j // 2, i, j % 2))"}) {
    for (int64_t d : {1, 4, 6}) {
      SCOPED_TRACE(map);
      c.check("relax.layout_transform", {sinfo_of({d, 3})}, vals(zeros({d, 3})),
              attrs({{"index_map", AttrValue::Raw(map)}}));
    }
  }
}

} // namespace ops_manipulation_consistency_test
} // namespace rxv::sem
