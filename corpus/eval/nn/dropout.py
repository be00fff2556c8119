# RXV: relax.nn.dropout at inference, as TVM's runtime gives it (its legalization): (data, ones like data); rate drops nothing
# EXPECT: well-formed
# EVAL: main(float32[3]{-1, 2, nan}) -> (float32[3]{-1, 2, nan}, float32[3]{1, 1, 1})
# EVAL: ints(int32[2]{7, -3}) -> (int32[2]{7, -3}, int32[2]{1, 1})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")) -> R.Tuple(R.Tensor(("n",), dtype="float32"), R.Tensor(("n",), dtype="float32")):
        n = T.int64()
        gv = R.nn.dropout(x, rate=0.5)
        return gv

    @R.function
    def ints(x: R.Tensor((2,), dtype="int32")) -> R.Tuple(R.Tensor((2,), dtype="int32"), R.Tensor((2,), dtype="int32")):
        gv = R.nn.dropout(x, rate=0.25)
        return gv
