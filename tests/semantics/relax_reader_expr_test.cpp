// Tests of the Relax reader's expressions, calls, StructInfo annotations and attribute values
// (semantics/script/relax_reader_{expr,sinfo,attrs,const}.cpp). Module structure, bindings and
// names are tested in relax_reader_test.cpp.
#include <gtest/gtest.h>

#include <cmath>

#include "semantics/script/reader.h"
#include "tests/semantics/relax_reader_test_util.h"

namespace rxv::sem {
namespace relax_reader_expr_test {

using namespace rtest;

TEST(RelaxReader, GlobalVarsAndOps) {
  IRModule m = read_ok(module(R"(    @R.function
    def main(x: R.Tensor((3,), dtype="float32")) -> R.Tensor((3,), dtype="float32"):
        cls = Module
        a = cls.square(x)
        b = Module.square(a)
        c = square(b)
        f = cls.square
        g = R.nn.relu
        return c

    @R.function(private=True)
    def square(x: R.Tensor((3,), dtype="float32")) -> R.Tensor((3,), dtype="float32"):
        return x
)"));
  for (size_t i = 0; i < 3; ++i) {
    const Binding* b = binding(m, "main", 0, i);
    ASSERT_NE(b, nullptr);
    const auto* gv = as<GlobalVarNode>(call(b->value)->op);
    ASSERT_NE(gv, nullptr) << i;
    EXPECT_EQ(gv->name, "square");
  }
  const Binding* f = binding(m, "main", 0, 3);
  const Binding* g = binding(m, "main", 0, 4);
  ASSERT_TRUE(f && g);
  ASSERT_NE(as<GlobalVarNode>(f->value), nullptr);
  ASSERT_NE(as<OpNode>(g->value), nullptr);
  EXPECT_EQ(as<OpNode>(g->value)->name, "relax.nn.relu");
}

TEST(RelaxReader, LeafExpressions) {
  IRModule m = read_ok(module(R"(    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")) -> R.Object:
        n = T.int64()
        a = R.const([[1, 2], [3, 4]])
        b = R.const(0.5)
        c = R.const([True, False])
        d = R.const([1e-05, -65504.0], "float16")
        e = R.const(float("-inf"), dtype="float32")
        f = R.prim_value(1)
        g = R.prim_value(T.int32(-3))
        h = R.str("abc")
        i = R.dtype("bfloat16")
        j = R.shape([n, 4])
        k = R.ExternFunc("test.f")
        l = R.tuple()
        t = (x, a)
        one = (x,)
        u = t[1]
        return u
)"));
  auto value = [&](size_t i) {
    const Binding* b = binding(m, "main", 0, i);
    return b ? b->value : nullptr;
  };
  const auto* a = as<ConstantNode>(value(0));
  ASSERT_NE(a, nullptr);
  EXPECT_EQ(a->data.dtype, DataType::Int(32));
  EXPECT_EQ(a->data.shape, (std::vector<int64_t>{2, 2}));
  EXPECT_EQ(a->data.ints, (std::vector<int64_t>{1, 2, 3, 4}));
  const auto* b = as<ConstantNode>(value(1));
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(b->data.dtype, DataType::Float(32));
  EXPECT_TRUE(b->data.shape.empty());
  EXPECT_EQ(b->data.floats, std::vector<double>{0.5});
  const auto* c = as<ConstantNode>(value(2));
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->data.dtype, DataType::Bool());
  EXPECT_EQ(c->data.ints, (std::vector<int64_t>{1, 0}));
  const auto* d = as<ConstantNode>(value(3));
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->data.dtype, DataType::Float(16));
  EXPECT_EQ(d->data.floats, (std::vector<double>{1e-05, -65504.0}));
  const auto* e = as<ConstantNode>(value(4));
  ASSERT_NE(e, nullptr);
  ASSERT_EQ(e->data.floats.size(), 1u);
  EXPECT_TRUE(std::isinf(e->data.floats[0]) && e->data.floats[0] < 0);
  const auto* f = as<PrimValueNode>(value(5));
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(f->value->dtype, DataType::Int(64));
  EXPECT_EQ(f->value->int_value, 1);
  const auto* g = as<PrimValueNode>(value(6));
  ASSERT_NE(g, nullptr);
  EXPECT_EQ(g->value->dtype, DataType::Int(32));
  EXPECT_EQ(g->value->int_value, -3);
  ASSERT_NE(as<StringImmNode>(value(7)), nullptr);
  EXPECT_EQ(as<StringImmNode>(value(7))->value, "abc");
  ASSERT_NE(as<DataTypeImmNode>(value(8)), nullptr);
  EXPECT_EQ(as<DataTypeImmNode>(value(8))->value.str(), "bfloat16");
  const auto* j = as<ShapeExprNode>(value(9));
  ASSERT_NE(j, nullptr);
  ASSERT_EQ(j->values.size(), 2u);
  EXPECT_EQ(j->values[0], dim(fn(m, "main")->params[0]->sinfo, 0));
  ASSERT_NE(as<ExternFuncNode>(value(10)), nullptr);
  EXPECT_EQ(as<ExternFuncNode>(value(10))->global_symbol, "test.f");
  ASSERT_NE(as<TupleNode>(value(11)), nullptr);
  EXPECT_TRUE(as<TupleNode>(value(11))->fields.empty());
  const auto* t = as<TupleNode>(value(12));
  ASSERT_NE(t, nullptr);
  ASSERT_EQ(t->fields.size(), 2u);
  EXPECT_EQ(t->fields[1], binding(m, "main", 0, 0)->var);
  ASSERT_NE(as<TupleNode>(value(13)), nullptr);
  EXPECT_EQ(as<TupleNode>(value(13))->fields.size(), 1u);
  const auto* u = as<TupleGetItemNode>(value(14));
  ASSERT_NE(u, nullptr);
  EXPECT_EQ(u->index, 1);
  EXPECT_EQ(u->tuple, binding(m, "main", 0, 12)->var);
}

TEST(RelaxReader, LiteralArgumentsArePrimValuesAndStrings) {
  IRModule m = read_ok(module(R"(    @R.function(pure=False)
    def main(x: R.Tensor((8,), dtype="float32")) -> R.Object:
        lv = R.call_packed("test.configure", x, 3, -2.5, True, "nearest", sinfo_args=(R.Object,))
        return lv
)"));
  const Binding* b = binding(m, "main", 0, 0);
  ASSERT_NE(b, nullptr);
  const CallNode* c = call(b->value);
  ASSERT_NE(c, nullptr);
  ASSERT_NE(as<ExternFuncNode>(c->op), nullptr); // call_packed calls the ExternFunc itself
  EXPECT_EQ(as<ExternFuncNode>(c->op)->global_symbol, "test.configure");
  ASSERT_EQ(c->args.size(), 5u);
  const auto* three = as<PrimValueNode>(c->args[1]);
  ASSERT_NE(three, nullptr);
  EXPECT_EQ(three->value->dtype, DataType::Int(64));
  const auto* half = as<PrimValueNode>(c->args[2]);
  ASSERT_NE(half, nullptr);
  EXPECT_EQ(half->value->dtype, DataType::Float(64));
  EXPECT_EQ(half->value->float_value, -2.5);
  ASSERT_NE(as<PrimValueNode>(c->args[3]), nullptr);
  EXPECT_TRUE(as<PrimValueNode>(c->args[3])->value->dtype.is_bool());
  ASSERT_NE(as<StringImmNode>(c->args[4]), nullptr);
  ASSERT_EQ(c->sinfo_args.size(), 1u);
  EXPECT_EQ(c->sinfo_args[0]->kind, SInfoKind::kObject);
}

TEST(RelaxReader, CallTirFamily) {
  IRModule m = read_ok(module(R"(    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")) -> R.Object:
        n = T.int64()
        cls = Module
        a = R.call_tir(cls.f, (x,), out_sinfo=R.Tensor((n,), dtype="float32"), tir_vars=R.shape([n]))
        b = R.call_tir(cls.f, x, out_sinfo=[R.Tensor((n,), dtype="float32"), R.Tensor((n,), dtype="int32")])
        c = R.call_tir(cls.f, (x,), out_ty=R.Tensor((n,), dtype="float32"))
        d = R.call_tir_inplace(cls.f, (x,), out_sinfo=R.Tensor((n,), dtype="float32"), inplace_indices=[0])
        e = R.call_dps_packed("test.dps", (x,), out_sinfo=R.Tensor((n,), dtype="float32"))
        f = R.call_pure_packed("test.pure", x, sinfo_args=R.Tensor((n,), dtype="float32"))
        g = R.call_tir_with_grad(cls.f, (x,), out_sinfo=R.Tensor((n,), dtype="float32"), te_grad_name="f_grad", te_grad_kwargs={"k": 1})
        return f

    @R.function
    def f(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n",), dtype="float32"):
        return x
)"));
  const FunctionNode* main = fn(m, "main");
  ASSERT_NE(main, nullptr);
  const Binding* a = binding(m, "main", 0, 0);
  ASSERT_NE(a, nullptr);
  EXPECT_EQ(op_name(a->value), "relax.call_tir");
  const CallNode* ca = call(a->value);
  ASSERT_EQ(ca->args.size(), 3u);
  ASSERT_NE(as<GlobalVarNode>(ca->args[0]), nullptr);
  EXPECT_EQ(as<GlobalVarNode>(ca->args[0])->name, "f");
  ASSERT_NE(as<TupleNode>(ca->args[1]), nullptr);
  EXPECT_EQ(as<TupleNode>(ca->args[1])->fields[0], main->params[0]);
  ASSERT_NE(as<ShapeExprNode>(ca->args[2]), nullptr);
  ASSERT_EQ(ca->sinfo_args.size(), 1u);
  EXPECT_EQ(ca->sinfo_args[0]->kind, SInfoKind::kTensor);
  // A single tensor argument is wrapped into a Tuple; several outputs are one TupleStructInfo.
  const CallNode* cb = call(binding(m, "main", 0, 1)->value);
  ASSERT_NE(as<TupleNode>(cb->args[1]), nullptr);
  ASSERT_EQ(cb->sinfo_args.size(), 1u);
  const auto* outs = as<TupleSInfo>(cb->sinfo_args[0]);
  ASSERT_NE(outs, nullptr);
  EXPECT_EQ(outs->fields.size(), 2u);
  EXPECT_EQ(call(binding(m, "main", 0, 2)->value)->sinfo_args[0]->kind, SInfoKind::kTensor);
  const CallNode* cd = call(binding(m, "main", 0, 3)->value);
  EXPECT_EQ(op_name(binding(m, "main", 0, 3)->value), "relax.call_tir_inplace");
  const AttrValue* idx = cd->attrs.find("inplace_indices");
  ASSERT_TRUE(idx && idx->kind == AttrValue::Kind::kList);
  EXPECT_EQ(idx->items[0].int_value, 0);
  const CallNode* ce = call(binding(m, "main", 0, 4)->value);
  EXPECT_EQ(op_name(binding(m, "main", 0, 4)->value), "relax.call_dps_packed");
  ASSERT_NE(as<ExternFuncNode>(ce->args[0]), nullptr);
  EXPECT_EQ(as<ExternFuncNode>(ce->args[0])->global_symbol, "test.dps");
  const CallNode* cf = call(binding(m, "main", 0, 5)->value);
  EXPECT_EQ(op_name(binding(m, "main", 0, 5)->value), "relax.call_pure_packed");
  ASSERT_EQ(cf->args.size(), 2u);
  ASSERT_NE(as<ExternFuncNode>(cf->args[0]), nullptr);
  EXPECT_EQ(cf->args[1], main->params[0]);
  EXPECT_EQ(cf->sinfo_args.size(), 1u);
  const CallNode* cg = call(binding(m, "main", 0, 6)->value);
  EXPECT_EQ(op_name(binding(m, "main", 0, 6)->value), "relax.call_tir_with_grad");
  ASSERT_EQ(cg->args.size(), 2u);
  ASSERT_EQ(cg->sinfo_args.size(), 1u);
  ASSERT_EQ(cg->attrs.entries.size(), 2u);
  EXPECT_EQ(cg->attrs.find("te_grad_name")->str, "f_grad");
  EXPECT_EQ(cg->attrs.find("te_grad_kwargs")->kind, AttrValue::Kind::kDict);
}

TEST(RelaxReader, OperatorKeywordsAreAttributes) {
  IRModule m = read_ok(module(R"(    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), w: R.Tensor((3,), dtype="float32")) -> R.Object:
        a = R.sum(x, axis=[1, -1], keepdims=False)
        b = R.max(x, axis=None)
        c = R.astype(x, dtype="float16")
        d = R.layout_transform(x, index_map=T.index_map(lambda i, j: (j, i // 4)), pad_value=0.0, axis_separators=())
        e = R.nn.custom_conv(x, w, strides=(2, 2), groups=T.int64(3), bias=w, sinfo_args=[R.Tensor(ndim=2)], hint=R.Tensor((2,), "int8"))
        return e
)"));
  const CallNode* a = call(binding(m, "main", 0, 0)->value);
  ASSERT_NE(a, nullptr);
  ASSERT_EQ(a->args.size(), 1u);
  const AttrValue* axis = a->attrs.find("axis");
  ASSERT_TRUE(axis && axis->kind == AttrValue::Kind::kList);
  ASSERT_EQ(axis->items.size(), 2u);
  EXPECT_EQ(axis->items[1].int_value, -1);
  EXPECT_FALSE(axis->is_tuple);
  EXPECT_EQ(a->attrs.find("keepdims")->kind, AttrValue::Kind::kBool);
  // `axis=None` stays a None attribute (the printer writes it so: print and read round-trip);
  // only a dtype attribute's None is left out (a dtype attribute holds a dtype or nothing).
  const AttrValue* none_axis = call(binding(m, "main", 0, 1)->value)->attrs.find("axis");
  ASSERT_NE(none_axis, nullptr);
  EXPECT_EQ(none_axis->kind, AttrValue::Kind::kNone);
  const AttrValue* dtype = call(binding(m, "main", 0, 2)->value)->attrs.find("dtype");
  ASSERT_TRUE(dtype && dtype->kind == AttrValue::Kind::kString);
  EXPECT_EQ(dtype->str, "float16");
  const CallNode* d = call(binding(m, "main", 0, 3)->value);
  const AttrValue* map = d->attrs.find("index_map");
  ASSERT_TRUE(map && map->kind == AttrValue::Kind::kRaw);
  EXPECT_EQ(map->str, "T.index_map(lambda i, j: (j, i // 4))");
  EXPECT_EQ(d->attrs.find("pad_value")->kind, AttrValue::Kind::kFloat);
  EXPECT_TRUE(d->attrs.find("axis_separators")->is_tuple);
  const CallNode* e = call(binding(m, "main", 0, 4)->value);
  // An op with no signature (op_signature.h) keeps every keyword as an attribute, of any kind.
  EXPECT_EQ(op_name(binding(m, "main", 0, 4)->value), "relax.nn.custom_conv");
  ASSERT_EQ(e->attrs.entries.size(), 4u); // strides, groups, bias, hint (sinfo_args is not one)
  EXPECT_EQ(e->attrs.entries[0].first, "strides");
  EXPECT_TRUE(e->attrs.entries[0].second.is_tuple);
  EXPECT_EQ(e->attrs.find("groups")->kind, AttrValue::Kind::kPrimExpr);
  EXPECT_EQ(e->attrs.find("groups")->prim->int_value, 3);
  EXPECT_EQ(e->attrs.find("bias")->kind, AttrValue::Kind::kExpr);
  EXPECT_EQ(e->attrs.find("bias")->expr, fn(m, "main")->params[1]);
  EXPECT_EQ(e->attrs.find("hint")->kind, AttrValue::Kind::kStructInfo);
  ASSERT_EQ(e->sinfo_args.size(), 1u);
  EXPECT_EQ(tensor(e->sinfo_args[0])->ndim, 2);
}

TEST(RelaxReader, StructInfoForms) {
  IRModule m = read_ok(module(R"(    @R.function
    def main(a: R.Object, b: R.Any, c: R.Object(), d: R.Prim("int32"), e: R.Prim(value="n"), f: T.int64,
             g: R.Shape, h: R.Shape(ndim=2), i: R.Shape([1, "n"]), j: R.Tensor, k: R.Tensor(ndim=2),
             l: R.Tensor(dtype="float32"), o: R.Tensor((2, 3)), p: R.Tensor((2, 3), "float16"),
             q: R.Tensor(None, "float32", ndim=2), r: R.Tensor(shape=(3,), dtype="int8", vdevice="cuda:0"),
             s: R.Tensor(h, dtype="float32", ndim=2), t: R.Tuple, u: R.Tuple(R.Object, R.Tuple(R.Shape)),
             v: R.Callable((R.Object,), R.Object, False), w: R.Callable(params=[R.Object], ret=R.Shape, purity=True),
             z: R.Callable(ret=R.Object, purity=False)) -> R.Tensor((), dtype="bool"):
        return a
)"));
  const FunctionNode* f = fn(m, "main");
  ASSERT_NE(f, nullptr);
  ASSERT_EQ(f->params.size(), 22u);
  auto p = [&](size_t i) { return f->params[i]->sinfo; };
  EXPECT_EQ(p(0)->kind, SInfoKind::kObject);
  EXPECT_EQ(p(1)->kind, SInfoKind::kObject);
  EXPECT_EQ(p(2)->kind, SInfoKind::kObject);
  EXPECT_EQ(as<PrimSInfo>(p(3))->dtype, DataType::Int(32));
  EXPECT_EQ(as<PrimSInfo>(p(3))->value, nullptr);
  const auto* e = as<PrimSInfo>(p(4));
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->dtype, DataType::Int(64));
  ASSERT_TRUE(is_var(e->value));
  EXPECT_EQ(as<PrimSInfo>(p(5))->dtype, DataType::Int(64));
  EXPECT_FALSE(as<ShapeSInfo>(p(6))->values.has_value());
  EXPECT_EQ(as<ShapeSInfo>(p(6))->ndim, -1);
  EXPECT_EQ(as<ShapeSInfo>(p(7))->ndim, 2);
  const auto* i = as<ShapeSInfo>(p(8));
  ASSERT_TRUE(i && i->values);
  EXPECT_EQ(i->ndim, 2);
  EXPECT_EQ((*i->values)[1], e->value); // "n" is the same shape variable everywhere
  EXPECT_EQ(tensor(p(9))->ndim, -1);
  EXPECT_TRUE(tensor(p(9))->dtype.is_void());
  EXPECT_EQ(tensor(p(9))->shape, nullptr);
  EXPECT_EQ(tensor(p(10))->ndim, 2);
  EXPECT_EQ(tensor(p(11))->dtype, DataType::Float(32));
  EXPECT_EQ(tensor(p(12))->ndim, 2);
  EXPECT_TRUE(tensor(p(12))->dtype.is_void());
  EXPECT_EQ(tensor(p(13))->dtype, DataType::Float(16));
  EXPECT_EQ(tensor(p(14))->shape, nullptr);
  EXPECT_EQ(tensor(p(14))->ndim, 2);
  EXPECT_EQ(tensor(p(15))->dtype, DataType::Int(8));
  EXPECT_EQ(tensor(p(15))->vdevice, std::optional<std::string>("cuda:0"));
  EXPECT_EQ(tensor(p(16))->shape, f->params[7]); // a Var shape
  EXPECT_EQ(tensor(p(16))->ndim, 2);
  EXPECT_TRUE(as<TupleSInfo>(p(17))->fields.empty());
  const auto* u = as<TupleSInfo>(p(18));
  ASSERT_TRUE(u && u->fields.size() == 2);
  EXPECT_EQ(u->fields[1]->kind, SInfoKind::kTuple);
  const auto* v = as<FuncSInfo>(p(19));
  ASSERT_TRUE(v && v->params);
  EXPECT_EQ(v->params->size(), 1u);
  EXPECT_FALSE(v->purity);
  const auto* w = as<FuncSInfo>(p(20));
  ASSERT_TRUE(w && w->params);
  EXPECT_EQ(w->ret->kind, SInfoKind::kShape);
  EXPECT_TRUE(w->purity);
  const auto* z = as<FuncSInfo>(p(21));
  ASSERT_NE(z, nullptr);
  EXPECT_FALSE(z->params.has_value());
  EXPECT_FALSE(z->purity);
  EXPECT_EQ(tensor(f->ret_sinfo)->ndim, 0);
}

TEST(RelaxReader, V026Spellings) {
  IRModule m = read_ok(module(R"(    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), p: T.float32) -> R.Tuple(R.Any, T.int64):
        n: T.int64
        cls = Module
        lv = R.call_tir(cls.f, (x,), out_ty=R.Tensor((n,), dtype="float32"))
        return lv

    @R.function
    def f(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n",), dtype="float32"):
        return x
)"));
  const FunctionNode* f = fn(m, "main");
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(as<PrimSInfo>(f->params[1]->sinfo)->dtype, DataType::Float(32));
  const CallNode* c = call(binding(m, "main", 0, 0)->value);
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(dim(c->sinfo_args[0], 0), dim(f->params[0]->sinfo, 0)); // `n: T.int64` reuses n
}

TEST(RelaxReader, ModuleGlobalInfosKeepUnknownFormsAsText) {
  IRModule m = read_ok(module(
      R"(    I.module_global_infos({"vdevice": [I.vdevice({"kind": "cuda", "keys": ["cuda", "gpu"]}, 0, "global")]})
    @R.function
    def main(x: R.Tensor((2,), dtype="float32", vdevice="cuda:0")) -> R.Tensor((2,), dtype="float32"):
        return x
)"));
  const AttrValue* v = m.global_infos.find("vdevice");
  ASSERT_TRUE(v && v->kind == AttrValue::Kind::kList && v->items.size() == 1);
  EXPECT_EQ(v->items[0].kind, AttrValue::Kind::kRaw);
  EXPECT_EQ(v->items[0].str,
            R"(I.vdevice({"kind": "cuda", "keys": ["cuda", "gpu"]}, 0, "global"))");
}

} // namespace relax_reader_expr_test
} // namespace rxv::sem
