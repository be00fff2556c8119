# RXV: relax.nn.attention_var_len: the tokens of two sequences (lengths 2 and 3, seqstart [0, 2, 5]) concatenated along axis 1 each attend only within their sequence (grouped heads: 2 query heads over 1 key head), the causal mask relative to the sequence; seqstart_k and max_seqlen_k default to the query's; a sequence longer than max_seqlen_q is an error (expected values: numpy, per sequence)
# EXPECT: well-formed
# EVAL: main(float32[1,5,2,2]{0.5, -1, 1.5, 0.25, -0.5, 2, 1, 1, 0, -1.5, 0.75, 0.5, -2, 1.25, 0.5, -0.25, 1, 0, 0.3, 0.7}, float32[1,5,1,2]{1, 0.5, -0.5, 1.5, 0.25, -1, 2, 0, -1, 1}, float32[1,5,1,2]{1, 2, -1, 0.5, 3, -2, 0, 1, 2, 2}, int32[3]{0, 2, 5}, int32[]{3}) -> (float32[1,5,2,2]{0.550235, 1.66268, 0.608859, 1.70664, -0.749701, 0.687724, 0.174958, 1.38122, 2.20977, -0.964481, 0.901318, 0.653874, 2.01668, 1.88164, 1.29784, 0.152454, 0.787324, 0.467725, 1.30988, 0.828062}, float32[1,5,2,2]{1, 2, 1, 2, -0.749701, 0.687724, 0.174958, 1.38122, 3, -2, 3, -2, 2.49227, -1.49227, 1.17384, -0.173835, 0.787324, 0.467725, 1.30988, 0.828062})
# EVAL: main(float32[1,5,2,2]{0.5, -1, 1.5, 0.25, -0.5, 2, 1, 1, 0, -1.5, 0.75, 0.5, -2, 1.25, 0.5, -0.25, 1, 0, 0.3, 0.7}, float32[1,5,1,2]{1, 0.5, -0.5, 1.5, 0.25, -1, 2, 0, -1, 1}, float32[1,5,1,2]{1, 2, -1, 0.5, 3, -2, 0, 1, 2, 2}, int32[3]{0, 2, 5}, int32[]{2}) -> error(IndexOutOfRange)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(q: R.Tensor((1, 5, 2, 2), dtype="float32"), k: R.Tensor((1, 5, 1, 2), dtype="float32"), v: R.Tensor((1, 5, 1, 2), dtype="float32"), sq: R.Tensor((3,), dtype="int32"), mq: R.Tensor((), dtype="int32")) -> R.Tuple(R.Tensor((1, 5, 2, 2), dtype="float32"), R.Tensor((1, 5, 2, 2), dtype="float32")):
        a = R.nn.attention_var_len(q, k, v, sq, mq)
        b = R.nn.attention_var_len(q, k, v, seqstart_q=sq, max_seqlen_q=mq, seqstart_k=sq, causal_mask="TopLeft")
        return (a, b)
