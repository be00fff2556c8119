# RXV: relax.nn.attention_var_len(queries, keys, values, seqstart_q, max_seqlen_q, seqstart_k=seqstart_q, max_seqlen_k=max_seqlen_q, ...): attention's rule on (1, total, H, D) queries, keys, values; the four sequence arguments must be tensors. TVM's Python order puts max_seqlen_q before seqstart_k; the op's arguments are (q, k, v, seqstart_q, seqstart_k, max_seqlen_q, max_seqlen_k)
# EXPECT-SINFO: main.a : R.Tensor((1, n, 4, 8), dtype="float16")
# EXPECT-SINFO: main.c : R.Tensor((1, n, 4, 8), dtype="float16")
# EXPECT-ERROR: SI-op @ 22:13
# EXPECT-ERROR: SI-op @ 22:13
# EXPECT-ERROR: SI-op @ 23:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(q: R.Tensor((1, "n", 4, 16), dtype="float16"), k: R.Tensor((1, "n", 2, 16), dtype="float16"), v: R.Tensor((1, "n", 2, 8), dtype="float16"), sq: R.Tensor(("b",), dtype="int32"), mq: R.Tensor((), dtype="int32")):
        n = T.int64()
        a = R.nn.attention_var_len(q, k, v, sq, mq, causal_mask="BottomRight")
        c = R.nn.attention_var_len(q, k, v, sq, mq, seqstart_k=sq, max_seqlen_k=mq, scale=0.25)
        return a

    @R.function
    def bad(q: R.Tensor((1, 6, 4, 16), dtype="float32"), k: R.Tensor((1, 6, 3, 16), dtype="float32"), sq: R.Tensor((3,), dtype="int32"), mq: R.Tensor((), dtype="int32")):
        e = R.nn.attention_var_len(q, k, k, sq, mq)
        f = R.nn.attention_var_len(q, q, q, sq, R.prim_value(3))
        return q
