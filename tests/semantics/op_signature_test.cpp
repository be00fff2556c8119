// Op signatures (semantics/ops/op_signature.h) and the reader's binding of op calls to them
// (semantics/script/relax_reader_op_call.cpp): the table covers the op table exactly, agrees with
// each op's attributes and arity, and positional, keyword and defaulted arguments read as Python
// binds them, printing TVM's keyword form.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "semantics/ops/op_signature.h"
#include "semantics/ops/op_table.h"
#include "semantics/script/printer.h"
#include "semantics/script/reader.h"

namespace rxv::sem {
namespace {

/// Ops the reader reads with a form of its own, so they take no signature line.
const std::set<std::string> kOwnForms = {"relax.call_tir",
                                         "relax.call_tir_inplace",
                                         "relax.call_tir_with_grad",
                                         "relax.call_dps_packed",
                                         "relax.call_pure_packed",
                                         "relax.call_inplace_packed",
                                         "relax.dist.call_tir_local_view"};

TEST(OpSignature, EveryOpHasOneAndEverySignatureAnOp) {
  for (const OpDef& def : OpTable::get().ops()) {
    if (kOwnForms.count(def.name)) {
      EXPECT_EQ(op_signature(def.name), nullptr) << def.name;
      continue;
    }
    EXPECT_NE(op_signature(def.name), nullptr) << def.name << " has no signature line";
  }
  std::set<std::string> seen;
  for (const std::string& op : ops_with_signatures()) {
    EXPECT_NE(OpTable::get().find(op), nullptr) << "signature of an op the table lacks: " << op;
    EXPECT_TRUE(seen.insert(op).second) << op << " has two signature lines";
  }
}

TEST(OpSignature, AgreesWithAttributesAndArity) {
  for (const OpDef& def : OpTable::get().ops()) {
    const OpSignature* sig = op_signature(def.name);
    if (!sig) continue;
    // Every attribute can be given (by keyword at least).
    for (const AttrSpec& a : def.attrs) {
      bool found = std::any_of(sig->params.begin(), sig->params.end(),
                               [&](const OpParam& p) { return p.name == a.name; });
      EXPECT_TRUE(found) << def.name << ": attribute " << a.name << " is not a parameter";
    }
    // The Relax arguments a binding can produce fit the op's arity.
    int always = 0, most = 0;
    bool variadic = false;
    for (const OpParam& p : sig->params) {
      if (p.is_attr) continue;
      if (p.variadic) {
        variadic = true;
        continue;
      }
      ++most;
      if (!p.default_text || *p.default_text != "None") ++always;
    }
    if (def.name == "relax.arange") always = 3;     // arange(end) is arange(0, end, 1)
    if (def.name == "relax.eye") always = 3;        // eye(n) is eye(n, n, 0)
    if (def.name == "relax.nn.attention") most = 3; // with a bias it is attention_bias
    EXPECT_GE(always, def.min_args) << def.name;
    if (def.max_args != -1) {
      EXPECT_FALSE(variadic) << def.name;
      EXPECT_LE(most, def.max_args) << def.name;
    }
  }
}

TEST(OpSignature, ParsesPythonParameterLists) {
  auto sig = parse_op_signature("relax.x", "x, axis=None, *rest, size=(1, 1), mode='fast'",
                                {"axis", "size", "mode"});
  ASSERT_TRUE(sig);
  ASSERT_EQ(sig->params.size(), 5u);
  EXPECT_FALSE(sig->params[0].is_attr);
  EXPECT_FALSE(sig->params[0].default_text);
  EXPECT_TRUE(sig->params[1].is_attr);
  EXPECT_EQ(*sig->params[1].default_text, "None");
  EXPECT_TRUE(sig->params[2].variadic);
  EXPECT_EQ(*sig->params[3].default_text, "(1, 1)");
  EXPECT_EQ(*sig->params[4].default_text, "'fast'");
  EXPECT_FALSE(parse_op_signature("relax.x", "x, x", {}));   // a name twice
  EXPECT_FALSE(parse_op_signature("relax.x", "x, a-b", {})); // not an identifier
  EXPECT_FALSE(parse_op_signature("relax.x", "*a, *b", {})); // two variadics
  EXPECT_FALSE(parse_op_signature("relax.x", "x, , y", {})); // an empty parameter
  EXPECT_TRUE(parse_op_signature("relax.x", "shape, dtype", {"dtype"})->params[0].to_shape);
  EXPECT_FALSE(parse_op_signature("relax.x", "x, k: Expr=0", {"k"})->params[1].is_attr);
  EXPECT_FALSE(parse_op_signature("relax.x", "x, k: int=0", {"k"})); // only `: Expr`, `: Shape`
  // `: Shape`: a Relax argument a Python tuple converts to a ShapeExpr (resize2d's `size`).
  auto sized = parse_op_signature("relax.x", "x, size: Shape, roi=None", {"roi"});
  ASSERT_TRUE(sized);
  EXPECT_TRUE(sized->params[1].to_shape);
  EXPECT_FALSE(sized->params[1].is_attr);
  EXPECT_FALSE(sized->params[0].to_shape);
}

// ---- binding, through the reader ---------------------------------------------------------------

std::string printed(const std::string& body,
                    const std::string& params = "x: R.Tensor((2, 3), dtype=\"float32\")") {
  std::string src = "@R.function\ndef main(" + params + "):\n" + body;
  DiagnosticSink sink;
  auto mod = read_module(src, sink);
  if (!mod) return "error: " + sink.format("<test>");
  return print_module(*mod);
}

/// The printed line of the binding of `lv` in `text`.
std::string line_of(const std::string& text) {
  size_t at = text.find("lv = ");
  if (at == std::string::npos) at = text.find("lv: ");
  if (at == std::string::npos) return text;
  return text.substr(at, text.find('\n', at) - at);
}

TEST(OpSignatureBinding, PositionalKeywordAndMixedCallsAreOneCall) {
  const std::string kw =
      line_of(printed("    lv = R.sum(x, axis=[0], keepdims=True)\n    return lv\n"));
  EXPECT_EQ(kw, "lv = R.sum(x, axis=[0], keepdims=True)");
  EXPECT_EQ(line_of(printed("    lv = R.sum(x, [0], True)\n    return lv\n")), kw);
  EXPECT_EQ(line_of(printed("    lv = R.sum(x, [0], keepdims=True)\n    return lv\n")), kw);
  EXPECT_EQ(line_of(printed("    lv = R.sum(x, keepdims=True, axis=[0])\n    return lv\n")), kw);
  EXPECT_EQ(line_of(printed("    lv = R.astype(x, \"int8\")\n    return lv\n")),
            "lv = R.astype(x, dtype=\"int8\")");
  EXPECT_EQ(line_of(printed("    lv = R.nn.softmax(x, -1)\n    return lv\n")),
            "lv = R.nn.softmax(x, axis=-1)");
}

TEST(OpSignatureBinding, ShapeParametersTakeTuplesAndLists) {
  EXPECT_EQ(line_of(printed("    lv = R.reshape(x, (3, 2))\n    return lv\n")),
            "lv = R.reshape(x, R.shape([3, 2]))");
  EXPECT_EQ(line_of(printed("    lv = R.broadcast_to(x, [4, 2, 3])\n    return lv\n")),
            "lv = R.broadcast_to(x, R.shape([4, 2, 3]))");
  EXPECT_EQ(line_of(printed("    lv = R.zeros((2, 2), \"float32\")\n    return lv\n")),
            "lv = R.zeros(R.shape([2, 2]), dtype=\"float32\")");
}

TEST(OpSignatureBinding, DefaultsFillRelaxArgumentsAndNoneOmitsThem) {
  // arange(end) is arange(0, end, 1), as TVM's function makes it.
  EXPECT_EQ(line_of(printed("    lv = R.arange(5)\n    return lv\n", "")),
            "lv = R.arange(R.prim_value(0), R.prim_value(5), R.prim_value(1))");
  // strides=None leaves strided_slice's fifth argument out.
  EXPECT_EQ(line_of(printed("    lv = R.strided_slice(x, [1], [0], [2])\n    return lv\n")),
            "lv = R.strided_slice(x, (R.prim_value(1),), (R.prim_value(0),), (R.prim_value(2),))");
}

} // namespace
} // namespace rxv::sem
