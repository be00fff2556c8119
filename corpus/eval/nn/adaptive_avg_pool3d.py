# RXV: relax.nn.adaptive_avg_pool3d: a 2x2x3 input to 1x2x2 (overlapping windows along W) and to one value (the mean; a one-element output_size: corpus/regressions/tvm_adaptive_avg_pool3d_single_output_size.py)
# EXPECT: well-formed
# EVAL: main(float32[1,1,2,2,3]{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}) -> (float32[1,1,1,2,2]{4.5, 5.5, 7.5, 8.5}, float32[1,1,1,1,1]{6.5})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 2, 2, 3), dtype="float32")) -> R.Tuple(R.Tensor((1, 1, 1, 2, 2), dtype="float32"), R.Tensor((1, 1, 1, 1, 1), dtype="float32")):
        a = R.nn.adaptive_avg_pool3d(x, output_size=[1, 2, 2], layout="NCDHW", out_layout="NCDHW")
        b = R.nn.adaptive_avg_pool3d(x, output_size=[1, 1, 1], layout="NCDHW", out_layout="NCDHW")
        gv = (a, b)
        return gv
