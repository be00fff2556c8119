# RXV: relax.nn.max_pool3d: 2x2x2 windows with stride 2 over 2x2x4; padding of 3 values on a 3x3x3 window with strides [1, 2, 2]
# EXPECT: well-formed
# EVAL: main(float32[1,1,2,2,4]{1, 9, 2, 8, 3, 7, 4, 6, 5, 5, 6, 4, 7, 3, 8, 2}) -> (float32[1,1,1,1,2]{9, 8}, float32[1,1,2,1,2]{9, 9, 9, 9})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 2, 2, 4), dtype="float32")) -> R.Tuple(R.Tensor((1, 1, 1, 1, 2), dtype="float32"), R.Tensor((1, 1, 2, 1, 2), dtype="float32")):
        a = R.nn.max_pool3d(x, pool_size=[2, 2, 2], strides=[2, 2, 2], dilation=[1, 1, 1], padding=[0, 0, 0, 0, 0, 0], ceil_mode=False, count_include_pad=False, layout="NCDHW", out_layout="NCDHW")
        b = R.nn.max_pool3d(x, pool_size=[3, 3, 3], strides=[1, 2, 2], dilation=[1, 1, 1], padding=[1, 1, 1], ceil_mode=False, count_include_pad=False, layout="NCDHW", out_layout="NCDHW")
        gv = (a, b)
        return gv
