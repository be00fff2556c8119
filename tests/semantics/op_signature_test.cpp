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
namespace op_signature_test {

/// Ops the reader reads with a form of its own, so they take no signature line.
const std::set<std::string> kOwnForms = {"relax.call_tir",
                                         "relax.call_tir_inplace",
                                         "relax.call_tir_with_grad",
                                         "relax.call_dps_packed",
                                         "relax.call_py_func",
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
      bool found = std::any_of(sig->params.begin(), sig->params.end(), [&](const OpParam& p) {
        return p.name == a.name || (p.to_device && (a.name == "device_type" || a.name == "index"));
      });
      EXPECT_TRUE(found) << def.name << ": attribute " << a.name << " is not a parameter";
    }
    // The Relax arguments a binding can produce fit the op's arity.
    int always = 0, most = 0;
    bool variadic = false;
    for (const OpParam& p : sig->params) {
      if (p.is_attr || p.to_device) continue; // a Device is two attributes
      if (p.variadic) {
        variadic = true;
        continue;
      }
      ++most;
      // `seqstart_k=seqstart_q` takes another argument's value: always present.
      if (!p.default_text || *p.default_text != "None" || !p.default_from.empty()) ++always;
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
  // `: Device` is two attributes; `@N` places a Relax argument; `x=y` defaults to y's value.
  auto dev = parse_op_signature("relax.x", "data, d: Device, scope='global'", {"scope"});
  ASSERT_TRUE(dev);
  EXPECT_TRUE(dev->params[1].to_device);
  EXPECT_FALSE(dev->params[1].is_attr);
  auto moved = parse_op_signature("relax.x", "a, b, c@3, d@2=b, e=c", {});
  ASSERT_TRUE(moved);
  EXPECT_EQ(moved->call_order, (std::vector<size_t>{0, 1, 3, 2, 4}));
  EXPECT_EQ(moved->params[3].default_from, "b");
  EXPECT_EQ(*moved->params[3].default_text, "None");
  EXPECT_EQ(moved->params[4].default_from, "c");
  EXPECT_TRUE(parse_op_signature("relax.x", "a, b", {})->call_order.empty());
  EXPECT_FALSE(parse_op_signature("relax.x", "a@1, b@1", {})); // one slot twice
  EXPECT_FALSE(parse_op_signature("relax.x", "a@2, b", {}));   // a slot past the arguments
  EXPECT_FALSE(parse_op_signature("relax.x", "a@x, b", {}));   // not a number
  EXPECT_FALSE(parse_op_signature("relax.x", "a, *b@0", {}));  // a variadic cannot move
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

TEST(OpSignatureBinding, PythonOrderDiffersFromTheCallsOrder) {
  // attention_var_len(queries, keys, values, seqstart_q, max_seqlen_q, seqstart_k=seqstart_q,
  // max_seqlen_k=max_seqlen_q): the Call's arguments are (q, k, v, sq, sk, mq, mk).
  const std::string params =
      "q: R.Tensor((1, 4, 2, 8), dtype=\"float16\"), sq: R.Tensor((3,), dtype=\"int32\"), "
      "mq: R.Tensor((), dtype=\"int32\"), sk: R.Tensor((3,), dtype=\"int32\")";
  DiagnosticSink sink;
  auto mod = read_module("@R.function\ndef main(" + params +
                             "):\n    lv = R.nn.attention_var_len(q, q, q, sq, mq, sk)\n"
                             "    return lv\n",
                         sink);
  ASSERT_TRUE(mod) << sink.format("<test>");
  std::string text = print_module(*mod);
  EXPECT_EQ(line_of(text), "lv = R.nn.attention_var_len(q, q, q, sq, mq, sk, mq)");
  // The Call holds TVM's order: seqstart_k (sk) is argument 4, max_seqlen_q (mq) argument 5.
  const FunctionNode& fn = *mod->functions.front().relax;
  const auto& body = static_cast<const SeqExprNode&>(*fn.body);
  const auto& call = static_cast<const CallNode&>(*body.blocks[0].bindings[0].value);
  ASSERT_EQ(call.args.size(), 7u);
  EXPECT_EQ(static_cast<const VarNode&>(*call.args[4]).name, "sk");
  EXPECT_EQ(static_cast<const VarNode&>(*call.args[5]).name, "mq");
  EXPECT_EQ(static_cast<const VarNode&>(*call.args[6]).name, "mq");
  // Omitted, seqstart_k and max_seqlen_k take the query's; keywords bind by name.
  EXPECT_EQ(line_of(printed("    lv = R.nn.attention_var_len(q, q, q, max_seqlen_q=mq, "
                            "seqstart_q=sq)\n    return lv\n",
                            params)),
            "lv = R.nn.attention_var_len(q, q, q, sq, mq, sq, mq)");
}

TEST(OpSignatureBinding, PrinterOrderMatchesTheSignatures) {
  for (const OpDef& def : OpTable::get().ops()) {
    const OpSignature* sig = op_signature(def.name);
    const std::vector<size_t>* order = python_arg_order(def.name);
    if (!sig || sig->call_order.empty()) {
      EXPECT_EQ(order, nullptr) << def.name;
      continue;
    }
    ASSERT_NE(order, nullptr) << def.name << ": the printer does not know its Python order";
    EXPECT_EQ(*order, sig->call_order) << def.name;
  }
}

TEST(OpSignatureBinding, DevicesReadAsTvmsPythonTakesThem) {
  const std::string want = "lv = R.hint_on_device(x, R.device(device_type=2, index=1), \"global\")";
  for (const char* dev : {"R.device(device_type=2, index=1)", "R.device(\"cuda\", 1)",
                          "R.device(\"cuda:1\")", "tvm.cuda(1)", "R.device(2, 1)"})
    EXPECT_EQ(line_of(printed(std::string("    lv = R.hint_on_device(x, ") + dev +
                              ", \"global\")\n    return lv\n")),
              want)
        << dev;
  EXPECT_EQ(line_of(printed("    lv = R.hint_on_device(x, tvm.cpu())\n    return lv\n")),
            "lv = R.hint_on_device(x, R.device(device_type=1, index=0))");
  // Bad devices are diagnostics with a location.
  for (const char* dev : {"R.device(\"tpu\")", "tvm.gpu(0)", "R.device(\"cuda:x\")", "3",
                          "R.device(1, 0, 2)", "R.device(index=0)"}) {
    std::string out =
        printed(std::string("    lv = R.hint_on_device(x, ") + dev + ")\n    return lv\n");
    EXPECT_NE(out.find("error:"), std::string::npos) << dev << ": " << out;
    EXPECT_NE(out.find("dst_vdevice"), std::string::npos) << dev << ": " << out;
  }
}

TEST(OpSignatureBinding, CallPyFuncReadsAndPrintsTvmsForm) {
  EXPECT_EQ(line_of(printed("    lv = R.call_py_func(\"f\", (x,), out_sinfo=R.Tensor((2, 3), "
                            "dtype=\"float32\"))\n    return lv\n")),
            "lv = R.call_py_func(\"f\", (x,), out_sinfo=R.Tensor((2, 3), dtype=\"float32\"))");
}

} // namespace op_signature_test

} // namespace rxv::sem
