# RXV: relax.grad.max_pool2d_backward (TOPI's pool_grad): each 2x2 window (stride 1) sends its output gradient to its largest tap; the 9 at (1, 2) is the max of two windows and gets 2 + 4
# EXPECT: well-formed
# EVAL: main(float32[1,1,2,2]{1, 2, 3, 4}, float32[1,1,3,3]{1, 5, 2, 3, 4, 9, 0, 8, 7}) -> float32[1,1,3,3]{0, 1, 0, 0, 0, 6, 0, 3, 0}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(g: R.Tensor((1, 1, 2, 2), dtype="float32"), x: R.Tensor((1, 1, 3, 3), dtype="float32")) -> R.Tensor((1, 1, 3, 3), dtype="float32"):
        gv = R.grad.max_pool2d_backward(g, x, pool_size=[2, 2], strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], ceil_mode=False, count_include_pad=False, layout="NCHW", out_layout="NCHW")
        return gv
