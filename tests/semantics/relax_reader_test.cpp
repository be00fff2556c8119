// Tests of the Relax reader (semantics/script/relax_reader*.cpp): TVMScript text in, IR out. Each
// test reads a small module and checks the IR's kinds, names and links: the same Var object at a
// binding and its uses, DataflowVar vs Var, shape-variable identity between signature and body,
// attributes and StructInfo. Expressions, StructInfo forms and attributes are tested in
// relax_reader_expr_test.cpp, malformed input in reader_errors_test.cpp.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "semantics/script/printer.h"
#include "semantics/script/reader.h"
#include "tests/semantics/relax_reader_test_util.h"

namespace rxv::sem {
namespace relax_reader_test {

using namespace rtest;

TEST(RelaxReader, ModuleFunctionsAndFlags) {
  IRModule m = read_ok(std::string(kHeader) + R"(@I.ir_module
class Mod:
    I.module_attrs({"version": 3})
    @T.prim_func(private=True)
    def copy(A: T.Buffer((T.int64(4),), "float32"), B: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("B"):
                v_i = T.axis.spatial(T.int64(4), i)
                T.reads(A[v_i])
                T.writes(B[v_i])
                B[v_i] = A[v_i]

    @R.function(private=True)
    def helper(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x

    @R.function(pure=False)
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x
)");
  EXPECT_EQ(m.name, "Mod");
  EXPECT_FALSE(m.lone_function);
  ASSERT_EQ(m.functions.size(), 3u);
  EXPECT_EQ(m.functions[0].name, "copy");
  EXPECT_FALSE(m.functions[0].is_relax());
  EXPECT_EQ(m.functions[1].name, "helper");
  EXPECT_EQ(m.functions[2].name, "main");
  const FunctionNode* helper = fn(m, "helper");
  const FunctionNode* main = fn(m, "main");
  ASSERT_TRUE(helper && main);
  EXPECT_EQ(helper->attrs.find("global_symbol"), nullptr); // private
  EXPECT_TRUE(helper->is_pure);
  ASSERT_NE(main->attrs.find("global_symbol"), nullptr);
  EXPECT_EQ(main->attrs.find("global_symbol")->str, "main");
  EXPECT_FALSE(main->is_pure);
  ASSERT_NE(m.attrs.find("version"), nullptr);
  EXPECT_EQ(m.attrs.find("version")->int_value, 3);
  // The function body is a SeqExpr whose result is the parameter itself.
  ASSERT_NE(body(main), nullptr);
  EXPECT_EQ(body(main)->body, main->params[0]);
}

TEST(RelaxReader, LoneFunction) {
  IRModule m = read_ok(R"(# from tvm.script import relax as R
import tvm
from tvm.script import relax as R

@R.function
def double(x: R.Tensor((2,), dtype="int32")) -> R.Tensor((2,), dtype="int32"):
    gv: R.Tensor((2,), dtype="int32") = R.add(x, x)
    return gv
)");
  EXPECT_TRUE(m.lone_function);
  ASSERT_EQ(m.functions.size(), 1u);
  EXPECT_EQ(m.functions[0].name, "double");
  ASSERT_NE(fn(m, "double"), nullptr);
  EXPECT_EQ(fn(m, "double")->attrs.find("global_symbol")->str, "double");
}

TEST(RelaxReader, FunctionAttrsAndGlobalSymbol) {
  IRModule m = read_ok(module(R"(    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        R.func_attr({"num_input": 1, "global_symbol": "main", "keys": ["a", "b"], "cfg": {"n": 1024, "f": 0.5}, "on": True})
        return x

    @R.function
    def other(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        R.func_attr({"global_symbol": "renamed"})
        return x
)"));
  const FunctionNode* main = fn(m, "main");
  ASSERT_NE(main, nullptr);
  const auto& e = main->attrs.entries;
  ASSERT_EQ(e.size(), 5u);
  // An explicit global_symbol equal to the name moves to the front, where the default goes.
  EXPECT_EQ(e[0].first, "global_symbol");
  EXPECT_EQ(e[1].first, "num_input");
  EXPECT_EQ(e[1].second.kind, AttrValue::Kind::kInt);
  EXPECT_EQ(e[2].second.kind, AttrValue::Kind::kList);
  ASSERT_EQ(e[2].second.items.size(), 2u);
  EXPECT_EQ(e[2].second.items[1].str, "b");
  EXPECT_EQ(e[3].second.kind, AttrValue::Kind::kDict);
  ASSERT_EQ(e[3].second.entries.size(), 2u);
  EXPECT_EQ(e[3].second.entries[0].second.int_value, 1024);
  EXPECT_EQ(e[3].second.entries[1].second.float_value, 0.5);
  EXPECT_EQ(e[4].second.kind, AttrValue::Kind::kBool);
  EXPECT_TRUE(e[4].second.bool_value);
  // An explicit global_symbol that differs from the name wins.
  ASSERT_NE(fn(m, "other"), nullptr);
  EXPECT_EQ(fn(m, "other")->attrs.find("global_symbol")->str, "renamed");
}

TEST(RelaxReader, SignatureShapeVariablesAreSharedWithTheBody) {
  IRModule m = read_ok(module(R"(    @R.function
    def main(x: R.Tensor(("n", 4), "float32"), s: R.Shape(["m"])) -> R.Tensor(("n * 2", 4), dtype="float32"):
        n = T.int64()
        m = T.int64()
        k = T.int32()
        lv: R.Tensor((n, 4), dtype="float32") = R.add(x, x)
        lv1: R.Shape([m, k]) = R.shape([m, k])
        return lv
)"));
  const FunctionNode* f = fn(m, "main");
  ASSERT_NE(f, nullptr);
  PrimExpr n = dim(f->params[0]->sinfo, 0);
  ASSERT_TRUE(is_var(n));
  EXPECT_EQ(n->name, "n");
  EXPECT_EQ(n->dtype, DataType::Int(64));
  PrimExpr four = dim(f->params[0]->sinfo, 1);
  ASSERT_TRUE(is_int_imm(four));
  EXPECT_EQ(four->int_value, 4);
  EXPECT_EQ(four->dtype, DataType::Int(64));
  EXPECT_EQ(tensor(f->params[0]->sinfo)->dtype, DataType::Float(32));
  // The return annotation's "n * 2" uses the same variable.
  PrimExpr ret0 = dim(f->ret_sinfo, 0);
  ASSERT_TRUE(ret0 && ret0->kind == PrimKind::kMul);
  EXPECT_EQ(ret0->operands[0], n);
  EXPECT_EQ(ret0->operands[1]->int_value, 2);
  // `n = T.int64()` reuses the signature's n; the body's annotation refers to it.
  const Binding* lv = binding(m, "main", 0, 0);
  ASSERT_NE(lv, nullptr);
  EXPECT_EQ(dim(lv->var->sinfo, 0), n);
  // m comes from the R.Shape parameter; k is new (int32), declared in the body.
  const auto* s = as<ShapeSInfo>(f->params[1]->sinfo);
  ASSERT_TRUE(s && s->values);
  PrimExpr m_var = (*s->values)[0];
  const Binding* lv1 = binding(m, "main", 0, 1);
  ASSERT_NE(lv1, nullptr);
  const auto* shape = as<ShapeExprNode>(lv1->value);
  ASSERT_NE(shape, nullptr);
  EXPECT_EQ(shape->values[0], m_var);
  EXPECT_EQ(shape->values[1]->name, "k");
  EXPECT_EQ(shape->values[1]->dtype, DataType::Int(32));
  const auto* lv1_sinfo = as<ShapeSInfo>(lv1->var->sinfo);
  ASSERT_TRUE(lv1_sinfo && lv1_sinfo->values);
  EXPECT_EQ((*lv1_sinfo->values)[1], shape->values[1]);
}

TEST(RelaxReader, DataflowBlocksBindDataflowVarsExceptOutputs) {
  IRModule m = read_ok(module(R"(    @R.function
    def main(x: R.Tensor((3,), dtype="float32")) -> R.Tensor((3,), dtype="float32"):
        y = R.exp(x)
        with R.dataflow():
            lv = R.add(x, y)
            gv = R.multiply(lv, lv)
            R.output(gv)
        z = R.add(gv, y)
        with R.dataflow():
            lv2 = R.exp(z)
            R.output()
        return z
)"));
  const SeqExprNode* s = body(fn(m, "main"));
  ASSERT_NE(s, nullptr);
  ASSERT_EQ(s->blocks.size(), 4u);
  EXPECT_FALSE(s->blocks[0].is_dataflow);
  EXPECT_TRUE(s->blocks[1].is_dataflow);
  EXPECT_FALSE(s->blocks[2].is_dataflow);
  EXPECT_TRUE(s->blocks[3].is_dataflow);
  const Var& y = s->blocks[0].bindings[0].var;
  const Binding& lv = s->blocks[1].bindings[0];
  const Binding& gv = s->blocks[1].bindings[1];
  EXPECT_EQ(lv.var->kind, ExprKind::kDataflowVar);
  EXPECT_EQ(gv.var->kind, ExprKind::kVar);
  EXPECT_EQ(op_name(lv.value), "relax.add");
  EXPECT_EQ(call(lv.value)->args[1], y);
  EXPECT_EQ(call(gv.value)->args[0], lv.var);
  EXPECT_EQ(call(gv.value)->args[1], lv.var);
  const Binding& z = s->blocks[2].bindings[0];
  EXPECT_EQ(call(z.value)->args[0], gv.var); // the output is visible after the block
  EXPECT_EQ(s->blocks[3].bindings[0].var->kind, ExprKind::kDataflowVar);
  EXPECT_EQ(s->body, z.var);
}

TEST(RelaxReader, RebindingShadows) {
  IRModule m = read_ok(module(R"(    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        x = R.add(x, x)
        with R.dataflow():
            lv = R.multiply(x, x)
            lv = R.subtract(lv, x)
            gv = lv
            R.output(gv)
        return x
)"));
  const FunctionNode* f = fn(m, "main");
  const Binding* x1 = binding(m, "main", 0, 0);
  ASSERT_TRUE(f && x1);
  EXPECT_NE(x1->var, f->params[0]);
  EXPECT_EQ(call(x1->value)->args[0], f->params[0]);
  const Binding* lv_a = binding(m, "main", 1, 0);
  const Binding* lv_b = binding(m, "main", 1, 1);
  const Binding* gv = binding(m, "main", 1, 2);
  ASSERT_TRUE(lv_a && lv_b && gv);
  EXPECT_EQ(call(lv_a->value)->args[0], x1->var);
  EXPECT_NE(lv_a->var, lv_b->var);
  EXPECT_EQ(call(lv_b->value)->args[0], lv_a->var);
  EXPECT_EQ(gv->value, lv_b->var);
  EXPECT_EQ(body(f)->body, x1->var);
}

TEST(RelaxReader, IfBindsTheNameBothBranchesEndWith) {
  IRModule m = read_ok(module(R"(    @R.function
    def main(c: R.Tensor((), dtype="bool"), x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        if c:
            lv = R.add(x, x)
            gv: R.Tensor((4,), dtype="float32") = lv
        elif c:
            gv = R.exp(x)
        else:
            gv = x
        out = R.add(gv, gv)
        return out
)"));
  const FunctionNode* f = fn(m, "main");
  const Binding* b = binding(m, "main", 0, 0);
  ASSERT_TRUE(f && b);
  const auto* node = as<IfNode>(b->value);
  ASSERT_NE(node, nullptr);
  EXPECT_EQ(node->cond, f->params[0]);
  EXPECT_EQ(b->var->name, "gv");
  ASSERT_NE(tensor(b->var->sinfo), nullptr); // the branch's annotation
  const auto* then_seq = as<SeqExprNode>(node->true_branch);
  ASSERT_NE(then_seq, nullptr);
  ASSERT_EQ(then_seq->blocks.size(), 1u);
  ASSERT_EQ(then_seq->blocks[0].bindings.size(), 1u);
  const Var& lv = then_seq->blocks[0].bindings[0].var;
  EXPECT_EQ(lv->name, "lv");
  EXPECT_EQ(then_seq->body, lv); // the last statement's right-hand side
  // elif: the else branch is a SeqExpr whose body is the inner If.
  const auto* else_seq = as<SeqExprNode>(node->false_branch);
  ASSERT_NE(else_seq, nullptr);
  EXPECT_TRUE(else_seq->blocks.empty());
  const auto* inner = as<IfNode>(else_seq->body);
  ASSERT_NE(inner, nullptr);
  EXPECT_EQ(op_name(as<SeqExprNode>(inner->true_branch)->body), "relax.exp");
  EXPECT_EQ(as<SeqExprNode>(inner->false_branch)->body, f->params[1]);
  const Binding* out = binding(m, "main", 0, 1);
  ASSERT_NE(out, nullptr);
  EXPECT_EQ(call(out->value)->args[0], b->var);
}

TEST(RelaxReader, MatchCastAndExpressionStatements) {
  IRModule m = read_ok(module(R"(    @R.function(pure=False)
    def main(x: R.Tensor(dtype="float32", ndim=1)) -> R.Tensor(dtype="float32", ndim=1):
        m = T.int64()
        lv: R.Tensor((m,), dtype="float32") = R.match_cast(x, R.Tensor((m,), dtype="float32"))
        R.print(lv, format=R.str("lv = {}"))
        return lv
)"));
  const Binding* mc = binding(m, "main", 0, 0);
  const Binding* print = binding(m, "main", 0, 1);
  ASSERT_TRUE(mc && print);
  EXPECT_TRUE(mc->is_match_cast);
  EXPECT_EQ(mc->value, fn(m, "main")->params[0]);
  PrimExpr m_var = dim(mc->match_sinfo, 0);
  ASSERT_TRUE(is_var(m_var));
  EXPECT_EQ(dim(mc->var->sinfo, 0), m_var);
  EXPECT_FALSE(print->is_match_cast);
  EXPECT_EQ(print->var->name, "_");
  EXPECT_EQ(print->var->sinfo, nullptr);
  EXPECT_EQ(op_name(print->value), "relax.print");
  const AttrValue* format = call(print->value)->attrs.find("format");
  ASSERT_NE(format, nullptr);
  ASSERT_EQ(format->kind, AttrValue::Kind::kExpr);
  ASSERT_NE(as<StringImmNode>(format->expr), nullptr);
  EXPECT_EQ(as<StringImmNode>(format->expr)->value, "lv = {}");
}

TEST(RelaxReader, NestedFunctionsCaptureAndRecurse) {
  IRModule m = read_ok(module(R"(    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), y: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n",), dtype="float32"):
        n = T.int64()
        @R.function
        def inner(z: R.Tensor((n,), dtype="float32")) -> R.Tensor((n,), dtype="float32"):
            lv = R.add(z, y)
            lv1 = inner(lv)
            return lv1
        gv = inner(x)
        return gv
)"));
  const FunctionNode* f = fn(m, "main");
  const Binding* def = binding(m, "main", 0, 0);
  ASSERT_TRUE(f && def);
  EXPECT_EQ(def->var->name, "inner");
  const auto* inner = as<FunctionNode>(def->value);
  ASSERT_NE(inner, nullptr);
  EXPECT_EQ(inner->attrs.find("global_symbol"), nullptr); // nested functions never get one
  // The inner signature's n is the outer one.
  EXPECT_EQ(dim(inner->params[0]->sinfo, 0), dim(f->params[0]->sinfo, 0));
  const auto* inner_body = as<SeqExprNode>(inner->body);
  ASSERT_NE(inner_body, nullptr);
  const Binding& lv = inner_body->blocks[0].bindings[0];
  EXPECT_EQ(call(lv.value)->args[0], inner->params[0]);
  EXPECT_EQ(call(lv.value)->args[1], f->params[1]); // captured
  const Binding& rec = inner_body->blocks[0].bindings[1];
  EXPECT_EQ(call(rec.value)->op, def->var); // a call of its own binding's Var
  const Binding* gv = binding(m, "main", 0, 1);
  ASSERT_NE(gv, nullptr);
  EXPECT_EQ(call(gv->value)->op, def->var);
  EXPECT_EQ(call(gv->value)->args[0], f->params[0]);
}

TEST(RelaxReader, OutOfScopeUsesLinkToTheirBinding) {
  // Each use here breaks a well-formedness rule (WF-1, WF-3); the reader links it to the variable
  // it names so that the checker can report the rule.
  IRModule m = read_ok(module(R"(    @R.function
    def main(c: R.Tensor((), dtype="bool"), x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        early = R.add(later, x)
        with R.dataflow():
            lv = R.exp(x)
            gv = R.add(lv, lv)
            R.output(gv)
        escaped = R.add(lv, gv)
        if c:
            local = R.exp(x)
            r = local
        else:
            r = x
        after = R.add(local, r)
        later = R.exp(x)
        return later
)"));
  const Binding* early = binding(m, "main", 0, 0);
  const Binding* lv = binding(m, "main", 1, 0);
  const Binding* escaped = binding(m, "main", 2, 0);
  const Binding* iff = binding(m, "main", 2, 1);
  const Binding* after = binding(m, "main", 2, 2);
  const Binding* later = binding(m, "main", 2, 3);
  ASSERT_TRUE(early && lv && escaped && iff && after && later);
  EXPECT_EQ(later->var->name, "later");
  EXPECT_EQ(call(early->value)->args[0], later->var); // used before its binding
  EXPECT_EQ(call(escaped->value)->args[0], lv->var);  // a DataflowVar after its block
  EXPECT_EQ(lv->var->kind, ExprKind::kDataflowVar);
  const auto* then_seq = as<SeqExprNode>(as<IfNode>(iff->value)->true_branch);
  ASSERT_NE(then_seq, nullptr);
  EXPECT_EQ(call(after->value)->args[0], then_seq->blocks[0].bindings[0].var); // branch-local
  EXPECT_EQ(call(after->value)->args[1], iff->var);
}

TEST(RelaxReader, ShapeVariableUsedBeforeItsDeclaration) {
  IRModule m = read_ok(module(R"(    @R.function
    def main(x: R.Tensor(dtype="float32", ndim=1)) -> R.Shape(ndim=1):
        s = R.shape([k])
        k = T.int64()
        lv = R.match_cast(x, R.Tensor((k,), dtype="float32"))
        return s
)"));
  const Binding* s = binding(m, "main", 0, 0);
  const Binding* lv = binding(m, "main", 0, 1);
  ASSERT_TRUE(s && lv);
  PrimExpr k = as<ShapeExprNode>(s->value)->values[0];
  ASSERT_TRUE(is_var(k));
  EXPECT_EQ(dim(lv->match_sinfo, 0), k);
}

TEST(RelaxReader, UsesAreRecordedWhereTheyAreWritten) {
  // IRModule::use_locs: a Var node is shared by its binding and every use, so the reader records
  // each use's position for diagnostics, in source order.
  IRModule m = read_ok(module(R"(    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n * 2",), dtype="float32"):
        n = T.int64()
        lv = R.add(x, x)
        gv: R.Tensor((n * 2,), dtype="float32") = R.concat((lv, x), axis=0)
        return gv
)"));
  const FunctionNode* f = fn(m, "main");
  ASSERT_NE(f, nullptr);
  auto uses = [&](const void* var) {
    std::span<const SourceLoc> u = m.use_locs.find(var);
    return std::vector<SourceLoc>(u.begin(), u.end());
  };
  EXPECT_EQ(uses(f->params[0].get()), (std::vector<SourceLoc>{{10, 20}, {10, 23}, {11, 65}}));
  PrimExpr n = dim(f->params[0]->sinfo, 0);
  // "n" in the parameter, "n * 2" in the return annotation, then n * 2 in the body.
  EXPECT_EQ(uses(n.get()), (std::vector<SourceLoc>{{8, 28}, {8, 66}, {11, 23}}));
  EXPECT_EQ(uses(binding(m, "main", 0, 0)->var.get()), (std::vector<SourceLoc>{{11, 61}}));
}

TEST(RelaxReader, IndependentErrorsAreAllReportedOnce) {
  DiagnosticSink sink;
  auto m = read_module(module(R"(    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        a = R.add(x, y)
        b = R.add(y, y)
        c: R.Tensor((2,), dtype="flaot32") = R.exp(x)
        d = R.match_cast(x)
        return x
)"),
                       sink);
  EXPECT_FALSE(m.has_value());
  ASSERT_EQ(sink.diagnostics().size(), 3u) << sink.format("input");
  EXPECT_EQ(sink.diagnostics()[0].message, "undefined variable 'y'"); // once, not three times
  EXPECT_EQ(sink.diagnostics()[1].message, "unknown dtype \"flaot32\"");
  EXPECT_EQ(sink.diagnostics()[2].message, "R.match_cast takes a value and a StructInfo");
}

TEST(RelaxReader, LongChainReadsLinearly) {
  // The reader's cost per binding is constant: a chain of 20000 bindings, each using the last.
  std::string src = module(R"(    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        with R.dataflow():
            lv0: R.Tensor((n, 4), dtype="float32") = R.add(x, x)
)");
  constexpr int kN = 20000;
  for (int i = 1; i < kN; ++i)
    src += fmt::format("            lv{}: R.Tensor((n, 4), dtype=\"float32\") = R.add(lv{}, x)\n",
                       i, i - 1);
  src += fmt::format("            R.output(lv{})\n        return lv{}\n", kN - 1, kN - 1);
  IRModule m = read_ok(src);
  const SeqExprNode* s = body(fn(m, "main"));
  ASSERT_NE(s, nullptr);
  const auto& bs = s->blocks[0].bindings;
  ASSERT_EQ(bs.size(), size_t(kN));
  PrimExpr n = dim(fn(m, "main")->params[0]->sinfo, 0);
  for (int i = 1; i < kN; ++i) {
    ASSERT_EQ(call(bs[i].value)->args[0], bs[i - 1].var) << i;
    ASSERT_EQ(dim(bs[i].var->sinfo, 0), n) << i;
  }
  EXPECT_EQ(bs[kN - 1].var->kind, ExprKind::kVar);
  EXPECT_EQ(bs[kN - 2].var->kind, ExprKind::kDataflowVar);
  EXPECT_EQ(s->body, bs[kN - 1].var);
}

// The reader releases the syntax tree of statements it has read (arena blocks of ~500 bindings,
// semantics/script/py_arena.h): a name that first fails to resolve late in a long block starts the
// pre-scan of the function, which must skip the released statements and still link forward uses
// and uses after the block to the right variables.
TEST(RelaxReader, LongBlocksReleaseWhatWasReadAndStillResolveLateNames) {
  constexpr int kN = 6000;
  std::string src = module(R"(    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        with R.dataflow():
            lv0: R.Tensor((4,), dtype="float32") = R.add(x, x)
)");
  for (int i = 1; i < kN; ++i)
    src += fmt::format("            lv{}: R.Tensor((4,), dtype=\"float32\") = R.add(lv{}, x)\n", i,
                       i - 1);
  src += "            early = R.add(later, x)\n"; // used before its binding (WF-3)
  src += fmt::format("            R.output(lv{}, early)\n", kN - 1);
  src += "        escaped = R.add(lv1, x)\n"; // a DataflowVar after its block (WF-1)
  src += "        later = R.exp(x)\n";
  src += fmt::format("        return lv{}\n", kN - 1);
  IRModule m = read_ok(src);
  const SeqExprNode* s = body(fn(m, "main"));
  ASSERT_NE(s, nullptr);
  ASSERT_EQ(s->blocks.size(), 2u);
  const auto& df = s->blocks[0].bindings;
  ASSERT_EQ(df.size(), size_t(kN) + 1);
  const Binding& early = df[kN];
  const Binding& escaped = s->blocks[1].bindings[0];
  const Binding& later = s->blocks[1].bindings[1];
  EXPECT_EQ(later.var->name, "later");
  EXPECT_EQ(call(early.value)->args[0], later.var);
  EXPECT_EQ(call(escaped.value)->args[0], df[1].var);
  EXPECT_EQ(df[1].var->kind, ExprKind::kDataflowVar);
  EXPECT_EQ(early.var->kind, ExprKind::kVar);
  EXPECT_EQ(df[kN - 1].var->kind, ExprKind::kVar);
  for (int i = 1; i < kN; ++i) ASSERT_EQ(call(df[i].value)->args[0], df[i - 1].var) << i;
}

// Every corpus file reads: those with EXPECT-READ-ERROR give exactly that first diagnostic. Each
// reads the same through the overload that frees the text once parsed (under ASan: nothing the
// reader keeps, diagnostics included, points into the text).
TEST(RelaxReader, CorpusFilesRead) {
  namespace fs = std::filesystem;
  fs::path root = fs::path(RXV_SOURCE_DIR) / "corpus";
  ASSERT_TRUE(fs::exists(root)) << root;
  int files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (entry.path().extension() != ".py") continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    std::string src = text.str();
    std::string expected_error;
    std::istringstream lines(src);
    for (std::string line; std::getline(lines, line) && line.starts_with("#");)
      if (line.starts_with("# EXPECT-READ-ERROR: ")) expected_error = line.substr(21);
    DiagnosticSink sink;
    auto m = read_module(src, sink);
    ++files;
    DiagnosticSink consumed_sink;
    std::string consumed = src;
    auto consumed_m = read_module_consuming(std::move(consumed), consumed_sink);
    EXPECT_TRUE(consumed.empty()) << entry.path();
    EXPECT_EQ(consumed_sink.format("f"), sink.format("f")) << entry.path();
    ASSERT_EQ(consumed_m.has_value(), m.has_value()) << entry.path();
    if (m) {
      EXPECT_EQ(print_module(*consumed_m), print_module(*m)) << entry.path();
    }
    if (expected_error.empty()) {
      EXPECT_TRUE(m.has_value()) << entry.path() << "\n" << sink.format(entry.path().string());
    } else {
      ASSERT_FALSE(m.has_value()) << entry.path();
      const Diagnostic& d = sink.diagnostics().at(0);
      EXPECT_EQ(fmt::format("{}:{}: {}", d.loc.line, d.loc.col, d.message), expected_error)
          << entry.path();
    }
  }
  EXPECT_GT(files, 50);
}

// The reader's name index (Scopes) grows past its first sizes while names shadow one another and
// uses reach back to early bindings.
TEST(RelaxReader, ManyNamesShadowingAndEarlyUses) {
  constexpr int kNames = 5000;
  std::string src =
      "@R.function\ndef main(x: R.Tensor((4,), \"float32\")) -> R.Tensor((4,), \"float32\"):\n";
  for (int i = 0; i < kNames; ++i)
    src += fmt::format("    v{}: R.Tensor((4,), \"float32\") = R.add(x, {})\n", i,
                       i == 0 ? "x" : fmt::format("v{}", i / 2));
  src += "    x: R.Tensor((4,), \"float32\") = R.add(v0, v4999)\n"; // shadows the parameter
  src += "    return R.add(x, v1)\n";
  IRModule m = rtest::read_ok(src);
  const SeqExprNode* s = rtest::body(rtest::fn(m, "main"));
  ASSERT_TRUE(s);
  ASSERT_EQ(s->blocks.size(), 1u);
  const auto& bs = s->blocks[0].bindings;
  ASSERT_EQ(bs.size(), size_t(kNames) + 1);
  // v4001 = R.add(x, v2000): its second argument is the variable bound by the 2001st binding.
  const auto* call = as<CallNode>(bs[4001].value);
  ASSERT_TRUE(call);
  EXPECT_EQ(call->args[1].get(), static_cast<const ExprNode*>(bs[2000].var.get()));
  // The last binding shadows the parameter `x`; the return value uses the new `x`.
  const auto* ret = as<CallNode>(s->body);
  ASSERT_TRUE(ret);
  EXPECT_EQ(ret->args[0].get(), static_cast<const ExprNode*>(bs[kNames].var.get()));
  EXPECT_EQ(ret->args[1].get(), static_cast<const ExprNode*>(bs[1].var.get()));
}

} // namespace relax_reader_test
} // namespace rxv::sem
