// The one value comparison (semantics/value/compare.h): exact integers, the float rule (atol,
// rtol, float16's precision, NaN, infinities), the first difference with its path, index and
// both values, and the closure/PackedFunc rule.
#include "semantics/value/compare.h"

#include <gtest/gtest.h>

#include <cmath>

#include "semantics/value/value_literal.h"

namespace rxv::sem {
namespace value_compare_test {

Value lit(const std::string& s) {
  auto v = parse_value_literal(s);
  if (!v.ok()) std::abort();
  return *v;
}

Tensor make(DataType dt, std::vector<int64_t> shape, std::vector<double> v) {
  Tensor t = Tensor::zeros(dt, shape);
  for (size_t i = 0; i < v.size(); ++i)
    dt.is_float() ? t.set_float(i, v[i]) : t.set_int(i, static_cast<int64_t>(v[i]));
  return t;
}

TEST(CompareValues, FloatRule) {
  Tolerance tol;
  DataType f32 = DataType::Float(32);
  EXPECT_TRUE(floats_match(1.0, 1.0 + 1e-6, f32, tol));
  EXPECT_FALSE(floats_match(1.0, 1.001, f32, tol));
  EXPECT_TRUE(floats_match(1.0, 1.001, DataType::Float(16), tol)); // float16's precision
  EXPECT_TRUE(floats_match(NAN, NAN, f32, tol));
  EXPECT_FALSE(floats_match(NAN, 0, f32, tol));
  EXPECT_FALSE(floats_match(0, NAN, f32, tol));
  EXPECT_TRUE(floats_match(INFINITY, INFINITY, f32, tol));
  EXPECT_FALSE(floats_match(INFINITY, -INFINITY, f32, tol));
  EXPECT_FALSE(floats_match(INFINITY, 1e300, f32, tol));
  EXPECT_TRUE(floats_match(1e6, 1e6 + 5, f32, tol)); // rtol scales with the reference
  EXPECT_TRUE(floats_match(0, 1e-7, f32, tol));      // atol near zero
  EXPECT_FALSE(floats_match(0, 1e-7, f32, Tolerance{0, 0, 0}));
  Tolerance backend = Tolerance::backend();
  EXPECT_TRUE(floats_match(1.0, 1.00005, f32, backend));
  EXPECT_FALSE(floats_match(1.0, 1.00005, f32, tol));
}

TEST(CompareValues, ReductionSlackScalesWithTheTensorsLargestElement) {
  // An element that cancels to near zero (a dot product of large terms) differs by more than
  // atol + rtol * |ref| after a reassociation; with rtol_scale it is judged against the
  // tensor's largest element, and a wrong value of that element's size still differs.
  Value ref = lit("float32[3]{-0.017314855, 20.0, -35.0}");
  Value reassociated = lit("float32[3]{-0.017319024, 20.0, -35.0}");
  Value wrong = lit("float32[3]{-0.5, 20.0, -35.0}");
  EXPECT_TRUE(compare_values(ref, reassociated));
  Tolerance scaled{.rtol_scale = 1e-5};
  EXPECT_FALSE(compare_values(ref, reassociated, scaled));
  EXPECT_TRUE(compare_values(ref, wrong, scaled));
  // Infinities do not widen the slack.
  EXPECT_TRUE(compare_values(lit("float32[2]{0.0, inf}"), lit("float32[2]{0.001, inf}"), scaled));
}

TEST(CompareValues, ExactForIntsTolerantForFloats) {
  EXPECT_FALSE(compare_values(lit("int32[2]{1, 2}"), lit("int32[2]{1, 2}")));
  auto m = compare_values(lit("int32[2,2]{1, 2, 3, 4}"), lit("int32[2,2]{1, 2, 3, 5}"));
  ASSERT_TRUE(m);
  EXPECT_EQ(m->path, "");
  EXPECT_EQ(m->to_string(), "element 3 (index [1, 1]): expected 4, got 5");
  EXPECT_FALSE(compare_values(lit("float32[1]{1.0}"), lit("float32[1]{1.000001}")));
  EXPECT_TRUE(compare_values(lit("float32[1]{1.0}"), lit("float32[1]{1.001}")));
  EXPECT_FALSE(compare_values(lit("float16[1]{1.0}"), lit("float16[1]{1.001}")));
  EXPECT_FALSE(compare_values(lit("float32[1]{nan}"), lit("float32[1]{nan}")));
  EXPECT_TRUE(compare_values(lit("float32[1]{inf}"), lit("float32[1]{-inf}")));
  EXPECT_TRUE(compare_values(lit("float32[1]{nan}"), lit("float32[1]{1}")));
  EXPECT_EQ(compare_values(lit("int32[1]{1}"), lit("int64[1]{1}"))->to_string(),
            "dtype differs: expected int32, got int64");
  EXPECT_EQ(compare_values(lit("int32[1]{1}"), lit("int32[1,1]{1}"))->to_string(),
            "shape differs: expected (1,), got (1, 1)");
  EXPECT_EQ(compare_values(lit("(int64(1), shape(2))"), lit("(int64(1), shape(3))"))->path, "[1]");
  EXPECT_EQ(compare_values(lit("int64(1)"), lit("shape(1)"))->to_string(),
            "kind differs: expected PrimValue, got Shape");
  EXPECT_EQ(compare_values(lit("int64(1)"), lit("int64(2)"))->to_string(),
            "value differs: expected int64(1), got int64(2)");
}

TEST(CompareValues, FirstDifferenceReportsIndexAndValues) {
  Tensor a = make(DataType::Int(32), {2, 3}, {1, 2, 3, 4, 5, 6});
  Tensor b = a.clone();
  EXPECT_FALSE(compare_tensors(a, b));
  b.set_int(4, 7);
  b.set_int(5, 8);
  auto d = compare_tensors(a, b);
  ASSERT_TRUE(d);
  EXPECT_EQ(d->what, "element");
  EXPECT_EQ(d->index, 4);
  EXPECT_EQ(d->multi_index, (std::vector<int64_t>{1, 1}));
  EXPECT_EQ(d->ref, "5");
  EXPECT_EQ(d->got, "7");
  EXPECT_EQ(d->to_string("interpreter", "backend"),
            "element 4 (index [1, 1]): interpreter 5, backend 7");
}

TEST(CompareValues, TupleFieldsKindsBoolAndUnsigned) {
  Tensor f = make(DataType::Float(32), {2}, {1, 2});
  Tensor i = make(DataType::Int(32), {2}, {1, 2});
  Tensor h = make(DataType::Float(32), {2}, {1, 2.5});
  Value ref = make_tuple_value({Value(i), Value(f)});
  Value got = make_tuple_value({Value(i), Value(h)});
  auto d = compare_values(ref, got);
  ASSERT_TRUE(d);
  EXPECT_EQ(d->path, "[1]");
  EXPECT_EQ(d->index, 1);
  EXPECT_EQ(d->to_string(), "[1] element 1 (index [1]): expected 2.0, got 2.5");
  EXPECT_FALSE(compare_values(ref, ref));
  EXPECT_EQ(compare_values(Value(f), ref)->what, "kind");
  EXPECT_EQ(compare_values(ref, make_tuple_value({Value(i)}))->what, "tuple size");
  Tensor a = make(DataType::Bool(), {3}, {1, 0, 1});
  Tensor b = make(DataType::Bool(), {3}, {1, 1, 1});
  EXPECT_EQ(compare_tensors(a, b)->to_string(), "element 1 (index [1]): expected false, got true");
  Tensor u = make(DataType::UInt(64), {1}, {0});
  u.set_int(0, -1);
  EXPECT_EQ(compare_tensors(u, make(DataType::UInt(64), {1}, {0}))->ref, "18446744073709551615");
}

TEST(CompareValues, FunctionsByNameLocalClosuresNotCompared) {
  auto closure = [](std::string global) {
    auto c = std::make_shared<ClosureValue>();
    c->global = std::move(global);
    return Value(std::shared_ptr<const ClosureValue>(c));
  };
  EXPECT_FALSE(compare_values(closure("f"), closure("f")));
  EXPECT_TRUE(compare_values(closure("f"), closure("g")));
  EXPECT_FALSE(compare_values(closure(""), closure(""))); // behaviour is not compared
  EXPECT_FALSE(compare_values(Value(PackedFuncValue{"a"}), Value(PackedFuncValue{"a"})));
  EXPECT_TRUE(compare_values(Value(PackedFuncValue{"a"}), Value(PackedFuncValue{"b"})));
}

} // namespace value_compare_test
} // namespace rxv::sem
