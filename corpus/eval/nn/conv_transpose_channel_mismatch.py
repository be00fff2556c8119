# RXV: relax.nn.conv1d_transpose with a symbolic channel count: StructInfo cannot decide c == I (a warning); at run time c = 2 against I = 1 is a ShapeMismatch, c = 1 runs (each input spread over a 2-tap kernel)
# EXPECT: well-formed
# EXPECT-WARNING: SI-op @ 14:14
# EVAL: main(float32[1,2,2]{1, 2, 3, 4}, float32[1,1,2]{1, 10}) -> error(ShapeMismatch)
# EVAL: main(float32[1,1,2]{1, 2}, float32[1,1,2]{1, 10}) -> float32[1,1,3]{1, 12, 20}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, "c", 2), dtype="float32"), w: R.Tensor((1, 1, 2), dtype="float32")) -> R.Tensor((1, 1, 3), dtype="float32"):
        gv = R.nn.conv1d_transpose(x, w, strides=[1], padding=[0, 0], output_padding=[0], dilation=[1], groups=1, data_layout="NCW", kernel_layout="IOW", out_layout="NCW", out_dtype="void")
        return gv
