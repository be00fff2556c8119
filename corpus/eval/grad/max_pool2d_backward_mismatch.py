# RXV: relax.grad.max_pool2d_backward with an output_grad that is not the pooled shape: a ShapeMismatch (TVM's StructInfo does not check it)
# EXPECT: well-formed
# EVAL: main(float32[1,1,3,3]{1, 2, 3, 4, 5, 6, 7, 8, 9}, float32[1,1,3,3]{1, 5, 2, 3, 4, 9, 0, 8, 7}) -> error(ShapeMismatch)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(g: R.Tensor(dtype="float32", ndim=4), x: R.Tensor((1, 1, 3, 3), dtype="float32")) -> R.Tensor((1, 1, 3, 3), dtype="float32"):
        gv = R.grad.max_pool2d_backward(g, x, pool_size=[2, 2], strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], ceil_mode=False, count_include_pad=False, layout="NCHW", out_layout="NCHW")
        return gv
