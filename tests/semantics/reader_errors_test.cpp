// The reader's malformed-input table: each row is a small TVMScript text and the exact first
// diagnostic it must produce, `line:col: message`. Rows cover syntax errors (reported by the
// Python-subset parser, py_parser.h) and reader errors (relax_reader*.cpp). Every row must also
// report exactly one error: one mistake never cascades into follow-up errors.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "semantics/script/reader.h"

namespace rxv::sem {
namespace reader_errors_test {

struct Case {
  const char* name;
  const char* source;
  const char* expected; ///< `line:col: message` of the first diagnostic
};

std::ostream& operator<<(std::ostream& os, const Case& c) { return os << c.name; }

// clang-format off
const Case kCases[] = {
    {"syn_unclosed",
     R"(@R.function
def main(x: R.Tensor((2,), dtype="float32"):
    return x
)",
     R"(2:44: expected ')' to close '(' at 2:9)"},
    {"syn_indent",
     R"(@R.function
def main(x: R.Object):
    y = x
        return y
)",
     R"(4:9: unexpected indent)"},
    {"syn_dedent",
     R"(@R.function
def main(x: R.Object):
    if x:
        y = x
      else:
        y = x
    return y
)",
     R"(5:7: unindent does not match any outer indentation level)"},
    {"syn_string",
     R"(@R.function
def main(x: R.Object):
    y = R.str("abc)
    return y
)",
     R"(3:15: unterminated string literal)"},
    {"syn_colon",
     R"(@R.function
def main(x: R.Object)
    return x
)",
     R"(2:22: expected ':')"},
    {"syn_char",
     R"(@R.function
def main(x: R.Object):
    y = $x
    return y
)",
     R"(3:9: invalid character '$')"},
    {"dim_string_syntax",
     R"(@R.function
def main(x: R.Tensor(("n +",), dtype="float32")):
    return x
)",
     R"(2:27: expected an expression)"},
    {"empty",
     R"(# nothing here
)",
     R"(1:1: no @I.ir_module class or @R.function found)"},
    {"toplevel_stmt",
     R"(x = 1
)",
     R"(1:1: expected an @I.ir_module class or an @R.function at top level)"},
    {"class_no_dec",
     R"(class Module:
    pass
)",
     R"(1:1: class 'Module' needs the @I.ir_module decorator)"},
    {"two_modules",
     R"(@R.function
def f(x: R.Object):
    return x

@R.function
def g(x: R.Object):
    return x
)",
     R"(6:1: a file holds one @I.ir_module class or one @R.function; this is a second one)"},
    {"lone_prim",
     R"(@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    T.evaluate(0)
)",
     R"(2:1: a lone @T.prim_func is not supported: put it in an @I.ir_module class)"},
    {"dup_fn",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        return x

    @R.function
    def main(x: R.Object):
        return x
)",
     R"(8:5: duplicate function 'main')"},
    {"no_dec_in_class",
     R"(@I.ir_module
class Module:
    def main(x: R.Object):
        return x
)",
     R"(3:5: function 'main' needs @R.function or @T.prim_func)"},
    {"class_stmt",
     R"(@I.ir_module
class Module:
    x = 1
)",
     R"(3:5: unexpected statement in an @I.ir_module class: expected @R.function, @T.prim_func, I.module_attrs or I.module_global_infos)"},
    {"fn_kw",
     R"(@R.function(pur=False)
def main(x: R.Object):
    return x
)",
     R"(1:13: R.function: unknown keyword 'pur')"},
    {"fn_private_nonbool",
     R"(@R.function(private=1)
def main(x: R.Object):
    return x
)",
     R"(1:21: R.function: 'private' must be True or False)"},
    {"param_no_ann",
     R"(@R.function
def main(x):
    return x
)",
     R"(2:10: parameter 'x' needs a StructInfo annotation)"},
    {"param_default",
     R"(@R.function
def main(x: R.Object = None):
    return x
)",
     R"(2:24: parameter 'x': default values are not supported)"},
    {"not_sinfo",
     R"(@R.function
def main(x: R.Tensr((2,))):
    return x
)",
     R"(2:13: expected a StructInfo annotation, got R.Tensr(...))"},
    {"tensor_kw",
     R"(@R.function
def main(x: R.Tensor((2,), dtyp="float32")):
    return x
)",
     R"(2:28: R.Tensor: unknown keyword 'dtyp')"},
    {"bad_dtype",
     R"(@R.function
def main(x: R.Tensor((2,), dtype="flaot32")):
    return x
)",
     R"(2:34: unknown dtype "flaot32")"},
    {"tensor_positional",
     R"(@R.function
def main(x: R.Tensor((2,), "float32", None, 1, 2)):
    return x
)",
     R"(2:48: R.Tensor takes at most 4 positional arguments, got 5)"},
    {"ndim_bad",
     R"(@R.function
def main(x: R.Tensor(ndim="2")):
    return x
)",
     R"(2:27: R.Tensor: ndim must be an integer >= -1, got "2")"},
    {"object_args",
     R"(@R.function
def main(x: R.Object(1)):
    return x
)",
     R"(2:13: R.Object takes no arguments)"},
    {"prim_empty",
     R"(@R.function
def main(x: R.Prim()):
    return x
)",
     R"(2:13: R.Prim needs a dtype or a value)"},
    {"callable_purity",
     R"(@R.function
def main(x: R.Callable((R.Object,), R.Object, 1)):
    return x
)",
     R"(2:47: R.Callable: purity must be True or False, got 1)"},
    {"dim_string_float",
     R"(@R.function
def main(x: R.Tensor(("n * 0.5",), dtype="float32")):
    return x
)",
     R"(2:23: a shape dimension must be an integer, got float32)"},
    {"shape_var_dtype",
     R"(@R.function
def main(x: R.Tensor(("n",), dtype="float32")):
    n = T.int32()
    return x
)",
     R"(3:5: shape variable 'n' is int64 in the signature, declared int32 here)"},
    {"decl_kw",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        n = T.int64(is_var=True)
        return x
)",
     R"(5:21: T.int64(): unknown keyword 'is_var')"},
    {"undefined",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        gv = R.add(x, y)
        return gv
)",
     R"(5:23: undefined variable 'y')"},
    {"undefined_shape",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        gv: R.Tensor((k,), dtype="float32") = R.exp(x)
        return gv
)",
     R"(5:23: undefined shape variable 'k')"},
    {"no_such_fn",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        cls = Module
        a = cls.nope(x)
        return a
)",
     R"(6:13: module 'Module' has no function 'nope')"},
    {"module_alias_value",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        cls = Module
        a = R.add(cls, x)
        return a
)",
     R"(6:19: 'cls' is the module, not a value: write cls.<function>)"},
    {"call_shape_var",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        n = T.int64()
        a = n(x)
        return a
)",
     R"(6:13: 'n' is a shape variable, not a function)"},
    {"unpack_call",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        a, b = R.split(x, 2)
        return a
)",
     R"(5:16: too many values to unpack (expected 2): TVM's parser unpacks only a value whose StructInfo is known, and R.split(x, 2) has none until it is bound; bind it to one name, then unpack that name)"},
    {"unpack_short_tuple",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        t: R.Tuple(R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="float32")) = (x, x)
        a, b, c = t
        return a
)",
     R"(6:9: not enough values to unpack (expected 3, got 2))"},
    {"unpack_long_literal",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        a, b = x, x, x
        return a
)",
     R"(5:9: too many values to unpack (expected 2))"},
    {"unpack_twice",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        a, a = x, x
        return a
)",
     R"(5:12: 'a' is assigned twice in one unpacking)"},
    {"aug_assign",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        x += x
        return x
)",
     R"(5:9: augmented assignment '+=' is not TVMScript: bind a new name)"},
    {"for_loop",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        for i in range(3):
            x = R.exp(x)
        return x
)",
     R"(5:9: for loops are not supported in Relax functions)"},
    {"nested_prim_func",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        @T.prim_func
        def f(A: T.Buffer((4,), "float32")):
            T.evaluate(0)
        return x
)",
     R"(6:9: a @T.prim_func is only allowed at module level)"},
    {"no_return",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        y = R.exp(x)
)",
     R"(5:9: function 'main' must end with a return statement)"},
    {"after_return",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        return x
        y = R.exp(x)
)",
     R"(6:9: unreachable statement after return)"},
    {"if_no_else",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        c = R.const(True)
        if c:
            y = x
        return y
)",
     R"(6:9: an if statement needs an else branch: both branches must bind the same variable)"},
    {"if_mismatch",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        c = R.const(True)
        if c:
            y = x
        else:
            z = x
        return x
)",
     R"(9:13: if branches must end by binding the same variable ('y' and 'z'))"},
    {"if_expr_end",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        c = R.const(True)
        if c:
            R.print(x)
        else:
            y = x
        return x
)",
     R"(9:13: if branches must end by binding the same variable ('_' and 'y'))"},
    {"output_not_last",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        with R.dataflow():
            lv = R.exp(x)
            R.output(lv)
            gv = R.exp(lv)
        return lv
)",
     R"(7:13: R.output must be the last statement of a dataflow block)"},
    {"output_unbound",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        with R.dataflow():
            lv = R.exp(x)
            R.output(gv)
        return x
)",
     R"(7:22: R.output: 'gv' is not bound in this dataflow block)"},
    {"output_kw",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        with R.dataflow():
            lv = R.exp(x)
            R.output(lv=lv)
        return lv
)",
     R"(7:22: R.output takes variable names, not keywords)"},
    {"with_not_dataflow",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        with R.block():
            lv = R.exp(x)
        return x
)",
     R"(5:14: expected `with R.dataflow():`, got `with R.block():`)"},
    {"return_in_dataflow",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        with R.dataflow():
            lv = R.exp(x)
            return lv
)",
     R"(7:13: return is not allowed inside a dataflow block)"},
    {"func_attr_df",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        with R.dataflow():
            R.func_attr({"a": 1})
            lv = R.exp(x)
            R.output(lv)
        return lv
)",
     R"(6:13: R.func_attr is only allowed directly in a function body)"},
    {"metadata",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        gv = R.add(x, metadata["relax.expr.Constant"][0])
        return gv
)",
     R"(5:23: metadata[...] is not supported: rxv is not given the metadata blob)"},
    {"const_ragged",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        c = R.const([[1, 2], [3]], "int32")
        return x
)",
     R"(5:30: R.const: ragged nested list: expected 2 elements, got 1)"},
    {"const_fit",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        c = R.const(300, "int8")
        return x
)",
     R"(5:21: R.const: value 300 does not fit int8)"},
    {"const_float_int",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        c = R.const([1, 2.5], "int32")
        return x
)",
     R"(5:25: R.const: value 2.5 does not fit int32)"},
    {"tuple_index",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        t = (x, x)
        i = R.prim_value(0)
        a = t[i]
        return a
)",
     R"(7:15: a tuple index must be a non-negative integer literal, got i)"},
    {"match_cast_arg",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        a = R.add(R.match_cast(x, R.Tensor((2,), "float32")), x)
        return a
)",
     R"(5:19: R.match_cast is only allowed as the right-hand side of a binding)"},
    {"py_operator",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        a = x + 1
        return a
)",
     R"(5:17: '+' on a Relax value needs a Relax operand: TVM rejects the number 1 (write R.const(1)))"},
    {"py_operator_not_overloaded",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="bool"):
        a = x == x
        return a
)",
     R"(5:13: the Python operator '==' has no meaning on Relax values (TVM overloads + - * / // % ** < > <= >= and unary -))"},
    {"op_missing_argument",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        a = R.astype(x)
        return a
)",
     R"(5:13: R.astype is missing the required argument 'dtype' (signature: R.astype(x, dtype)))"},
    {"op_duplicate_argument",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((), dtype="float32"):
        a = R.sum(x, [0], axis=[0])
        return a
)",
     R"(5:27: R.sum got multiple values for argument 'axis')"},
    {"op_unknown_keyword",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((), dtype="float32"):
        a = R.sum(x, axes=[0])
        return a
)",
     R"(5:22: R.sum got an unexpected keyword argument 'axes' (signature: R.sum(x, axis=None, keepdims=False)))"},
    {"op_too_many_positional",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        a = R.exp(x, x)
        return a
)",
     R"(5:22: R.exp takes 1 positional argument but 2 were given (signature: R.exp(x)))"},
    {"none_value",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        a = None
        return x
)",
     R"(5:13: None is not a Relax expression)"},
    {"call_tir_no_out",
     R"(@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        cls = Module
        a = R.call_tir(cls.main, (x,))
        return a
)",
     R"(6:13: R.call_tir needs the function, its arguments and out_sinfo)"},
    {"attr_dict_key",
     R"(@R.function
def main(x: R.Object):
    R.func_attr({1: 2})
    return x
)",
     R"(3:18: R.func_attr: keys must be strings, got 1)"},
};
// clang-format on

class ReaderErrors : public ::testing::TestWithParam<Case> {};

TEST_P(ReaderErrors, FirstDiagnostic) {
  const Case& c = GetParam();
  DiagnosticSink sink;
  auto m = read_module(c.source, sink);
  EXPECT_FALSE(m.has_value());
  ASSERT_FALSE(sink.diagnostics().empty());
  const Diagnostic& d = sink.diagnostics()[0];
  EXPECT_EQ(d.severity, Severity::kError);
  EXPECT_EQ(fmt::format("{}:{}: {}", d.loc.line, d.loc.col, d.message), c.expected);
  EXPECT_EQ(sink.num_errors(), 1u) << sink.format(c.name);
}

INSTANTIATE_TEST_SUITE_P(Table, ReaderErrors, ::testing::ValuesIn(kCases),
                         [](const ::testing::TestParamInfo<Case>& info) {
                           return info.param.name;
                         });

TEST(ReaderErrorsTable, HasEnoughRows) { EXPECT_GE(std::size(kCases), 30u); }

} // namespace reader_errors_test
} // namespace rxv::sem
