# RXV: relax.nn.adaptive_avg_pool1d: 5 inputs to 3 outputs average [0, 2), [1, 4), [3, 5); int32 truncates (None: corpus/regressions/tvm_adaptive_avg_pool1d_none.py)
# EXPECT: well-formed
# EVAL: main(float32[1,1,5]{1, 2, 3, 4, 6}, int32[1,2,4]{1, 2, 3, 5, -1, -2, -4, -8}) -> (float32[1,1,3]{1.5, 3, 5}, int32[1,2,3]{1, 2, 4, -1, -3, -6})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 5), dtype="float32"), y: R.Tensor((1, 2, 4), dtype="int32")) -> R.Tuple(R.Tensor((1, 1, 3), dtype="float32"), R.Tensor((1, 2, 3), dtype="int32")):
        a = R.nn.adaptive_avg_pool1d(x, output_size=[3], layout="NCW", out_layout="NCW")
        c = R.nn.adaptive_avg_pool1d(y, output_size=[3], layout="NCW", out_layout="NCW")
        gv = (a, c)
        return gv
