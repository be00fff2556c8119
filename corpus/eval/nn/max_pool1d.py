# RXV: relax.nn.max_pool1d: windows of 2 with stride 2 and padding [1, 1] (padding never wins); ceil_mode keeps a last partial window; NWC layout
# EXPECT: well-formed
# EVAL: main(float32[1,2,5]{-1, -2, -3, -4, -5, 1, 5, 2, 4, 3}, int32[1,5,1]{3, 1, 4, 1, 5}) -> (float32[1,2,3]{-1, -2, -4, 1, 5, 4}, int32[1,2,1]{3, 5})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 2, 5), dtype="float32"), y: R.Tensor((1, 5, 1), dtype="int32")) -> R.Tuple(R.Tensor((1, 2, 3), dtype="float32"), R.Tensor((1, 2, 1), dtype="int32")):
        a = R.nn.max_pool1d(x, pool_size=[2], strides=[2], dilation=[1], padding=[1, 1], ceil_mode=False, count_include_pad=False, layout="NCW", out_layout="NCW")
        b = R.nn.max_pool1d(y, pool_size=[2], strides=[3], dilation=[1], padding=[0, 0], ceil_mode=True, count_include_pad=False, layout="NWC", out_layout="NWC")
        gv = (a, b)
        return gv
