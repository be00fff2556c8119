# RXV: relax.nn.avg_pool3d: 2x2x2 windows with padding [0, 1, 1, 0, 0, 0] (front, top, left; back, bottom, right), with and without count_include_pad
# EXPECT: well-formed
# EVAL: main(float32[1,1,2,2,2]{1, 2, 3, 4, 5, 6, 7, 8}) -> (float32[1,1,1,2,2]{0.75, 1.75, 2, 4.5}, float32[1,1,1,2,2]{3, 3.5, 4, 4.5})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 2, 2, 2), dtype="float32")) -> R.Tuple(R.Tensor((1, 1, 1, 2, 2), dtype="float32"), R.Tensor((1, 1, 1, 2, 2), dtype="float32")):
        a = R.nn.avg_pool3d(x, pool_size=[2, 2, 2], strides=[1, 1, 1], dilation=[1, 1, 1], padding=[0, 1, 1, 0, 0, 0], ceil_mode=False, count_include_pad=True, layout="NCDHW", out_layout="NCDHW")
        b = R.nn.avg_pool3d(x, pool_size=[2, 2, 2], strides=[1, 1, 1], dilation=[1, 1, 1], padding=[0, 1, 1, 0, 0, 0], ceil_mode=False, count_include_pad=False, layout="NCDHW", out_layout="NCDHW")
        gv = (a, b)
        return gv
