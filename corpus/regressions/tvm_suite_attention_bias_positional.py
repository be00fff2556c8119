# RXV: R.nn.attention(q, k, v, bias, scale=...) binds its 4th positional argument to bias and builds relax.nn.attention_bias, as TVM's Python function does (was: "got multiple values for argument 'scale'"; TVM's test_codegen_cutlass)
# EXPECT: well-formed
# EXPECT-SINFO: main.gv : R.Tensor((4, 16, 32, 16), dtype="float16")
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@R.function
def main(q: R.Tensor((4, 16, 32, 8), dtype="float16"), k: R.Tensor((4, 8, 32, 8), dtype="float16"), v: R.Tensor((4, 8, 32, 16), dtype="float16"), bias: R.Tensor((4, 32, 16, 8), dtype="float16")) -> R.Tensor((4, 16, 32, 16), dtype="float16"):
    gv = R.nn.attention(q, k, v, bias, scale=T.float32(0.5), causal_mask=None)
    return gv
