# RXV: relax.nn.avg_pool1d: windows of 3 with padding 1: count_include_pad divides by 3, without it by the taps inside; ceil_mode with dilation 2
# EXPECT: well-formed
# EVAL: main(float32[1,1,5]{1, 2, 3, 4, 6}) -> (float32[1,1,3]{1, 3, 3.3333333}, float32[1,1,3]{1.5, 3, 5}, float32[1,1,2]{2, 4.5})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 5), dtype="float32")) -> R.Tuple(R.Tensor((1, 1, 3), dtype="float32"), R.Tensor((1, 1, 3), dtype="float32"), R.Tensor((1, 1, 2), dtype="float32")):
        a = R.nn.avg_pool1d(x, pool_size=[3], strides=[2], dilation=[1], padding=[1, 1], ceil_mode=False, count_include_pad=True, layout="NCW", out_layout="NCW")
        b = R.nn.avg_pool1d(x, pool_size=[3], strides=[2], dilation=[1], padding=[1, 1], ceil_mode=False, count_include_pad=False, layout="NCW", out_layout="NCW")
        c = R.nn.avg_pool1d(x, pool_size=[2], strides=[2], dilation=[2], padding=[0, 0], ceil_mode=True, count_include_pad=True, layout="NCW", out_layout="NCW")
        gv = (a, b, c)
        return gv
