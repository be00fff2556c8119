# RXV: relax.nn.conv3d: padding of 3 values (d, h, w: before = after) and strides [1, 1, 2]; an int32 conv in NDHWC / DHWIO layouts
# EXPECT: well-formed
# EVAL: main(float32[1,2,2,2,3]{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, -1, -2, -3, -4, -5, -6, 0, 1, 0, 1, 0, 1}, float32[1,2,2,2,2]{1, 0, 0, 1, 1, 1, 1, 1, 2, 0, 0, 0, 0, 0, 0, -1}, int32[1,2,2,2,1]{1, 2, 3, 4, 5, 6, 7, 8}, int32[1,1,2,1,2]{1, -1, 2, 3}) -> (float32[1,1,1,1,2]{20, 43}, int32[1,2,2,1,2]{5, 5, 11, 9, 17, 13, 23, 17})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 2, 2, 2, 3), dtype="float32"), w: R.Tensor((1, 2, 2, 2, 2), dtype="float32"), y: R.Tensor((1, 2, 2, 2, 1), dtype="int32"), k: R.Tensor((1, 1, 2, 1, 2), dtype="int32")) -> R.Tuple(R.Tensor((1, 1, 1, 1, 2), dtype="float32"), R.Tensor((1, 2, 2, 1, 2), dtype="int32")):
        a = R.nn.conv3d(x, w, strides=[1, 1, 2], padding=[0, 0, 1], dilation=[1, 1, 1], groups=1, data_layout="NCDHW", kernel_layout="OIDHW", out_layout="NCDHW", out_dtype="void")
        b = R.nn.conv3d(y, k, strides=[1, 1, 1], padding=[0, 0, 0, 0, 0, 0], dilation=[1, 1, 1], groups=1, data_layout="NDHWC", kernel_layout="DHWIO", out_layout="NDHWC", out_dtype="void")
        gv = (a, b)
        return gv
