// Value literals, value comparison, .npy files and random inputs (semantics/interp/value_*.h,
// npy.h, random_inputs.h).
#include <gtest/gtest.h>

#include <cmath>

#include "semantics/ir/node_cast.h"
#include "semantics/script/reader.h"
#include "semantics/value/compare.h"
#include "semantics/value/npy.h"
#include "semantics/value/random_inputs.h"
#include "semantics/value/value_literal.h"

namespace rxv::sem {
namespace value_io_test {

Value lit(std::string_view s) {
  auto v = parse_value_literal(s);
  EXPECT_TRUE(v.ok()) << s << ": " << (v.ok() ? "" : v.errors()[0].message);
  return v.ok() ? *v : Value();
}

std::string lit_error(std::string_view s) {
  auto v = parse_value_literal(s);
  if (v.ok()) return "no error";
  const Diagnostic& d = v.errors()[0];
  return std::to_string(d.loc.col) + ": " + d.message;
}

TEST(ValueLiteral, TensorsRoundTrip) {
  for (const char* s : {"int32[2,2]{1, -2, 3, 4}", "float32[]{nan}", "float32[3]{-inf, inf, 0.5}",
                        "bool[2]{true, false}", "uint64[1]{18446744073709551615}", "int8[0]{}",
                        "float16[2]{0.099975586, 65504.0}", "float64[1]{0.1}", "int64[2,0,3]{}"}) {
    EXPECT_EQ(format_value_literal(lit(s)), s);
  }
}

TEST(ValueLiteral, OtherValuesRoundTrip) {
  for (const char* s : {"int64(5)", "float32(1.5)", "bool(true)", "shape(2, 3)", "shape()", "()",
                        "(int64(1),)", "(shape(2), (float32[1]{1.0}, \"a\\\"b\"))", "null"}) {
    EXPECT_EQ(format_value_literal(lit(s)), s);
  }
}

TEST(ValueLiteral, ElementsConvertToTheDtype) {
  Value v = lit("float16[1]{0.1}");
  const Tensor& t = *v.as_tensor();
  EXPECT_FLOAT_EQ(t.get_float(0), 0.0999755859375f); // nearest half to 0.1
  EXPECT_EQ(lit("float32[1]{3}").as_tensor()->get_float(0), 3.0);
}

TEST(ValueLiteral, Errors) {
  EXPECT_EQ(lit_error("int32[2]{1}"), "12: 1 elements given, the shape has 2");
  EXPECT_EQ(lit_error("int32[1]{1, 2}"), "13: more elements than the 1 of the shape");
  EXPECT_EQ(lit_error("int8[1]{128}"), "9: 128 is out of range for int8");
  EXPECT_EQ(lit_error("uint8[1]{-1}"), "10: -1 is out of range for uint8");
  EXPECT_EQ(lit_error("int32[1]{1.5}"), "10: '1.5' is not an integer");
  EXPECT_EQ(lit_error("foo[1]{1}"), "1: unknown dtype or value 'foo'");
  EXPECT_EQ(lit_error("int32[1]{x}"),
            "10: expected an element (a number, nan, inf, true or false)");
  EXPECT_EQ(lit_error("(int64(1))"), "11: a 1-tuple is written '(v,)'");
  EXPECT_EQ(lit_error("\"abc"), "5: unterminated string");
  EXPECT_EQ(lit_error("int32[1]{1} x"), "13: unexpected text after the value");
  EXPECT_EQ(lit_error("int32[99999999,99999999]{}"), "15: tensor literal too large");
  EXPECT_EQ(lit_error(std::string(100, '(')), "66: tuples nested too deeply");
  EXPECT_EQ(lit_error(""), "1: expected a value");
}

TEST(ValueLiteral, HumanFormatNestsLists) {
  EXPECT_EQ(format_value(lit("int32[2,2]{1, 2, 3, 4}")),
            "R.Tensor((2, 2), \"int32\") [[1, 2], [3, 4]]");
  EXPECT_EQ(format_value(lit("float32[1]{1}")), "R.Tensor((1,), \"float32\") [1.0]");
  EXPECT_EQ(format_value(lit("int32[4]{1, 2, 3, 4}"), 2), "R.Tensor((4,), \"int32\") [1, 2, ...]");
}

TEST(Npy, RoundTripsEveryDtype) {
  for (const char* s :
       {"bool[3]{true, false, true}", "int8[2]{-128, 127}", "uint16[2,1]{0, 65535}", "int64[]{-5}",
        "float16[2]{0.5, -inf}", "float64[2,2]{1.5, nan, 0.0, 1e300}", "uint32[0,2]{}"}) {
    Value v = lit(s);
    auto back = parse_npy(format_npy(*v.as_tensor()));
    ASSERT_TRUE(back.ok()) << s << ": " << back.errors()[0].message;
    EXPECT_TRUE(back->bitwise_equal(*v.as_tensor())) << s;
  }
}

TEST(Npy, BadFilesAreErrors) {
  std::string good = format_npy(*lit("int32[2]{1, 2}").as_tensor());
  auto err = [](std::string_view bytes) {
    auto t = parse_npy(bytes);
    return t.ok() ? std::string("no error") : t.errors()[0].message;
  };
  EXPECT_EQ(err("hello"), "npy: not a .npy file (bad magic)");
  EXPECT_EQ(err(good.substr(0, good.size() - 1)), "npy: truncated data: 7 bytes, 8 expected");
  std::string fortran = good;
  fortran.replace(fortran.find("False"), 5, "True ");
  EXPECT_EQ(err(fortran), "npy: Fortran-order arrays are not supported");
  std::string big_endian = good;
  big_endian.replace(big_endian.find("<i4"), 3, ">i4");
  EXPECT_EQ(err(big_endian),
            "npy: unsupported dtype '>i4' (little-endian bool, int, uint, float only)");
  std::string object = good;
  object.replace(object.find("<i4"), 3, "|O8");
  EXPECT_EQ(err(object),
            "npy: unsupported dtype '|O8' (little-endian bool, int, uint, float only)");
  std::string huge = good;
  huge.replace(huge.find("(2,)"), 4, "(9999999999,)");
  EXPECT_EQ(err(huge.substr(0, 10) + huge.substr(10)),
            "npy: array larger than the limit of 1073741824 bytes");
  EXPECT_EQ(err(good.substr(0, 20)), "npy: truncated header");
}

IRModule read(std::string_view src) {
  DiagnosticSink sink;
  auto mod = read_module(src, sink);
  EXPECT_TRUE(mod && !sink.has_errors()) << sink.format("test");
  return mod ? *mod : IRModule{};
}

const FunctionNode& main_of(const IRModule& mod) {
  const GlobalFunc* f = mod.find("main");
  if (!f || !f->relax) std::abort();
  return *f->relax;
}

TEST(RandomInputs, ShareShapeVariablesAndAreDeterministic) {
  IRModule mod = read(R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3), dtype="float32"), y: R.Tensor(("n * 2",), dtype="int8"), s: R.Shape(["m"]), k: R.Prim(value="m")) -> R.Shape(["m"]):
        n = T.int64()
        m = T.int64()
        return s
)");
  RandomInputOptions o;
  o.seed = 7;
  o.bind = {{"n", 5}};
  auto a = random_inputs(main_of(mod), o);
  ASSERT_TRUE(a.ok()) << a.errors()[0].message;
  ASSERT_EQ(a->size(), 4u);
  EXPECT_EQ((*a)[0].as_tensor()->shape, (std::vector<int64_t>{5, 3}));
  EXPECT_EQ((*a)[1].as_tensor()->shape, (std::vector<int64_t>{10}));
  int64_t m = (*a)[2].as_shape()->dims.at(0);
  EXPECT_GE(m, 1);
  EXPECT_LE(m, 4);
  EXPECT_EQ((*a)[3].as_prim()->i, m);
  for (int64_t i = 0; i < 10; ++i) EXPECT_LE(std::abs((*a)[1].as_tensor()->get_int(i)), 10);
  auto b = random_inputs(main_of(mod), o);
  for (size_t i = 0; i < a->size(); ++i) EXPECT_FALSE(compare_values((*a)[i], (*b)[i], {0, 0, 0}));
}

TEST(RandomInputs, Errors) {
  IRModule mod = read(R"(@I.ir_module
class Module:
    @R.function
    def main(f: R.Callable((R.Tensor((2,), dtype="float32"),), R.Tensor((2,), dtype="float32"))) -> R.Tuple:
        return R.tuple()
)");
  auto a = random_inputs(main_of(mod), {});
  ASSERT_FALSE(a.ok());
  EXPECT_EQ(a.errors()[0].message,
            "parameter 'f' is a FuncStructInfo: no random value can be made for it");
  RandomInputOptions o;
  o.bind = {{"q", 1}};
  auto b = random_inputs(main_of(mod), o);
  ASSERT_FALSE(b.ok());
  EXPECT_EQ(b.errors()[0].message, "--bind q: the signature has no shape variable 'q'");
}

} // namespace value_io_test
} // namespace rxv::sem
