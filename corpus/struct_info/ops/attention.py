# RXV: relax.nn.attention(query, key, value, ...) / attention_bias: (B, S, H, Dv) of query's dtype; all 4-D; batch sizes, key/value lengths, head dims must not provably differ; query's heads a multiple of key's; bias dims equal or 1
# EXPECT-SINFO: main.a : R.Tensor((b, s, 4, 8), dtype="float16")
# EXPECT-SINFO: main.c : R.Tensor((b, s, 4, 8), dtype="float16")
# EXPECT-SINFO: main.d : R.Tensor(dtype="float16", ndim=4)
# EXPECT-ERROR: SI-op @ 29:13
# EXPECT-ERROR: SI-op @ 29:13
# EXPECT-ERROR: SI-op @ 30:13
# EXPECT-ERROR: SI-op @ 30:13
# EXPECT-ERROR: SI-op @ 30:13
# EXPECT-ERROR: SI-op @ 31:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(q: R.Tensor(("b", "s", 4, 16), dtype="float16"), k: R.Tensor(("b", "t", 2, 16), dtype="float16"), v: R.Tensor(("b", "t", 2, 8), dtype="float16"), bias: R.Tensor((1, 4, "s", "t"), dtype="float16"), u: R.Tensor(dtype="float16", ndim=4)) -> R.Tensor(("b", "s", 4, 8), dtype="float16"):
        b = T.int64()
        s = T.int64()
        t = T.int64()
        a = R.nn.attention(q, k, v, scale=0.25, causal_mask="BottomRight")
        c = R.nn.attention_bias(q, k, v, bias)
        d = R.nn.attention(u, k, v)
        return a

    @R.function
    def bad(q: R.Tensor((2, 3, 4, 16), dtype="float32"), k: R.Tensor((2, 5, 3, 16), dtype="float32"), v: R.Tensor((2, 6, 4, 8), dtype="float32"), q3: R.Tensor((2, 3, 4), dtype="float32")) -> R.Tensor((2, 3, 4, 16), dtype="float32"):
        e = R.nn.attention(q, k, v)
        f = R.nn.attention(q3, q3, q3)
        g = R.nn.attention(q, q, q, causal_mask="Diagonal")
        return q
