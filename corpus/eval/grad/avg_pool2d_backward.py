# RXV: relax.grad.avg_pool2d_backward (TOPI's pool_grad): 2x2 windows, stride 2, padding 1: each window's gradient is shared by its in-bounds taps (count_include_pad=False) or divided by 4 (True)
# EXPECT: well-formed
# EVAL: main(float32[1,1,2,2]{1, 2, 3, 4}, float32[1,1,3,3]{1, 5, 2, 3, 4, 9, 0, 8, 7}) -> (float32[1,1,3,3]{1, 1, 1, 1.5, 1, 1, 1.5, 1, 1}, float32[1,1,3,3]{0.25, 0.5, 0.5, 0.75, 1, 1, 0.75, 1, 1})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(g: R.Tensor((1, 1, 2, 2), dtype="float32"), x: R.Tensor((1, 1, 3, 3), dtype="float32")) -> R.Tuple(R.Tensor((1, 1, 3, 3), dtype="float32"), R.Tensor((1, 1, 3, 3), dtype="float32")):
        a = R.grad.avg_pool2d_backward(g, x, pool_size=[2, 2], strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], ceil_mode=False, count_include_pad=False, layout="NCHW", out_layout="NCHW")
        b = R.grad.avg_pool2d_backward(g, x, pool_size=[2, 2], strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], ceil_mode=False, count_include_pad=True, layout="NCHW", out_layout="NCHW")
        return (a, b)
