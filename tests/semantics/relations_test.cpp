// Tests of semantics/struct_info/relations.cpp: subtyping, graded compatibility and LUB over every
// StructInfo kind and their pairs. The tables are rows of (given, expected, subtype verdict,
// compatibility verdict) and (a, b, LUB); the properties run over every pair of a list of ~35
// StructInfos: the LUB is an upper bound of both sides and does not depend on their order,
// subtyping is reflexive and transitive, and compatibility agrees with subtyping.
#include "semantics/struct_info/relations.h"

#include <gtest/gtest.h>

#include "semantics/ir/expr.h"
#include "semantics/ir/structural_equal.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader.h"
#include "tests/semantics/sinfo_test_util.h"

namespace rxv::sem {
namespace relations_test {

using namespace sinfo_test;

const DataType kVoid = DataType::Void();
constexpr Compat C = Compat::kCompatible;
constexpr Compat P = Compat::kPossibly;
constexpr Compat I = Compat::kIncompatible;

// ---- builders ----

std::string str(const StructInfo& s) {
  const auto* f = as<FuncSInfo>(s);
  if (f && !f->derive_func.empty())
    return print_struct_info(s) + " [derive " + f->derive_func + "]";
  return print_struct_info(s);
}

class Relations : public ::testing::Test {
protected:
  std::unique_ptr<Arith> arith_ = make_default_arith();
  PrimExpr n_ = make_var("n"), m_ = make_var("m"), k_ = make_var("k");
  Var s_ = make_relax_var("s", shape_nd(2)), t_ = make_relax_var("t", shape_nd(2));
};

// ---- subtyping and compatibility ----

struct RelationRow {
  const char* what;
  StructInfo given, expected;
  Compat subtype, compat;
};

void check_rows(const std::vector<RelationRow>& rows, Arith& arith) {
  for (const RelationRow& r : rows) {
    SCOPED_TRACE(std::string(r.what) + ": " + str(r.given) + " vs " + str(r.expected));
    EXPECT_STREQ(compat_name(is_subtype(r.given, r.expected, arith)), compat_name(r.subtype));
    EXPECT_STREQ(compat_name(check_compatibility(r.given, r.expected, arith)),
                 compat_name(r.compat));
  }
}

TEST_F(Relations, ObjectAndKinds) {
  check_rows(
      {
          {"object to object", obj(), obj(), C, C},
          {"tensor to object", tensor({lit(2), lit(3)}), obj(), C, C},
          {"prim to object", prim(kI64, n_), obj(), C, C},
          {"shape to object", shape({n_}), obj(), C, C},
          {"tuple to object", tuple({}), obj(), C, C},
          {"func to object", func({}, obj()), obj(), C, C},
          {"object to tensor", obj(), tensor_nd(-1, kVoid), I, P},
          {"object to tuple", obj(), tuple({}), I, P},
          {"object to func", obj(), opaque(obj(), false), I, P},
          {"tensor to shape", tensor_nd(1), shape_nd(-1), I, I},
          {"prim to tensor", prim(kI64), tensor_nd(-1, kVoid), I, I},
          {"tuple to tensor", tuple({}), tensor_nd(-1, kVoid), I, I},
          {"func to tuple", func({}, obj()), tuple({}), I, I},
          {"shape to prim", shape({n_}), prim(kI64), I, I},
          {"tensor to func", tensor_nd(1), opaque(obj(), false), I, I},
      },
      *arith_);
}

TEST_F(Relations, Tensor) {
  check_rows(
      {
          {"same", tensor({n_, lit(4)}), tensor({n_, lit(4)}), C, C},
          {"forget shape", tensor({n_, lit(4)}), tensor_nd(2), C, C},
          {"forget ndim", tensor({n_, lit(4)}), tensor_nd(-1), C, C},
          {"forget dtype", tensor({n_, lit(4)}), tensor({n_, lit(4)}, kVoid), C, C},
          {"forget all", tensor({n_, lit(4)}), tensor_nd(-1, kVoid), C, C},
          {"void to void ndim", tensor({n_, lit(4)}, kVoid), tensor_nd(2, kVoid), C, C},
          {"dtype conflict", tensor({n_, lit(4)}), tensor({n_, lit(4)}, kI32), I, I},
          {"dtype conflict no shape", tensor_nd(2), tensor_nd(-1, kI32), I, I},
          {"ndim conflict", tensor({n_, lit(4)}), tensor_nd(3), I, I},
          {"given lacks shape", tensor_nd(2), tensor({n_, lit(4)}), I, P},
          {"given lacks ndim", tensor_nd(-1), tensor_nd(2), I, P},
          {"given lacks dtype", tensor({n_, lit(4)}, kVoid), tensor({n_, lit(4)}), I, P},
          {"n vs m", tensor({n_}), tensor({m_}), P, P},
          {"n*2 vs n+n", tensor({mul(n_, lit(2))}), tensor({add(n_, n_)}), C, C},
          {"3 vs 4", tensor({lit(3)}), tensor({lit(4)}), I, I},
          {"n vs 4", tensor({n_}), tensor({lit(4)}), P, P},
          {"4 vs n", tensor({lit(4)}), tensor({n_}), P, P},
          {"n+1 vs n", tensor({add(n_, lit(1))}), tensor({n_}), I, I},
          {"one dim differs", tensor({n_, lit(3)}), tensor({m_, lit(4)}), I, I},
          {"rank-0", tensor({}), tensor({}), C, C},
          {"rank-0 vs rank-1", tensor({}), tensor({lit(1)}), I, I},
          {"same shape var", tensor_var(s_, 2), tensor_var(s_, 2), C, C},
          {"shape var vs dims", tensor_var(s_, 2), tensor({n_, m_}), P, P},
          {"dims vs shape var", tensor({n_, m_}), tensor_var(s_, 2), P, P},
          {"two shape vars", tensor_var(s_, 2), tensor_var(t_, 2), P, P},
          {"shape var forgets", tensor_var(s_, 2), tensor_nd(2), C, C},
          {"shape var, ndim conflict", tensor_var(s_, 2), tensor_nd(3), I, I},
          {"forget vdevice", on_device(tensor({n_}), "cuda:0"), tensor({n_}), C, C},
          {"given lacks vdevice", tensor({n_}), on_device(tensor({n_}), "cuda:0"), I, P},
          {"vdevice conflict", on_device(tensor({n_}), "cuda:0"), on_device(tensor({n_}), "cuda:1"),
           I, I},
      },
      *arith_);
}

TEST_F(Relations, Shape) {
  check_rows(
      {
          {"same", shape({n_, lit(4)}), shape({n_, lit(4)}), C, C},
          {"forget values", shape({n_, lit(4)}), shape_nd(2), C, C},
          {"forget ndim", shape({n_, lit(4)}), shape_nd(-1), C, C},
          {"ndim to unknown", shape_nd(2), shape_nd(-1), C, C},
          {"given lacks values", shape_nd(2), shape({n_, lit(4)}), I, P},
          {"given lacks ndim", shape_nd(-1), shape_nd(2), I, P},
          {"given lacks all", shape_nd(-1), shape({n_}), I, P},
          {"ndim conflict", shape_nd(2), shape_nd(3), I, I},
          {"length conflict", shape({n_, lit(4)}), shape({n_}), I, I},
          {"n vs m", shape({n_}), shape({m_}), P, P},
          {"n*2 vs n+n", shape({mul(n_, lit(2))}), shape({add(n_, n_)}), C, C},
          {"3 vs 4", shape({lit(3)}), shape({lit(4)}), I, I},
          {"n vs 4", shape({n_}), shape({lit(4)}), P, P},
          {"empty", shape({}), shape({}), C, C},
      },
      *arith_);
}

TEST_F(Relations, Prim) {
  check_rows(
      {
          {"same dtype", prim(kI64), prim(kI64), C, C},
          {"dtype conflict", prim(kI64), prim(kI32), I, I},
          {"dtype conflict with values", prim(kF32, n_), prim(kI64, n_), I, I},
          {"forget value", prim(kI64, n_), prim(kI64), C, C},
          {"given lacks value", prim(kI64), prim(kI64, n_), I, P},
          {"same value", prim(kI64, n_), prim(kI64, n_), C, C},
          {"n vs m", prim(kI64, n_), prim(kI64, m_), P, P},
          {"3 vs 4", prim(kI64, lit(3)), prim(kI64, lit(4)), I, I},
          {"n*2 vs n+n", prim(kI64, mul(n_, lit(2))), prim(kI64, add(n_, n_)), C, C},
          {"n vs 4", prim(kI64, n_), prim(kI64, lit(4)), P, P},
          {"bool", prim(DataType::Bool()), prim(DataType::Bool()), C, C},
      },
      *arith_);
}

TEST_F(Relations, Tuple) {
  StructInfo tn = tensor({n_}), tm = tensor({m_});
  check_rows(
      {
          {"empty", tuple({}), tuple({}), C, C},
          {"length conflict", tuple({tn}), tuple({tn, tn}), I, I},
          {"empty vs one", tuple({}), tuple({obj()}), I, I},
          {"covariant", tuple({tn, prim(kI64, n_)}), tuple({tensor_nd(1), prim(kI64)}), C, C},
          {"field lacks", tuple({tensor_nd(1)}), tuple({tn}), I, P},
          {"field object", tuple({obj()}), tuple({tn}), I, P},
          {"field to object", tuple({tn, tm}), tuple({obj(), tm}), C, C},
          {"nested conflict", tuple({tuple({tensor({lit(3)})})}),
           tuple({tuple({tensor({lit(4)})})}), I, I},
          {"nested undecided", tuple({tuple({tn}), obj()}), tuple({tuple({tm}), obj()}), P, P},
          {"incompatible wins", tuple({tn, tensor({lit(3)})}), tuple({tm, tensor({lit(4)})}), I, I},
          {"field kind conflict", tuple({tn}), tuple({shape_nd(1)}), I, I},
      },
      *arith_);
}

TEST_F(Relations, FuncWithParams) {
  StructInfo tn = tensor({n_}), tm = tensor({m_});
  check_rows(
      {
          {"same", func({tn}, tn), func({tn}, tn), C, C},
          {"alpha-equivalent", func({tn}, tn), func({tm}, tm), C, C},
          {"alpha-equivalent, compound ret", func({tn}, tensor({mul(n_, lit(2))})),
           func({tm}, tensor({add(m_, m_)})), C, C},
          {"ret provably different", func({tn}, tensor({add(n_, lit(1))})), func({tm}, tm), I, I},
          {"pure to impure", func({tn}, tn, true), func({tn}, tn, false), C, C},
          {"impure to pure", func({tn}, tn, false), func({tn}, tn, true), I, I},
          {"arity", func({tn}, tn), func({tn, tn}, tn), I, I},
          {"no params", func({}, tuple({})), func({}, tuple({})), C, C},
          {"params contravariant", func({tensor_nd(1)}, obj()), func({tn}, obj()), C, C},
          {"params not covariant", func({tensor({lit(3)})}, obj()), func({tensor_nd(1)}, obj()), I,
           P},
          {"param dtype conflict", func({tensor_nd(1, kI32)}, obj()), func({tensor_nd(1)}, obj()),
           I, I},
          {"ret covariant", func({}, tensor({lit(2)})), func({}, tensor_nd(1)), C, C},
          {"ret not contravariant", func({}, tensor_nd(1)), func({}, tensor({lit(2)})), I, P},
          {"ret dtype conflict", func({}, tensor_nd(1)), func({}, tensor_nd(1, kI32)), I, I},
          {"ret undecided", func({}, tensor({n_})), func({}, tensor({m_})), P, P},
          {"pure callback accepted", func({func({}, tn, false)}, tn),
           func({func({}, tn, true)}, tn), C, C},
          {"impure callback refused", func({func({}, tn, true)}, tn),
           func({func({}, tn, false)}, tn), I, I},
          {"prim param binds", func({prim(kI64, n_)}, tn), func({prim(kI64, m_)}, tm), C, C},
      },
      *arith_);
}

TEST_F(Relations, FuncOpaqueAndDerive) {
  StructInfo tn = tensor({n_});
  const std::string kDefault = "relax.default_derive", kOther = "relax.other_derive";
  check_rows(
      {
          {"opaque same", opaque(obj()), opaque(obj()), C, C},
          {"opaque ret covariant", opaque(tn), opaque(tensor_nd(1)), C, C},
          {"opaque ret lacks", opaque(tensor_nd(1)), opaque(tn), I, P},
          {"opaque impure to pure", opaque(obj(), false), opaque(obj(), true), I, I},
          {"closure to opaque", func({tn}, tn), opaque(obj(), false), C, C},
          {"closure to opaque ret", func({tn}, tensor_nd(1)), opaque(tensor_nd(-1)), C, C},
          {"closure to opaque ret conflict", func({tn}, tensor_nd(1)), opaque(tensor_nd(1, kI32)),
           I, I},
          {"opaque to closure", opaque(obj()), func({tn}, tn), I, P},
          {"opaque to closure, ret conflict", opaque(tensor_nd(1, kI32)), func({tn}, tensor_nd(1)),
           I, I},
          {"same derive", opaque(obj(), false, kDefault), opaque(obj(), false, kDefault), C, C},
          {"different derive", opaque(obj(), false, kDefault), opaque(obj(), false, kOther), I, P},
          {"derive to empty derivation", opaque(obj(), false, kDefault), opaque(obj(), false), C,
           C},
          {"derive to opaque ret", opaque(obj(), false, kDefault), opaque(tn, false), I, P},
          {"opaque to derive", opaque(obj(), false), opaque(obj(), false, kDefault), I, P},
          {"closure to derive", func({tn}, tn, false), opaque(obj(), false, kDefault), I, I},
          {"derive to closure", opaque(obj(), false, kDefault), func({tn}, tn, false), I, I},
          {"derive impure to pure", opaque(obj(), false, kDefault), opaque(obj(), true, kDefault),
           I, I},
      },
      *arith_);
}

/// StructInfos read from a signature: shape variables of the same name are the same variable.
std::vector<StructInfo> read_params(const std::string& params) {
  std::string src = "from tvm.script import relax as R\n\n@R.function\ndef f(" + params +
                    "):\n    return R.tuple()\n";
  DiagnosticSink sink;
  auto m = read_module(src, sink);
  EXPECT_TRUE(m.has_value()) << sink.format("input");
  std::vector<StructInfo> out;
  if (!m || m->functions.empty() || !m->functions[0].relax) return out;
  for (const Var& p : m->functions[0].relax->params) out.push_back(p->sinfo);
  return out;
}

TEST_F(Relations, FromText) {
  auto ps = read_params(
      R"(a: R.Tensor(("n", 4), dtype="float32"), b: R.Tensor(("n * 2", "m"), dtype="float32"),)"
      R"( c: R.Tensor(("n + n", "m")), d: R.Shape(["n", 4]), e: R.Prim(value="n"),)"
      R"( f: R.Tuple(R.Tensor(("n", 4), dtype="float32"), R.Object),)"
      R"( g: R.Callable((R.Tensor(("k",), dtype="float32"),), R.Tensor(("k",), dtype="float32"), True))");
  ASSERT_EQ(ps.size(), 7u);
  check_rows(
      {
          {"read tensor to itself", ps[0], ps[0], C, C},
          {"n*2 vs n+n, void", ps[1], ps[2], C, C},
          {"void given", ps[2], ps[1], I, P},
          {"n,4 vs n*2,m", ps[0], ps[1], P, P},
          {"tensor vs shape", ps[0], ps[3], I, I},
          {"prim value", ps[4], prim(kI64), C, C},
          {"tuple field forgets", ps[5], tuple({tensor_nd(2), obj()}), C, C},
          {"callable alpha", ps[6], func({tensor({n_})}, tensor({n_})), C, C},
          {"callable to impure opaque", ps[6], opaque(obj(), false), C, C},
      },
      *arith_);
}

// ---- LUB ----

struct LubRow {
  const char* what;
  StructInfo a, b, lub;
};

TEST_F(Relations, LubTable) {
  StructInfo tn = tensor({n_}), tm = tensor({m_});
  const std::string kDefault = "relax.default_derive";
  std::vector<LubRow> rows = {
      {"object left", obj(), tn, obj()},
      {"object right", tn, obj(), obj()},
      {"kinds differ", tn, shape({n_}), obj()},
      {"prim same", prim(kI64, n_), prim(kI64, n_), prim(kI64, n_)},
      {"prim dtype", prim(kI64), prim(kI32), obj()},
      {"prim values differ", prim(kI64, lit(3)), prim(kI64, lit(4)), prim(kI64)},
      {"prim values undecided", prim(kI64, n_), prim(kI64, m_), prim(kI64)},
      {"prim one value", prim(kI64, n_), prim(kI64), prim(kI64)},
      {"shape same", shape({n_, lit(4)}), shape({n_, lit(4)}), shape({n_, lit(4)})},
      {"shape ndim differs", shape({n_}), shape({n_, n_}), shape_nd(-1)},
      {"shape unknown ndim", shape_nd(-1), shape({n_}), shape_nd(-1)},
      {"shape values differ", shape({lit(3)}), shape({lit(4)}), shape_nd(1)},
      {"shape values undecided", shape({n_}), shape({m_}), shape_nd(1)},
      {"shape one value", shape({n_}), shape_nd(1), shape_nd(1)},
      {"tensor same", tensor({n_, lit(4)}), tensor({n_, lit(4)}), tensor({n_, lit(4)})},
      {"tensor dtype", tensor({n_}), tensor({n_}, kI32), tensor({n_}, kVoid)},
      {"tensor ndim", tensor({n_}), tensor({n_, n_}), tensor_nd(-1)},
      {"tensor ndim and dtype", tensor({n_}), tensor_nd(2, kI32), tensor_nd(-1, kVoid)},
      {"tensor 3 vs 4", tensor({lit(3)}), tensor({lit(4)}), tensor_nd(1)},
      {"tensor n vs m", tn, tm, tensor_nd(1)},
      {"tensor n vs 4", tn, tensor({lit(4)}), tensor_nd(1)},
      {"tensor one shape", tn, tensor_nd(1), tensor_nd(1)},
      {"tensor same shape var", tensor_var(s_, 2), tensor_var(s_, 2), tensor_var(s_, 2)},
      {"tensor shape vars", tensor_var(s_, 2), tensor_var(t_, 2), tensor_nd(2)},
      {"tensor shape var vs dims", tensor_var(s_, 2), tensor({n_, m_}), tensor_nd(2)},
      {"tensor vdevice kept", on_device(tn, "cuda:0"), on_device(tn, "cuda:0"),
       on_device(tn, "cuda:0")},
      {"tensor vdevice dropped", on_device(tn, "cuda:0"), on_device(tn, "cuda:1"), tn},
      {"tuple fieldwise", tuple({tn, prim(kI64, lit(3))}), tuple({tm, prim(kI64, lit(3))}),
       tuple({tensor_nd(1), prim(kI64, lit(3))})},
      {"tuple lengths", tuple({tn}), tuple({tn, tn}), obj()},
      {"tuple nested", tuple({tuple({tn}), obj()}), tuple({tuple({tensor({n_}, kI32)}), tn}),
       tuple({tuple({tensor({n_}, kVoid)}), obj()})},
      {"func purity conjunction", func({tn}, tn, true), func({tn}, tn, false),
       func({tn}, tn, false)},
      {"func alpha-equivalent", func({tn}, tn), func({tm}, tm), func({tn}, tn)},
      {"func ret lub", func({tn}, tensor({lit(2)})), func({tn}, tensor({lit(3)})),
       func({tn}, tensor_nd(1))},
      {"func params do not unify", func({tensor_nd(1)}, obj()), func({tensor_nd(1, kI32)}, obj()),
       obj()},
      {"func params 3 vs 4", func({tensor({lit(3)})}, obj()), func({tensor({lit(4)})}, obj()),
       obj()},
      {"func arity", func({tn}, tn), func({}, tn), obj()},
      {"func vs opaque", func({tn}, tn), opaque(obj()), obj()},
      {"opaque ret lub", opaque(tn, true), opaque(tensor({n_}, kI32), false),
       opaque(tensor({n_}, kVoid), false)},
      {"same derive", opaque(obj(), false, kDefault), opaque(obj(), true, kDefault),
       opaque(obj(), false, kDefault)},
      {"different derive", opaque(obj(), true, kDefault), opaque(obj(), true, "relax.other"),
       opaque(obj(), true)},
  };
  for (const LubRow& r : rows) {
    SCOPED_TRACE(std::string(r.what) + ": " + str(r.a) + " | " + str(r.b));
    StructInfo got = struct_info_lub(r.a, r.b, *arith_);
    EXPECT_TRUE(structural_equal(got, r.lub)) << "got " << str(got) << ", want " << str(r.lub);
  }
}

TEST_F(Relations, LubKeepsProvablyEqualDims) {
  // n * 2 and n + n are kept, in one canonical form whichever side comes first.
  StructInfo a = tensor({mul(n_, lit(2)), lit(4)}), b = tensor({add(n_, n_), lit(4)});
  StructInfo ab = struct_info_lub(a, b, *arith_), ba = struct_info_lub(b, a, *arith_);
  const auto* t = as<TensorSInfo>(ab);
  ASSERT_TRUE(t && t->shape) << str(ab);
  EXPECT_TRUE(structural_equal(ab, ba)) << str(ab) << " vs " << str(ba);
  EXPECT_EQ(is_subtype(a, ab, *arith_), C);
  EXPECT_EQ(is_subtype(b, ab, *arith_), C);
  // The same StructInfo comes back as itself.
  EXPECT_EQ(struct_info_lub(a, a, *arith_), a);
}

TEST_F(Relations, DeepNestingIsBounded) {
  // Deeper than the relations look (1500 levels): undecided there, Object in a LUB; no crash.
  StructInfo a = tensor({n_}), b = tensor({lit(3)});
  for (int i = 0; i < 5000; ++i) {
    a = tuple({a});
    b = tuple({b});
  }
  EXPECT_EQ(is_subtype(a, b, *arith_), P);
  EXPECT_EQ(check_compatibility(a, b, *arith_), P);
  StructInfo ab = struct_info_lub(a, b, *arith_);
  int depth = 0;
  while (const auto* t = as<TupleSInfo>(ab)) {
    ab = t->fields.at(0);
    ++depth;
  }
  EXPECT_TRUE(as<ObjectSInfo>(ab));
  EXPECT_LT(depth, 5000);
  // Shallow differences are still found.
  EXPECT_EQ(is_subtype(tuple({a}), tuple({a, a}), *arith_), I);
}

// ---- properties over every pair ----

class RelationProperties : public Relations {
protected:
  std::vector<StructInfo> all() {
    StructInfo tn4 = tensor({n_, lit(4)});
    return {
        obj(),
        prim(kI64),
        prim(kI32),
        prim(kI64, n_),
        prim(kI64, m_),
        prim(kI64, lit(3)),
        prim(kI64, mul(n_, lit(2))),
        prim(kI64, add(n_, n_)),
        shape_nd(-1),
        shape_nd(2),
        shape({n_, lit(4)}),
        shape({m_, lit(4)}),
        shape({lit(3)}),
        tensor_nd(-1, kVoid),
        tensor_nd(-1),
        tensor_nd(2),
        tn4,
        tensor({m_, lit(4)}),
        tensor({mul(n_, lit(2)), lit(4)}),
        tensor({add(n_, n_), lit(4)}),
        tensor({lit(3), lit(4)}),
        tensor({n_, lit(4)}, kI32),
        tensor({n_, lit(4)}, kVoid),
        tensor_var(s_, 2),
        on_device(tensor({n_, lit(4)}), "cuda:0"),
        tuple({}),
        tuple({tn4, prim(kI64)}),
        tuple({tensor({m_, lit(4)}), prim(kI64, n_)}),
        tuple({tuple({tensor({lit(3)})}), obj()}),
        func({tensor({k_})}, tensor({k_})),
        func({tensor({m_})}, tensor({m_}), false),
        func({tensor({k_})}, tensor({mul(k_, lit(2))})),
        func({tensor_nd(1)}, obj()),
        func({}, tuple({})),
        opaque(obj(), false),
        opaque(tensor_nd(1), true),
        opaque(obj(), false, "relax.default_derive"),
    };
  }
};

TEST_F(RelationProperties, LubIsAnUpperBoundAndCommutative) {
  auto xs = all();
  for (const StructInfo& a : xs)
    for (const StructInfo& b : xs) {
      SCOPED_TRACE(str(a) + " | " + str(b));
      StructInfo ab = struct_info_lub(a, b, *arith_);
      StructInfo ba = struct_info_lub(b, a, *arith_);
      EXPECT_EQ(is_subtype(a, ab, *arith_), C) << "lub " << str(ab);
      EXPECT_EQ(is_subtype(b, ab, *arith_), C) << "lub " << str(ab);
      EXPECT_TRUE(structural_equal(ab, ba)) << str(ab) << " vs " << str(ba);
    }
}

TEST_F(RelationProperties, LubIsLeastWithoutFunctions) {
  // Without Funcs the LUB is the least upper bound in the list: below every other upper bound.
  // (For Funcs the spec settles for less: parameters that do not unify give Object.)
  auto xs = all();
  for (const StructInfo& a : xs)
    for (const StructInfo& b : xs) {
      if (mentions_func(a) || mentions_func(b)) continue;
      StructInfo ab = struct_info_lub(a, b, *arith_);
      for (const StructInfo& c : xs) {
        if (is_subtype(a, c, *arith_) != C || is_subtype(b, c, *arith_) != C) continue;
        EXPECT_EQ(is_subtype(ab, c, *arith_), C)
            << str(a) << " | " << str(b) << " = " << str(ab) << ", not below " << str(c);
      }
    }
}

TEST_F(RelationProperties, SubtypingIsReflexiveAndTransitive) {
  auto xs = all();
  for (const StructInfo& a : xs) {
    EXPECT_EQ(is_subtype(a, a, *arith_), C) << str(a);
    EXPECT_TRUE(structural_equal(struct_info_lub(a, a, *arith_), a)) << str(a);
  }
  for (const StructInfo& a : xs)
    for (const StructInfo& b : xs) {
      if (is_subtype(a, b, *arith_) != C) continue;
      for (const StructInfo& c : xs) {
        if (is_subtype(b, c, *arith_) != C) continue;
        EXPECT_EQ(is_subtype(a, c, *arith_), C) << str(a) << " <: " << str(b) << " <: " << str(c);
      }
    }
}

TEST_F(RelationProperties, CompatibilityAgreesWithSubtyping) {
  // Compatible exactly when a subtype (the spec's invariant), and a subtype that possibly holds
  // is possibly compatible: the two differ only where the given side lacks information.
  auto xs = all();
  for (const StructInfo& a : xs)
    for (const StructInfo& b : xs) {
      Compat sub = is_subtype(a, b, *arith_), compat = check_compatibility(a, b, *arith_);
      SCOPED_TRACE(str(a) + " vs " + str(b) + ": subtype " + compat_name(sub) + ", compat " +
                   compat_name(compat));
      EXPECT_EQ(sub == C, compat == C);
      if (sub == P) {
        EXPECT_EQ(compat, P);
      }
    }
}

} // namespace relations_test
} // namespace rxv::sem
